#include "performance/fabricvariants.h"

#include <QCoreApplication>
#include <QLocale>

QList<FabricVariantStep> fabricVariantSteps(const ModelArchitecture& model, const TrainingSetup& setup,
                                            int gpus, const ClusterHardware& hardware,
                                            const TrainingStack& stack, double calibration) {
    QList<FabricVariantStep> steps;
    const auto add = [&](FabricVariant variant, const ClusterHardware& hw) {
        FabricVariantStep step{variant, hw, predictTraining(model, setup, gpus, hw, stack, calibration)};
        if (step.performance.valid)
            steps.append(step);
    };
    add(FabricVariant::Design, hardware);
    if (steps.isEmpty())
        return steps;
    ClusterHardware changed = hardware;
    if (hardware.oversubscription > 1) {
        changed.oversubscription = 1;
        add(FabricVariant::NonBlocking, changed);
    }
    if (hardware.oversubscription < 2) {
        changed = hardware;
        changed.oversubscription = 2;
        add(FabricVariant::Oversubscribed, changed);
    }
    changed = hardware;
    changed.nicGbsPerGpu = hardware.nicGbsPerGpu / 2;
    add(FabricVariant::HalfBandwidth, changed);
    return steps;
}

QList<FabricVariantStep> fabricVariantSteps(const ModelArchitecture& model, const TrainingSetup& setup,
                                            int gpus, const ClusterHardware& hardware) {
    return fabricVariantSteps(model, setup, gpus, hardware, trainingStack(setup.stack));
}

QString fabricVariantName(const FabricVariantStep& step) {
    const QLocale locale;
    const ClusterHardware& hw = step.hardware;
    switch (step.variant) {
    case FabricVariant::Design:
        return QCoreApplication::translate("Workload", "as designed (%1:1, %2 GB/s per GPU)")
            .arg(locale.toString(hw.oversubscription, 'g', 3), locale.toString(hw.nicGbsPerGpu, 'f', 0));
    case FabricVariant::NonBlocking:
        return QCoreApplication::translate("Workload", "non-blocking (1:1)");
    case FabricVariant::Oversubscribed:
        return QCoreApplication::translate("Workload", "2:1 above the leaves");
    case FabricVariant::HalfBandwidth:
        return QCoreApplication::translate("Workload", "half the rails (%1 GB/s per GPU)")
            .arg(locale.toString(hw.nicGbsPerGpu, 'f', 0));
    }
    return {};
}
