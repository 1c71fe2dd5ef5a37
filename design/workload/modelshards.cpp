#include "workload/modelshards.h"

#include "workload/parametercount.h"

#include <algorithm>

ModelShards modelShards(double parameters, const ModelArchitecture* architecture,
                        const ParallelLayout& layout) {
    ModelShards s;
    const int t = std::max(1, layout.tensorParallel), p = std::max(1, layout.pipelineParallel);
    const int ep = std::max(1, layout.expertParallel);
    const double dpRanks = double(std::max(1, layout.dataParallel)) * std::max(1, layout.contextParallel);
    if (architecture) {
        const ParameterCount count = countParameters(*architecture);
        // Experts are split over at most as many GPUs as there are experts.
        s.experts = count.routedExperts;
        s.dense = std::max(0.0, parameters - s.experts) + count.mtp;
    } else {
        s.dense = parameters;
    }
    // Whole experts over the expert-parallel GPUs, folded over the tensor-, context- and data-parallel ones
    // (Megatron-Core's parallel folding with expert tensor parallelism 1, as every Megatron-Bridge MoE recipe
    // and DeepSeek-V3 train): an expert's weights are not split over tensor parallelism, and its optimizer
    // state is sharded over the t x dp x cp / ep GPUs that hold the same experts.
    const double experts = architecture ? std::clamp(ep, 1, std::max(1, architecture->experts)) : 1;
    const double expertShard = s.experts / (double(p) * experts);
    const double denseShard = s.dense / (double(t) * p);
    s.perGpu = denseShard + expertShard;
    s.denseZeroDivisor = dpRanks;
    s.expertZeroDivisor = std::max(1.0, double(t) * dpRanks / experts);
    s.perGpuZero = denseShard / s.denseZeroDivisor + expertShard / s.expertZeroDivisor;
    return s;
}

ModelShards modelShards(const ModelArchitecture& architecture, const ParallelLayout& layout) {
    return modelShards(countParameters(architecture).total, &architecture, layout);
}
