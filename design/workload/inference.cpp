#include "workload/inference.h"

#include "workload/gpupeak.h"

#include <algorithm>
#include <cmath>

double bytesPerWeight(WeightPrecision precision) {
    switch (precision) {
    case WeightPrecision::Fp32:
        return 4;
    case WeightPrecision::Bf16:
        return 2;
    case WeightPrecision::Fp8:
    case WeightPrecision::Int8:
        return 1;
    case WeightPrecision::Int4:
        return 0.5;
    }
    return 2;
}

InferenceEstimate inferenceEstimate(const ModelSpec& model, const InferenceSetup& setup, double gpuMemoryGb,
                                    double bandwidthGbs, double peakTflops, double reserveFraction) {
    InferenceEstimate e;
    const double gpus = std::max(1, setup.gpus);
    const double weightBytes = bytesPerWeight(setup.weights);
    e.weightBytes = model.parameters * weightBytes / gpus;
    e.kvKnown = model.architecture.has_value();
    e.kvBytesPerToken = e.kvKnown ? kvCacheBytesPerToken(*model.architecture, setup.kvBytesPerValue) : 0;
    const double batch = std::max(1, setup.batch), context = std::max(1, setup.context);
    e.kvCacheBytes = e.kvBytesPerToken * batch * context / gpus;

    const double usable = gpuMemoryGb * 1e9 * (1 - reserveFraction) - e.weightBytes;
    const double perTokenPerGpu = e.kvBytesPerToken / gpus;
    if (usable > 0 && perTokenPerGpu > 0) {
        e.maxBatch = qint64(std::floor(usable / (perTokenPerGpu * context)));
        e.maxContext = qint64(std::floor(usable / (perTokenPerGpu * batch)));
    }

    // A decode step reads every weight a token of the batch needs (an MoE's active experts, up to all of
    // them) and the batch's cache once.
    const double weightsRead = std::min(model.parameters, model.activeParameters * batch) * weightBytes;
    const double stepBytes = weightsRead + e.kvBytesPerToken * batch * context;
    if (bandwidthGbs > 0) {
        e.decodeStepS = stepBytes / (bandwidthGbs * 1e9 * gpus);
        e.decodeTokensPerS = batch / e.decodeStepS;
    }
    if (peakTflops > 0 && model.activeParameters > 0)
        e.prefillTokensPerS = peakTflops * 1e12 * gpus / (2 * model.activeParameters);
    return e;
}

double inferencePeakTflops(const GpuSpec& gpu, WeightPrecision precision) {
    switch (precision) {
    case WeightPrecision::Fp32:
        return firstPeakTflops(gpu, {"tf32", "fp32"});
    case WeightPrecision::Bf16:
    case WeightPrecision::Int4:
        return firstPeakTflops(gpu, {"bf16", "fp16"});
    case WeightPrecision::Fp8:
        return firstPeakTflops(gpu, {"fp8", "bf16", "fp16"});
    case WeightPrecision::Int8:
        return firstPeakTflops(gpu, {"int8", "fp8", "bf16", "fp16"});
    }
    return 0;
}
