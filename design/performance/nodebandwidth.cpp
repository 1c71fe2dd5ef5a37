#include "performance/nodebandwidth.h"

#include "model/units.h"

#include <QLocale>

namespace {

constexpr double kGbsPerGbps = 0.125; // 1 Gb/s = 0.125 GB/s

struct NicCount {
    const Part* part = nullptr;
    int qty = 0;
    int bayGen = 0;   // 0: not limited by a bay
    int bayLanes = 0; // 0: not limited by a bay
};

int narrower(int a, int b) {
    if (a <= 0)
        return b;
    if (b <= 0)
        return a;
    return qMin(a, b);
}

double nicGbs(const NicCount& nic, const QString& protocol) {
    double portsGbs = 0;
    for (const PortGroup& group : nic.part->nic()->ports)
        if (group.protocol == protocol)
            portsGbs += group.count * group.speedGbps * kGbsPerGbps;
    const PcieLink& link = nic.part->nic()->link;
    const int gen = narrower(link.gen, nic.bayGen);
    const int lanes = narrower(link.lanes, nic.bayLanes);
    const double pcieGbs = gen > 0 && lanes > 0 ? Units::pcieGbsPerDirection(gen, lanes) : portsGbs;
    return qMin(portsGbs, pcieGbs);
}

void addFabric(NodeBandwidth& node, const QList<NicCount>& nics) {
    bool hasInfiniband = false;
    for (const NicCount& nic : nics)
        for (const PortGroup& group : nic.part->nic()->ports)
            hasInfiniband = hasInfiniband || group.protocol == QLatin1String("infiniband");
    node.fabricProtocol = nics.isEmpty()  ? QString()
                          : hasInfiniband ? QStringLiteral("infiniband")
                                          : QStringLiteral("ethernet");
    QMap<double, int> portsBySpeed;
    for (const NicCount& nic : nics) {
        node.fabricGbs += nic.qty * nicGbs(nic, node.fabricProtocol);
        for (const PortGroup& group : nic.part->nic()->ports)
            if (group.protocol == node.fabricProtocol)
                portsBySpeed[group.speedGbps] += group.count * nic.qty;
    }
    QStringList parts;
    for (auto it = portsBySpeed.cbegin(); it != portsBySpeed.cend(); ++it)
        parts.append(QStringLiteral("%1 \u00d7 %2 Gb/s").arg(it.value()).arg(QLocale().toString(it.key())));
    if (!parts.isEmpty())
        node.fabricName = (hasInfiniband ? QStringLiteral("InfiniBand ") : QStringLiteral("Ethernet ")) +
                          parts.join(QStringLiteral(" + "));
}

void setGpu(NodeBandwidth& node, const Part& part, int bayGen, int bayLanes) {
    const GpuSpec& gpu = *part.gpu();
    const int perCard = qMax(1, gpu.gpusPerCard);
    if (node.gpuPartId.isEmpty()) {
        node.gpuPartId = part.id;
        node.gpuModel = part.displayName();
        node.gpuVendor = part.vendor;
        node.memoryGbs = gpu.memoryBandwidthGbs / perCard;
        node.memoryType = gpu.memoryType;
        node.gpuLinkGbs = gpu.gpuLinkGbs / 2.0;
        node.gpuLinkName = gpu.gpuLinkGbs > 0 ? gpu.gpuLinkName : QString();
        node.gpuLinkPairOnly = gpu.gpuLinkName.contains(QLatin1String("bridge"), Qt::CaseInsensitive);
        node.hostLinkGen = narrower(gpu.hostLink.gen, bayGen);
        node.hostLinkLanes = narrower(gpu.hostLink.lanes, bayLanes);
        node.hostLinkGbs = Units::pcieGbsPerDirection(node.hostLinkGen, node.hostLinkLanes) / perCard;
    } else if (node.gpuPartId != part.id) {
        node.mixedGpus = true;
    }
}

} // namespace

double NodeBandwidth::intraNodeBusGbs(int ranks) const {
    if (gpuLinkGbs > 0 && (!gpuLinkPairOnly || ranks <= 2))
        return gpuLinkGbs;
    return hostLinkGbs;
}

double NodeBandwidth::interNodeBusGbs() const {
    const double inside = intraNodeBusGbs(gpus);
    return inside > 0 ? qMin(fabricGbs, inside) : fabricGbs;
}

QStringList gpuDeviceIds(const Budgets& budgets) {
    QStringList ids;
    for (const RackBudget& rack : budgets.racks)
        for (const DeviceBudget& device : rack.devices)
            if (device.gpus > 0)
                ids.append(device.id);
    return ids;
}

QString firstGpuDeviceId(const Budgets& budgets) {
    const QStringList ids = gpuDeviceIds(budgets);
    return ids.isEmpty() ? QString() : ids.first();
}

std::optional<NodeBandwidth> nodeBandwidth(const Design& design, const Budgets& budgets,
                                           const PartIndex& parts, const QString& deviceId) {
    const DeviceBudget* budget = budgets.device(deviceId);
    const Device* device = design.device(deviceId);
    const Part* devicePart = device ? parts.find(device->partId) : nullptr;
    if (!budget || !device || !devicePart || budget->gpus <= 0)
        return std::nullopt;
    NodeBandwidth node;
    node.deviceId = deviceId;
    node.deviceName = device->name.isEmpty() ? devicePart->model : device->name;
    QList<NicCount> nics;
    if (const SystemSpec* system = devicePart->system()) {
        for (const SystemContent& content : system->contents) {
            const Part* part = parts.find(content.partId);
            if (!part)
                continue;
            if (part->gpu()) {
                setGpu(node, *part, 0, 0);
                node.gpus += content.qty * qMax(1, part->gpu()->gpusPerCard);
            } else if (part->nic()) {
                nics.append(NicCount{part, content.qty, 0, 0});
            }
        }
    } else {
        QMap<QString, int> gpusBySwitch;
        for (const BaySlot& bay : budget->bays()) {
            const Part* part = bay.partId.isEmpty() ? nullptr : parts.find(bay.partId);
            if (!part)
                continue;
            if (part->gpu()) {
                setGpu(node, *part, bay.pcieGen, bay.lanes);
                const int count = qMax(1, part->gpu()->gpusPerCard);
                node.gpus += count;
                if (!bay.switchId.isEmpty())
                    gpusBySwitch[bay.switchId] += count;
            } else if (part->nic()) {
                nics.append(NicCount{part, 1, bay.pcieGen, bay.lanes});
            }
        }
        for (const PcieSwitchLoad& load : budget->pcieSwitches) {
            const int below = gpusBySwitch.value(load.id);
            if (below > 0)
                node.switches.append(
                    PcieSwitchShare{load.id, load.pcieGen, load.uplinkLanes, below,
                                    Units::pcieGbsPerDirection(load.pcieGen, load.uplinkLanes)});
        }
    }
    if (node.gpus <= 0)
        return std::nullopt;
    addFabric(node, nics);
    return node;
}
