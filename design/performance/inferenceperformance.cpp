#include "performance/inferenceperformance.h"

#include "performance/commgroups.h"
#include "performance/gemmefficiency.h"
#include "performance/layershapes.h"
#include "workload/inference.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

// Values a token's norms, residual adds and activation function read and write per layer (no dropout at
// inference): two norms and two residual adds over the hidden width, the activation over the MLP's width.
constexpr double kNormValuesPerHidden = 10;
constexpr double kInferenceActivationValuesPerInner = 3; // training: 4, with dropout
constexpr double kInferenceActivationBytes = 2;
// Kernels a layer launches in a serving engine's fused graph (norm, QKV GEMM, rotary and cache write,
// attention, output GEMM, add and norm, gate/up GEMM, activation, down GEMM, all-reduces): an estimate; and
// the kernels of an iteration's sampling and bookkeeping.
constexpr int kServingKernelsPerLayer = 12;
constexpr int kIterationKernels = 10;

// What one iteration runs: `decoding` sequences at `context` tokens each add a token; `prefill` prompt
// tokens (of prompts `promptLength` long) are computed; `logits` tokens go through the output layer.
struct Iteration {
    double decoding = 0;
    double context = 0;
    double prefill = 0;
    double promptLength = 0;
    double logits = 0;
};

// The distinct experts `assignments` random routings touch out of `experts`, and how many tokens each gets.
void routeExperts(const ModelArchitecture& model, double tokens, QList<GemmShape>& mlp) {
    const double assignments = tokens * model.expertsPerToken;
    const double e = model.experts;
    const double touched = std::max(1.0, e * (1 - std::pow(1 - 1 / e, assignments)));
    for (GemmShape& g : mlp)
        if (g.count == e) { // the routed experts' GEMMs (count = local experts)
            g.count = touched;
            g.m = assignments / touched;
        }
}

double iterationS(const ModelArchitecture& model, const InferenceSetup& setup, const ClusterHardware& hw,
                  const Iteration& it) {
    const int t = std::max(1, setup.gpus);
    const double weightBytes = bytesPerWeight(setup.weights);
    const double hbm = hw.hbmBytesPerS();
    const double tokens = it.decoding + it.prefill;
    const KernelFigures& f = hw.kernels;
    const GemmFigures& gemm = setup.weights == WeightPrecision::Fp8 ? f.gemmFp8 : f.gemm16;
    const GroupLink tpLink = groupLink(hw, t, 1);
    const double kvPerToken =
        kvCacheBytesPerToken(model, setup.kvBytesPerValue) / std::max(1, model.layers) / t;
    const double floorS = f.kernelFloorUs * 1e-6;
    const auto layerS = [&](bool moeLayer) {
        LayerShapes shapes = layerShapes(model, moeLayer, 1, tokens, tokens, t, 1, t);
        if (shapes.moe)
            routeExperts(model, tokens, shapes.mlp);
        double s = gemmTimeS(shapes.attention, gemm, hw.peakTflops, hbm, weightBytes) +
                   gemmTimeS(shapes.mlp, gemm, hw.peakTflops, hbm, weightBytes);
        const double width = shapes.queryWidth + shapes.valueWidth;
        // Decode: each new token against its sequence's cache, read once from HBM.
        if (it.decoding > 0) {
            const double flops = 2.0 * it.decoding * shapes.localHeads * it.context * width;
            const double share = attentionShare(f, AttentionKernel::Fused, false, it.context, false);
            s += std::max(flops / (hw.attentionPeakTflops() * 1e12 * share),
                          it.decoding * it.context * kvPerToken / hbm);
        }
        // Prefill: the causal half of each prompt's scores, at the fused kernel's share.
        if (it.prefill > 0) {
            const double flops = 2.0 * it.prefill * shapes.localHeads * it.promptLength / 2 * width;
            const double share = attentionShare(f, AttentionKernel::Fused, false, it.promptLength, true);
            s += flops / (hw.attentionPeakTflops() * 1e12 * share);
        }
        s += tokens *
             (kNormValuesPerHidden * double(model.hiddenSize) +
              kInferenceActivationValuesPerInner * shapes.mlpActivationWidth) *
             kInferenceActivationBytes / hbm;
        if (t > 1)
            s += 2 * allReduceS(tpLink, t, tokens * double(model.hiddenSize) * kInferenceActivationBytes);
        return s + kServingKernelsPerLayer * floorS;
    };
    const int moeLayers = moeLayerCount(model);
    double seconds =
        (model.layers - moeLayers) * layerS(false) + (moeLayers > 0 ? moeLayers * layerS(true) : 0);
    seconds += gemmTimeS(logitsShape(model, std::max(1.0, it.logits), t), f.gemm16, hw.attentionPeakTflops(),
                         hbm, 2);
    return seconds + kIterationKernels * floorS;
}

// Steady state with `running` requests: each iteration decodes one token of every one and prefills the
// share of new prompts that keeps the batch full (a prompt every `output` tokens a request), within the
// engine's tokens per iteration.
double inFlightTokensPerS(const ModelArchitecture& model, const InferenceSetup& setup,
                          const ClusterHardware& hw, double running, double input, double output) {
    const double perRequest = 1 + input / output; // tokens an iteration runs per request
    running = std::min(running, kServingMaxTokensPerStep / perRequest);
    if (running <= 0)
        return 0;
    Iteration it;
    it.decoding = running;
    it.context = input + output / 2;
    it.prefill = running * input / output;
    it.promptLength = input;
    it.logits = running;
    return running / iterationS(model, setup, hw, it);
}

} // namespace

int pagedBatch(double capacityTokens, int inputTokens, int outputTokens) {
    const double pages = std::ceil(double(std::max(1, inputTokens + outputTokens)) / kKvPageTokens);
    return int(std::min<double>(kServingMaxBatch, std::floor(capacityTokens / (pages * kKvPageTokens))));
}

InferencePerformance predictInference(const ModelArchitecture& model, const InferenceSetup& setup,
                                      int inputTokens, int outputTokens, const ClusterHardware& hw,
                                      double kvCapacityTokens) {
    InferencePerformance out;
    if (model.layers <= 0 || model.hiddenSize <= 0 || model.attentionHeads <= 0) {
        out.problems << QCoreApplication::translate("Workload", "the serving speed needs the model's shape");
        return out;
    }
    if (hw.peakTflops <= 0 || hw.hbmGbs <= 0) {
        out.problems << QCoreApplication::translate(
            "Workload", "the serving speed needs the GPU's peak TFLOPS and memory bandwidth");
        return out;
    }
    const double batch = std::max(1, setup.batch);
    const double input = std::max(1, inputTokens), output = std::max(1, outputTokens);
    const auto prefillS = [&](double sequences) {
        Iteration it;
        it.prefill = sequences * input;
        it.promptLength = input;
        it.logits = sequences;
        return iterationS(model, setup, hw, it);
    };
    out.timeToFirstTokenS = prefillS(1);
    out.prefillS = prefillS(batch);
    out.prefillTokensPerS = batch * input / out.prefillS;
    // The cache grows by one token a step: the mean step sees the prompt and half the output.
    Iteration decode;
    decode.decoding = batch;
    decode.context = input + output / 2;
    decode.logits = batch;
    out.decodeStepS = iterationS(model, setup, hw, decode);
    out.decodeTokensPerS = batch / out.decodeStepS;
    out.outputTokensPerS = inFlightTokensPerS(model, setup, hw, batch, input, output);
    out.tokensPerSPerGpu = out.outputTokensPerS / std::max(1, setup.gpus);
    out.largestBatch =
        kvCapacityTokens > 0 ? pagedBatch(kvCapacityTokens, int(input), int(output)) : int(batch);
    if (out.largestBatch > 0)
        out.peakOutputTokensPerS = inFlightTokensPerS(model, setup, hw, out.largestBatch, input, output);
    out.valid = out.outputTokensPerS > 0;
    return out;
}
