#pragma once

// How a workload is run: training precision, optimizer, parallel layout and batch (workload/trainingmemory.h
// works out its memory), and how a model is served (workload/inference.h). Plain settings, saved in the
// design file's `workload`.

// The share of GPU memory kept free for the framework, fragmentation and buffers.
constexpr double kDefaultMemoryReserve = 0.10;

enum class TrainingPrecision { Fp32, Mixed16, Fp8 }; // Mixed16: bf16 or fp16 with fp32 master weights
enum class Optimizer { Adam, SgdMomentum, Adam8bit };
enum class Recompute { None, Selective, Full };
// The training software a run uses (design/performance/softwarestack.h says what each overlaps, fuses and
// recomputes); design file version 9. MegatronCoreMoeOverlap: Megatron-Core with its expert all-to-all
// overlap, a preset id of its own ("megatron-moe-overlap").
enum class SoftwareStack {
    MegatronCore,
    TorchTitan,
    DeepSpeed,
    LlmFoundry,
    DeepSeekDualPipe,
    MegatronCoreMoeOverlap
};

struct ParallelLayout {
    int dataParallel = 1;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int virtualStages = 1;         // interleaved pipeline: model chunks per pipeline rank (Narayanan's v)
    int contextParallel = 1;       // the sequence split over these GPUs (ring attention)
    int expertParallel = 1;        // an MoE's experts split over these GPUs of the data-parallel group
    bool sequenceParallel = false; // with tensor parallelism (Korthikanti et al.)
    int zeroStage = 0;             // 0-3: optimizer states, + gradients, + parameters partitioned over dp
    int gpus() const { return dataParallel * tensorParallel * pipelineParallel * contextParallel; }
    bool operator==(const ParallelLayout&) const = default;
};

struct TrainingSetup {
    TrainingPrecision precision = TrainingPrecision::Mixed16;
    Optimizer optimizer = Optimizer::Adam;
    ParallelLayout layout;
    int microBatch = 1;
    int globalBatch = 0; // sequences per optimizer step; 0: 8 micro batches per pipeline stage and replica
    int sequenceLength = 4096;
    Recompute recompute = Recompute::Selective;
    SoftwareStack stack = SoftwareStack::MegatronCore;
    // An MoE's expert capacity: each expert takes at most capacity x its even share of the tokens, the rest
    // are dropped (padded up to it with Megatron's pad-to-capacity); 0: dropless (every token computed).
    double capacityFactor = 0;
    bool operator==(const TrainingSetup&) const = default;
};

enum class WeightPrecision { Fp32, Bf16, Fp8, Int8, Int4 };

struct InferenceSetup {
    WeightPrecision weights = WeightPrecision::Bf16;
    double kvBytesPerValue = 2; // bf16/fp16 cache; 1 for an fp8 cache
    int batch = 1;
    int context = 4096; // tokens per sequence (prompt and output)
    int gpus = 1;       // the model is split over these (tensor parallel)
    bool operator==(const InferenceSetup&) const = default;
};
