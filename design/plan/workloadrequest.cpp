#include "plan/workloadrequest.h"

#include "workload/modelpresets.h"

ModelSpec workloadModel(const Workload& workload) {
    if (!workload.presetId.isEmpty())
        if (const ModelSpec* preset = modelPreset(workload.presetId))
            return *preset;
    if (workload.architecture) {
        ModelSpec model = modelFromArchitecture(*workload.architecture, workload.modelName);
        model.config = workload.config;
        return model;
    }
    return modelFromParameters(workload.parameters, workload.modelName);
}

WorkloadRequest workloadRequest(const Workload& workload) {
    WorkloadRequest request;
    request.model = workloadModel(workload);
    request.inference = workload.inference;
    request.training = workload.training;
    request.serving = workload.serving;
    request.tokens = workload.tokens;
    // The step-time model's prediction, unless the workload has a typed MFU.
    request.mfuOverride = workload.mfu.has_value();
    if (workload.mfu)
        request.mfu = *workload.mfu;
    request.gpus = workload.gpus;
    request.gpuPartId = workload.gpuPartId;
    request.reserveFraction = workload.reserveFraction;
    request.goodput = workload.goodput;
    request.calibrations = workload.calibrations;
    return request;
}
