#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"
#include "performance/clusterhardware.h"

#include <QStringList>

// Serving speed of one replica (the model split over setup.gpus GPUs by tensor parallelism), as a serving
// engine with a paged KV cache and in-flight batching runs it (docs/workload.md "Inference speed"): every
// iteration decodes one token of each running sequence and prefills a chunk of the prompts waiting; its
// GEMMs take the longer of their FLOPs at the architecture's efficiency and their bytes (weights at their
// precision) over HBM, the attention reads the running sequences' cache, each layer adds two
// tensor-parallel all-reduces and a launch gap per kernel, and each iteration a fixed cost (sampling,
// scheduling). The hardware's peakTflops is the peak at the precision the products run in
// (inferencePeakTflops).

// Engine defaults the model assumes (TensorRT-LLM docs/source/performance/tuning-max-batch-size-and-max-
// num-tokens.md: max batch size 2048, max num tokens 8192; KV cache pages of 32 tokens, tokens_per_block).
constexpr int kServingMaxBatch = 2048;
constexpr int kServingMaxTokensPerStep = 8192;
constexpr int kKvPageTokens = 32;

struct InferencePerformance {
    bool valid = false;
    double timeToFirstTokenS = 0; // one prompt of `inputTokens`, alone (batch 1)
    double prefillS = 0;          // the whole batch's prompts at once
    double prefillTokensPerS = 0; // prompt tokens per second and replica, at the batch
    double decodeStepS = 0;       // one token for every sequence of the batch, at the mean context
    double decodeTokensPerS = 0;  // generated tokens per second and replica while decoding
    // In-flight batching with `batch` requests running (their prompts prefilled in chunks between decode
    // steps): output tokens per second and replica.
    double outputTokensPerS = 0;
    double tokensPerSPerGpu = 0; // outputTokensPerS / GPUs of the replica
    // The largest batch the KV cache holds in pages (input + output tokens a request, rounded up to pages;
    // at most the engine's maximum), and the replica's output tokens per second with it running.
    int largestBatch = 0;
    double peakOutputTokensPerS = 0;
    QStringList problems;
};

// `kvCapacityTokens`: tokens of KV cache the replica's memory holds (0: unknown, the batch alone bounds it).
InferencePerformance predictInference(const ModelArchitecture& model, const InferenceSetup& setup,
                                      int inputTokens, int outputTokens, const ClusterHardware& hardware,
                                      double kvCapacityTokens = 0);

// Requests whose KV pages (input + output tokens each, rounded up to kKvPageTokens) fit `capacityTokens`,
// at most kServingMaxBatch.
int pagedBatch(double capacityTokens, int inputTokens, int outputTokens);
