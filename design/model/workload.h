#pragma once

#include "model/goodputsettings.h"
#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <optional>

// The workload a design is sized for (design file version 3, `workload`; docs/workload.md): the model, as a
// bundled preset, a shape from a config.json or a size, and the training or inference settings the plan
// is worked out from. Measured throughputs feed the scaling fit.
struct ScalingMeasurement {
    int nodes = 0;
    double throughput = 0; // samples (or tokens, images) per second of all nodes together
    bool operator==(const ScalingMeasurement&) const = default;
};

// A measured run the step-time model is calibrated to (design file version 9, `workload.calibrations`;
// docs/workload.md "Calibrate to your run"): one factor for a software stack on a GPU part, the measured
// step time over the predicted one for the same model, layout and GPUs. It scales every prediction of that
// stack on that GPU (the explorer's too).
struct RunCalibration {
    SoftwareStack stack = SoftwareStack::MegatronCore;
    QString gpuPartId;
    double factor = 1;
    QDate date;     // of the run (its log's last timestamp, or the day it was typed)
    QString source; // the log file's name, or "typed"
    double measuredStepS = 0;
    double predictedStepS = 0;
    int gpus = 0;
    bool operator==(const RunCalibration&) const = default;
};

struct Workload {
    QString presetId;                              // a bundled model; else the two below
    QString modelName;                             // the user's name for the model
    double parameters = 0;                         // known by size only
    std::optional<ModelArchitecture> architecture; // from a config.json
    QByteArray config;                             // that config.json's object, compact, written back as read
    bool inference = false;
    TrainingSetup training;
    InferenceSetup serving;
    double tokens = 0;
    // A typed model FLOPs utilisation overrides the step-time model's prediction (design file version 8;
    // until version 7 every file carried one, and only one other than the old default 0.40 is kept).
    std::optional<double> mfu;
    int gpus = 0;      // 0: the design's
    QString gpuPartId; // empty: the design's
    double reserveFraction = kDefaultMemoryReserve;
    QList<ScalingMeasurement> measurements;
    GoodputSettings goodput;            // version 10: checkpoints, restarts, spares, storage targets
    QList<RunCalibration> calibrations; // at most one per stack and GPU part
    bool operator==(const Workload&) const = default;

    // The calibration for `stack` on `gpuPartId`, null when there is none.
    const RunCalibration* calibration(SoftwareStack stack, const QString& gpuPartId) const {
        for (const RunCalibration& c : calibrations)
            if (c.stack == stack && c.gpuPartId == gpuPartId)
                return &c;
        return nullptr;
    }
};
