#pragma once

#include "performance/trainingperformance.h"

#include <QList>
#include <QString>

// The same training step on the same GPUs with the fabric changed (docs/workload.md "Step time"): what the
// design's rails, port speed and oversubscription cost or save, as the Workload tab's step-time chart and
// the report show it. Each variant changes one thing of the design's fabric.
enum class FabricVariant {
    Design,         // as designed
    NonBlocking,    // 1:1 above the leaves (shown when the design is oversubscribed)
    Oversubscribed, // 2:1 above the leaves (shown when the design is below 2:1)
    HalfBandwidth,  // half the fabric bandwidth per GPU: half the rails or half the port speed
};

struct FabricVariantStep {
    FabricVariant variant = FabricVariant::Design;
    ClusterHardware hardware;
    TrainingPerformance performance;
};

// The design's step first, then the variants that differ from it; those the model cannot work out are
// left out.
QList<FabricVariantStep> fabricVariantSteps(const ModelArchitecture& model, const TrainingSetup& setup,
                                            int gpus, const ClusterHardware& hardware,
                                            const TrainingStack& stack, double calibration = 1);
// With the setup's stack preset (softwarestack.h), uncalibrated.
QList<FabricVariantStep> fabricVariantSteps(const ModelArchitecture& model, const TrainingSetup& setup,
                                            int gpus, const ClusterHardware& hardware);

// "as designed (2:1, 50 GB/s per GPU)", "2:1 above the leaves", ... (translated).
QString fabricVariantName(const FabricVariantStep& step);
