#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"
#include "performance/clusterhardware.h"

#include <QStringList>

// Serving speed of one replica (the model split over setup.gpus GPUs by tensor parallelism) from the
// roofline (docs/workload.md "Inference speed"): every matrix multiply takes the longer of its FLOPs at the
// GEMM efficiency (performance/gemmefficiency.h) and its bytes (weights, activations) over HBM; a decode step
// also reads the batch's KV cache; each layer adds two tensor-parallel all-reduces. The hardware's
// peakTflops is the peak at the precision the products run in (inferencePeakTflops).
struct InferencePerformance {
    bool valid = false;
    double timeToFirstTokenS = 0; // one prompt of `inputTokens`, alone (batch 1)
    double prefillS = 0;          // the whole batch's prompts
    double prefillTokensPerS = 0; // prompt tokens per second and replica, at the batch
    double decodeStepS = 0;       // one token for every sequence of the batch, at the mean context
    double decodeTokensPerS = 0;  // generated tokens per second and replica while decoding
    double outputTokensPerS = 0;  // a static batch end to end: batch x output / (prefill + decode)
    double tokensPerSPerGpu = 0;  // outputTokensPerS / GPUs of the replica
    QStringList problems;
};

InferencePerformance predictInference(const ModelArchitecture& model, const InferenceSetup& setup,
                                      int inputTokens, int outputTokens, const ClusterHardware& hardware);
