#include "charts/bandwidthhierarchy.h"

#include "charts/chartseriestext.h"

#include <QCoreApplication>

namespace {

QString gpusText(int n) {
    return n == 1 ? ChartSeries::tr("1 GPU") : ChartSeries::tr("%1 GPUs").arg(n);
}

QString pcieName(int gen, int lanes) {
    return QStringLiteral("PCIe Gen%1 x%2").arg(gen).arg(lanes);
}

} // namespace

QString bandwidthLevelName(BandwidthLevel level) {
    switch (level) {
    case BandwidthLevel::GpuMemory:
        return ChartSeries::tr("GPU memory");
    case BandwidthLevel::GpuLink:
        return ChartSeries::tr("GPU-GPU link");
    case BandwidthLevel::PcieHost:
        return ChartSeries::tr("PCIe host link per GPU");
    case BandwidthLevel::PcieSwitchUplink:
        return ChartSeries::tr("PCIe switch uplink per GPU");
    case BandwidthLevel::NicPerGpu:
        return ChartSeries::tr("NIC per GPU");
    case BandwidthLevel::FabricPerNode:
        return ChartSeries::tr("Inter-node fabric per node");
    }
    return {};
}

BandwidthHierarchy bandwidthHierarchy(const NodeBandwidth& node) {
    BandwidthHierarchy h;
    h.deviceId = node.deviceId;
    h.deviceName = node.deviceName;
    h.gpuModel = node.gpuModel;
    h.gpus = node.gpus;
    if (node.memoryGbs > 0)
        h.bars.append({BandwidthLevel::GpuMemory, node.memoryGbs, node.memoryType,
                       ChartSeries::tr("memory bandwidth of one %1").arg(node.gpuModel)});
    if (node.gpuLinkGbs > 0)
        h.bars.append(
            {BandwidthLevel::GpuLink, node.gpuLinkGbs, node.gpuLinkName,
             node.gpuLinkPairOnly
                 ? ChartSeries::tr(
                       "per direction (%1 GB/s both directions); a bridge joins pairs of cards only")
                       .arg(node.gpuLinkGbs * 2)
                 : ChartSeries::tr("per GPU and direction (%1 GB/s both directions)")
                       .arg(node.gpuLinkGbs * 2)});
    if (node.hostLinkGbs > 0)
        h.bars.append({BandwidthLevel::PcieHost, node.hostLinkGbs,
                       pcieName(node.hostLinkGen, node.hostLinkLanes),
                       ChartSeries::tr("per direction, GPU to its bay")});
    // One bar per distinct share; switches with the same uplink and load are listed together.
    QList<PcieSwitchShare> groups;
    QList<QStringList> groupIds;
    for (const PcieSwitchShare& share : node.switches) {
        qsizetype found = -1;
        for (qsizetype i = 0; i < groups.size(); ++i)
            if (groups[i].pcieGen == share.pcieGen && groups[i].uplinkLanes == share.uplinkLanes &&
                groups[i].gpusBelow == share.gpusBelow)
                found = i;
        if (found < 0) {
            groups.append(share);
            groupIds.append({share.switchId});
        } else {
            groupIds[found].append(share.switchId);
        }
    }
    for (qsizetype i = 0; i < groups.size(); ++i)
        h.bars.append({BandwidthLevel::PcieSwitchUplink, groups[i].perGpuGbs(),
                       pcieName(groups[i].pcieGen, groups[i].uplinkLanes) + QStringLiteral(" / ") +
                           gpusText(groups[i].gpusBelow),
                       ChartSeries::tr("uplink of switch %1 shared by the GPUs below it, per direction")
                           .arg(groupIds[i].join(QStringLiteral(", ")))});
    if (node.fabricGbs > 0) {
        h.bars.append({BandwidthLevel::NicPerGpu, node.nicGbsPerGpu(), node.fabricName,
                       ChartSeries::tr("the node's fabric NICs divided over its GPUs (%1)").arg(node.gpus)});
        h.bars.append(
            {BandwidthLevel::FabricPerNode, node.fabricGbs, node.fabricName,
             ChartSeries::tr(
                 "all fabric NIC ports of the node (1 Gb/s = 0.125 GB/s), each NIC capped by its PCIe "
                 "link")});
    }
    return h;
}

BandwidthHierarchy bandwidthHierarchy(const Design& design, const Budgets& budgets, const PartIndex& parts,
                                      const QString& deviceId) {
    const auto node = nodeBandwidth(design, budgets, parts, deviceId);
    return node ? bandwidthHierarchy(*node) : BandwidthHierarchy{};
}
