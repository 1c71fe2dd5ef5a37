#pragma once

#include "model/workloadsettings.h"
#include "performance/kernelfigures.h"

#include <QList>
#include <QString>
#include <optional>

// How a training software stack runs a step (docs/workload.md "Software stacks"): which attention kernel it
// calls, what communication it hides under compute, how it scales fp8 tensors, in what precision it
// reduces gradients. Facts from each project's documentation (softwarestack.cpp cites them), never fitted
// to a run; a run of the user's own calibrates the rest (runcalibration.h).

enum class Fp8Scaling {
    Delayed, // Transformer Engine's delayed scaling: amax from a history, the cast in one pass
    Current, // per-tensor current scaling (TE Float8CurrentScaling, torchao tensorwise): an amax pass first
    Block,   // MXFP8 (Blackwell) or DeepSeek's 1x128 tiles: both layouts quantized, scales per block
};

struct TrainingStack {
    AttentionKernel attention = AttentionKernel::Fused;
    bool overlapGradientReduce = true;  // gradient reduce-scatter under the backward pass
    bool overlapParameterGather = true; // the weights gathered under the forward pass (dist. optimizer, FSDP)
    // Tensor-parallel collectives split into tp chunks, each under the GEMM of the one before (TE
    // userbuffers, PyTorch async TP): only one chunk stays exposed.
    bool overlapTensorParallel = false;
    bool overlapPipelineSendRecv = true; // sends under compute (Megatron-Core); false: Megatron 2021
    // The share of an MoE's dispatch and combine all-to-all hidden under expert and attention compute (of
    // another micro batch), at most as long as that compute: DualPipe and Megatron's a2a overlap hide it.
    double expertOverlap = 0;
    // Megatron-Core's a2a overlap runs only with expert parallelism, interleaved pipeline stages where there
    // is pipeline parallelism, and without full recomputation (megatron/core/transformer/
    // transformer_config.py); outside those the all-to-all stays exposed.
    bool expertOverlapNeedsInterleaving = false;
    // DualPipe's schedule: the bubble of (p/2 - 1) forward chunks (DeepSeek-V3 report, table 2).
    bool dualPipe = false;
    // An fp8 run sends the tokens to their experts in fp8, the combine in 16 bits (DeepSeek-V3 report
    // 3.3.3); false: both in 16 bits, quantized after the all-to-all (Megatron-Core).
    bool fp8Dispatch = false;
    Fp8Scaling fp8Scaling = Fp8Scaling::Current;
    double gradientReduceBytes = 2; // bytes per gradient value on the wire (2: bf16, 4: fp32)
    // Selective recomputation as torchtitan's per-op policy does it: every second matmul of a layer (the
    // key, output and up projections of a Llama block) and its element-wise kernels run again in the
    // backward pass; false: Megatron's, which recomputes the attention core only.
    bool selectiveRecomputesAlternateGemms = false;
    // Kernels a transformer layer launches per forward pass (the backward twice as many), each leaving the
    // GPU idle for a launch where it cannot be queued ahead.
    int kernelsPerLayer = 20;
};

// The stack's preset as its project documents it; Megatron-2021 (no fused attention, no overlap) is the
// stack of the 2021-22 papers the model is checked against, not a preset a user picks.
TrainingStack trainingStack(SoftwareStack stack);
TrainingStack megatron2021Stack();

QList<SoftwareStack> softwareStacks(); // the presets a user picks, the default first
// Ids ("megatron", ...): workload/workloadtext.h.
QString softwareStackName(SoftwareStack stack);        // translated
QString softwareStackDescription(SoftwareStack stack); // translated: what it overlaps, fuses, recomputes
