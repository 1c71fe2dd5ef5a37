#include "plan/workloadplan.h"

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"
#include "reliability/jobparts.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace {

TrainingSetup setupWithLayout(TrainingSetup setup, const ParallelLayout& layout) {
    setup.layout = layout;
    return setup;
}

} // namespace

WorkloadPlan planWorkload(const WorkloadRequest& request, const PartIndex& parts, const Design* design,
                          const Budgets* budgets) {
    WorkloadPlan plan;
    const DesignGpus inDesign = design ? designGpus(*design, parts) : DesignGpus{};
    plan.gpuPartId = request.gpuPartId.isEmpty() ? inDesign.partId : request.gpuPartId;
    const Part* gpuPart = parts.find(plan.gpuPartId);
    const GpuSpec* gpu = gpuPart ? gpuPart->gpu() : nullptr;
    if (!plan.gpuPartId.isEmpty() && !gpu) {
        plan.problems
            << QCoreApplication::translate("Workload", "%1 is not a GPU of the catalog").arg(plan.gpuPartId);
        plan.gpuPartId.clear();
    }
    if (gpu) {
        plan.gpuModel = gpuPart->displayName();
        plan.gpuMemoryGb = gpu->memoryGb / std::max(1, gpu->gpusPerCard);
    }

    ParallelLayout layout = request.training.layout;
    const int modelParallel =
        std::max(1, layout.tensorParallel * layout.pipelineParallel * std::max(1, layout.contextParallel));
    // The design's GPUs less its hot-spare nodes' (docs/reliability.md, "Spares").
    const int spareGpus =
        request.gpus <= 0 && inDesign.count > 0 && !request.inference
            ? int(std::lround(request.goodput.spareNodes * gpusPerDesignNode(*design, parts)))
            : 0;
    plan.gpus = request.gpus > 0     ? request.gpus
                : inDesign.count > 0 ? std::max(0, int(inDesign.count) - spareGpus)
                                     : layout.gpus();
    if (!request.inference) {
        if (plan.gpus % modelParallel != 0)
            plan.problems << QCoreApplication::translate(
                                 "Workload", "%1 GPUs do not divide into tensor x pipeline groups of %2")
                                 .arg(plan.gpus)
                                 .arg(modelParallel);
        layout.dataParallel = std::max(1, plan.gpus / modelParallel);
    }
    plan.layout = layout;

    if (gpu) {
        const bool fp8 = request.inference ? request.serving.weights == WeightPrecision::Fp8
                                           : request.training.precision == TrainingPrecision::Fp8;
        plan.hardware =
            clusterHardware(*gpuPart,
                            request.inference ? inferencePeakTflops(*gpu, request.serving.weights)
                                              : trainingPeakTflops(*gpu, request.training.precision),
                            trainingPeakTflops(*gpu, TrainingPrecision::Mixed16), fp8, request.hardware,
                            design, budgets, parts);
    }
    // Tensor parallel all-reduces in every layer: beyond the node's GPUs they cross the network.
    plan.tensorSpansNodes = !request.inference && gpu && layout.tensorParallel > plan.hardware.gpusPerNode;
    if (plan.tensorSpansNodes)
        plan.problems << QCoreApplication::translate(
                             "Workload",
                             "tensor parallel %1 spans nodes of %Ln GPU(s): its all-reduces in every "
                             "layer cross the network; keep it within a node and split across "
                             "nodes by pipeline or data parallel",
                             nullptr, plan.hardware.gpusPerNode)
                             .arg(layout.tensorParallel);
    const std::optional<ModelArchitecture>& shape = request.model.architecture;
    if (request.inference) {
        const double bandwidth = gpu ? gpu->memoryBandwidthGbs / std::max(1, gpu->gpusPerCard) : 0;
        const double peak = gpu ? inferencePeakTflops(*gpu, request.serving.weights) : 0;
        plan.serving = inferenceEstimate(request.model, request.serving, plan.gpuMemoryGb, bandwidth, peak,
                                         request.reserveFraction);
        plan.replicas = std::max(1, plan.gpus / std::max(1, request.serving.gpus));
        plan.memory.parameters = plan.serving.weightBytes;
        plan.memory.kvCache = plan.serving.kvCacheBytes;
        plan.memory.activationsKnown = plan.serving.kvKnown;
        if (gpu && shape) {
            const int input =
                request.inputTokens > 0 ? request.inputTokens : std::max(1, request.serving.context / 2);
            const int output = std::max(1, request.serving.context - input);
            // The KV cache the replica's memory holds once the weights are in (per GPU: its share of a
            // token).
            const double usable =
                plan.gpuMemoryGb * 1e9 * (1 - request.reserveFraction) - plan.serving.weightBytes;
            const double perToken = plan.serving.kvBytesPerToken / std::max(1, request.serving.gpus);
            const double capacity = usable > 0 && perToken > 0 ? usable / perToken : 0;
            plan.servingPerformance =
                predictInference(*shape, request.serving, input, output, plan.hardware, capacity);
            plan.problems << plan.servingPerformance->problems;
            if (!plan.servingPerformance->valid)
                plan.servingPerformance.reset();
        }
        if (!plan.serving.kvKnown)
            plan.problems << QCoreApplication::translate(
                "Workload",
                "the KV cache is left out: it needs the model's shape (a config.json or a preset)");
    } else {
        TrainingSetup setup = request.training;
        setup.layout = layout;
        plan.memory = trainingMemory(request.model, setup);
        if (!plan.memory.activationsKnown)
            plan.problems << QCoreApplication::translate(
                "Workload",
                "activations are left out: they need the model's shape (a config.json or a preset)");
    }
    plan.fits = gpuFits(plan.memory.total(), parts, request.reserveFraction);
    if (gpu) {
        plan.chosenFit = fitOnGpu(plan.memory.total(), plan.gpuPartId, plan.gpuModel, plan.gpuMemoryGb,
                                  request.reserveFraction);
        if (!request.inference)
            plan.smallestLayout = smallestLayout(request.model, request.training, plan.gpus, plan.gpuMemoryGb,
                                                 plan.hardware.gpusPerNode, request.reserveFraction);
    }

    if (!request.inference && gpu && shape) {
        const TrainingStack stack = trainingStack(request.training.stack);
        double factor = 1;
        for (const RunCalibration& c : request.calibrations)
            if (c.stack == request.training.stack && c.gpuPartId == plan.gpuPartId && c.factor > 0) {
                plan.calibration = c;
                factor = c.factor;
            }
        plan.performance = predictTraining(*shape, setupWithLayout(request.training, layout), plan.gpus,
                                           plan.hardware, stack, factor);
        plan.problems << plan.performance->problems;
        if (!plan.performance->valid) {
            plan.performance.reset();
        } else {
            if (request.withFabricVariants)
                plan.fabricVariants = fabricVariantSteps(*shape, setupWithLayout(request.training, layout),
                                                         plan.gpus, plan.hardware, stack, factor);
            plan.energyKwhPerMillionTokens =
                energyKwhPerMillionTokens(plan.hardware, plan.gpus, plan.performance->tokensPerS);
            plan.costPerMillionTokens =
                costPerMillionTokens(plan.hardware, plan.gpus, plan.performance->tokensPerS);
            plan.currency = plan.hardware.currency;
        }
    }
    if (!request.inference && request.tokens > 0) {
        const double peak = gpu ? trainingPeakTflops(*gpu, request.training.precision) : 0;
        if (!gpu)
            plan.problems << QCoreApplication::translate(
                "Workload", "no GPU chosen: the training time needs one (--gpu PART or a design with GPUs)");
        else if (peak <= 0)
            plan.problems << QCoreApplication::translate(
                                 "Workload", "%1 has no TFLOPS figure for this precision in the catalog")
                                 .arg(plan.gpuModel);
        // The predicted speed, as the utilisation of the FLOPs counted with recomputation (HFU), unless an
        // MFU is typed.
        const bool predicted = plan.performance && !request.mfuOverride && peak > 0;
        plan.compute = trainingCompute(
            request.model, request.tokens, request.training.sequenceLength, request.training.recompute,
            plan.gpus, peak, predicted ? plan.performance->hardwareTflopsPerGpu / peak : request.mfu);
        if (design && budgets && inDesign.count > 0 && plan.compute->seconds > 0) {
            const double share = std::min(1.0, double(plan.gpus) / double(inDesign.count));
            const double hours = plan.compute->seconds / 3600;
            plan.energyKwh = budgets->totals.typicalPowerW / 1000 * share * hours * design->settings.pue;
            plan.energyCost = plan.energyKwh * design->settings.electricityPricePerKwh;
            plan.currency = design->settings.currency;
        }
    }
    if (!request.inference && request.withGoodput && plan.gpus > 0) {
        GoodputRequest goodput;
        goodput.settings = request.goodput;
        goodput.model = request.model;
        goodput.training = setupWithLayout(request.training, layout);
        goodput.jobGpus = plan.gpus;
        goodput.stepS = plan.performance ? plan.performance->stepTimeS : 0;
        goodput.hostLinkGbs = plan.hardware.hostLinkGbs;
        goodput.tokensPerS = plan.performance ? plan.performance->tokensPerS
                             : plan.compute && plan.compute->seconds > 0
                                 ? request.tokens / plan.compute->seconds
                                 : 0;
        plan.goodput = planGoodput(goodput, design, parts, budgets);
    }
    return plan;
}

double WorkloadPlan::days() const {
    const double free = failureFreeDays();
    return goodput && goodput->known() && goodput->ettr() > 0 ? free / goodput->ettr() : free;
}
