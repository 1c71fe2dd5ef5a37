#pragma once

#include <QString>

// How fast one GPU runs the kernels of a training or serving step, from published kernel measurements of
// its architecture (docs/workload.md "Kernel figures"), never fitted to training runs. The step-time model
// (layertimes.h, inferenceperformance.h) takes every kernel's speed from here.

enum class GpuArchitecture { Ampere, Hopper, Blackwell, Other };

// The attention kernel a software stack calls (softwarestack.h).
enum class AttentionKernel {
    Unfused,         // batched GEMMs and a softmax over the s x s scores in HBM (Megatron-LM 2021-22)
    FlashAttention1, // the flash-attn 1 package (llm-foundry's default install until 2024)
    FlashAttention2, // the flash-attn 2 package, or PyTorch's SDPA flash backend (FA2 code)
    Fused, // the generation's own fused kernel: FA2 on Ampere, cuDNN/FA3 on Hopper, cuDNN on Blackwell
};

struct GemmFigures {
    double share = 0; // of the dense peak that a large GEMM sustains at the power limit (MAMF)
    double knee = 48; // the matrix side at which tiles lose half the speed
};

struct AttentionFigures {
    double forward = 0; // share of the 16-bit peak a long sequence reaches, forward
    double backward = 0;
};

struct KernelFigures {
    GpuArchitecture architecture = GpuArchitecture::Other;
    GemmFigures gemm16;  // bf16/fp16
    GemmFigures gemmFp8; // fp8 (e4m3) inputs, bf16 output
    double hbmShare = 0; // of the HBM bandwidth a streaming kernel reaches
    AttentionFigures flash2;
    AttentionFigures fused;
    // Keys per sequence at which a fused attention kernel loses half its speed (pipeline fill per tile).
    double attentionKneeForward = 0;
    double attentionKneeBackward = 0;
    // A kernel never takes less than the floor on the GPU; launched one by one from Python (no CUDA graph)
    // the host needs hostLaunchUs for each.
    double kernelFloorUs = 0;
    double hostLaunchUs = 0;
    // Below its rated power a GPU clocks down: compute-bound throughput ~ (limit / rated)^exponent
    // (powercurve.h); memory-bound kernels keep their speed.
    double powerExponent16 = 0;
    double powerExponentFp8 = 0;
    bool estimated = false; // no published figure for this GPU: another architecture's, flagged
};

// The figures for a catalog GPU part (by its id, e.g. "nvidia-h100-sxm5-80gb"); an unknown GPU gets
// Ampere's, flagged as estimated.
KernelFigures kernelFigures(const QString& gpuPartId);
GpuArchitecture gpuArchitecture(const QString& gpuPartId);
QString architectureName(GpuArchitecture architecture); // translated

// The attention kernel's share of the 16-bit peak for one pass over `keys` keys a sequence; causal
// attention fills half the tiles, as if the sequence were half as long.
double attentionShare(const KernelFigures& figures, AttentionKernel kernel, bool backward, double keys,
                      bool causal);
