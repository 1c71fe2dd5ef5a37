#pragma once

#include "workload/trainingmemory.h"

struct GpuSpec;

// Training compute and time (docs/workload.md "Time, energy and cost").
//   6 x active parameters x tokens                    (Kaplan et al. 2020), when only the size is known
//   Megatron's count with the actual sequence length  (Narayanan et al. 2021, eq. 3), from the shape:
//     per token, forward: 2 x matrix weights of the layers + attention scores 4 s x heads x head dim per
//     layer
//     + 2 h V for the logits; training = 3 x forward (backward is twice the forward), the layers' part
//     4 x with full recomputation and their attention scores once more with selective recomputation.
//     For GPT-3 this is 72 B s l h^2 (1 + s/6h + V/12lh) per batch, 96 ... (1 + s/6h + V/16lh) with full
//     recomputation.
//   days = FLOPs / (GPUs x dense peak of the precision x MFU)

enum class FlopsFormula { SixPT, Megatron };

struct TrainingCompute {
    FlopsFormula formula = FlopsFormula::SixPT;
    double flops = 0;
    double flopsPerToken = 0;
    double gpus = 0;
    double peakTflops = 0; // dense, per GPU, at the training precision
    double mfu = 0;
    double seconds = 0;
    double days() const { return seconds / 86400; }
    double gpuHours() const { return gpus * seconds / 3600; }
};

// Training FLOPs per token of the model: Megatron's count when the shape is known, else 6 x active.
double trainingFlopsPerToken(const ModelSpec& model, int sequenceLength, Recompute recompute,
                             FlopsFormula* formula = nullptr);

TrainingCompute trainingCompute(const ModelSpec& model, double tokens, int sequenceLength,
                                Recompute recompute, int gpus, double peakTflops, double mfu);

// The dense peak TFLOPS a GPU gives at a training precision: fp32 uses TF32 tensor cores where the GPU has
// them, mixed bf16 (else fp16), fp8 (else bf16). 0 when the catalog has no figure.
double trainingPeakTflops(const GpuSpec& gpu, TrainingPrecision precision);
