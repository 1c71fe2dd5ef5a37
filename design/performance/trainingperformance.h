#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"
#include "performance/clusterhardware.h"

#include <QStringList>

// Training step time from the model's shape, the parallel layout and the cluster (docs/workload.md
// "Step time"), in the manner of Narayanan et al. 2021 and Korthikanti et al. 2022: per micro batch and
// pipeline stage, every layer's GEMMs (performance/gemmefficiency.h), attention, memory-bound operations and
// collectives; the pipeline bubble; the data-parallel gradient traffic less what hides under the backward
// pass; the optimizer step.

// How the training software runs (facts about the framework of a run, not fitted per run).
struct TrainingStack {
    bool flashAttention = true;       // fused attention (no s x s matrix in HBM); false: Megatron 2021-22
    bool overlapDataParallel = true;  // gradient reduce-scatter under the last backward pass
    double tensorParallelOverlap = 0; // share of tensor-parallel traffic hidden under GEMMs (tp-comm-overlap)
    bool overlapPipelineSendRecv = true; // sends under compute (Megatron-Core); false: Megatron 2021
};

struct StepBreakdown {
    double computeS = 0; // GEMMs, attention and memory-bound operations of every micro batch
    double tpCommS = 0;
    double ppBubbleS = 0;
    double ppCommS = 0;
    double dpCommS = 0; // exposed
    double cpCommS = 0; // exposed
    double epCommS = 0;
    double optimizerS = 0;
    double total() const {
        return computeS + tpCommS + ppBubbleS + ppCommS + dpCommS + cpCommS + epCommS + optimizerS;
    }
};

struct TrainingPerformance {
    bool valid = false;
    StepBreakdown breakdown;
    double stepTimeS = 0;
    int microBatches = 0;            // per pipeline and step
    int globalBatch = 0;             // sequences per step
    double tokensPerS = 0;           // the whole run
    double modelTflopsPerGpu = 0;    // model FLOPs (no recomputation) per second and GPU
    double hardwareTflopsPerGpu = 0; // with the recomputed FLOPs
    double mfu = 0;
    double hfu = 0;
    double dpCommTotalS = 0; // before overlap
    QStringList problems;    // why it could not be worked out (translated)
};

// `gpus` is the whole run; the layout's data-parallel degree is gpus / (tp x pp x cp).
TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hardware, const TrainingStack& stack = {});
