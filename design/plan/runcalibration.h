#pragma once

#include "model/workload.h"
#include "plan/workloadplan.h"

#include <QDate>
#include <optional>

struct Budgets;
struct Design;
class PartIndex;

// Calibrating the step-time model to a run of the user's own (docs/workload.md "Calibrate to your run"):
// the run's measured speed against the model's prediction for the same model, layout, GPUs and stack gives
// one factor for that stack on that GPU (model/workload.h, RunCalibration), which then scales every
// prediction of it, in the plan, the Workload tab, the report and the explorer.
struct MeasuredRun {
    double stepTimeS = 0;        // measured time per optimizer step, or
    double tokensPerSPerGpu = 0; // measured tokens per second and GPU
    int globalBatch = 0;         // sequences per step of the run, when known (else the request's)
    QDate date;                  // of the run; invalid: today
    QString source;              // the log's file name, or "typed"
};

// The factor (measured step / predicted step) for the request's stack on its GPU, worked out as
// planWorkload does (the design's node and fabric when given), without any earlier calibration. nullopt,
// with the reason, when the request cannot be predicted or the factor falls outside the range a
// calibration may take (SettingRange::kCalibrationFactor: a 5x slower or faster run is another run).
std::optional<RunCalibration> calibrateToRun(WorkloadRequest request, const MeasuredRun& run,
                                             const PartIndex& parts, const Design* design,
                                             const Budgets* budgets, QString* error);

// `calibrations` with `calibration` in place of any for the same stack and GPU.
QList<RunCalibration> withCalibration(QList<RunCalibration> calibrations, const RunCalibration& calibration);

// "calibrated to your run of 2026-03-04 (train.log, x 1.12)" (translated, the date in the locale).
QString calibrationNote(const RunCalibration& calibration);
