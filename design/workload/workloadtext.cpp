#include "workload/workloadtext.h"

namespace {

template <typename E, size_t N>
std::optional<E> lookup(const std::pair<const char*, E> (&table)[N], const QString& name) {
    for (const auto& [text, value] : table)
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0)
            return value;
    return std::nullopt;
}

template <typename E, size_t N> QString nameOf(const std::pair<const char*, E> (&table)[N], E value) {
    for (const auto& [text, v] : table)
        if (v == value)
            return QString::fromLatin1(text);
    return {};
}

const std::pair<const char*, TrainingPrecision> kTrainingPrecisions[] = {{"fp32", TrainingPrecision::Fp32},
                                                                         {"bf16", TrainingPrecision::Mixed16},
                                                                         {"fp16", TrainingPrecision::Mixed16},
                                                                         {"fp8", TrainingPrecision::Fp8}};
const std::pair<const char*, WeightPrecision> kWeightPrecisions[] = {
    {"fp32", WeightPrecision::Fp32}, {"bf16", WeightPrecision::Bf16}, {"fp16", WeightPrecision::Bf16},
    {"fp8", WeightPrecision::Fp8},   {"int8", WeightPrecision::Int8}, {"int4", WeightPrecision::Int4}};
const std::pair<const char*, Optimizer> kOptimizers[] = {{"adam", Optimizer::Adam},
                                                         {"adamw", Optimizer::Adam},
                                                         {"sgd", Optimizer::SgdMomentum},
                                                         {"adam8bit", Optimizer::Adam8bit}};
const std::pair<const char*, Recompute> kRecomputes[] = {
    {"none", Recompute::None}, {"selective", Recompute::Selective}, {"full", Recompute::Full}};

// The ids in the order they are listed to a user, then the names read as the stack they name.
const std::pair<const char*, SoftwareStack> kStacks[] = {
    {"megatron", SoftwareStack::MegatronCore},
    {"megatron-moe-overlap", SoftwareStack::MegatronCoreMoeOverlap},
    {"torchtitan", SoftwareStack::TorchTitan},
    {"deepspeed", SoftwareStack::DeepSpeed},
    {"llm-foundry", SoftwareStack::LlmFoundry},
    {"dualpipe", SoftwareStack::DeepSeekDualPipe},
    {"nemo", SoftwareStack::MegatronCore},
    {"fsdp2", SoftwareStack::TorchTitan},
    {"composer", SoftwareStack::LlmFoundry}};

} // namespace

QString precisionName(TrainingPrecision precision) {
    return nameOf(kTrainingPrecisions, precision);
}
std::optional<TrainingPrecision> trainingPrecisionFromName(const QString& name) {
    return lookup(kTrainingPrecisions, name);
}
QString weightPrecisionName(WeightPrecision precision) {
    return nameOf(kWeightPrecisions, precision);
}
std::optional<WeightPrecision> weightPrecisionFromName(const QString& name) {
    return lookup(kWeightPrecisions, name);
}
QString optimizerName(Optimizer optimizer) {
    return nameOf(kOptimizers, optimizer);
}
std::optional<Optimizer> optimizerFromName(const QString& name) {
    return lookup(kOptimizers, name);
}
QString recomputeName(Recompute recompute) {
    return nameOf(kRecomputes, recompute);
}
std::optional<Recompute> recomputeFromName(const QString& name) {
    return lookup(kRecomputes, name);
}
QString softwareStackId(SoftwareStack stack) {
    return nameOf(kStacks, stack);
}
std::optional<SoftwareStack> softwareStackFromId(const QString& id) {
    return lookup(kStacks, id);
}
QStringList softwareStackIds() {
    QStringList ids;
    for (const auto& [id, stack] : kStacks)
        if (nameOf(kStacks, stack) == QLatin1String(id))
            ids << QString::fromLatin1(id);
    return ids;
}
