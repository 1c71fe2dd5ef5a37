#include "plan/runcalibration.h"

#include "model/settingrange.h"

#include <QCoreApplication>
#include <QLocale>

std::optional<RunCalibration> calibrateToRun(WorkloadRequest request, const MeasuredRun& run,
                                             const PartIndex& parts, const Design* design,
                                             const Budgets* budgets, QString* error) {
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (request.inference)
        return fail(QCoreApplication::translate("Workload", "a calibration needs a training workload"));
    if (run.stepTimeS <= 0 && run.tokensPerSPerGpu <= 0)
        return fail(QCoreApplication::translate("Workload", "the measured run has no step time or speed"));
    request.calibrations.clear();
    request.mfuOverride = false;
    request.withFabricVariants = false;
    if (run.globalBatch > 0)
        request.training.globalBatch = run.globalBatch;
    const WorkloadPlan plan = planWorkload(request, parts, design, budgets);
    if (!plan.performance)
        return fail(plan.problems.isEmpty()
                        ? QCoreApplication::translate("Workload", "the step time cannot be predicted")
                        : plan.problems.join(QStringLiteral("; ")));
    const TrainingPerformance& p = *plan.performance;
    RunCalibration c;
    c.stack = request.training.stack;
    c.gpuPartId = plan.gpuPartId;
    c.gpus = plan.gpus;
    c.predictedStepS = p.stepTimeS;
    c.measuredStepS = run.stepTimeS > 0 ? run.stepTimeS
                                        : p.globalBatch * double(request.training.sequenceLength) /
                                              (run.tokensPerSPerGpu * plan.gpus);
    c.factor = c.measuredStepS / c.predictedStepS;
    c.date = run.date.isValid() ? run.date : QDate::currentDate();
    c.source = run.source;
    if (!SettingRange::kCalibrationFactor.contains(c.factor))
        return fail(QCoreApplication::translate(
                        "Workload", "the measured run takes %1 times the predicted step: more than %2x apart "
                                    "is another run (check the model, layout, GPUs and stack)")
                        .arg(QLocale().toString(c.factor, 'f', 2))
                        .arg(SettingRange::kCalibrationFactor.maximum));
    return c;
}

QList<RunCalibration> withCalibration(QList<RunCalibration> calibrations, const RunCalibration& calibration) {
    calibrations.removeIf([&](const RunCalibration& c) {
        return c.stack == calibration.stack && c.gpuPartId == calibration.gpuPartId;
    });
    calibrations.append(calibration);
    return calibrations;
}

QString calibrationNote(const RunCalibration& c) {
    const QLocale locale;
    return QCoreApplication::translate("Workload", "calibrated to your run of %1 (%2, x %3)")
        .arg(locale.toString(c.date, QLocale::ShortFormat),
             c.source.isEmpty() ? QCoreApplication::translate("Workload", "typed") : c.source,
             locale.toString(c.factor, 'f', 2));
}
