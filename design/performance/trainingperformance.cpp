#include "performance/trainingperformance.h"

#include "performance/commgroups.h"
#include "performance/layershapes.h"
#include "workload/modelpresets.h"
#include "workload/trainingcompute.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

// Bytes a memory-bound operation moves, per token and layer in the forward pass, in units of the
// activation's width (bf16: 2 bytes a value): two norms (read, write), two dropouts and residual adds
// (read two, write one, a one-byte mask), bias adds; the activation function reads and writes the MLP's
// inner width (twice for a gated MLP). The backward pass moves twice as much. Estimates from the kernels of
// Megatron-LM, checked against Korthikanti et al. 2022 Table 4.
constexpr double kNormDropoutValuesPerHidden = 16;
constexpr double kActivationValuesPerInner = 4;
// Softmax over the s x s scores when attention is not fused (Megatron 2021-22): the fused
// scale-mask-softmax reads and writes the scores, dropout reads them and writes them with a mask; bytes per
// score in the forward pass (bf16), twice in the backward.
constexpr double kSoftmaxBytesPerScore = 9;
// Fused (flash) attention computes only the causal half of the scores, at a lower share of the peak than a
// GEMM (FlashAttention-2, Dao 2023: forward up to 73%, backward up to 63% of the A100's peak;
// FlashAttention-3 on H100 about 75% forward in bf16).
constexpr double kFlashForwardShare = 0.65;
constexpr double kFlashBackwardShare = 0.50;
// Adam reads the fp32 weight, gradient and two moments and writes them back with a 16-bit copy of the
// weight: 4 x 4 read + 3 x 4 + 2 written (+ the gradient norm's read), per parameter the GPU updates.
constexpr double kAdamBytesPerParameter = 34;
constexpr double kSgdBytesPerParameter = 22;
constexpr double kAdam8bitBytesPerParameter = 22;
// Gradients are reduced in 16 bits (bf16/fp16), activations travel in 16 bits (also with fp8 GEMMs).
constexpr double kGradientBytes = 2;
constexpr double kActivationBytes = 2;
// Casting a 16-bit GEMM input to fp8 (Transformer Engine): read 2 bytes, write 1, and the amax reduction.
constexpr double kFp8CastBytes = 4;

struct LayerTimes {
    double gemmFwd = 0, attnFwd = 0, attnBwd = 0, memFwd = 0, tpFwd = 0, cpFwd = 0, cpBwd = 0, epFwd = 0;
};

} // namespace

TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hw, const TrainingStack& stack) {
    TrainingPerformance out;
    const ParallelLayout& layout = setup.layout;
    const int t = std::max(1, layout.tensorParallel), p = std::max(1, layout.pipelineParallel);
    const int cp = std::max(1, layout.contextParallel), v = std::max(1, layout.virtualStages);
    const int ep = std::max(1, layout.expertParallel);
    const auto problem = [&](const QString& text) {
        out.problems << text;
        return out;
    };
    if (model.layers <= 0 || model.hiddenSize <= 0 || model.attentionHeads <= 0)
        return problem(QCoreApplication::translate("Workload", "the step time needs the model's shape"));
    if (hw.peakTflops <= 0 || hw.hbmGbs <= 0)
        return problem(QCoreApplication::translate(
            "Workload", "the step time needs the GPU's peak TFLOPS and memory bandwidth"));
    const int modelParallel = t * p * cp;
    if (gpus < modelParallel || gpus % modelParallel != 0)
        return problem(QCoreApplication::translate("Workload",
                                                   "%1 GPUs do not divide into tensor x pipeline x context "
                                                   "groups of %2")
                           .arg(gpus)
                           .arg(modelParallel));
    const int dp = gpus / modelParallel;
    const int mb = std::max(1, setup.microBatch);
    const double s = std::max(1, setup.sequenceLength);
    out.globalBatch = setup.globalBatch > 0 ? setup.globalBatch : dp * mb * 8 * p;
    out.microBatches = std::max(1, int(std::lround(double(out.globalBatch) / (double(dp) * mb))));
    const double m = out.microBatches;

    const double bytesPerValue = setup.precision == TrainingPrecision::Fp8    ? 1
                                 : setup.precision == TrainingPrecision::Fp32 ? 4
                                                                              : 2;
    const double queries = s / cp;      // per sequence on this GPU
    const double tokens = mb * queries; // per micro batch on this GPU (before tensor parallel)
    const double h = double(model.hiddenSize);
    const GroupLink tpLink = groupLink(hw, t, 1);
    const GroupLink cpLink = groupLink(hw, cp, t);

    const auto layerTimes = [&](bool moeLayer) {
        LayerTimes lt;
        const LayerShapes shapes = layerShapes(model, moeLayer, mb, queries, s, t, ep);
        lt.gemmFwd = gemmTimeS(shapes.attention, hw.peakTflops, hw.hbmGbs, bytesPerValue) +
                     gemmTimeS(shapes.mlp, hw.peakTflops, hw.hbmGbs, bytesPerValue);
        const double hbm = hw.hbmGbs * 1e9 * kHbmShare;
        if (stack.flashAttention) {
            const double causal = gemmFlops(shapes.core) / 2;
            lt.attnFwd = causal / (hw.attentionPeakTflops() * 1e12 * kFlashForwardShare);
            lt.attnBwd = 2 * causal / (hw.attentionPeakTflops() * 1e12 * kFlashBackwardShare);
        } else {
            lt.attnFwd = gemmTimeS(shapes.core, hw.attentionPeakTflops(), hw.hbmGbs, 2);
            const double scores = mb * shapes.localHeads * queries * s;
            lt.attnFwd += scores * kSoftmaxBytesPerScore / hbm;
            lt.attnBwd = 2 * lt.attnFwd;
        }
        const double normWidth = layout.sequenceParallel && t > 1 ? h / t : h;
        const double memValues =
            kNormDropoutValuesPerHidden * normWidth + kActivationValuesPerInner * shapes.mlpActivationWidth;
        lt.memFwd = tokens * memValues * kActivationBytes / hbm;
        // fp8 GEMMs take their inputs cast from 16 bits (read 2 bytes, write 1, per input value).
        if (setup.precision == TrainingPrecision::Fp8)
            for (const QList<GemmShape>* list : {&shapes.attention, &shapes.mlp})
                for (const GemmShape& g : *list)
                    lt.memFwd += g.m * g.k * g.count * kFp8CastBytes / hbm;
        // Tensor parallel: two all-reduces (or all-gather + reduce-scatter with sequence parallelism, the
        // same bytes) of the layer's activations per pass.
        if (t > 1)
            lt.tpFwd = 2 * allReduceS(tpLink, t, tokens * h * kActivationBytes);
        // Context parallel: the keys and values of the local tokens go round the ring (cp - 1 steps);
        // backward sends them and their gradients. Hidden under the attention core where it is longer.
        if (cp > 1) {
            const double kvBytes = tokens * shapes.kvValuesPerToken / t * kActivationBytes;
            const double ring = allGatherS(cpLink, cp, kvBytes * cp); // (cp - 1) sends of kvBytes
            lt.cpFwd = std::max(0.0, ring - lt.attnFwd);
            lt.cpBwd = std::max(0.0, 2 * ring - lt.attnBwd);
        }
        // Expert parallel: dispatch and combine, each token's hidden state to its experts and back.
        if (shapes.moe && ep > 1) {
            const double bytes = tokens / t * model.expertsPerToken * h * kActivationBytes;
            lt.epFwd = 2 * allToAllS(hw, ep, t * cp, bytes);
        }
        return lt;
    };

    // Per micro batch and pipeline stage (a stage holds layers / p layers in v chunks).
    const double stageLayers = double(model.layers) / p;
    const int moeLayers = moeLayerCount(model);
    const double moeShare = model.layers > 0 ? double(moeLayers) / model.layers : 0;
    const LayerTimes dense = layerTimes(false);
    const LayerTimes moe = moeLayers > 0 ? layerTimes(true) : dense;
    const auto mix = [&](double LayerTimes::*field) {
        return stageLayers * ((1 - moeShare) * dense.*field + moeShare * moe.*field);
    };
    const double gemmFwd = mix(&LayerTimes::gemmFwd), attnFwd = mix(&LayerTimes::attnFwd);
    const double attnBwd = mix(&LayerTimes::attnBwd), memFwd = mix(&LayerTimes::memFwd);
    const double tpFwd = mix(&LayerTimes::tpFwd), epFwd = mix(&LayerTimes::epFwd);
    const double cpFwd = mix(&LayerTimes::cpFwd), cpBwd = mix(&LayerTimes::cpBwd);
    // The output layer and loss run on the last stage, which paces the pipeline.
    const GemmShape logits = logitsShape(model, tokens, t);
    const double logitsS = 3 * gemmTimeS(logits, hw.peakTflops, hw.hbmGbs, bytesPerValue);

    double computeFwd = gemmFwd + attnFwd + memFwd;
    double computeBwd = 2 * gemmFwd + attnBwd + 2 * memFwd;
    double tp = (1 - stack.tensorParallelOverlap) * 2 * tpFwd; // forward and backward
    double epComm = 2 * epFwd;
    double cpComm = cpFwd + cpBwd;
    if (setup.recompute == Recompute::Full) {
        computeBwd += computeFwd;
        tp += (1 - stack.tensorParallelOverlap) * tpFwd;
        epComm += epFwd;
        cpComm += cpFwd;
    } else if (setup.recompute == Recompute::Selective && !stack.flashAttention) {
        computeBwd += attnFwd; // the attention core again (flash attention recomputes it anyway)
    }
    const double perMicroCompute = computeFwd + computeBwd + logitsS;
    const double perMicro = perMicroCompute + tp + epComm + cpComm;

    StepBreakdown& b = out.breakdown;
    b.computeS = m * perMicroCompute;
    b.tpCommS = m * tp;
    b.epCommS = m * epComm;
    b.cpCommS = m * cpComm;
    b.ppBubbleS = double(p - 1) / v * perMicro;
    if (p > 1) {
        // One activation forward and one gradient backward per chunk boundary; sequence parallelism (or
        // Megatron's scatter/gather) sends 1/t of it from each tensor-parallel GPU.
        const double bytes = tokens * h * kActivationBytes / t;
        const double sends = 2.0 * v * (m + p - 1);
        const double send = sendS(hw, t * cp * dp, bytes);
        b.ppCommS = stack.overlapPipelineSendRecv ? 2.0 * (p - 1) * send : sends * send;
    }

    // Parameters this GPU holds: dense weights over tensor x pipeline, experts also over expert parallel.
    const ModelSpec spec = modelFromArchitecture(model, QString());
    const ParameterCount count = countParameters(model);
    const double expertParams = count.total - count.active > 0 && model.isMoe()
                                    ? (count.total - count.active) * model.experts /
                                          std::max(1, model.experts - model.expertsPerToken)
                                    : 0;
    const double denseParams = std::max(0.0, spec.parameters - expertParams);
    const double paramsPerGpu = denseParams / (t * p) + expertParams / (double(t) * p * ep);
    const int dpRanks = dp * cp;
    const GroupLink dpLink = groupLink(hw, dpRanks, t);
    const double gradBytes = paramsPerGpu * kGradientBytes;
    double dpTotal = allReduceS(dpLink, dpRanks, gradBytes); // reduce-scatter + all-gather
    if (layout.zeroStage >= 3)
        dpTotal += allGatherS(dpLink, dpRanks, gradBytes); // the weights gathered again for backward
    out.dpCommTotalS = dpTotal;
    // Overlapped: the reduce-scatter runs under the last micro batch's backward pass and the gather of
    // the updated weights under the first forward pass of the next step.
    const double window = stack.overlapDataParallel ? (computeBwd + computeFwd) : 0;
    b.dpCommS = std::max(0.0, dpTotal - window);

    const double optimizerBytes = setup.optimizer == Optimizer::Adam       ? kAdamBytesPerParameter
                                  : setup.optimizer == Optimizer::Adam8bit ? kAdam8bitBytesPerParameter
                                                                           : kSgdBytesPerParameter;
    const double updated = layout.zeroStage >= 1 ? paramsPerGpu / dpRanks : paramsPerGpu;
    b.optimizerS = updated * optimizerBytes / (hw.hbmGbs * 1e9 * kHbmShare);

    out.stepTimeS = b.total();
    if (out.stepTimeS <= 0)
        return problem(QCoreApplication::translate("Workload", "the step time could not be worked out"));
    out.valid = true;
    out.tokensPerS = out.globalBatch * s / out.stepTimeS;
    const double modelFlops = trainingFlopsPerToken(spec, int(s), Recompute::None);
    const double hardwareFlops = trainingFlopsPerToken(spec, int(s), setup.recompute);
    out.modelTflopsPerGpu = modelFlops * out.tokensPerS / gpus / 1e12;
    out.hardwareTflopsPerGpu = hardwareFlops * out.tokensPerS / gpus / 1e12;
    out.mfu = out.modelTflopsPerGpu / hw.peakTflops;
    out.hfu = out.hardwareTflopsPerGpu / hw.peakTflops;
    return out;
}
