#pragma once

#include "model/workloadsettings.h"
#include "workload/modelpresets.h"

struct GpuSpec;

// Inference memory and speed (docs/workload.md "Inference"): weights at a precision, the KV cache
// (modelarchitecture.h), the largest batch or context that fits, and upper bounds on speed: decoding reads
// the weights and the cache once per step from HBM, prefill is bound by compute.

double bytesPerWeight(WeightPrecision precision); // 4, 2, 1, 1, 0.5

struct InferenceEstimate {
    double weightBytes = 0;     // per GPU
    double kvBytesPerToken = 0; // one token of one sequence, whole model
    double kvCacheBytes = 0;    // per GPU, batch x context
    double totalBytes() const { return weightBytes + kvCacheBytes; }
    qint64 maxBatch = 0;          // at the context, on the usable memory
    qint64 maxContext = 0;        // at the batch
    double decodeStepS = 0;       // upper bound: bytes read per step / HBM bandwidth
    double decodeTokensPerS = 0;  // the batch's tokens per second, upper bound
    double prefillTokensPerS = 0; // prompt tokens per second, upper bound
    bool kvKnown = true;          // false without the model's shape
};

// `gpuMemoryGb`, `bandwidthGbs` and `peakTflops` per GPU (the compute peak at the precision the products run
// in); `reserveFraction` of the memory is kept free (as for training).
InferenceEstimate inferenceEstimate(const ModelSpec& model, const InferenceSetup& setup, double gpuMemoryGb,
                                    double bandwidthGbs, double peakTflops, double reserveFraction = 0.10);

// The dense peak a GPU computes inference at: weights of 16 bits and int4 (weight-only quantisation
// computes in bf16) in bf16/fp16, fp8 in fp8, int8 in int8, fp32 in TF32.
double inferencePeakTflops(const GpuSpec& gpu, WeightPrecision precision);
