#include "workload/trainingmemory.h"

#include "parts/partindex.h"

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

double activationBytesPerLayer(const ModelArchitecture& m, const TrainingSetup& setup) {
    // Context parallel: a GPU holds the activations of its share of the sequence (the attention scores
    // of its queries against every key).
    const double s = setup.sequenceLength, b = setup.microBatch, h = double(m.hiddenSize);
    const double local = s / std::max(1, setup.layout.contextParallel);
    const double a = m.attentionHeads;
    const double t = std::max(1, setup.layout.tensorParallel);
    const bool sp = setup.layout.sequenceParallel && t > 1;
    const double sbh = local * b * h;
    switch (setup.recompute) {
    case Recompute::Full:
        return sp ? 2 * sbh / t : 2 * sbh;
    case Recompute::Selective:
        return sp ? 34 * sbh / t : sbh * (10 + 24 / t);
    case Recompute::None:
        break;
    }
    const double attention = 5 * a * s / (h * t);
    return sp ? sbh * (34 / t + attention) : sbh * (10 + 24 / t + attention);
}

MemoryBreakdown trainingMemory(const ModelSpec& model, const TrainingSetup& setup) {
    MemoryBreakdown memory;
    const ParallelLayout& layout = setup.layout;
    const double shard = model.parameters / std::max(1, layout.tensorParallel * layout.pipelineParallel);
    // The distributed optimizer shards over the data-parallel GPUs and the context-parallel ones (they
    // hold the same weights; Megatron-LM's data-parallel group with context parallelism).
    const double dp = std::max(1, layout.dataParallel) * std::max(1, layout.contextParallel);
    const StateBytes bytes = stateBytesPerParameter(setup.precision, setup.optimizer);
    memory.parameters = shard * bytes.weights / (layout.zeroStage >= 3 ? dp : 1);
    memory.gradients = shard * bytes.gradients / (layout.zeroStage >= 2 ? dp : 1);
    memory.optimizer = shard * bytes.optimizer / (layout.zeroStage >= 1 ? dp : 1);
    if (!model.architecture) {
        memory.activationsKnown = false;
        return memory;
    }
    // With 1F1B pipelining the first stage holds p micro-batches of its L/p layers: L layers' worth
    // (Korthikanti et al. 2022, section 4.2.3), whatever p is.
    memory.activations = activationBytesPerLayer(*model.architecture, setup) * model.architecture->layers;
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
