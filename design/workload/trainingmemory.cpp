#include "workload/trainingmemory.h"

#include "parts/partindex.h"
#include "workload/modelshards.h"

#include <algorithm>

StateBytes stateBytesPerParameter(TrainingPrecision precision, Optimizer optimizer) {
    // Optimizer states per parameter: Adam's momentum and variance in fp32 (8), SGD's momentum (4), 8-bit
    // Adam's two states at one byte (2, Dettmers et al. 2022).
    const double states = optimizer == Optimizer::Adam ? 8 : optimizer == Optimizer::SgdMomentum ? 4 : 2;
    if (precision == TrainingPrecision::Fp32)
        return {4, 4, states};
    // Mixed precision keeps 16-bit weights and gradients and an fp32 master copy of the weights with the
    // optimizer. FP8 training computes its matrix products in FP8 but keeps the same states (DeepSeek-V3
    // report, 3.3; NVIDIA Transformer Engine): the states are those of mixed precision.
    return {2, 2, 4 + states};
}

namespace {

// Korthikanti's per-layer terms, in units of sbh (16-bit values): what is kept outside the tensor-parallel
// regions (unless sequence parallel) and what is split over them.
struct ActivationTerms {
    double replicated = 0;
    double split = 0;
    double scores = 0; // per sbh x as/h
};

ActivationTerms activationTerms(const ModelArchitecture& m, SoftwareStack stack) {
    ActivationTerms a;
    const double h = double(m.hiddenSize);
    const double heads = m.attentionHeads;
    // DeepSeek-V3's training framework (technical report, 3.2.3 and 3.3.2) recomputes RMSNorm and the MLA
    // up-projections in the backward pass and caches the attention output (the next Linear's input), the
    // SwiGLU inputs of the MoE and the dispatched tokens in FP8 (one byte), recomputing the SwiGLU output.
    const bool deepSeek = stack == SoftwareStack::DeepSeekDualPipe;
    // The shared input of the query/key/value projections and of the MLP, each norm's input, and the two
    // dropout masks: 2 + 2 + 2 x 2 + 2 = 10 for a GPT. Recomputed norms keep only their inputs.
    a.replicated = (deepSeek ? 0 : 2 + 2) + 2.0 * std::max(1, m.normsPerLayer) + (m.dropout ? 2 : 0);
    if (m.isMla()) {
        const double dqk = m.qkNopeHeadDim + m.qkRopeHeadDim;
        a.split = deepSeek ? heads * m.vHeadDim / h                      // the attention output in FP8
                           : 2 * heads * (2 * dqk + 2 * m.vHeadDim) / h; // Q, K, V and the projection's input
        a.replicated += 2.0 * (m.kvLoraRank + m.qLoraRank) / h;          // the latent vectors
    } else {
        const double d = double(m.effectiveHeadDim());
        const double kv = m.effectiveKvHeads();
        a.split = 2 * (2 * heads * d + 2 * kv * d) / h; // Q and the projection's input; K and V
    }
    // MLP: GELU stores its input and output (16 for a 4h GPT MLP); a gated MLP its gate and up outputs and
    // their product. An MoE layer stores each routed token's copy and its expert's MLP; the router's weights
    // are applied inside the activation (Megatron-Core's weighted_bias_swiglu_impl in
    // megatron/core/transformer/moe/experts.py), so the experts' outputs are not kept for the combine.
    const auto mlp = [&](double inner) { return (m.gatedMlp ? 6.0 : 4.0) * inner / h; };
    const auto routedMlp = [&](double inner) { return deepSeek ? 1 + 2 * inner / h : 2 + mlp(inner); };
    if (m.isMoe() && m.layers > m.denseLayers) {
        const double inner = double(m.moeIntermediateSize > 0 ? m.moeIntermediateSize : m.intermediateSize);
        const double moeShare = double(m.layers - m.denseLayers) / m.layers;
        const double moe = m.expertsPerToken * routedMlp(inner) + m.sharedExperts * mlp(inner);
        a.split += moeShare * moe + (1 - moeShare) * mlp(double(m.intermediateSize));
    } else {
        a.split += mlp(double(m.intermediateSize));
    }
    // Softmax output, and with dropout its mask and output: 5 (2 without dropout), times as/h.
    a.scores = m.dropout ? 5 : 2;
    return a;
}

} // namespace

double activationBytesPerLayer(const ModelArchitecture& m, const TrainingSetup& setup,
                               bool unfusedAttention) {
    // Context parallel: a GPU holds the activations of its share of the sequence (the attention scores
    // of its queries against every key).
    const double s = setup.sequenceLength, b = setup.microBatch, h = double(m.hiddenSize);
    const double local = s / std::max(1, setup.layout.contextParallel);
    const double a = m.attentionHeads;
    const double t = std::max(1, setup.layout.tensorParallel);
    const bool sp = setup.layout.sequenceParallel && t > 1;
    const double sbh = local * b * h;
    const ActivationTerms terms = activationTerms(m, setup.stack);
    switch (setup.recompute) {
    case Recompute::Full:
        return sp ? 2 * sbh / t : 2 * sbh;
    case Recompute::Selective:
        return sp ? (terms.replicated + terms.split) * sbh / t : sbh * (terms.replicated + terms.split / t);
    case Recompute::None:
        break;
    }
    const double scores = unfusedAttention ? terms.scores * a * s / (h * t) : 0;
    return sp ? sbh * ((terms.replicated + terms.split) / t + scores)
              : sbh * (terms.replicated + terms.split / t + scores);
}

MemoryBreakdown trainingMemory(const ModelSpec& model, const TrainingSetup& setup) {
    MemoryBreakdown memory;
    const ParallelLayout& layout = setup.layout;
    // Dense weights over tensor x pipeline, routed experts also over expert parallel; ZeRO partitions the
    // states over the data x context parallel GPUs (Megatron-LM's data-parallel group with context
    // parallelism), the experts' over those that hold the same experts (workload/modelshards.h).
    const ModelShards shards =
        modelShards(model.parameters, model.architecture ? &*model.architecture : nullptr, layout);
    const double denseShard = shards.dense / std::max(1, layout.tensorParallel * layout.pipelineParallel);
    const double expertShard = shards.perGpu - denseShard;
    const auto partitioned = [&](bool byZero) {
        return byZero ? denseShard / shards.denseZeroDivisor + expertShard / shards.expertZeroDivisor
                      : shards.perGpu;
    };
    const StateBytes bytes = stateBytesPerParameter(setup.precision, setup.optimizer);
    // DualPipe keeps two copies of the model's weights (DeepSeek-V3 report, table 2: each rank holds a stage
    // of each direction) and PP + 1 micro-batches in flight where 1F1B holds PP.
    const bool dualPipe = setup.stack == SoftwareStack::DeepSeekDualPipe && layout.pipelineParallel > 1;
    const double copies = dualPipe ? 2 : 1;
    memory.parameters = copies * partitioned(layout.zeroStage >= 3) * bytes.weights;
    memory.gradients = copies * partitioned(layout.zeroStage >= 2) * bytes.gradients;
    memory.optimizer = partitioned(layout.zeroStage >= 1) * bytes.optimizer;
    if (!model.architecture) {
        memory.activationsKnown = false;
        return memory;
    }
    // With 1F1B pipelining the first stage holds p micro-batches of its L/p layers: L layers' worth
    // (Korthikanti et al. 2022, section 4.2.3), whatever p is.
    memory.activations = activationBytesPerLayer(*model.architecture, setup) * model.architecture->layers;
    if (dualPipe)
        memory.activations *= double(layout.pipelineParallel + 1) / layout.pipelineParallel;
    return memory;
}

QList<MemoryBreakdown> memoryByZeroStage(const ModelSpec& model, const TrainingSetup& setup) {
    QList<MemoryBreakdown> stages;
    for (int stage = 0; stage <= 3; ++stage) {
        TrainingSetup staged = setup;
        staged.layout.zeroStage = stage;
        stages.append(trainingMemory(model, staged));
    }
    return stages;
}

GpuFit fitOnGpu(double requiredBytes, const QString& partId, const QString& model, double memoryGb,
                double reserveFraction) {
    GpuFit fit;
    fit.partId = partId;
    fit.model = model;
    fit.memoryGb = memoryGb;
    fit.requiredGb = requiredBytes / 1e9;
    fit.headroomGb = memoryGb * (1 - reserveFraction) - fit.requiredGb;
    fit.fits = fit.headroomGb >= 0;
    return fit;
}

QList<GpuFit> gpuFits(double requiredBytes, const PartIndex& parts, double reserveFraction) {
    QList<GpuFit> fits;
    for (const Part& part : parts.parts())
        if (const GpuSpec* gpu = part.gpu(); gpu && gpu->memoryGb > 0) {
            const double perGpu = gpu->memoryGb / std::max(1, gpu->gpusPerCard);
            fits.append(fitOnGpu(requiredBytes, part.id, part.displayName(), perGpu, reserveFraction));
        }
    std::stable_sort(fits.begin(), fits.end(),
                     [](const GpuFit& x, const GpuFit& y) { return x.memoryGb > y.memoryGb; });
    return fits;
}

QList<ParallelLayout> fittingLayouts(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                                     double gpuMemoryGb, int gpusPerNode, double reserveFraction,
                                     int maxContextParallel) {
    const int layers = model.architecture ? model.architecture->layers : 1024;
    struct Candidate {
        int tp, pp, cp;
        int group() const { return tp * pp * cp; }
    };
    QList<int> contexts; // the context-parallel sizes tried
    if (maxContextParallel > 0)
        for (int cp = 1; cp <= maxContextParallel; cp *= 2)
            contexts << cp;
    else
        contexts << std::max(1, setup.layout.contextParallel);
    QList<Candidate> candidates; // ordered by group, then fewer pipeline stages, then less context parallel
    for (int cp : std::as_const(contexts))
        for (int tp = 1; tp <= std::max(1, gpusPerNode); tp *= 2)
            for (int pp = 1; pp <= layers && tp * pp * cp <= gpus; pp *= 2)
                if (gpus % (tp * pp * cp) == 0)
                    candidates.append({tp, pp, cp});
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& x, const Candidate& y) {
        return x.group() != y.group() ? x.group() < y.group() : x.pp != y.pp ? x.pp < y.pp : x.cp < y.cp;
    });
    QList<ParallelLayout> layouts;
    for (const auto& [tp, pp, cp] : candidates) {
        TrainingSetup trial = setup;
        trial.layout.tensorParallel = tp;
        trial.layout.pipelineParallel = pp;
        trial.layout.contextParallel = cp;
        trial.layout.dataParallel = gpus / (tp * pp * cp);
        if (model.architecture && model.architecture->attentionHeads % tp != 0)
            continue;
        if (fitOnGpu(trainingMemory(model, trial).total(), {}, {}, gpuMemoryGb, reserveFraction).fits)
            layouts.append(trial.layout);
    }
    return layouts;
}

std::optional<ParallelLayout> smallestLayout(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                                             double gpuMemoryGb, int gpusPerNode, double reserveFraction) {
    const QList<ParallelLayout> layouts =
        fittingLayouts(model, setup, gpus, gpuMemoryGb, gpusPerNode, reserveFraction);
    if (layouts.isEmpty())
        return std::nullopt;
    return layouts.first();
}
