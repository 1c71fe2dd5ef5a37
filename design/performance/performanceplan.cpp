#include "performance/performanceplan.h"

#include "analysis/budgets.h"
#include "cost/tco.h"
#include "model/design.h"
#include "model/units.h"
#include "parts/partindex.h"
#include "performance/collectivenetwork.h"
#include "performance/nodebandwidth.h"
#include "performance/powercurve.h"
#include "workload/designgpus.h"

#include <algorithm>

ClusterHardware clusterHardware(const Part& gpuPart, double peakTflops, double peak16Tflops, bool fp8,
                                const HardwareOptions& options, const Design* design, const Budgets* budgets,
                                const PartIndex& parts) {
    ClusterHardware hw;
    const GpuSpec& gpu = *gpuPart.gpu();
    const int perCard = std::max(1, gpu.gpusPerCard);
    hw.gpuModel = gpuPart.displayName();
    hw.gpuPartId = gpuPart.id;
    hw.kernels = kernelFigures(gpuPart.id);
    hw.ratedPowerW = gpuPart.maxPowerW / perCard;
    double cap = options.powerCapsW.value(gpuPart.id, 0);
    if (cap <= 0 && design)
        cap = design->settings.gpuPowerCapsW.value(gpuPart.id, 0);
    hw.powerCapW = cap > 0 && hw.ratedPowerW > 0 ? std::min(cap / perCard, hw.ratedPowerW) : 0;
    hw.capThroughput = powerCappedThroughput(hw.kernels, fp8, hw.powerCapW, hw.ratedPowerW);
    hw.peakTflops = peakTflops * hw.capThroughput;
    hw.peak16Tflops = peak16Tflops * powerCappedThroughput(hw.kernels, false, hw.powerCapW, hw.ratedPowerW);
    hw.hbmGbs = gpu.memoryBandwidthGbs / perCard;
    hw.memoryGb = gpu.memoryGb / perCard;
    const bool card = gpu.formFactor == QLatin1String("pcie");
    hw.gpusPerNode = options.gpusPerNode > 0 ? options.gpusPerNode : card ? 4 : 8;
    // A bridge joins pairs of cards only: the node's other GPUs talk over PCIe.
    hw.scaleUpGbs = card ? 0 : gpu.gpuLinkGbs / 2;
    if (gpu.hostLink.gen > 0 && gpu.hostLink.lanes > 0)
        hw.hostLinkGbs = Units::pcieGbsPerDirection(gpu.hostLink.gen, gpu.hostLink.lanes) / perCard;
    hw.nicGbsPerGpu = options.nicGbps / 8;
    hw.oversubscription = std::max(1.0, options.oversubscription);
    if (!design || !budgets)
        return hw;

    const QString deviceId = firstGpuDeviceId(*budgets);
    if (const auto node = nodeBandwidth(*design, *budgets, parts, deviceId); node && node->gpus > 0) {
        hw.gpusPerNode = node->gpus;
        hw.scaleUpGbs = node->gpuLinkPairOnly ? 0 : node->gpuLinkGbs;
        if (node->hostLinkGbs > 0)
            hw.hostLinkGbs = node->hostLinkGbs;
        hw.nicGbsPerGpu = node->nicGbsPerGpu();
        if (const auto network = collectiveNetwork(*design, parts, deviceId)) {
            hw.nicGbsPerGpu = network->perNodeGbs() / node->gpus;
            hw.oversubscription = std::max(1.0, network->oversubscription);
            hw.nodesPerLeaf = network->nodesPerLeaf;
        }
    }
    const qint64 gpus = designGpus(*design, parts).count;
    if (gpus > 0) {
        // The design's typical power already holds the capped GPUs (its settings' caps); a cap given only
        // to the plan takes the GPU's difference off.
        hw.powerWPerGpu = budgets->totals.typicalPowerW / double(gpus);
        if (options.powerCapsW.contains(gpuPart.id) && !design->settings.gpuPowerCapsW.contains(gpuPart.id))
            hw.powerWPerGpu -= std::max(0.0, hw.ratedPowerW - cappedPowerW(hw.powerCapW, hw.ratedPowerW));
        hw.pue = design->settings.pue;
        hw.currency = design->settings.currency;
        const Tco tco = TcoModel::compute(TcoModel::inputsOf(*design, *budgets, parts));
        hw.costPerGpuHour = tco.costPerGpuHour;
    }
    return hw;
}

double energyKwhPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS) {
    if (tokensPerS <= 0 || hardware.powerWPerGpu <= 0)
        return 0;
    const double hours = 1e6 / tokensPerS / 3600;
    return hardware.powerWPerGpu * gpus / 1000 * hours * hardware.pue;
}

double costPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS) {
    if (tokensPerS <= 0 || hardware.costPerGpuHour <= 0)
        return 0;
    return hardware.costPerGpuHour * gpus * 1e6 / tokensPerS / 3600;
}
