#pragma once

#include "workload/inference.h"
#include "workload/trainingmemory.h"

#include <optional>

// The names the command line and the design file use for the sizer's choices.
QString precisionName(TrainingPrecision precision);                              // "fp32", "bf16", "fp8"
std::optional<TrainingPrecision> trainingPrecisionFromName(const QString& name); // fp16 and bf16 are mixed
QString weightPrecisionName(WeightPrecision precision); // "fp32", "bf16", "fp8", "int8", "int4"
std::optional<WeightPrecision> weightPrecisionFromName(const QString& name);
QString optimizerName(Optimizer optimizer);                      // "adam", "sgd", "adam8bit"
std::optional<Optimizer> optimizerFromName(const QString& name); // adamw is adam
QString recomputeName(Recompute recompute);                      // "none", "selective", "full"
std::optional<Recompute> recomputeFromName(const QString& name);
// "megatron", "megatron-moe-overlap", "torchtitan", "deepspeed", "llm-foundry", "dualpipe"; "nemo", "fsdp2"
// and "composer" read as the stack they name.
QString softwareStackId(SoftwareStack stack);
std::optional<SoftwareStack> softwareStackFromId(const QString& id);
QStringList softwareStackIds(); // each stack's id once, in the order above
