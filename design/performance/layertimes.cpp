#include "performance/layertimes.h"

#include "performance/commgroups.h"
#include "performance/gemmefficiency.h"
#include "performance/layershapes.h"

#include <algorithm>

namespace {

// Values a memory-bound kernel reads and writes per token and layer in the forward pass, in units of the
// activation's width (16 bits a value): two norms (read, write), two residual adds with their dropouts and
// bias adds (read two, write one, a mask), over the hidden width; the activation function over the MLP's
// inner width (twice for a gated MLP). The backward pass moves twice as much. Megatron-LM's kernels,
// checked against Korthikanti et al. 2022 Table 4.
constexpr double kNormDropoutValuesPerHidden = 16;
constexpr double kActivationValuesPerInner = 4;
// Softmax over the s x s scores when attention is not fused (Megatron 2021-22): the fused
// scale-mask-softmax reads and writes the scores, dropout reads them and writes them with a mask; bytes per
// score in the forward pass (bf16), twice in the backward.
constexpr double kSoftmaxBytesPerScore = 9;
// FlashAttention's backward does 2.5 times the forward's FLOPs (it recomputes the scores), the count its
// published TFLOPS use (Dao-AILab/flash-attention benchmarks/benchmark_flash_attention.py, flops()).
constexpr double kFlashBackwardFlops = 2.5;
constexpr double kLayerActivationBytes = 2;

struct Precision {
    const GemmFigures* figures;
    double peakTflops;
    double bytesPerValue;
};

// Forward and backward time of a list of forward GEMMs, the fp8 ones at the fp8 figures, and the bytes the
// fp8 casts of their inputs (forward) and output gradients (backward) move.
void addGemms(const QList<GemmShape>& shapes, const Precision& run, const Precision& sixteen, double hbm,
              double castBytes, LayerTimes& lt) {
    for (const GemmShape& g : shapes) {
        const Precision& p = g.keep16 ? sixteen : run;
        lt.gemmFwd += gemmTimeS(g, *p.figures, p.peakTflops, hbm, p.bytesPerValue);
        lt.gemmBwd += gemmTimeS(inputGradient(g), *p.figures, p.peakTflops, hbm, p.bytesPerValue) +
                      gemmTimeS(weightGradient(g), *p.figures, p.peakTflops, hbm, p.bytesPerValue);
        if (castBytes > 0 && !g.keep16 && hbm > 0) {
            lt.memFwd += g.m * g.k * g.count * castBytes / hbm;
            lt.memBwd += g.m * g.n * g.count * castBytes / hbm;
        }
    }
}

double attentionTime(const LayerShapes& shapes, const ClusterHardware& hw, const TrainingStack& stack,
                     double keys, double keyFraction, bool backward) {
    const KernelFigures& f = hw.kernels;
    const double peak16 = hw.attentionPeakTflops() * 1e12;
    const double causal = gemmFlops(shapes.core) * keyFraction / 2;
    const double flops = backward ? kFlashBackwardFlops * causal : causal;
    const double share = attentionShare(f, stack.attention, backward, keys, true);
    return share > 0 ? flops / (peak16 * share) : 0;
}

// Values the per-head kernels between the QKV projection and the attention kernel read and write per token:
// rotary embedding (Transformer Engine's fused RoPE, NVIDIA/TransformerEngine
// transformer_engine/pytorch/attention/rope.py: one kernel each for the queries and the keys, reading and
// writing them, and the same for their gradients) and the norms over each head's queries and keys (Qwen3,
// Gemma 3: read and written forward; input and output gradient read, input gradient written backward).
// MLA rotates its 64 rope dimensions of each query head and its one shared rope key, and norms its two
// compressed latents (DeepSeek-V3 report, 2.1.1).
struct HeadPassValues {
    double forward = 0, backward = 0;
};

HeadPassValues headPassValues(const ModelArchitecture& model, const LayerShapes& shapes, int t) {
    HeadPassValues v;
    if (model.isMla()) {
        const double rope = shapes.localHeads * model.qkRopeHeadDim + model.qkRopeHeadDim;
        const double latents = double(model.qLoraRank) + model.kvLoraRank;
        v.forward = 2 * rope + 2 * latents;
        v.backward = 2 * rope + 3 * latents;
        return v;
    }
    const double d = double(model.effectiveHeadDim());
    const double qk = shapes.localHeads * d + std::max(1.0, model.effectiveKvHeads() / double(t)) * d;
    if (model.rotary()) {
        v.forward += 2 * qk;
        v.backward += 2 * qk;
    }
    if (model.qkNorm) {
        v.forward += 2 * qk;
        v.backward += 3 * qk;
    }
    return v;
}

// The share of a dense layer's forward matmul FLOPs in its even-numbered matmuls, counted as torchtitan's
// Llama block calls them: query, key, value, output, then gate (w1), up (w3) and down (w2), or for a
// two-matrix MLP up and down. The even ones: key, output and up (or down).
double alternateGemmShare(const ModelArchitecture& model) {
    const double h = double(model.hiddenSize), d = double(model.effectiveHeadDim());
    const double q = model.attentionHeads * d * h, kv = model.effectiveKvHeads() * d * h;
    const double inner = double(model.intermediateSize) * h;
    const double mlp = model.gatedMlp ? 3 * inner : 2 * inner;
    const double all = q + 2 * kv + q + mlp;
    return all > 0 ? (kv + q + inner) / all : 0;
}

} // namespace

double fp8CastBytes(Fp8Scaling scaling) {
    // Read 2 bytes, write the fp8 value and its transposed copy (wgrad takes the other layout); current
    // scaling reads the tensor once more for its amax, block scaling quantizes each layout from 16 bits.
    return scaling == Fp8Scaling::Delayed ? 4 : 6;
}

LayerTimes layerTimes(const ModelArchitecture& model, bool moeLayer, const TrainingSetup& setup,
                      const ClusterHardware& hw, const TrainingStack& stack) {
    LayerTimes lt;
    const ParallelLayout& layout = setup.layout;
    const int t = std::max(1, layout.tensorParallel), cp = std::max(1, layout.contextParallel);
    const int ep = std::max(1, layout.expertParallel);
    const double mb = std::max(1, setup.microBatch);
    const double s = std::max(1, setup.sequenceLength);
    const double queries = s / cp;
    const double tokens = mb * queries;
    const double h = double(model.hiddenSize);
    const double hbm = hw.hbmBytesPerS();
    const bool fp8 = setup.precision == TrainingPrecision::Fp8;
    const double runBytes = fp8 ? 1 : setup.precision == TrainingPrecision::Fp32 ? 4 : 2;
    const KernelFigures& f = hw.kernels;
    const Precision run{fp8 ? &f.gemmFp8 : &f.gemm16, hw.peakTflops, runBytes};
    const Precision sixteen{&f.gemm16, hw.attentionPeakTflops(), 2};
    const LayerShapes shapes = layerShapes(model, moeLayer, mb, queries, s, t, ep, 1, setup.capacityFactor);

    const double castBytes = fp8 ? fp8CastBytes(stack.fp8Scaling) : 0;
    addGemms(shapes.attention, run, sixteen, hbm, castBytes, lt);
    addGemms(shapes.mlp, run, sixteen, hbm, castBytes, lt);
    const double gemmOnlyFwd = lt.gemmFwd;

    // Attention core; sliding-window layers attend to the window only.
    const double window = model.slidingWindow > 0 ? std::min(s, double(model.slidingWindow)) : s;
    const double sliding = model.slidingShare();
    if (stack.attention == AttentionKernel::Unfused) {
        lt.attnFwd = gemmTimeS(shapes.core, f.gemm16, hw.attentionPeakTflops(), hbm, 2);
        const double scores = mb * shapes.localHeads * queries * s;
        if (hbm > 0)
            lt.attnFwd += scores * kSoftmaxBytesPerScore / hbm;
        lt.attnBwd = 2 * lt.attnFwd;
    } else {
        for (const auto& [keys, share] : {std::pair{s, 1 - sliding}, std::pair{window, sliding}}) {
            if (share <= 0)
                continue;
            // A window of w keys does w / s of the causal work of the full sequence (2w/s of it).
            const double fraction = keys < s ? std::min(1.0, 2 * keys / s) : 1.0;
            lt.attnFwd += share * attentionTime(shapes, hw, stack, keys, fraction, false);
            lt.attnBwd += share * attentionTime(shapes, hw, stack, keys, fraction, true);
        }
    }

    const double normWidth = layout.sequenceParallel && t > 1 ? h / t : h;
    const double memValues =
        kNormDropoutValuesPerHidden * normWidth + kActivationValuesPerInner * shapes.mlpActivationWidth;
    if (hbm > 0) {
        lt.memFwd += tokens * memValues * kLayerActivationBytes / hbm;
        lt.memBwd += 2 * tokens * memValues * kLayerActivationBytes / hbm;
        const HeadPassValues heads = headPassValues(model, shapes, t);
        lt.memFwd += tokens * heads.forward * kLayerActivationBytes / hbm;
        lt.memBwd += tokens * heads.backward * kLayerActivationBytes / hbm;
    }
    if (stack.selectiveRecomputesAlternateGemms && !shapes.moe && gemmOnlyFwd > 0)
        lt.selectiveRecomputeFwd = alternateGemmShare(model) * gemmOnlyFwd + lt.memFwd;
    // An MoE layer also launches its router and permutation kernels (about 10) and three GEMMs for each of
    // its local experts (Transformer Engine's grouped linear runs one cuBLAS GEMM an expert).
    double kernels = stack.kernelsPerLayer;
    if (shapes.moe)
        kernels += 10 + 3 * std::max(1.0, model.experts / std::clamp(double(ep), 1.0, double(model.experts)));
    const double launchS = f.kernelFloorUs * 1e-6 * kernels;
    lt.launchFwd = launchS;
    lt.launchBwd = 2 * launchS;

    // Tensor parallel: two all-reduces (or all-gather + reduce-scatter with sequence parallelism, the same
    // bytes) of the layer's activations per pass; overlapped in tp chunks, only one chunk stays exposed
    // unless the communication outlasts the GEMMs it hides under.
    if (t > 1) {
        const double tp = 2 * allReduceS(groupLink(hw, t, 1), t, tokens * h * kLayerActivationBytes);
        lt.tpFwd =
            stack.overlapTensorParallel && layout.sequenceParallel ? std::max(tp / t, tp - lt.gemmFwd) : tp;
    }
    // Context parallel: the keys and values of the local tokens go round the ring (cp - 1 steps); backward
    // sends them and their gradients. Hidden under the attention core where that is longer.
    if (cp > 1) {
        const double kvBytes = tokens * shapes.kvValuesPerToken / t * kLayerActivationBytes;
        const double ring = allGatherS(groupLink(hw, cp, t), cp, kvBytes * cp); // (cp - 1) sends
        lt.cpFwd = std::max(0.0, ring - lt.attnFwd);
        lt.cpBwd = std::max(0.0, 2 * ring - lt.attnBwd);
    }
    // Expert parallel: dispatch and combine, each token's hidden state to its experts and back (in fp8 where
    // the stack dispatches fp8, else 16 bits); the stack hides its share under the layer's compute.
    if (shapes.moe && hbm > 0) {
        // Permuting the tokens to their experts and back (Megatron's fused permute and unpermute): each
        // reads the token and writes its copies, or the reverse, forward; twice as much backward.
        const double values = tokens / t * (2 + 2.0 * model.expertsPerToken) * h;
        lt.memFwd += values * kLayerActivationBytes / hbm;
        lt.memBwd += 2 * values * kLayerActivationBytes / hbm;
        // The all-to-all delivers the tokens grouped by the GPU that sent them: a GPU with several experts
        // sorts them by expert for the grouped GEMM, and back before the combine, each sort reading and
        // writing the routed copies, forward and backward (NVIDIA/Megatron-LM
        // megatron/core/transformer/moe/token_dispatcher.py: sort_chunks_by_idxs, with token drop the
        // capacity buffer's transpose).
        if (ep > 1 && shapes.localExperts > 1) {
            const double sorted = 2 * 2 * tokens / t * model.expertsPerToken * h;
            lt.memFwd += sorted * kLayerActivationBytes / hbm;
            lt.memBwd += sorted * kLayerActivationBytes / hbm;
        }
    }
    if (shapes.moe && ep > 1) {
        const double dispatchBytes = fp8 && stack.fp8Dispatch ? 1 : kLayerActivationBytes;
        const double values = tokens / t * model.expertsPerToken * h;
        // Group-limited routing sends each token to at most groupsPerToken nodes, one copy each, forwarded
        // to its experts there over NVLink (DeepEP; DeepSeek-V3 report 3.2.2).
        const double remote = model.groupsPerToken > 0 && model.expertsPerToken > 0
                                  ? std::min(1.0, double(model.groupsPerToken) / model.expertsPerToken)
                                  : 1.0;
        // The expert-parallel group is ep consecutive GPUs (Megatron-Core's parallel folding, expert tensor
        // parallelism 1: NVIDIA/Megatron-LM megatron/core/parallel_state.py, the expert RankGenerator's
        // order tp-cp-ep-dp-pp), whatever the attention's tensor and context parallelism.
        const double a2a = allToAllS(hw, ep, 1, values * dispatchBytes, remote) +
                           allToAllS(hw, ep, 1, values * kLayerActivationBytes, remote);
        lt.epTotalFwd = a2a;
        const bool overlapRuns = !stack.expertOverlapNeedsInterleaving ||
                                 ((layout.pipelineParallel <= 1 || layout.virtualStages > 1) &&
                                  setup.recompute != Recompute::Full);
        const double hidden = overlapRuns ? std::min(a2a, lt.forward()) * stack.expertOverlap : 0;
        lt.epFwd = a2a - hidden;
    }
    return lt;
}

double logitsTimeS(const ModelArchitecture& model, const TrainingSetup& setup, const ClusterHardware& hw) {
    const double tokens = std::max(1, setup.microBatch) * double(std::max(1, setup.sequenceLength)) /
                          std::max(1, setup.layout.contextParallel);
    const int t = std::max(1, setup.layout.tensorParallel);
    const GemmShape logits = logitsShape(model, tokens, t);
    const double hbm = hw.hbmBytesPerS();
    // The output layer stays in 16 bits in fp8 runs (Transformer Engine casts the transformer's linears).
    const double peak = hw.attentionPeakTflops();
    double seconds = gemmTimeS(logits, hw.kernels.gemm16, peak, hbm, 2) +
                     gemmTimeS(inputGradient(logits), hw.kernels.gemm16, peak, hbm, 2) +
                     gemmTimeS(weightGradient(logits), hw.kernels.gemm16, peak, hbm, 2);
    // Cross-entropy: the logits read in the forward (softmax), the gradient written and read back.
    if (hbm > 0)
        seconds += 3 * tokens * logits.n * kLayerActivationBytes / hbm;
    return seconds;
}
