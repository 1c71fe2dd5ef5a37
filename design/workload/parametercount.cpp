#include "workload/parametercount.h"

#include <algorithm>

namespace {

// Attention weights of one layer (projections only, no norms).
double attentionWeights(const ModelArchitecture& m) {
    const double h = double(m.hiddenSize);
    const double heads = m.attentionHeads;
    if (m.isMla()) {
        const double qHead = m.qkNopeHeadDim + m.qkRopeHeadDim;
        const double q =
            m.qLoraRank > 0 ? h * m.qLoraRank + double(m.qLoraRank) * heads * qHead : h * heads * qHead;
        const double kvDown = h * (m.kvLoraRank + m.qkRopeHeadDim);
        const double kvUp = double(m.kvLoraRank) * heads * (m.qkNopeHeadDim + m.vHeadDim);
        const double out = heads * m.vHeadDim * h;
        return q + kvDown + kvUp + out;
    }
    const double d = double(m.effectiveHeadDim());
    const double kv = m.effectiveKvHeads() * d;
    return h * heads * d + 2 * h * kv + heads * d * h;
}

// Norm weights and biases of one layer (MLA's two latent norms included).
double layerSmallWeights(const ModelArchitecture& m) {
    const double h = double(m.hiddenSize);
    double small = std::max(1, m.normsPerLayer) * h; // two norms (four in Gemma 2/3)
    if (m.qkNorm)
        small += 2 * double(m.effectiveHeadDim()); // one norm over a head's queries, one over its keys
    if (m.linearBiases) {
        const double d = double(m.effectiveHeadDim());
        small += 2 * h;                                                   // LayerNorm biases
        small += m.attentionHeads * d + 2 * m.effectiveKvHeads() * d + h; // q, k, v, out biases
        small += double(m.intermediateSize) + h;                          // MLP biases
    } else if (m.qkvBias) {
        const double d = double(m.effectiveHeadDim());
        small += m.attentionHeads * d + 2 * m.effectiveKvHeads() * d;
    }
    if (m.isMla())
        small += (m.qLoraRank > 0 ? m.qLoraRank : 0) + m.kvLoraRank;
    return small;
}

double mlpWeights(const ModelArchitecture& m, qint64 intermediate) {
    return (m.gatedMlp ? 3.0 : 2.0) * double(m.hiddenSize) * double(intermediate);
}

} // namespace

ParameterCount countParameters(const ModelArchitecture& m) {
    ParameterCount count;
    if (m.hiddenSize <= 0 || m.layers <= 0 || m.attentionHeads <= 0)
        return count;
    const double h = double(m.hiddenSize);
    const double attention = attentionWeights(m);
    const double small = layerSmallWeights(m);
    const double denseMlp = mlpWeights(m, m.intermediateSize);
    double total = 0, active = 0;
    if (m.isMoe()) {
        const qint64 expertSize = m.moeIntermediateSize > 0 ? m.moeIntermediateSize : m.intermediateSize;
        const double expert = mlpWeights(m, expertSize);
        const double router = h * m.experts;
        const int denseLayers = qMin(m.denseLayers, m.layers);
        const int moeLayers = m.layers - denseLayers;
        total += denseLayers * (attention + small + denseMlp);
        active += denseLayers * (attention + small + denseMlp);
        total += moeLayers * (attention + small + router + expert * (m.experts + m.sharedExperts));
        count.routedExperts = double(moeLayers) * expert * m.experts;
        active += moeLayers * (attention + small + router + expert * (m.expertsPerToken + m.sharedExperts));
        count.activeMatmulPerLayer =
            attention +
            (denseLayers * denseMlp + moeLayers * expert * (m.expertsPerToken + m.sharedExperts)) / m.layers;
    } else {
        total = active = m.layers * (attention + small + denseMlp);
        count.activeMatmulPerLayer = attention + denseMlp;
    }
    // An MTP module (DeepSeek-V3 2.2): a layer like the last, two norms and a 2h x h projection.
    const double lastLayer =
        m.isMoe() && m.layers > m.denseLayers
            ? attention + small + h * m.experts +
                  mlpWeights(m, m.moeIntermediateSize > 0 ? m.moeIntermediateSize : m.intermediateSize) *
                      (m.experts + m.sharedExperts)
            : attention + small + denseMlp;
    count.mtp = m.mtpLayers * (lastLayer + 2 * h + 2 * h * h);
    count.embedding = double(m.vocabSize) * h * (m.tiedEmbeddings ? 1 : 2) + double(m.positionEmbeddings) * h;
    const double finalNorm = m.linearBiases ? 2 * h : h;
    count.total = total + count.embedding + finalNorm;
    count.active = active + count.embedding + finalNorm;
    return count;
}

double kvCacheBytesPerToken(const ModelArchitecture& m, double bytesPerValue) {
    if (m.isMla())
        return double(m.layers) * (m.kvLoraRank + m.qkRopeHeadDim) * bytesPerValue;
    return 2.0 * m.layers * m.effectiveKvHeads() * double(m.effectiveHeadDim()) * bytesPerValue;
}
