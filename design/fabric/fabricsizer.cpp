#include "fabric/fabricsizer.h"

#include "parts/partindex.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>

namespace {

// Ports of `protocol` on one NIC part.
int nicPorts(const Part* part, const QString& protocol, double* speedGbps) {
    if (!part || !part->nic())
        return 0;
    int ports = 0;
    for (const PortGroup& group : part->nic()->ports)
        if (group.speaks(protocol)) {
            ports += group.count;
            *speedGbps = std::max(*speedGbps, group.speedGbps);
        }
    return ports;
}

// The cages of `qty` NIC parts' ports of `protocol`, as the NIC has them.
void addNicCages(QList<FabricCage>* cages, const Part* part, const QString& protocol, int qty,
                 int skipPorts) {
    if (!part || !part->nic())
        return;
    for (int n = 0; n < qty; ++n)
        for (const PortGroup& group : part->nic()->ports)
            if (group.speaks(protocol))
                for (int c = 0; c < group.count / group.portsPerCage; ++c) {
                    if (skipPorts >= group.portsPerCage) { // brought out by the system's own cages
                        skipPorts -= group.portsPerCage;
                        continue;
                    }
                    cages->append(
                        FabricCage{group.portsPerCage - skipPorts, group.cage, group.moduleId, {}, 0});
                    skipPorts = 0;
                }
}

} // namespace

FabricSizeInput fabricSizeInput(const Fabric& fabric, const QList<FabricHost>& hosts, int radix) {
    FabricSizeInput in;
    in.nodes = hosts.size();
    in.rails = 1;
    for (const FabricHost& host : hosts)
        in.rails = std::max(in.rails, host.ports);
    in.radix = radix;
    in.blocking = fabric.blocking;
    in.railOptimized = fabric.topology == QLatin1String("rail-optimized");
    if (!in.railOptimized && fabric.placement == QLatin1String("top-of-rack")) {
        QHash<int, int> perRack; // host ports by rack
        for (const FabricHost& host : hosts)
            in.hostsPerLeaf = std::max(in.hostsPerLeaf, perRack[host.rackIndex] += host.ports);
    }
    return in;
}

QList<FabricHost> fabricHostsOfRack(const Rack& rack, int r, const PartIndex& parts, const Fabric& fabric) {
    QList<FabricHost> hosts;
    const bool management = fabric.role == QLatin1String("management");
    for (int d = 0; d < rack.devices.size(); ++d) {
        const Device& device = rack.devices[d];
        FabricHost host{device.id, rack.id, r, d, 0, 0, {}};
        if (management) { // the out-of-band network: one 1 GbE BMC port per server or system
            const Part* part = parts.find(device.partId);
            if (part && (part->kind == PartKind::Server || part->kind == PartKind::System))
                hosts.append(FabricHost{device.id, rack.id, r, d, 1, 1, {}});
            continue;
        }
        for (const Component& c : device.components)
            if (fabric.nicPartIds.contains(c.partId)) {
                const Part* nic = parts.find(c.partId);
                host.ports += c.qty * nicPorts(nic, fabric.technology, &host.speedGbps);
                addNicCages(&host.cages, nic, fabric.technology, c.qty, 0);
            }
        if (const Part* part = parts.find(device.partId); part && part->system())
            for (const SystemContent& c : part->system()->contents)
                if (fabric.nicPartIds.contains(c.partId)) {
                    const Part* nic = parts.find(c.partId);
                    const int ports = c.qty * nicPorts(nic, fabric.technology, &host.speedGbps);
                    host.ports += ports;
                    // The system's rear cages for this NIC first (a DGX H100's four twin-port OSFP),
                    // then any ports they do not bring out in the NIC's own cages.
                    int caged = 0;
                    for (const SystemCages& s : part->system()->cages)
                        if (s.nicPartId == c.partId)
                            for (int k = 0; k < s.count && caged < ports; ++k) {
                                const int links = std::min(s.portsPerCage, ports - caged);
                                host.cages.append(FabricCage{links, s.cage, s.moduleId, {}, 0});
                                caged += links;
                            }
                    addNicCages(&host.cages, nic, fabric.technology, c.qty, caged);
                }
        if (host.ports > 0)
            hosts.append(host);
    }
    return hosts;
}

QList<FabricHost> fabricHosts(const Design& design, const PartIndex& parts, const Fabric& fabric) {
    QList<FabricHost> hosts;
    for (int r = 0; r < design.racks.size(); ++r)
        hosts.append(fabricHostsOfRack(design.racks[r], r, parts, fabric));
    return hosts;
}

std::optional<QList<int>> hostsMovedInRack(const Rack& before, const Rack& after, int r,
                                           const PartIndex& parts, const Fabric& fabric) {
    if (before.id != after.id || before.row != after.row || before.position != after.position ||
        before.partId != after.partId)
        return std::nullopt;
    // Its hosts alike (ports, cages, place in the rack's list); its placed switches of the fabric alike, at
    // the same place.
    const QList<FabricHost> a = fabricHostsOfRack(before, r, parts, fabric);
    const QList<FabricHost> b = fabricHostsOfRack(after, r, parts, fabric);
    if (!(a == b))
        return std::nullopt;
    const auto switchesOf = [&](const Rack& rack) {
        QList<std::tuple<int, QString, int>> switches; // (index, id, U)
        for (int d = 0; d < rack.devices.size(); ++d) {
            const QString& id = rack.devices[d].id;
            if (fabric.leafIds.contains(id) || fabric.spineIds.contains(id) || fabric.coreIds.contains(id))
                switches.append({d, id, rack.devices[d].u});
        }
        return switches;
    };
    if (switchesOf(before) != switchesOf(after))
        return std::nullopt;
    QList<int> moved;
    for (const FabricHost& host : a)
        if (before.devices[host.deviceIndex].u != after.devices[host.deviceIndex].u)
            moved.append(host.deviceIndex);
    return moved;
}

bool sameFabricInputs(const Rack& before, const Rack& after, int r, const PartIndex& parts,
                      const Fabric& fabric) {
    const auto moved = hostsMovedInRack(before, after, r, parts, fabric);
    return moved && moved->isEmpty();
}

int switchRadix(const Part& switchPart, const QString& technology, double hostSpeedGbps) {
    const SwitchSpec* spec = switchPart.switchSpec();
    if (!spec || hostSpeedGbps <= 0)
        return 0;
    int radix = 0;
    for (const PortGroup& group : spec->ports)
        if (group.protocol == technology && group.speedGbps >= hostSpeedGbps) {
            const double ratio = group.speedGbps / hostSpeedGbps;
            const bool breakout = std::fabs(ratio - 2) < 1e-9 || std::fabs(ratio - 4) < 1e-9;
            radix += group.count * (breakout ? int(std::lround(ratio)) : 1);
        }
    return radix;
}

FabricCage switchCage(const Part& switchPart, const QString& technology, double hostSpeedGbps) {
    const SwitchSpec* spec = switchPart.switchSpec();
    if (!spec || hostSpeedGbps <= 0)
        return {};
    for (const PortGroup& group : spec->ports)
        if (group.protocol == technology && group.speedGbps >= hostSpeedGbps) {
            const double ratio = group.speedGbps / hostSpeedGbps;
            const bool breakout = std::fabs(ratio - 2) < 1e-9 || std::fabs(ratio - 4) < 1e-9;
            return FabricCage{group.portsPerCage * (breakout ? int(std::lround(ratio)) : 1),
                              group.cage,
                              group.moduleId,
                              {},
                              0};
        }
    return {};
}

QString widestNic(const Design& design, const PartIndex& parts, const QString& technology, double* gbps) {
    QString widest;
    double widestGbps = 0;
    for (const QString& nic : nicPartsInDesign(design, parts, technology)) {
        Fabric fabric;
        fabric.technology = technology;
        fabric.nicPartIds = {nic};
        double total = 0;
        for (const FabricHost& host : fabricHosts(design, parts, fabric))
            total += host.ports * host.speedGbps;
        if (total > widestGbps) {
            widest = nic;
            widestGbps = total;
        }
    }
    if (gbps)
        *gbps = widestGbps;
    return widest;
}

QStringList nicPartsInDesign(const Design& design, const PartIndex& parts, const QString& technology) {
    QStringList ids;
    const auto consider = [&](const QString& partId) {
        double speed = 0;
        if (!ids.contains(partId) && nicPorts(parts.find(partId), technology, &speed) > 0)
            ids.append(partId);
    };
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            for (const Component& c : device.components)
                consider(c.partId);
            if (const Part* part = parts.find(device.partId); part && part->system())
                for (const SystemContent& c : part->system()->contents)
                    consider(c.partId);
        }
    return ids;
}
