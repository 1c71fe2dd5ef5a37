#pragma once

#include "model/workload.h"
#include "performance/fabricvariants.h"
#include "performance/performanceplan.h"
#include "reliability/goodputplan.h"
#include "workload/designgpus.h"
#include "workload/inference.h"
#include "workload/trainingcompute.h"
#include "workload/trainingmemory.h"

#include <optional>

struct Budgets;
struct Design;
class PartIndex;

// One workload the cluster is sized for: a model, and either a training run or an inference service
// (docs/workload.md). What `cluster-workbench plan` reads from its options and the Workload panel edits.
struct WorkloadRequest {
    ModelSpec model;
    bool inference = false;
    TrainingSetup training;
    InferenceSetup serving;
    double tokens = 0; // training tokens; 0: no time or energy
    // Model FLOPs utilisation: the training time comes from the step-time model (trainingperformance.h);
    // this typed figure is used instead when `mfuOverride` is set (plan --mfu) or when the model cannot
    // predict (no shape, no GPU figures). Estimate: Llama 3 405B trained at 38-43% (Meta 2024).
    double mfu = 0.40;
    bool mfuOverride = false;
    HardwareOptions hardware; // without a design: the node and fabric
    int inputTokens = 0;      // inference: prompt tokens; 0: half the context (the rest is generated)
    int gpus = 0;             // 0: the design's GPUs, else the layout's dp x tp x pp
    QString gpuPartId;        // empty: the design's GPU part
    double reserveFraction = kDefaultMemoryReserve;
    // The step with the fabric changed (WorkloadPlan::fabricVariants: three more predictions), for the
    // step-time chart and the report; the command line and the explorer leave it out.
    bool withFabricVariants = true;
    // Failures, checkpoints and spares (docs/reliability.md): the job runs on the design's GPUs less the
    // spare nodes; `withGoodput` false leaves the goodput out (the explorer's layout search).
    GoodputSettings goodput;
    bool withGoodput = true;
    // Runs of the user's own the predictions are calibrated to (model/workload.h): the one for the
    // training stack on the chosen GPU applies.
    QList<RunCalibration> calibrations;
};

struct WorkloadPlan {
    int gpus = 0;
    QString gpuPartId;
    QString gpuModel;
    double gpuMemoryGb = 0;
    ParallelLayout layout;           // the training layout used (dp filled in from the GPU count)
    MemoryBreakdown memory;          // per GPU
    QList<GpuFit> fits;              // every catalog GPU, biggest first
    std::optional<GpuFit> chosenFit; // on the chosen GPU
    std::optional<ParallelLayout> smallestLayout; // the smallest tensor x pipeline that fits the chosen GPU,
                                                  // tensor parallel within a node where one fits
    bool tensorSpansNodes =
        false; // training: tensor parallel larger than a node's GPUs (its scale-up domain)
    std::optional<TrainingCompute> compute;
    InferenceEstimate serving;
    int replicas = 0; // inference: copies of the model the GPUs hold (GPUs / GPUs per copy)
    // Energy of the run from the design's typical power (its share for the GPUs used) x hours x PUE.
    double energyKwh = 0;
    double energyCost = 0;
    QString currency;
    // The step-time model (training) or the serving roofline (inference), with the hardware it used.
    ClusterHardware hardware;
    std::optional<TrainingPerformance> performance;
    QList<FabricVariantStep> fabricVariants; // the same step with the fabric changed, the design's first
    std::optional<InferencePerformance> servingPerformance;
    std::optional<RunCalibration> calibration; // the one the training prediction was scaled by
    double energyKwhPerMillionTokens = 0;
    double costPerMillionTokens = 0; // cost of ownership, in `currency`
    // Training: interruptions, checkpoints, spares and the effective training time ratio.
    std::optional<GoodputPlan> goodput;
    QStringList problems; // what could not be worked out, and why (translated)

    // The time to train at the effective training time ratio where it is known, else without failures.
    double days() const;
    double failureFreeDays() const { return compute ? compute->days() : 0; }
};

// `design` and `budgets` may be null (no design: no energy, and GPUs from the options).
WorkloadPlan planWorkload(const WorkloadRequest& request, const PartIndex& parts, const Design* design,
                          const Budgets* budgets);
