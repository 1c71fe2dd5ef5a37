#include "performance/inferenceperformance.h"

#include "performance/commgroups.h"
#include "performance/layershapes.h"
#include "workload/inference.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

// Fused attention's share of the peak in prefill (as in training, performance/trainingperformance.cpp).
constexpr double kPrefillAttentionShare = 0.65;
// Values a token's norms, residual adds and activation function read and write per layer (no dropout at
// inference): two norms and two residual adds over the hidden width, the activation over the MLP's width.
constexpr double kNormValuesPerHidden = 10;
constexpr double kInferenceActivationValuesPerInner = 3; // training: 4, with dropout
constexpr double kInferenceActivationBytes = 2;

// One forward pass over `sequences` sequences of `queries` new tokens each, attending to `keys` tokens.
double forwardS(const ModelArchitecture& model, const InferenceSetup& setup, const ClusterHardware& hw,
                double sequences, double queries, double keys, double logitsTokens) {
    const int t = std::max(1, setup.gpus);
    const double weightBytes = bytesPerWeight(setup.weights);
    const double hbm = hw.hbmGbs * 1e9 * kHbmShare;
    const double tokens = sequences * queries;
    const GroupLink tpLink = groupLink(hw, t, 1);
    const auto layerS = [&](bool moeLayer) {
        const LayerShapes shapes = layerShapes(model, moeLayer, sequences, queries, keys, t, 1);
        double s = gemmTimeS(shapes.attention, hw.peakTflops, hw.hbmGbs, weightBytes) +
                   gemmTimeS(shapes.mlp, hw.peakTflops, hw.hbmGbs, weightBytes);
        // Attention: the causal half of the scores when the prompt attends to itself, all of the cache
        // when a new token does; and the cache read once.
        const double causal = queries > 1 ? 0.5 : 1.0;
        const double coreFlops = 2.0 * sequences * shapes.localHeads * queries * keys *
                                 (shapes.queryWidth + shapes.valueWidth) * causal;
        const double cacheBytes = sequences * keys * kvCacheBytesPerToken(model, setup.kvBytesPerValue) /
                                  std::max(1, model.layers) / t;
        s += std::max(coreFlops / (hw.attentionPeakTflops() * 1e12 * kPrefillAttentionShare),
                      cacheBytes / hbm);
        s += tokens *
             (kNormValuesPerHidden * double(model.hiddenSize) +
              kInferenceActivationValuesPerInner * shapes.mlpActivationWidth) *
             kInferenceActivationBytes / hbm;
        if (t > 1)
            s += 2 * allReduceS(tpLink, t, tokens * double(model.hiddenSize) * kInferenceActivationBytes);
        return s;
    };
    const int moeLayers = moeLayerCount(model);
    double seconds =
        (model.layers - moeLayers) * layerS(false) + (moeLayers > 0 ? moeLayers * layerS(true) : 0);
    seconds += gemmTimeS(logitsShape(model, logitsTokens, t), hw.peakTflops, hw.hbmGbs, weightBytes);
    return seconds;
}

} // namespace

InferencePerformance predictInference(const ModelArchitecture& model, const InferenceSetup& setup,
                                      int inputTokens, int outputTokens, const ClusterHardware& hw) {
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
    out.timeToFirstTokenS = forwardS(model, setup, hw, 1, input, input, 1);
    out.prefillS = forwardS(model, setup, hw, batch, input, input, batch);
    out.prefillTokensPerS = batch * input / out.prefillS;
    // The cache grows by one token a step: the mean step sees the prompt and half the output.
    out.decodeStepS = forwardS(model, setup, hw, batch, 1, input + output / 2, batch);
    out.decodeTokensPerS = batch / out.decodeStepS;
    // The first output token comes from the prefill.
    const double total = out.prefillS + (output - 1) * out.decodeStepS;
    out.outputTokensPerS = batch * output / total;
    out.tokensPerSPerGpu = out.outputTokensPerS / std::max(1, setup.gpus);
    out.valid = true;
    return out;
}
