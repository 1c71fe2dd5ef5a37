#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"

// How a model's weights are spread over a parallel layout (docs/workload.md "Training memory"): the dense
// weights over tensor x pipeline parallel, the routed experts also over expert parallel (Megatron: expert
// tensor parallel as tensor parallel, the experts of a layer split over ep GPUs of the data-parallel
// group). ZeRO partitions the dense weights' states over data x context parallel, the experts' over the
// expert-data-parallel GPUs that hold the same experts: dp x cp / ep.
struct ModelShards {
    double dense = 0;      // weights outside the routed experts, whole model
    double experts = 0;    // routed experts' weights, whole model
    double perGpu = 0;     // weights one GPU holds
    double perGpuZero = 0; // of them, the share ZeRO gives one GPU to update
    double denseZeroDivisor = 1;
    double expertZeroDivisor = 1;
};

// `parameters`: the model's size (every weight); with an architecture its routed experts are split out.
ModelShards modelShards(double parameters, const ModelArchitecture* architecture,
                        const ParallelLayout& layout);
ModelShards modelShards(const ModelArchitecture& architecture, const ParallelLayout& layout);
