#pragma once

#include "model/workloadsettings.h"
#include "workload/modelpresets.h"

#include <optional>

class PartIndex;

// Training memory per GPU (docs/workload.md "Training memory"): model states as ZeRO (Rajbhandari et al.
// 2020) counts them, split by tensor and pipeline parallelism and then partitioned over the data-parallel
// GPUs by the ZeRO stage; activations per layer as Korthikanti et al. 2022, Table 2. Bytes are decimal
// (1 GB = 1e9 bytes).

// Bytes per parameter before any partitioning. Mixed precision with Adam: 2 + 2 + 12 (fp32 weights,
// momentum, variance), ZeRO's K = 12.
struct StateBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double total() const { return weights + gradients + optimizer; }
};
StateBytes stateBytesPerParameter(TrainingPrecision precision, Optimizer optimizer);

struct MemoryBreakdown {
    double parameters = 0; // bytes per GPU
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;           // inference
    bool activationsKnown = true; // false: the model has no architecture, activations are left out
    double total() const { return parameters + gradients + optimizer + activations + kvCache; }
};

// Activation bytes of one transformer layer for one micro-batch (Korthikanti et al. 2022, Table 2), with
// s the sequence length, b the micro-batch, h the hidden size, a the heads and t the tensor-parallel size;
// for a GPT (multi-head attention, a 4h GELU MLP, dropout):
//   no recomputation      sbh(10 + 24/t + 5as/(ht));  with sequence parallel sbh(34/t + 5as/(ht))
//   selective             sbh(10 + 24/t);             with sequence parallel 34sbh/t
//   full                  2sbh;                       with sequence parallel 2sbh/t
// The 10 and 24 generalised to the layer's shape (grouped KV heads, a gated or MoE MLP, no dropout, four
// norms); the s x s scores (5as/h, 2as/h without dropout) only when the attention is not fused: every
// stack of softwarestack.h calls a flash kernel, which never stores them (`unfusedAttention` is the
// Megatron 2021-22 stack of the paper).
double activationBytesPerLayer(const ModelArchitecture& model, const TrainingSetup& setup,
                               bool unfusedAttention = false);

MemoryBreakdown trainingMemory(const ModelSpec& model, const TrainingSetup& setup);
// The same setup at ZeRO stages 0, 1, 2 and 3 (the Workload panel's chart).
QList<MemoryBreakdown> memoryByZeroStage(const ModelSpec& model, const TrainingSetup& setup);

// Whether a memory need fits a GPU of `memoryGb`, keeping `reserveFraction` of it free for the CUDA
// context, the allocator's fragmentation and communication buffers (default 10%, an estimate).
struct GpuFit {
    QString partId;
    QString model;
    double memoryGb = 0;
    double requiredGb = 0;
    double headroomGb = 0; // usable memory minus what is required; negative when it does not fit
    bool fits = false;
};
GpuFit fitOnGpu(double requiredBytes, const QString& partId, const QString& model, double memoryGb,
                double reserveFraction = kDefaultMemoryReserve);
// Every catalog GPU, biggest memory first.
QList<GpuFit> gpuFits(double requiredBytes, const PartIndex& parts,
                      double reserveFraction = kDefaultMemoryReserve);

// Every tensor x pipeline layout (powers of two, tensor parallel within the node) that fits, smallest
// group first (then fewer pipeline stages); with `maxContextParallel` > 0 also context parallel 1, 2, ...
// up to it (the sequence split over GPUs, Megatron's context parallelism; then less of it first), else
// the setup's.
QList<ParallelLayout> fittingLayouts(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                                     double gpuMemoryGb, int gpusPerNode = 8,
                                     double reserveFraction = kDefaultMemoryReserve,
                                     int maxContextParallel = 0);
// The smallest model-parallel layout (tensor x pipeline, tensor parallel within `gpusPerNode` first)
// that fits `gpuMemoryGb` on `gpus` GPUs in all, keeping the setup's ZeRO stage and sequence parallelism;
// the rest of the GPUs is data parallel. nullopt when none fits.
std::optional<ParallelLayout> smallestLayout(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                                             double gpuMemoryGb, int gpusPerNode = 8,
                                             double reserveFraction = kDefaultMemoryReserve);
