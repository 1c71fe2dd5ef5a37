#include "workload/trainingcompute.h"

#include "workload/gpupeak.h"

#include <algorithm>

double trainingFlopsPerToken(const ModelSpec& model, int sequenceLength, Recompute recompute,
                             FlopsFormula* formula) {
    if (!model.architecture) {
        if (formula)
            *formula = FlopsFormula::SixPT;
        return 6 * model.activeParameters;
    }
    if (formula)
        *formula = FlopsFormula::Megatron;
    const ModelArchitecture& m = *model.architecture;
    const ParameterCount count = countParameters(m);
    const double s = sequenceLength, layers = m.layers;
    // Attention scores per token and layer: Q.K^T over the query/key width and (scores).V over the value
    // width, 2 FLOPs per multiply-add: 2 s (a dqk) + 2 s (a dv).
    const double dqk = m.isMla() ? m.qkNopeHeadDim + m.qkRopeHeadDim : double(m.effectiveHeadDim());
    const double dv = m.isMla() ? m.vHeadDim : double(m.effectiveHeadDim());
    const double scores = 2 * s * m.attentionHeads * (dqk + dv);
    const double layersForward = layers * (2 * count.activeMatmulPerLayer + scores);
    const double logitsForward = 2 * double(m.hiddenSize) * double(m.vocabSize);
    double layerFactor = 3;
    double extra = 0;
    if (recompute == Recompute::Full)
        layerFactor = 4;
    else if (recompute == Recompute::Selective)
        extra = layers * scores; // the attention core is recomputed once
    return layerFactor * layersForward + extra + 3 * logitsForward;
}

TrainingCompute trainingCompute(const ModelSpec& model, double tokens, int sequenceLength,
                                Recompute recompute, int gpus, double peakTflops, double mfu) {
    TrainingCompute compute;
    compute.flopsPerToken = trainingFlopsPerToken(model, sequenceLength, recompute, &compute.formula);
    compute.flops = compute.flopsPerToken * tokens;
    compute.gpus = gpus;
    compute.peakTflops = peakTflops;
    compute.mfu = mfu;
    const double rate = gpus * peakTflops * 1e12 * mfu;
    compute.seconds = rate > 0 ? compute.flops / rate : 0;
    return compute;
}

double trainingPeakTflops(const GpuSpec& gpu, TrainingPrecision precision) {
    switch (precision) {
    case TrainingPrecision::Fp32:
        return firstPeakTflops(gpu, {"tf32", "fp32"});
    case TrainingPrecision::Mixed16:
        return firstPeakTflops(gpu, {"bf16", "fp16"});
    case TrainingPrecision::Fp8:
        return firstPeakTflops(gpu, {"fp8", "bf16", "fp16"});
    }
    return 0;
}
