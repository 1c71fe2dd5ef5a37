#include "cli/planprint.h"

#include "cli/consoleoutput.h"
#include "cli/goodputoptions.h"
#include "cli/plancommand.h"
#include "performance/softwarestack.h"
#include "plan/runcalibration.h"
#include "workload/workloadtext.h"

#include <QLocale>

void printWorkloadPlan(const WorkloadRequest& request, const WorkloadPlan& plan) {
    const QLocale locale;
    const auto gb = [&](double bytes) { return locale.toString(bytes / 1e9, 'f', 1); };
    printOut(PlanCommand::tr("Model: %1, %2 B parameters (%3 B active)")
                 .arg(request.model.name, locale.toString(request.model.parameters / 1e9, 'f', 2),
                      locale.toString(request.model.activeParameters / 1e9, 'f', 2)));
    if (!request.model.source.isEmpty())
        printOut(PlanCommand::tr("  source: %1").arg(request.model.source));
    const QString gpu = plan.gpuModel.isEmpty() ? PlanCommand::tr("GPUs") : plan.gpuModel;
    const MemoryBreakdown& m = plan.memory;
    if (request.inference) {
        printOut(PlanCommand::tr("Inference on %1 x %2: %3 weights, batch %4, context %5 tokens")
                     .arg(request.serving.gpus)
                     .arg(gpu, weightPrecisionName(request.serving.weights))
                     .arg(request.serving.batch)
                     .arg(request.serving.context));
        printOut(PlanCommand::tr("  per GPU: weights %1 GB, KV cache %2 GB (%3 bytes a token), total %4 GB")
                     .arg(gb(m.parameters), gb(m.kvCache),
                          locale.toString(plan.serving.kvBytesPerToken, 'f', 0), gb(m.total())));
        if (plan.chosenFit)
            printOut(PlanCommand::tr(
                         "  largest batch at this context: %1; longest context at this batch: %2 tokens")
                         .arg(plan.serving.maxBatch)
                         .arg(plan.serving.maxContext));
        if (plan.serving.decodeTokensPerS > 0)
            printOut(PlanCommand::tr("  upper bounds: decode %1 tokens/s for the batch (memory bandwidth), "
                                     "prefill %2 tokens/s (compute)")
                         .arg(locale.toString(plan.serving.decodeTokensPerS, 'f', 0),
                              locale.toString(plan.serving.prefillTokensPerS, 'f', 0)));
        if (plan.replicas > 1)
            printOut(
                PlanCommand::tr("  %1 GPUs hold %2 copies of the model: up to %3 tokens/s decoded in all")
                    .arg(plan.gpus)
                    .arg(plan.replicas)
                    .arg(locale.toString(plan.serving.decodeTokensPerS * plan.replicas, 'f', 0)));
    } else {
        const ParallelLayout& l = plan.layout;
        printOut(PlanCommand::tr("Training on %1 x %2: %3, %4, ZeRO-%5, dp %6 x tp %7 x pp %8, sequence %9")
                     .arg(plan.gpus)
                     .arg(gpu, precisionName(request.training.precision),
                          optimizerName(request.training.optimizer))
                     .arg(l.zeroStage)
                     .arg(l.dataParallel)
                     .arg(l.tensorParallel)
                     .arg(l.pipelineParallel)
                     .arg(request.training.sequenceLength));
        printOut(PlanCommand::tr("  software stack: %1 (%2)")
                     .arg(softwareStackName(request.training.stack),
                          softwareStackDescription(request.training.stack)));
        printOut(
            PlanCommand::tr("  per GPU: parameters %1 GB, gradients %2 GB, optimizer %3 GB, activations %4, "
                            "total %5 GB")
                .arg(gb(m.parameters), gb(m.gradients), gb(m.optimizer),
                     m.activationsKnown ? PlanCommand::tr("%1 GB").arg(gb(m.activations))
                                        : PlanCommand::tr("unknown (no architecture)"),
                     gb(m.total())));
    }
    if (plan.chosenFit)
        printOut(plan.chosenFit->fits
                     ? PlanCommand::tr("  fits %1 (%2 GB): %3 GB to spare after the reserve")
                           .arg(plan.chosenFit->model, locale.toString(plan.chosenFit->memoryGb),
                                locale.toString(plan.chosenFit->headroomGb, 'f', 1))
                     : PlanCommand::tr("  does not fit %1 (%2 GB): %3 GB short")
                           .arg(plan.chosenFit->model, locale.toString(plan.chosenFit->memoryGb),
                                locale.toString(-plan.chosenFit->headroomGb, 'f', 1)));
    if (plan.smallestLayout)
        printOut(PlanCommand::tr("  smallest layout that fits: tp %1 x pp %2 (dp %3)")
                     .arg(plan.smallestLayout->tensorParallel)
                     .arg(plan.smallestLayout->pipelineParallel)
                     .arg(plan.smallestLayout->dataParallel));
    else if (plan.chosenFit && !request.inference)
        printOut(PlanCommand::tr("  no tensor x pipeline layout of these GPUs fits"));
    if (plan.compute && plan.compute->seconds > 0) {
        printOut(PlanCommand::tr("Compute: %1 FLOPs (%2); %3 days at %4% MFU of %5 TFLOPS; %6 GPU-hours")
                     .arg(locale.toString(plan.compute->flops, 'g', 3),
                          plan.compute->formula == FlopsFormula::Megatron
                              ? PlanCommand::tr("Megatron count")
                              : PlanCommand::tr("6 x parameters x tokens"),
                          locale.toString(plan.compute->days(), 'f', 1),
                          locale.toString(plan.compute->mfu * 100, 'f', 0),
                          locale.toString(plan.compute->peakTflops, 'f', 0),
                          locale.toString(plan.compute->gpuHours(), 'f', 0)));
        if (plan.energyKwh > 0)
            printOut(PlanCommand::tr("  energy %1 kWh at the design's typical power and PUE, %2 %3")
                         .arg(locale.toString(plan.energyKwh, 'f', 0),
                              locale.toString(plan.energyCost, 'f', 0), plan.currency));
    }
    if (plan.hardware.powerCapW > 0)
        printOut(
            PlanCommand::tr("  %1 capped at %2 W (rated %3 W): compute at %4% of its rated speed (estimate)")
                .arg(plan.gpuModel, locale.toString(plan.hardware.powerCapW, 'f', 0),
                     locale.toString(plan.hardware.ratedPowerW, 'f', 0),
                     locale.toString(plan.hardware.capThroughput * 100, 'f', 1)));
    if (plan.performance) {
        const TrainingPerformance& p = *plan.performance;
        if (plan.calibration)
            printOut(PlanCommand::tr("  %1").arg(calibrationNote(*plan.calibration)));
        const StepBreakdown& b = p.breakdown;
        const auto sec = [&](double s) { return locale.toString(s, 'f', 3); };
        printOut(PlanCommand::tr("Predicted step: %1 s (%2 micro-batches, %3 sequences): %4 tokens/s, %5 "
                                 "TFLOP/s per GPU, MFU %6%, HFU %7%")
                     .arg(locale.toString(p.stepTimeS, 'f', 3))
                     .arg(p.microBatches)
                     .arg(p.globalBatch)
                     .arg(locale.toString(p.tokensPerS, 'f', 0), locale.toString(p.modelTflopsPerGpu, 'f', 0),
                          locale.toString(p.mfu * 100, 'f', 1), locale.toString(p.hfu * 100, 'f', 1)));
        printOut(PlanCommand::tr("  compute %1 s, tensor parallel %2 s, pipeline bubble %3 s, pipeline sends "
                                 "%4 s, data parallel (exposed) %5 s, context parallel %6 s, expert parallel "
                                 "%7 s, optimizer %8 s")
                     .arg(sec(b.computeS), sec(b.tpCommS), sec(b.ppBubbleS), sec(b.ppCommS), sec(b.dpCommS),
                          sec(b.cpCommS), sec(b.epCommS), sec(b.optimizerS)));
        if (plan.energyKwhPerMillionTokens > 0)
            printOut(PlanCommand::tr("  per million tokens: %1 kWh, %2 %3 cost of ownership")
                         .arg(locale.toString(plan.energyKwhPerMillionTokens, 'f', 2),
                              locale.toString(plan.costPerMillionTokens, 'f', 2), plan.currency));
    }
    if (plan.servingPerformance) {
        const InferencePerformance& p = *plan.servingPerformance;
        printOut(PlanCommand::tr("Predicted per replica: first token %1 ms, prefill %2 tokens/s, decode %3 "
                                 "tokens/s for the batch, %4 tokens/s per GPU end to end")
                     .arg(locale.toString(p.timeToFirstTokenS * 1e3, 'f', 1),
                          locale.toString(p.prefillTokensPerS, 'f', 0),
                          locale.toString(p.decodeTokensPerS, 'f', 0),
                          locale.toString(p.tokensPerSPerGpu, 'f', 0)));
        printOut(PlanCommand::tr("  in-flight batching: %1 requests running give %2 output tokens/s; the KV "
                                 "cache holds %3 requests in pages: %4 output tokens/s at that batch")
                     .arg(request.serving.batch)
                     .arg(locale.toString(p.outputTokensPerS, 'f', 0))
                     .arg(p.largestBatch)
                     .arg(locale.toString(p.peakOutputTokensPerS, 'f', 0)));
    }
    QStringList fitting;
    for (const GpuFit& fit : plan.fits)
        if (fit.fits)
            fitting << QStringLiteral("%1 (%2 GB)").arg(fit.model, locale.toString(fit.memoryGb));
    printOut(fitting.isEmpty() ? PlanCommand::tr("No catalog GPU holds this per-GPU need")
                               : PlanCommand::tr("Fits on: %1").arg(fitting.join(QStringLiteral(", "))));
    if (plan.goodput)
        GoodputOptions::print(*plan.goodput, plan.failureFreeDays(), plan.days());
    for (const QString& problem : plan.problems)
        printOut(PlanCommand::tr("Note: %1").arg(problem));
}
