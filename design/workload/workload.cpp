#include "workload.h"

ModelSpec Workload::model() const {
    if (!presetId.isEmpty())
        if (const ModelSpec* preset = modelPreset(presetId))
            return *preset;
    if (architecture) {
        ModelSpec model = modelFromArchitecture(*architecture, modelName);
        model.config = config;
        return model;
    }
    return modelFromParameters(parameters, modelName);
}

WorkloadRequest Workload::request() const {
    WorkloadRequest request;
    request.model = model();
    request.inference = inference;
    request.training = training;
    request.serving = serving;
    request.tokens = tokens;
    request.mfu = mfu;
    request.gpus = gpus;
    request.gpuPartId = gpuPartId;
    request.reserveFraction = reserveFraction;
    return request;
}
