#include "performance/performanceplan.h"

#include "analysis/budgets.h"
#include "cost/tco.h"
#include "model/design.h"
#include "model/units.h"
#include "parts/partindex.h"
#include "performance/collectivenetwork.h"
#include "performance/nodebandwidth.h"
#include "workload/designgpus.h"

#include <algorithm>

ClusterHardware clusterHardware(const GpuSpec& gpu, const QString& gpuModel, double peakTflops,
                                double peak16Tflops, const HardwareOptions& options, const Design* design,
                                const Budgets* budgets, const PartIndex& parts) {
    ClusterHardware hw;
    const int perCard = std::max(1, gpu.gpusPerCard);
    hw.gpuModel = gpuModel;
    hw.peakTflops = peakTflops;
    hw.peak16Tflops = peak16Tflops;
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
        hw.powerWPerGpu = budgets->totals.typicalPowerW / double(gpus);
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
