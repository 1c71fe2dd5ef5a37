#include "workload/workloadfigures.h"

#include "common/tokencount.h"
#include "model/money.h"
#include "performance/softwarestack.h"
#include "plan/runcalibration.h"
#include "plan/workloadrequest.h"

#include <QCoreApplication>
#include <QLocale>

namespace {

// A preset's source in the current language: the citations (addresses, papers' names) stay as they are,
// the words between them are translated.
QString sourceInWords(QString source) {
    static const char* const phrases[] = {
        QT_TRANSLATE_NOOP("WorkloadFigures", " config.json; "),
        QT_TRANSLATE_NOOP("WorkloadFigures", "model card: "),
        QT_TRANSLATE_NOOP("WorkloadFigures", " B activated per token"),
        QT_TRANSLATE_NOOP("WorkloadFigures", " B active per token"),
        QT_TRANSLATE_NOOP("WorkloadFigures", " B parameters"),
        QT_TRANSLATE_NOOP("WorkloadFigures", " T+ tokens"),
        QT_TRANSLATE_NOOP("WorkloadFigures", " T tokens"),
        QT_TRANSLATE_NOOP("WorkloadFigures", "vocabulary of "),
        QT_TRANSLATE_NOOP("WorkloadFigures", "technical report"),
    };
    for (const char* phrase : phrases)
        source.replace(QLatin1String(phrase), QCoreApplication::translate("WorkloadFigures", phrase));
    return source;
}

} // namespace

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
    if (plan.tensorSpansNodes)
        headline += QStringLiteral("<br><span style='color:#b26a00'>%1</span>")
                        .arg(QCoreApplication::translate("WorkloadFigures",
                                                         "Tensor parallel %1 spans nodes of %Ln GPU(s): its "
                                                         "traffic leaves the node.",
                                                         nullptr, plan.hardware.gpusPerNode)
                                 .arg(plan.layout.tensorParallel));
    if (!workload.inference && plan.compute && plan.compute->seconds > 0)
        headline += QStringLiteral("<br>") +
                    QCoreApplication::translate("WorkloadFigures", "%1 in <b>%2 days</b> on %3 GPUs.")
                        .arg(tokenCountText(workload.tokens))
                        .arg(locale.toString(plan.days(), 'f', 1))
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
        add(QStringLiteral("source"), QCoreApplication::translate("WorkloadFigures", "Source"),
            sourceInWords(model.source));
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
        if (const auto& p = plan.servingPerformance) {
            add(QStringLiteral("ttft"), QCoreApplication::translate("WorkloadFigures", "Time to first token"),
                QCoreApplication::translate("WorkloadFigures", "%1 ms (one prompt, predicted)")
                    .arg(locale.toString(p->timeToFirstTokenS * 1000, 'f', 0)));
            add(QStringLiteral("predicted-decode"),
                QCoreApplication::translate("WorkloadFigures", "Decode, predicted"),
                QCoreApplication::translate(
                    "WorkloadFigures", "%1 tokens/s per copy at batch %2; %3 tokens/s per GPU end to end")
                    .arg(locale.toString(p->decodeTokensPerS, 'f', 0))
                    .arg(workload.serving.batch)
                    .arg(locale.toString(p->tokensPerSPerGpu, 'f', 0)));
            add(QStringLiteral("predicted-prefill"),
                QCoreApplication::translate("WorkloadFigures", "Prefill, predicted"),
                QCoreApplication::translate("WorkloadFigures", "%1 prompt tokens/s per copy")
                    .arg(locale.toString(p->prefillTokensPerS, 'f', 0)));
            add(QStringLiteral("in-flight"),
                QCoreApplication::translate("WorkloadFigures", "In-flight batching, predicted"),
                QCoreApplication::translate("WorkloadFigures",
                                            "%1 output tokens/s per copy with %2 requests running; the "
                                            "KV cache holds %3 in pages: %4 tokens/s")
                    .arg(locale.toString(p->outputTokensPerS, 'f', 0))
                    .arg(workload.serving.batch)
                    .arg(p->largestBatch)
                    .arg(locale.toString(p->peakOutputTokensPerS, 'f', 0)));
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
        add(QStringLiteral("stack"), QCoreApplication::translate("WorkloadFigures", "Software stack"),
            softwareStackName(workload.training.stack));
        if (const auto& p = plan.performance) {
            if (plan.calibration)
                add(QStringLiteral("calibration"),
                    QCoreApplication::translate("WorkloadFigures", "Calibration"),
                    calibrationNote(*plan.calibration));
            add(QStringLiteral("step-time"), QCoreApplication::translate("WorkloadFigures", "Step time"),
                QCoreApplication::translate("WorkloadFigures", "%1 s for %2 sequences (%3 micro-batches)")
                    .arg(locale.toString(p->stepTimeS, 'f', 2))
                    .arg(p->globalBatch)
                    .arg(p->microBatches));
            add(QStringLiteral("tokens-per-s"),
                QCoreApplication::translate("WorkloadFigures", "Predicted speed"),
                QCoreApplication::translate("WorkloadFigures",
                                            "%1 tokens/s, %2 TFLOP/s per GPU, MFU %3%, HFU %4%")
                    .arg(locale.toString(p->tokensPerS, 'f', 0),
                         locale.toString(p->modelTflopsPerGpu, 'f', 0), locale.toString(p->mfu * 100, 'f', 1),
                         locale.toString(p->hfu * 100, 'f', 1)));
            const ClusterHardware& hw = plan.hardware;
            add(QStringLiteral("hardware"), QCoreApplication::translate("WorkloadFigures", "Node and fabric"),
                QCoreApplication::translate("WorkloadFigures",
                                            "%1 GPUs per node at %2 GB/s; %3 GB/s per GPU to the fabric, "
                                            "%4:1 above the leaves")
                    .arg(hw.gpusPerNode)
                    .arg(locale.toString(hw.intraNodeGbs(), 'f', 0), locale.toString(hw.nicGbsPerGpu, 'f', 0),
                         locale.toString(hw.oversubscription, 'g', 3)));
            if (hw.powerCapW > 0)
                add(QStringLiteral("power-cap"),
                    QCoreApplication::translate("WorkloadFigures", "Power limit"),
                    QCoreApplication::translate(
                        "WorkloadFigures", "%1 W of %2 W rated: compute at %3% of its rated speed (estimate)")
                        .arg(locale.toString(hw.powerCapW, 'f', 0), locale.toString(hw.ratedPowerW, 'f', 0),
                             locale.toString(hw.capThroughput * 100, 'f', 1)));
            if (plan.costPerMillionTokens > 0 || plan.energyKwhPerMillionTokens > 0)
                add(QStringLiteral("per-million-tokens"),
                    QCoreApplication::translate("WorkloadFigures", "Per million tokens"),
                    QCoreApplication::translate("WorkloadFigures", "%1 kWh, %2 cost of ownership")
                        .arg(locale.toString(plan.energyKwhPerMillionTokens, 'f', 2),
                             formatMoney(plan.costPerMillionTokens, plan.currency)));
        }
        if (plan.compute && plan.compute->seconds > 0) {
            add(QStringLiteral("flops"), QCoreApplication::translate("WorkloadFigures", "Training compute"),
                QCoreApplication::translate("WorkloadFigures", "%1 FLOPs (%2)")
                    .arg(locale.toString(plan.compute->flops, 'g', 3),
                         plan.compute->formula == FlopsFormula::Megatron
                             ? QCoreApplication::translate("WorkloadFigures", "Megatron count")
                             : QCoreApplication::translate("WorkloadFigures", "6 × parameters × tokens")));
            // At the effective training time ratio where it is known (docs/reliability.md).
            const QString days = locale.toString(plan.days(), 'f', 1);
            const QString peak = locale.toString(plan.compute->peakTflops, 'f', 0);
            add(QStringLiteral("days"), QCoreApplication::translate("WorkloadFigures", "Time"),
                workload.mfu ? QCoreApplication::translate("WorkloadFigures",
                                                           "%1 days at a typed %2% MFU of %3 TFLOPS")
                                   .arg(days, locale.toString(*workload.mfu * 100, 'f', 0), peak)
                : plan.performance
                    ? (plan.goodput && plan.goodput->known()
                           ? QCoreApplication::translate("WorkloadFigures",
                                                         "%1 days at the predicted speed and %2% effective "
                                                         "training time (%3 without failures)")
                                 .arg(days, locale.toString(plan.goodput->ettr() * 100, 'f', 1),
                                      locale.toString(plan.failureFreeDays(), 'f', 1))
                           : QCoreApplication::translate("WorkloadFigures", "%1 days at the predicted speed")
                                 .arg(days))
                    : QCoreApplication::translate(
                          "WorkloadFigures", "%1 days at %2% MFU of %3 TFLOPS (an estimate: no prediction)")
                          .arg(days, locale.toString(plan.compute->mfu * 100, 'f', 0), peak));
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

QString stepTimeSubtitle(const WorkloadPlan& plan) {
    if (!plan.performance)
        return {};
    const QLocale locale;
    const ParallelLayout& l = plan.layout;
    QString layout = QCoreApplication::translate("WorkloadFigures", "data %1 × tensor %2 × pipeline %3")
                         .arg(l.dataParallel)
                         .arg(l.tensorParallel)
                         .arg(l.pipelineParallel);
    if (l.contextParallel > 1)
        layout += QCoreApplication::translate("WorkloadFigures", " × context %1").arg(l.contextParallel);
    return QCoreApplication::translate("WorkloadFigures", "%n GPU(s): %1", nullptr, plan.gpus).arg(layout);
}

QString stepTimeMissing(const Workload& workload, const WorkloadPlan& plan) {
    if (plan.performance)
        return {};
    if (workload.inference)
        return QCoreApplication::translate("WorkloadFigures", "Inference: see the figures for its speed");
    if (plan.gpuPartId.isEmpty())
        return QCoreApplication::translate("WorkloadFigures", "Choose a GPU (or add GPU servers)");
    if (!workloadModel(workload).architecture)
        return QCoreApplication::translate("WorkloadFigures",
                                           "The step time needs the model's shape (a bundled model or a "
                                           "config.json), not its size alone");
    return QCoreApplication::translate("WorkloadFigures", "No prediction: see the notes below");
}
