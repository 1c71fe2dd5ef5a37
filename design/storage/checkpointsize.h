#pragma once

#include "model/workloadsettings.h"
#include "workload/modelpresets.h"

// What a training checkpoint holds (docs/reliability.md, "Checkpoints"): every state once, whatever the ZeRO
// stage, since replicas write their parts once (Megatron-Core's fully parallel save; PyTorch DCP
// deduplicates replicated tensors): the weights at the training precision, the optimizer's states
// (mixed precision: the fp32 master weights and Adam's two moments), and the gradients only when kept.
// Bytes per parameter are workload/trainingmemory.h's (ZeRO's K). Decimal bytes.
struct CheckpointSize {
    double weightsBytes = 0;
    double optimizerBytes = 0;
    double gradientsBytes = 0;
    // What one GPU of the job holds of those states at the layout's ZeRO stage (trainingMemory): its
    // share of the write when the writes are spread over every GPU is totalBytes() / gpus.
    double stateBytesPerGpu = 0;
    int gpus = 0;
    double totalBytes() const { return weightsBytes + optimizerBytes + gradientsBytes; }
    double writeBytesPerGpu() const { return gpus > 0 ? totalBytes() / gpus : 0; }
};

// `setup.layout` with the job's data-parallel degree; `gpus` the job's GPUs.
CheckpointSize checkpointSize(const ModelSpec& model, const TrainingSetup& setup, int gpus,
                              bool keepGradients);
