#include "performance/layershapes.h"

#include <algorithm>

int moeLayerCount(const ModelArchitecture& model) {
    return model.isMoe() ? std::max(0, model.layers - model.denseLayers) : 0;
}

LayerShapes layerShapes(const ModelArchitecture& model, bool moeLayer, double sequences, double queriesPerSeq,
                        double keysPerSeq, int tensorParallel, int expertParallel, int expertTensorParallel,
                        double capacityFactor) {
    LayerShapes s;
    const double t = std::max(1, tensorParallel);
    const double tokens = sequences * queriesPerSeq;
    const double h = double(model.hiddenSize);
    const double heads = model.attentionHeads;
    s.localHeads = heads / t;
    if (model.isMla()) {
        const double qk = model.qkNopeHeadDim + model.qkRopeHeadDim;
        if (model.qLoraRank > 0) {
            s.attention << GemmShape{tokens, double(model.qLoraRank), h};
            s.attention << GemmShape{tokens, heads * qk / t, double(model.qLoraRank)};
        } else {
            s.attention << GemmShape{tokens, heads * qk / t, h};
        }
        s.attention << GemmShape{tokens, double(model.kvLoraRank + model.qkRopeHeadDim), h};
        s.attention << GemmShape{tokens, heads * (model.qkNopeHeadDim + model.vHeadDim) / t,
                                 double(model.kvLoraRank)};
        s.attention << GemmShape{tokens, h, heads * model.vHeadDim / t};
        s.queryWidth = qk;
        s.valueWidth = model.vHeadDim;
        s.kvValuesPerToken = heads * (qk + model.vHeadDim);
    } else {
        const double d = double(model.effectiveHeadDim());
        const double kv = model.effectiveKvHeads();
        s.attention << GemmShape{tokens, (heads + 2 * kv) * d / t, h};
        s.attention << GemmShape{tokens, h, heads * d / t};
        s.queryWidth = s.valueWidth = d;
        s.kvValuesPerToken = 2 * kv * d;
    }
    const double gate = model.gatedMlp ? 2 : 1;
    if (moeLayer && model.isMoe()) {
        s.moe = true;
        const double inner =
            double(model.moeIntermediateSize > 0 ? model.moeIntermediateSize : model.intermediateSize);
        const double ep = std::clamp(double(expertParallel), 1.0, double(model.experts));
        const double localExperts = model.experts / ep;
        s.localExperts = localExperts;
        // Tokens this GPU routes: all of them where the experts are split over the tensor-parallel GPUs,
        // else its 1/t share (the same FLOPs, whole experts on fewer rows).
        const double etp = std::clamp(double(expertTensorParallel), 1.0, t);
        const double routed = tokens * etp / t;
        const double perExpert =
            routed * model.expertsPerToken / localExperts * (capacityFactor > 0 ? capacityFactor : 1.0);
        GemmShape router{routed, double(model.experts), h};
        router.keep16 = true;
        s.mlp << router;
        s.mlp << GemmShape{perExpert, gate * inner / etp, h, localExperts};
        s.mlp << GemmShape{perExpert, h, inner / etp, localExperts};
        s.mlpActivationWidth = inner / t * model.expertsPerToken;
        if (model.sharedExperts > 0) {
            const double shared = inner * model.sharedExperts;
            s.mlp << GemmShape{tokens, gate * shared / t, h};
            s.mlp << GemmShape{tokens, h, shared / t};
            s.mlpActivationWidth += shared / t;
        }
    } else {
        const double inner = double(model.intermediateSize);
        s.mlp << GemmShape{tokens, gate * inner / t, h};
        s.mlp << GemmShape{tokens, h, inner / t};
        s.mlpActivationWidth = inner / t;
    }
    // Scores (queries x keys over the q/k width) and values (queries x value width over the keys), one
    // pair per sequence and local head.
    const double pairs = sequences * s.localHeads;
    s.core << GemmShape{queriesPerSeq, keysPerSeq, s.queryWidth, pairs};
    s.core << GemmShape{queriesPerSeq, s.valueWidth, keysPerSeq, pairs};
    return s;
}

GemmShape inputGradient(const GemmShape& f) {
    GemmShape g{f.m, f.k, f.n, f.count};
    g.keep16 = f.keep16;
    return g;
}

GemmShape weightGradient(const GemmShape& f) {
    GemmShape g{f.k, f.n, f.m, f.count};
    g.keep16 = f.keep16;
    return g;
}

GemmShape logitsShape(const ModelArchitecture& model, double tokens, int tensorParallel) {
    return GemmShape{tokens, double(model.vocabSize) / std::max(1, tensorParallel), double(model.hiddenSize)};
}
