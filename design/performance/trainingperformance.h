#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"
#include "performance/clusterhardware.h"
#include "performance/softwarestack.h"

#include <QStringList>

// Training step time from the model's shape, the parallel layout, the cluster and the software stack
// (docs/workload.md "Step time"), in the manner of Narayanan et al. 2021 and Korthikanti et al. 2022: per
// micro batch and pipeline stage, every layer's kernels and collectives (layertimes.h); the pipeline
// bubble; the data-parallel traffic less what the stack hides; the optimizer step. A factor fitted to a
// run of the user's own (runcalibration.h) scales the whole step.

struct StepBreakdown {
    double computeS = 0; // GEMMs, attention, memory-bound kernels and launch gaps of every micro batch
    double tpCommS = 0;
    double ppBubbleS = 0;
    double ppCommS = 0;
    double dpCommS = 0; // exposed
    double cpCommS = 0; // exposed
    double epCommS = 0; // exposed
    double optimizerS = 0;
    double total() const {
        return computeS + tpCommS + ppBubbleS + ppCommS + dpCommS + cpCommS + epCommS + optimizerS;
    }
};

struct TrainingPerformance {
    bool valid = false;
    StepBreakdown breakdown;         // as the model predicts it, before the calibration factor
    double stepTimeS = 0;            // calibrated
    double calibration = 1;          // the factor applied (1: none)
    int microBatches = 0;            // per pipeline and step
    int globalBatch = 0;             // sequences per step
    double tokensPerS = 0;           // the whole run
    double modelTflopsPerGpu = 0;    // model FLOPs (no recomputation) per second and GPU
    double hardwareTflopsPerGpu = 0; // with the recomputed FLOPs
    double mfu = 0;                  // of the GPU's dense peak at the precision (its rated, uncapped peak)
    double hfu = 0;
    double dpCommTotalS = 0; // before overlap
    double epCommTotalS = 0; // before overlap
    QStringList problems;    // why it could not be worked out (translated)
};

// `gpus` is the whole run; the layout's data-parallel degree is gpus / (tp x pp x cp). Without a stack, the
// setup's preset (softwarestack.h).
TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hardware);
TrainingPerformance predictTraining(const ModelArchitecture& model, const TrainingSetup& setup, int gpus,
                                    const ClusterHardware& hardware, const TrainingStack& stack,
                                    double calibration = 1);
