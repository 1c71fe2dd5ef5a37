#include "fabric/fabricanalysis.h"

#include "fabric/fabriccages.h"

#include "parts/partindex.h"
#include "placement/mountcheck.h"

#include <QCoreApplication>
#include <QMap>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace {

// Where switches the fabric still needs would stand: racks after the last rack of row 0 (or the chosen
// network rack first), filled from the top, one switch height apart.
class SwitchSlots {
public:
    SwitchSlots(const Design& design, const PartIndex& parts, const Fabric& fabric, int switchHeightU)
        : mParts(parts), mHeight(std::max(1, switchHeightU)) {
        int last = -1;
        for (const Rack& rack : design.racks)
            if (rack.row == 0)
                last = std::max(last, rack.position);
        mNextPosition = last + 1;
        if (fabric.placement == QLatin1String("network-rack"))
            if (const int r = design.rackIndex(fabric.networkRackId); r >= 0)
                mRack = cablePoint(design.racks[r], 1, parts);
        if (mRack.rackId.isEmpty())
            newRack();
        mU = mRack.rackUnits - mHeight + 1;
    }

    CablePoint next() {
        if (mU < 1) {
            newRack();
            mU = mRack.rackUnits - mHeight + 1;
        }
        CablePoint point = mRack;
        point.u = mU;
        mU -= mHeight;
        return point;
    }

private:
    void newRack() {
        mRack = CablePoint{};
        mRack.position = mNextPosition++;
        mRack.rackUnits = 42;
    }
    const PartIndex& mParts;
    int mHeight;
    int mNextPosition = 0;
    int mU = 0;
    CablePoint mRack;
};

constexpr char kTierLetters[] = {'H', 'S', 'C'};

} // namespace

// One allocation per id (the cut sheet of a floor asks for hundreds of thousands).
QString fabricCableId(const QString& fabricId, int tier, int number) {
    char digits[16];
    const int length = std::snprintf(digits, sizeof digits, "%04d", number);
    QString id;
    id.reserve(fabricId.size() + 2 + length);
    id += fabricId;
    id += u'/';
    id += QLatin1Char(kTierLetters[std::clamp(tier, 0, 2)]);
    id += QLatin1String(digits, length);
    return id;
}

const CableChoice& FabricReport::choiceOf(const FabricLink& link) const {
    static const CableChoice none;
    return link.choice >= 0 ? choices[link.choice] : none;
}

FabricCable FabricReport::cable(qsizetype index) const {
    static const QString tierNames[] = {QStringLiteral("host-leaf"), QStringLiteral("leaf-spine"),
                                        QStringLiteral("spine-core")};
    static const FabricEnd nowhere;
    const FabricLink& link = links[index];
    const FabricEnd& a = link.aEnd >= 0 ? ends[link.aEnd] : nowhere;
    const FabricEnd& b = link.bEnd >= 0 ? ends[link.bEnd] : nowhere;
    FabricCable cable;
    cable.id = fabricCableId(fabric.id, link.tier, link.number);
    cable.tier = tierNames[std::clamp(link.tier, 0, 2)];
    cable.aDevice = a.deviceId;
    cable.aPort = link.aPort >= 0 ? portNames[link.aPort] : QString();
    cable.a = a.point;
    cable.bDevice = b.deviceId;
    cable.bPort = link.bPort >= 0 ? portNames[link.bPort] : QString();
    cable.b = b.point;
    cable.runM = link.runM;
    cable.aCage = link.aCage;
    cable.bCage = link.bCage;
    cable.choice = choiceOf(link);
    return cable;
}

QList<FabricCable> FabricReport::cables() const {
    QList<FabricCable> all;
    all.reserve(cableCount());
    for (qsizetype i = 0; i < cableCount(); ++i)
        all.append(cable(i));
    return all;
}

FabricReport analyzeFabric(const Design& design, const PartIndex& parts, const Fabric& fabric,
                           FabricDetail detail) {
    FabricReport report;
    report.fabric = fabric;
    const auto find = [&](Severity severity, const char* code, const QString& message,
                          const QString& rackId = {}, const QString& deviceId = {}) {
        report.findings.append(
            Finding{severity, QString::fromLatin1(code), rackId, deviceId, fabric.switchPartId, message});
    };
    const Part* switchPart = parts.find(fabric.switchPartId);
    report.hosts = fabricHosts(design, parts, fabric);
    QMap<int, int> portCounts; // ports per node -> nodes
    for (const FabricHost& host : std::as_const(report.hosts)) {
        ++portCounts[host.ports];
        report.rails = std::max(report.rails, host.ports);
        if (report.hostSpeedGbps > 0 && host.speedGbps != report.hostSpeedGbps)
            find(Severity::Warning, "fabric.speed.mixed",
                 QCoreApplication::translate("Fabric", "fabric %1 mixes host ports of %2 and %3 Gb/s")
                     .arg(fabric.id)
                     .arg(report.hostSpeedGbps)
                     .arg(host.speedGbps));
        report.hostSpeedGbps = std::max(report.hostSpeedGbps, host.speedGbps);
    }
    // Rails exist only in a rail-optimized fabric (a fat tree takes hosts of any port count: storage
    // systems beside the nodes).
    if (portCounts.size() > 1 && fabric.topology == QLatin1String("rail-optimized"))
        for (const FabricHost& host : std::as_const(report.hosts))
            if (host.ports != report.rails)
                find(Severity::Warning, "fabric.hosts.rails",
                     QCoreApplication::translate(
                         "Fabric",
                         "%1 has %2 ports in fabric %3, the other nodes %4: a rail has no port of it")
                         .arg(host.deviceId)
                         .arg(host.ports)
                         .arg(fabric.id)
                         .arg(report.rails),
                     design.racks[host.rackIndex].id, host.deviceId);
    if (report.hosts.isEmpty()) {
        find(Severity::Warning, "fabric.hosts.none",
             QCoreApplication::translate("Fabric", "fabric %1 has no hosts: no device has a port of its NICs")
                 .arg(fabric.id));
        return report;
    }
    report.radix = switchPart ? switchRadix(*switchPart, fabric.technology, report.hostSpeedGbps) : 0;
    report.size = sizeFabric(fabricSizeInput(fabric, report.hosts, report.radix));
    if (!report.size.problem.isEmpty() || report.size.tiers == 0) {
        find(Severity::Error, "fabric.size",
             QCoreApplication::translate("Fabric", "fabric %1: %2").arg(fabric.id, report.size.problem));
        return report;
    }
    if (detail == FabricDetail::Size)
        return report;

    // The ends: every host, then the switches, placed ones first, then the ones still needed at the slots
    // they would take.
    report.ends.reserve(report.hosts.size() + report.size.switches());
    for (const FabricHost& host : std::as_const(report.hosts)) {
        const Rack& rack = design.racks[host.rackIndex];
        report.ends.append({host.deviceId, cablePoint(rack, rack.devices[host.deviceIndex].u, parts)});
    }
    SwitchSlots freeSlots(design, parts, fabric, switchPart ? MountCheck::unitsOf(*switchPart) : 1);
    const auto tier = [&](const char* name, const QString& shown, const QStringList& placed, int needed,
                          QStringList* ids, int* placedCount) {
        for (const QString& id : placed) {
            const auto [r, d] = design.deviceLocation(id);
            if (r < 0)
                continue;
            ids->append(id);
            report.ends.append({id, cablePoint(design.racks[r], design.racks[r].devices[d].u, parts)});
            ++*placedCount;
        }
        if (ids->size() < needed)
            find(Severity::Warning, "fabric.switches.missing",
                 QCoreApplication::translate("Fabric", "fabric %1 needs %Ln %2 switch(es); %3 placed",
                                             nullptr, needed)
                     .arg(fabric.id, shown)
                     .arg(ids->size()));
        for (int i = int(ids->size()); i < needed; ++i) {
            const QString id = QStringLiteral("%1-%2%3")
                                   .arg(fabric.id, QLatin1String(name))
                                   .arg(i + 1, 2, 10, QLatin1Char('0'));
            ids->append(id);
            report.ends.append({id, freeSlots.next()});
        }
    };
    tier("leaf", QCoreApplication::translate("Fabric", "leaf"), fabric.leafIds, report.size.leaves,
         &report.leafIds, &report.placedLeaves);
    tier("spine", QCoreApplication::translate("Fabric", "spine"), fabric.spineIds, report.size.spines,
         &report.spineIds, &report.placedSpines);
    tier("core", QCoreApplication::translate("Fabric", "core"), fabric.coreIds, report.size.cores,
         &report.coreIds, &report.placedCores);

    // Links, with the cage at each end: a host's cages port by port, a switch's cages by port number.
    const FabricSize& size = report.size;
    const bool rails = fabric.topology == QLatin1String("rail-optimized") && size.tiers > 1;
    const int down = size.leafDownPorts;
    const int perRail = int((report.hosts.size() + down - 1) / down);
    // Rail planes: each its own fabric over `railsPerPlane` rails, with its share of every tier.
    const int railsPerPlane = std::max(1, size.railsPerPlane);
    const int leavesPerPlane = std::max(1, size.leavesPerPlane());
    const int spinesPerPlane = size.spinesPerPlane();
    const int coresPerPlane = size.coresPerPlane();
    const FabricCage switchCages =
        switchPart ? switchCage(*switchPart, fabric.technology, report.hostSpeedGbps) : FabricCage{};
    const int switchLinks = std::max(1, switchCages.links);
    // A cage per host port at most, and per switch the cages its used ports fill.
    report.cages.reserve(size.hostLinks + report.hosts.size() + report.leafIds.size() +
                         report.spineIds.size() + report.coreIds.size() +
                         (size.hostLinks + 2 * (size.leafSpineLinks + size.spineCoreLinks)) / switchLinks);
    // Per switch (leaves, then spines, then cores), its cages by number, made as links reach them.
    const int spineBase = int(report.leafIds.size());
    const int coreBase = spineBase + int(report.spineIds.size());
    std::vector<std::vector<int>> switchCageIndex(coreBase + report.coreIds.size());
    const auto cageOfSwitch = [&](int switchIndex, const QString& switchId, int port) { // port from 1
        const int number = (port - 1) / switchLinks + 1;
        std::vector<int>& cages = switchCageIndex[switchIndex];
        if (int(cages.size()) < number)
            cages.resize(number, -1);
        if (cages[number - 1] < 0) {
            FabricCage cage = switchCages;
            cage.links = switchLinks;
            cage.deviceId = switchId;
            cage.number = number;
            report.cages.append(cage);
            cages[number - 1] = int(report.cages.size() - 1);
        }
        return cages[number - 1];
    };
    // Port names by index: switch port numbers once each, host port names once per layout of cages.
    std::vector<int> portNumberIndex;
    const auto portNumber = [&](int port) {
        if (int(portNumberIndex.size()) <= port)
            portNumberIndex.resize(port + 1, -1);
        if (portNumberIndex[port] < 0) {
            portNumberIndex[port] = int(report.portNames.size());
            report.portNames.append(QString::number(port));
        }
        return portNumberIndex[port];
    };
    const int spineEnds = int(report.hosts.size() + report.leafIds.size());
    const int coreEnds = spineEnds + int(report.spineIds.size());
    const auto endOfLeaf = [&](int leaf) {
        return leaf < report.leafIds.size() ? int(report.hosts.size()) + leaf : -1;
    };
    const auto runBetween = [&](int aEnd, int bEnd) {
        static const CablePoint nowhere;
        return cableRunM(aEnd >= 0 ? report.ends[aEnd].point : nowhere,
                         bEnd >= 0 ? report.ends[bEnd].point : nowhere);
    };
    report.links.reserve(size.hostLinks + size.leafSpineLinks + size.spineCoreLinks);
    const auto add = [&](int tier, int number, int aEnd, int aPort, int aCage, int bEnd, int bPort,
                         int bCage) {
        report.links.push_back(
            FabricLink{tier, number, aEnd, bEnd, aPort, bPort, aCage, bCage, -1, runBetween(aEnd, bEnd)});
    };
    int index = 0;
    QList<FabricCage> layout; // the cages of the host before, and its port names
    std::vector<int> hostPortNames;
    for (int n = 0; n < report.hosts.size(); ++n) {
        const FabricHost& host = report.hosts[n];
        // The host's cages (single-port ones for ports its parts do not cage); a port of a multi-port cage
        // is named as on the system's rear panel: OSFP1P1, OSFP1P2, ...; other ports p1, p2, ...
        QList<FabricCage> cages = host.cages;
        int caged = std::accumulate(cages.cbegin(), cages.cend(), 0,
                                    [](int sum, const FabricCage& c) { return sum + c.links; });
        for (; caged < host.ports; ++caged)
            cages.append(FabricCage{});
        const bool sameLayout =
            n > 0 && std::equal(cages.cbegin(), cages.cend(), layout.cbegin(), layout.cend(),
                                [](const FabricCage& a, const FabricCage& b) {
                                    return a.links == b.links && a.form == b.form;
                                });
        if (!sameLayout) {
            layout = cages;
            hostPortNames.clear();
            const bool named =
                std::any_of(cages.cbegin(), cages.cend(), [](const FabricCage& c) { return c.links > 1; });
            for (int cage = 0, r = 0; cage < cages.size(); ++cage)
                for (int inCage = 0; inCage < cages[cage].links; ++inCage, ++r) {
                    hostPortNames.push_back(int(report.portNames.size()));
                    report.portNames.append(named ? QStringLiteral("%1%2P%3")
                                                        .arg(cages[cage].form.isEmpty()
                                                                 ? QStringLiteral("CAGE")
                                                                 : cages[cage].form.toUpper())
                                                        .arg(cage + 1)
                                                        .arg(inCage + 1)
                                                  : QStringLiteral("p%1").arg(r + 1));
                }
        }
        int cageIndex = 0;
        int inCage = 0;
        int hostCage = -1;
        for (int r = 0; r < host.ports; ++r) {
            if (inCage == 0) {
                FabricCage cage = cages[cageIndex];
                cage.deviceId = host.deviceId;
                cage.number = cageIndex + 1;
                report.cages.append(cage);
                hostCage = int(report.cages.size() - 1);
            }
            if (++inCage >= cages[cageIndex].links) {
                inCage = 0;
                ++cageIndex;
            }
            // Rail-optimized: rail r's nodes on its leaves (rails sharing a leaf one after another), in its
            // plane.
            const int shared = std::max(1, size.railsPerLeaf);
            const int plane = r / railsPerPlane;
            const int rail = r % railsPerPlane;
            const qint64 port = rails ? qint64(rail % shared) * qint64(report.hosts.size()) + n
                                      : qint64(n) * railsPerPlane + rail;
            const int leaf = plane * leavesPerPlane +
                             (rails ? rail / shared * perRail + int(port / down) : int(port / down));
            const int leafPort = int(port % down) + 1;
            add(0, ++index, n, hostPortNames[r], hostCage, endOfLeaf(leaf), portNumber(leafPort),
                leaf < report.leafIds.size() ? cageOfSwitch(leaf, report.leafIds[leaf], leafPort) : -1);
        }
    }
    index = 0;
    const int spinesPerPod = size.tiers == 3 ? std::max(1, size.spinesPerPod) : spinesPerPlane;
    const int leavesPerPod = size.tiers == 3 ? std::max(1, size.leavesPerPod) : leavesPerPlane;
    // A leaf's uplinks go to the spines a whole cage at a time where each spine takes a multiple of a
    // cage's links from each leaf (32 uplinks over 16 spines: one twin-port cage to each), so a cage
    // serves one spine and can take one twin-port cable.
    const int perSpine =
        spinesPerPod > 0 && size.uplinksPerLeaf % spinesPerPod == 0 ? size.uplinksPerLeaf / spinesPerPod : 1;
    const int chunk = std::gcd(perSpine, switchLinks);
    std::vector<int> nextPort(report.spineIds.size() + report.coreIds.size(), 0); // above the host ports
    for (int l = 0; l < size.leaves && size.spines > 0; ++l) {
        const int pod = l % leavesPerPlane / leavesPerPod;
        const int firstSpine = l / leavesPerPlane * spinesPerPlane;
        for (int k = 0; k < size.uplinksPerLeaf; ++k) {
            const int spine =
                firstSpine + std::min(spinesPerPlane - 1, pod * spinesPerPod + (k / chunk) % spinesPerPod);
            const int leafPort = down + k + 1;
            const int spinePort = ++nextPort[spine];
            add(1, ++index, endOfLeaf(l), portNumber(leafPort), cageOfSwitch(l, report.leafIds[l], leafPort),
                spineEnds + spine, portNumber(spinePort),
                cageOfSwitch(spineBase + spine, report.spineIds[spine], spinePort));
        }
    }
    index = 0;
    for (int s = 0; s < size.spines && size.cores > 0; ++s)
        for (int m = 0; m < size.spineUpPorts; ++m) {
            const int core =
                s / std::max(1, spinesPerPlane) * coresPerPlane +
                (s % std::max(1, spinesPerPlane) * size.spineUpPorts + m) % std::max(1, coresPerPlane);
            const int spinePort = size.spineDownPorts + m + 1;
            const int corePort = ++nextPort[report.spineIds.size() + core];
            add(2, ++index, spineEnds + s, portNumber(spinePort),
                cageOfSwitch(spineBase + s, report.spineIds[s], spinePort), coreEnds + core,
                portNumber(corePort), cageOfSwitch(coreBase + core, report.coreIds[core], corePort));
        }
    chooseCablesByCage(report, parts);

    // Cables the user set by hand (design `cables` with a generated cable's id): their part and length.
    qsizetype tierStart[4] = {0, 0, 0, 0}; // where each tier's links begin (numbered from 1 in order)
    for (const FabricLink& link : report.links)
        ++tierStart[link.tier + 1];
    for (int t = 1; t < 4; ++t)
        tierStart[t] += tierStart[t - 1];
    const QString idPrefix = fabric.id + u'/';
    for (const CableOverride& o : design.cables) {
        if (!o.id.startsWith(idPrefix) || o.id.size() < idPrefix.size() + 2)
            continue;
        const int tier = int(
            std::find(std::begin(kTierLetters), std::end(kTierLetters), o.id[idPrefix.size()].toLatin1()) -
            std::begin(kTierLetters));
        bool ok = false;
        const int number = QStringView(o.id).sliced(idPrefix.size() + 1).toInt(&ok);
        if (tier > 2 || !ok || number < 1 || tierStart[tier] + number > tierStart[tier + 1] ||
            fabricCableId(fabric.id, tier, number) != o.id)
            continue;
        FabricLink& link = report.links[tierStart[tier] + number - 1];
        CableChoice choice = report.choiceOf(link);
        if (const Part* part = parts.find(o.partId); part && part->cable()) {
            choice.partId = part->id;
            choice.type = part->cable()->type;
            choice.lengthM = part->cable()->lengthM;
            choice.legs =
                std::max(1, int(std::lround(part->cable()->speedGbps / std::max(1.0, report.hostSpeedGbps))));
            if (part->cable()->type != QLatin1String("fiber")) { // a cable in place of optics: no modules
                choice.aModuleId.clear();
                choice.bModuleId.clear();
            }
        }
        if (o.lengthM > 0)
            choice.lengthM = o.lengthM;
        report.choices.append(choice);
        link.choice = int(report.choices.size() - 1);
        if (choice.lengthM > 0 && choice.lengthM + 1e-9 < link.runM)
            find(Severity::Error, "fabric.cable.too_short",
                 QCoreApplication::translate("Fabric", "cable %1 is %2 m long but its run is %3 m")
                     .arg(o.id, QString::number(choice.lengthM), QString::number(link.runM, 'f', 1)));
    }
    countCablesByCage(report, parts);
    addFabricGear(report, design, parts);
    return report;
}

void addFabricGear(FabricReport& report, const Design& design, const PartIndex& parts) {
    report.gearCost = 0;
    report.gearPowerW = 0;
    report.costComplete = true;
    const auto gear = [&](const QString& partId, qint64 qty) {
        const Part* part = parts.find(partId);
        if (!part)
            return;
        report.gearPowerW += part->maxPowerW * qty;
        const double rate = part->price ? design.settings.exchangeRate(part->price->currency) : 0;
        if (rate > 0)
            report.gearCost += part->price->amount * rate * qty;
        else
            report.costComplete = false;
    };
    gear(report.fabric.switchPartId, report.size.switches());
    for (const PartQty& c : std::as_const(report.cableParts))
        gear(c.partId, c.qty);
    for (const PartQty& t : std::as_const(report.transceivers))
        gear(t.partId, t.qty);
}
