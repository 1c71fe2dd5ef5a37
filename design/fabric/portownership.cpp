#include "fabric/portownership.h"

#include "fabric/fabricanalysis.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <climits>

namespace {

bool takesNicPorts(const Fabric& fabric) {
    return fabric.role != QLatin1String("management"); // BMC ports, whatever its NICs
}

// Whether fabrics `a` and `b` would both take ports of `nicPartId`.
bool share(const Fabric& a, const Fabric& b, const QString& nicPartId, const PartIndex& parts) {
    if (!takesNicPorts(a) || !takesNicPorts(b) || !a.nicPartIds.contains(nicPartId) ||
        !b.nicPartIds.contains(nicPartId))
        return false;
    const Part* nic = parts.find(nicPartId);
    if (!nic || !nic->nic())
        return false;
    for (const PortGroup& group : nic->nic()->ports)
        if (group.speaks(a.technology) && group.speaks(b.technology))
            return true;
    return false;
}

// The NIC parts a device holds, installed or in a system's contents, in the order a fabric counts its
// host ports (fabricHostsOfRack): components first, then the system's contents.
QList<std::pair<QString, int>> nicsOf(const Device& device, const PartIndex& parts) {
    QList<std::pair<QString, int>> nics;
    for (const Component& c : device.components)
        nics.append({c.partId, c.qty});
    if (const Part* part = parts.find(device.partId); part && part->system())
        for (const SystemContent& c : part->system()->contents)
            nics.append({c.partId, c.qty});
    return nics;
}

// On one device: where among its host ports in fabric `a` the first port `a` shares with `b` on
// `nicPartId` is (-1: none), and how many ports they share.
std::pair<int, int> sharedPorts(const Device& device, const Fabric& a, const Fabric& b,
                                const QString& nicPartId, const PartIndex& parts) {
    int offset = 0;
    int first = -1;
    int shared = 0;
    for (const auto& [partId, qty] : nicsOf(device, parts)) {
        if (!a.nicPartIds.contains(partId))
            continue;
        const Part* nic = parts.find(partId);
        if (!nic || !nic->nic())
            continue;
        for (int card = 0; card < qty; ++card)
            for (const PortGroup& group : nic->nic()->ports) {
                if (!group.speaks(a.technology))
                    continue;
                if (partId == nicPartId && group.speaks(b.technology)) {
                    if (first < 0)
                        first = offset;
                    shared += group.count;
                }
                offset += group.count;
            }
    }
    return {first, shared};
}

// The name the cut-sheet of `report` gives port `port` (from 0) of `deviceId`: "p1", "OSFP1P2".
QString portName(const FabricReport* report, const QString& deviceId, int port) {
    if (report) {
        qsizetype link = 0;
        for (qsizetype h = 0; h < report->hosts.size(); ++h) {
            if (report->hosts[h].deviceId == deviceId) {
                link += port;
                if (link < report->links.size() && report->links[link].tier == 0 &&
                    report->links[link].aEnd == h && report->links[link].aPort >= 0)
                    return report->portNames[report->links[link].aPort];
                break;
            }
            link += report->hosts[h].ports;
        }
    }
    return QStringLiteral("p%1").arg(port + 1);
}

} // namespace

QStringList fabricsOwningNicPorts(const Design& design, const PartIndex& parts, const QString& nicPartId,
                                  const QString& technology, const QString& exceptFabricId) {
    Fabric asked;
    asked.technology = technology;
    asked.nicPartIds = {nicPartId};
    QStringList owners;
    for (const Fabric& fabric : design.fabrics)
        if (fabric.id != exceptFabricId && share(asked, fabric, nicPartId, parts))
            owners.append(fabric.id);
    return owners;
}

QList<Finding> portOwnershipFindings(const Design& design, const PartIndex& parts,
                                     const QList<FabricReport>& reports) {
    QList<Finding> findings;
    for (qsizetype i = 0; i < design.fabrics.size(); ++i)
        for (qsizetype j = i + 1; j < design.fabrics.size(); ++j) {
            const Fabric& a = design.fabrics[i];
            const Fabric& b = design.fabrics[j];
            for (const QString& nicPartId : a.nicPartIds) {
                if (!share(a, b, nicPartId, parts))
                    continue;
                QString firstRack, firstDevice;
                int firstPort = -1;
                qint64 ports = 0;
                for (const Rack& rack : design.racks)
                    for (const Device& device : rack.devices) {
                        const auto [first, shared] = sharedPorts(device, a, b, nicPartId, parts);
                        if (shared == 0)
                            continue;
                        if (firstDevice.isEmpty()) {
                            firstRack = rack.id;
                            firstDevice = device.id;
                            firstPort = first;
                        }
                        ports += shared;
                    }
                if (ports == 0)
                    continue;
                const FabricReport* report =
                    i < reports.size() && reports[i].fabric.id == a.id ? &reports[i] : nullptr;
                const Part* nic = parts.find(nicPartId);
                const QString nicName = nic ? nic->displayName() : nicPartId;
                const QString port = portName(report, firstDevice, firstPort);
                const int others = int(std::min(ports - 1, qint64(INT_MAX))); // not in tr(): lupdate spins
                const QString message =
                    ports == 1
                        ? QCoreApplication::translate("Fabric",
                                                      "%1 port %2 (%3) is in two fabrics, %4 and %5: a port "
                                                      "is cabled to one switch, so take the NIC out of one "
                                                      "of them")
                              .arg(firstDevice, port, nicName, a.id, b.id)
                        : QCoreApplication::translate(
                              "Fabric",
                              "%1 port %2 and %Ln other port(s) of %3 are in two "
                              "fabrics, %4 and %5: a port is cabled to one switch, so "
                              "take the NIC out of one of them",
                              nullptr, others)
                              .arg(firstDevice, port, nicName, a.id, b.id);
                findings.append(Finding{Severity::Error, QStringLiteral("fabric.port.shared"), firstRack,
                                        firstDevice, nicPartId, message});
            }
        }
    return findings;
}

QString newFabricTechnology(const Design& design, const PartIndex& parts) {
    const QStringList technologies{QStringLiteral("infiniband"), QStringLiteral("ethernet")};
    for (const QString& technology : technologies)
        for (const QString& nic : nicPartsInDesign(design, parts, technology))
            if (fabricsOwningNicPorts(design, parts, nic, technology).isEmpty())
                return technology;
    for (const QString& technology : technologies)
        if (!nicPartsInDesign(design, parts, technology).isEmpty())
            return technology;
    return technologies.first();
}
