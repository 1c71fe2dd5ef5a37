#include "workload/workloadfigures.h"

#include "model/money.h"
#include "workload/workloadrequest.h"

#include <QCoreApplication>
#include <QLocale>

QString workloadHeadline(const Workload& workload, const WorkloadPlan& plan) {
    const QLocale locale;
    const auto gb = [&](double bytes) {
        return QCoreApplication::translate("WorkloadFigures", "%1 GB")
            .arg(locale.toString(bytes / 1e9, 'f', 1));
    };
    const MemoryBreakdown& m = plan.memory;
    QString headline;
    if (!plan.chosenFit) {
        headline = QCoreApplication::translate(
                       "WorkloadFigures",
                       "<b>%1 per GPU.</b> Choose a GPU (or add GPU servers) to see whether it fits.")
                       .arg(gb(m.total()));
    } else if (plan.chosenFit->fits) {
        headline =
            QCoreApplication::translate(
                "WorkloadFigures",
                "<span style='color:#2e7d32'><b>Fits</b></span> %1: %2 per GPU of %3 usable, %4 to spare.")
                .arg(plan.chosenFit->model, gb(m.total()),
                     gb((plan.chosenFit->requiredGb + plan.chosenFit->headroomGb) * 1e9),
                     gb(plan.chosenFit->headroomGb * 1e9));
    } else {
        headline = QCoreApplication::translate(
                       "WorkloadFigures",
                       "<span style='color:#c62828'><b>Does not fit</b></span> %1: %2 per GPU, %3 usable.")
                       .arg(plan.chosenFit->model, gb(m.total()),
                            gb((plan.chosenFit->requiredGb + plan.chosenFit->headroomGb) * 1e9));
        if (plan.smallestLayout)
            headline += QLatin1Char(' ') +
                        QCoreApplication::translate("WorkloadFigures", "Tensor %1 × pipeline %2 would fit.")
                            .arg(plan.smallestLayout->tensorParallel)
                            .arg(plan.smallestLayout->pipelineParallel);
    }
    if (!workload.inference && plan.compute && plan.compute->seconds > 0)
        headline +=
            QStringLiteral("<br>") +
            QCoreApplication::translate("WorkloadFigures", "%1 billion tokens in <b>%2 days</b> on %3 GPUs.")
                .arg(locale.toString(workload.tokens / 1e9, 'f', 0))
                .arg(locale.toString(plan.compute->days(), 'f', 1))
                .arg(plan.gpus);
    return headline;
}

QList<WorkloadFigure> workloadFigures(const Workload& workload, const WorkloadPlan& plan) {
    const QLocale locale;
    const auto gb = [&](double bytes) {
        return QCoreApplication::translate("WorkloadFigures", "%1 GB")
            .arg(locale.toString(bytes / 1e9, 'f', 1));
    };
    const MemoryBreakdown& m = plan.memory;
    const ModelSpec model = workloadModel(workload);
    QList<WorkloadFigure> figures;
    const auto add = [&figures](const QString& key, const QString& name, const QString& value) {
        figures.append({key, name, value});
    };
    add(QStringLiteral("model"), QCoreApplication::translate("WorkloadFigures", "Model"),
        QCoreApplication::translate("WorkloadFigures", "%1: %2 B parameters, %3 B active")
            .arg(model.name, locale.toString(model.parameters / 1e9, 'f', 2),
                 locale.toString(model.activeParameters / 1e9, 'f', 2)));
    if (!model.source.isEmpty())
        add(QStringLiteral("source"), QCoreApplication::translate("WorkloadFigures", "Source"), model.source);
    add(QStringLiteral("gpus"), QCoreApplication::translate("WorkloadFigures", "GPUs"),
        plan.gpuModel.isEmpty()
            ? QString::number(plan.gpus)
            : QCoreApplication::translate("WorkloadFigures", "%1 × %2").arg(plan.gpus).arg(plan.gpuModel));
    if (workload.inference) {
        add(QStringLiteral("kv-per-token"),
            QCoreApplication::translate("WorkloadFigures", "KV cache per token"),
            plan.serving.kvKnown ? QCoreApplication::translate("WorkloadFigures", "%1 bytes")
                                       .arg(locale.toString(plan.serving.kvBytesPerToken, 'f', 0))
                                 : QCoreApplication::translate("WorkloadFigures", "unknown"));
        add(QStringLiteral("memory"), QCoreApplication::translate("WorkloadFigures", "Memory per GPU"),
            QCoreApplication::translate("WorkloadFigures", "weights %1 + KV cache %2 = %3")
                .arg(gb(m.parameters), gb(m.kvCache), gb(m.total())));
        if (plan.chosenFit) {
            add(QStringLiteral("max-batch"),
                QCoreApplication::translate("WorkloadFigures", "Largest batch at this context"),
                locale.toString(plan.serving.maxBatch));
            add(QStringLiteral("max-context"),
                QCoreApplication::translate("WorkloadFigures", "Longest context at this batch"),
                QCoreApplication::translate("WorkloadFigures", "%1 tokens")
                    .arg(locale.toString(plan.serving.maxContext)));
        }
        if (plan.serving.decodeTokensPerS > 0) {
            add(QStringLiteral("decode"),
                QCoreApplication::translate("WorkloadFigures", "Decode, upper bound"),
                QCoreApplication::translate("WorkloadFigures", "%1 tokens/s per copy (memory bandwidth)")
                    .arg(locale.toString(plan.serving.decodeTokensPerS, 'f', 0)));
            add(QStringLiteral("prefill"),
                QCoreApplication::translate("WorkloadFigures", "Prefill, upper bound"),
                QCoreApplication::translate("WorkloadFigures", "%1 tokens/s per copy (compute)")
                    .arg(locale.toString(plan.serving.prefillTokensPerS, 'f', 0)));
            add(QStringLiteral("replicas"),
                QCoreApplication::translate("WorkloadFigures", "Copies of the model"),
                QCoreApplication::translate("WorkloadFigures", "%1, up to %2 tokens/s decoded in all")
                    .arg(plan.replicas)
                    .arg(locale.toString(plan.serving.decodeTokensPerS * plan.replicas, 'f', 0)));
        }
    } else {
        const ParallelLayout& l = plan.layout;
        add(QStringLiteral("layout"), QCoreApplication::translate("WorkloadFigures", "Layout"),
            QCoreApplication::translate("WorkloadFigures", "data %1 × tensor %2 × pipeline %3, ZeRO-%4")
                .arg(l.dataParallel)
                .arg(l.tensorParallel)
                .arg(l.pipelineParallel)
                .arg(l.zeroStage));
        add(QStringLiteral("memory"), QCoreApplication::translate("WorkloadFigures", "Memory per GPU"),
            QCoreApplication::translate("WorkloadFigures",
                                        "parameters %1, gradients %2, optimizer %3, activations %4: %5")
                .arg(gb(m.parameters), gb(m.gradients), gb(m.optimizer),
                     m.activationsKnown ? gb(m.activations)
                                        : QCoreApplication::translate("WorkloadFigures", "unknown"),
                     gb(m.total())));
        if (plan.chosenFit)
            add(QStringLiteral("smallest-layout"),
                QCoreApplication::translate("WorkloadFigures", "Smallest layout that fits"),
                plan.smallestLayout
                    ? QCoreApplication::translate("WorkloadFigures", "tensor %1 × pipeline %2")
                          .arg(plan.smallestLayout->tensorParallel)
                          .arg(plan.smallestLayout->pipelineParallel)
                    : QCoreApplication::translate("WorkloadFigures", "none on these GPUs"));
        if (plan.compute && plan.compute->seconds > 0) {
            add(QStringLiteral("flops"), QCoreApplication::translate("WorkloadFigures", "Training compute"),
                QCoreApplication::translate("WorkloadFigures", "%1 FLOPs (%2)")
                    .arg(locale.toString(plan.compute->flops, 'g', 3),
                         plan.compute->formula == FlopsFormula::Megatron
                             ? QCoreApplication::translate("WorkloadFigures", "Megatron count")
                             : QCoreApplication::translate("WorkloadFigures", "6 × parameters × tokens")));
            add(QStringLiteral("days"), QCoreApplication::translate("WorkloadFigures", "Time"),
                QCoreApplication::translate("WorkloadFigures", "%1 days at %2% MFU of %3 TFLOPS")
                    .arg(locale.toString(plan.compute->days(), 'f', 1),
                         locale.toString(plan.compute->mfu * 100, 'f', 0),
                         locale.toString(plan.compute->peakTflops, 'f', 0)));
            add(QStringLiteral("gpu-hours"), QCoreApplication::translate("WorkloadFigures", "GPU-hours"),
                locale.toString(plan.compute->gpuHours(), 'f', 0));
            if (plan.energyKwh > 0)
                add(QStringLiteral("energy"),
                    QCoreApplication::translate("WorkloadFigures", "Energy and electricity"),
                    QCoreApplication::translate("WorkloadFigures", "%1 kWh, %2")
                        .arg(locale.toString(plan.energyKwh, 'f', 0),
                             formatMoney(plan.energyCost, plan.currency)));
        }
    }
    QStringList fitting;
    for (const GpuFit& fit : plan.fits)
        if (fit.fits)
            fitting << fit.model;
    add(QStringLiteral("fits-on"), QCoreApplication::translate("WorkloadFigures", "Fits on"),
        fitting.isEmpty() ? QCoreApplication::translate("WorkloadFigures", "no catalog GPU")
                          : fitting.join(QStringLiteral(", ")));
    for (const QString& problem : plan.problems)
        add(QStringLiteral("problem"), QCoreApplication::translate("WorkloadFigures", "Note"), problem);
    return figures;
}
