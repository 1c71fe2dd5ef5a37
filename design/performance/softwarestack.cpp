#include "performance/softwarestack.h"

#include <QCoreApplication>

// What each stack does, from its own documentation:
// - Megatron-Core / NeMo: NVIDIA-NeMo/Megatron-Bridge docs/training/communication-overlap.md and the
//   performance recipes behind docs/performance-summary.md: the distributed optimizer reduce-scatters
//   gradients and all-gathers weights under compute (overlap_grad_reduce, overlap_param_gather), tensor-
//   parallel collectives with sequence parallelism through Transformer Engine's userbuffers
//   (tp_comm_overlap), pipeline sends overlapped with interleaving (overlap_p2p_comm); gradients reduced in
//   bf16 (grad_reduce_in_fp32 = False); attention through TE's cuDNN fused kernel; fp8 "FP8-CS" (current
//   scaling) on Hopper and MXFP8 on Blackwell. MoE dispatch/combine overlap
//   (overlap_moe_expert_parallel_comm) is opt-in and "most public recipes leave MoE overlap disabled" (the
//   25.x ones): not in this preset; the 26.x MXFP8 MoE recipes (src/megatron/bridge/perf_recipes/ at
//   067f987) set it, which the megatron-moe-overlap preset models. Its dispatchers send the tokens' 16-bit
//   hidden states; Transformer Engine quantizes them for the expert GEMMs after the all-to-all
//   (NVIDIA/Megatron-LM megatron/core/transformer/moe/token_dispatcher.py).
// - torchtitan (FSDP2): pytorch/torchtitan README and docs/fsdp.md: FSDP2 per-parameter sharding with
//   all-gathers prefetched and reduce-scatters overlapped; gradients reduced in fp32
//   (mixed_precision_reduce = "float32", torchtitan/config/configs.py); async TP is opt-in; attention
//   through PyTorch's SDPA (FlashAttention-2 code); Float8 with tensorwise (current) scaling; per-op
//   selective or full activation checkpointing, the per-op policy saving "all compute ops, except every
//   second mm" (torchtitan/distributed/activation_checkpoint.py); torch.compile fuses the element-wise
//   kernels.
// - DeepSpeed ZeRO: deepspeed.ai docs, ZeRO configuration: "overlap_comm" (default false for stages 1-2,
//   true for stage 3) reduces gradients under the backward pass when set; Megatron-DeepSpeed's tensor
//   parallelism without overlap and pipeline sends in line; attention as the model brings it (Hugging Face
//   FlashAttention-2); fp8 through Transformer Engine's delayed scaling.
// - llm-foundry / Composer: mosaicml/llm-foundry scripts/train/benchmarking (submit_benchmarks.py) and
//   Composer's FSDP: FULL_SHARD with forward and backward prefetch, mixed precision DEFAULT (fp32 gradient
//   reduction), attn_impl flash (flash-attn 2), activation checkpointing per run, amp_fp8 through Transformer
//   Engine (delayed scaling).
// - DeepSeek DualPipe: the DeepSeek-V3 technical report (arXiv 2412.19437) 3.2: DualPipe overlaps the
//   forward and backward of two micro batches so that "both all-to-all and PP communication can be fully
//   hidden"; fp8 with 1x128 activation and 128x128 weight tiles (3.3); no tensor parallelism.
// Kernels per layer: an estimate of the launches of one layer's forward pass (TE's fused norm-GEMMs and
// bias-dropout-add about 20; PyTorch eager about 30; torch.compile in between).

TrainingStack trainingStack(SoftwareStack stack) {
    TrainingStack s;
    switch (stack) {
    case SoftwareStack::MegatronCore:
        s.overlapTensorParallel = true;
        s.fp8Scaling = Fp8Scaling::Current;
        s.kernelsPerLayer = 20;
        break;
    case SoftwareStack::TorchTitan:
        s.attention = AttentionKernel::FlashAttention2;
        s.fp8Scaling = Fp8Scaling::Current;
        s.gradientReduceBytes = 4;
        s.selectiveRecomputesAlternateGemms = true;
        s.kernelsPerLayer = 24;
        break;
    case SoftwareStack::DeepSpeed:
        s.attention = AttentionKernel::FlashAttention2;
        s.overlapGradientReduce = false;
        s.overlapParameterGather = false;
        s.overlapPipelineSendRecv = false;
        s.fp8Scaling = Fp8Scaling::Delayed;
        s.kernelsPerLayer = 30;
        break;
    case SoftwareStack::LlmFoundry:
        s.attention = AttentionKernel::FlashAttention2;
        s.fp8Scaling = Fp8Scaling::Delayed;
        s.gradientReduceBytes = 4;
        s.kernelsPerLayer = 30;
        break;
    case SoftwareStack::MegatronCoreMoeOverlap:
        s = trainingStack(SoftwareStack::MegatronCore);
        s.expertOverlap = 1;
        s.expertOverlapNeedsInterleaving = true;
        break;
    case SoftwareStack::DeepSeekDualPipe:
        s.expertOverlap = 1;
        s.dualPipe = true;
        s.fp8Dispatch = true;
        s.fp8Scaling = Fp8Scaling::Block;
        s.kernelsPerLayer = 20;
        break;
    }
    return s;
}

TrainingStack megatron2021Stack() {
    TrainingStack s;
    s.attention = AttentionKernel::Unfused;
    s.overlapGradientReduce = false;
    s.overlapParameterGather = false;
    s.overlapPipelineSendRecv = false;
    s.kernelsPerLayer = 20;
    return s;
}

QList<SoftwareStack> softwareStacks() {
    return {SoftwareStack::MegatronCore, SoftwareStack::MegatronCoreMoeOverlap,
            SoftwareStack::TorchTitan,   SoftwareStack::DeepSpeed,
            SoftwareStack::LlmFoundry,   SoftwareStack::DeepSeekDualPipe};
}

QString softwareStackName(SoftwareStack stack) {
    switch (stack) {
    case SoftwareStack::MegatronCore:
        return QCoreApplication::translate("Workload", "Megatron-Core / NeMo");
    case SoftwareStack::MegatronCoreMoeOverlap:
        return QCoreApplication::translate("Workload", "Megatron-Core / NeMo + MoE overlap");
    case SoftwareStack::TorchTitan:
        return QCoreApplication::translate("Workload", "PyTorch FSDP2 / torchtitan");
    case SoftwareStack::DeepSpeed:
        return QCoreApplication::translate("Workload", "DeepSpeed ZeRO");
    case SoftwareStack::LlmFoundry:
        return QCoreApplication::translate("Workload", "llm-foundry / Composer");
    case SoftwareStack::DeepSeekDualPipe:
        return QCoreApplication::translate("Workload", "DeepSeek DualPipe");
    }
    return {};
}

QString softwareStackDescription(SoftwareStack stack) {
    switch (stack) {
    case SoftwareStack::MegatronCore:
        return QCoreApplication::translate(
            "Workload", "cuDNN fused attention; gradient reduce-scatter, weight all-gather, tensor-parallel "
                        "collectives and pipeline sends under compute; bf16 gradient reduction; fp8 with "
                        "current scaling (MXFP8 on Blackwell); MoE all-to-all not overlapped (the default)");
    case SoftwareStack::MegatronCoreMoeOverlap:
        return QCoreApplication::translate(
            "Workload", "As Megatron-Core / NeMo, and an MoE's all-to-all of one micro batch under the "
                        "compute of another (overlap_moe_expert_parallel_comm, as the 26.x MoE recipes set "
                        "it): with expert parallelism, interleaved pipeline stages where there is pipeline "
                        "parallelism, and no full recomputation");
    case SoftwareStack::TorchTitan:
        return QCoreApplication::translate(
            "Workload", "FlashAttention-2 through SDPA; FSDP2 prefetches all-gathers and overlaps "
                        "reduce-scatters; fp32 gradient reduction; tensor-parallel collectives exposed "
                        "(async TP is opt-in); Float8 with tensorwise scaling; torch.compile fusions");
    case SoftwareStack::DeepSpeed:
        return QCoreApplication::translate(
            "Workload", "FlashAttention-2; ZeRO with overlap_comm off (the default for stages 1 and 2): "
                        "gradient reduction and pipeline sends in line; fp8 with delayed scaling");
    case SoftwareStack::LlmFoundry:
        return QCoreApplication::translate(
            "Workload", "FlashAttention-2; FSDP full shard with forward and backward prefetch; fp32 "
                        "gradient reduction (mixed precision DEFAULT); fp8 with delayed scaling");
    case SoftwareStack::DeepSeekDualPipe:
        return QCoreApplication::translate(
            "Workload", "DualPipe: expert all-to-all and pipeline sends hidden under the other micro "
                        "batch's compute; fp8 with 1x128 and 128x128 block scaling; no tensor parallelism");
    }
    return {};
}
