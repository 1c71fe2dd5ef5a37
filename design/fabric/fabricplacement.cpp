#include "fabric/fabricplacement.h"

#include "fabric/fabricanalysis.h"
#include "model/idreserver.h"
#include "parts/partindex.h"
#include "placement/mountcheck.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace {

// The highest U where `height` units are free in `rack`, or 0 (MountCheck's rule, searched from the top).
int topFreeU(const Rack& rack, const PartIndex& parts, int height) {
    // The rack's units taken, once (MountCheck::problem per U would word a message for each taken one).
    const int units = MountCheck::rackUnits(rack, parts);
    QList<bool> taken(units + 2, false);
    for (const Device& device : rack.devices)
        for (int u = std::max(1, device.u); u < device.u + MountCheck::heightOf(device, parts) && u <= units;
             ++u)
            taken[u] = true;
    for (int u = units - height + 1; u >= 1; --u) {
        bool free = true;
        for (int k = u; k < u + height && free; ++k)
            free = !taken[k];
        if (free)
            return u;
    }
    return 0;
}

// Whether one more `part` keeps a network rack within its power budget (the switches' maximum power;
// a rack without a budget takes any number).
bool powerAllows(const Rack& rack, const PartIndex& parts, const Part& part) {
    const Part* rackPart = parts.find(rack.partId);
    const double budget =
        rack.powerBudgetW.value_or(rackPart && rackPart->rack() ? rackPart->rack()->powerBudgetW : 0);
    if (budget <= 0)
        return true;
    double drawn = part.maxPowerW;
    for (const Device& device : rack.devices)
        if (const Part* p = parts.find(device.partId))
            drawn += p->maxPowerW;
    return drawn <= budget;
}

} // namespace

std::optional<Design> applyFabric(const Design& design, const PartIndex& parts, const Fabric& wanted,
                                  QString* error, const NetworkRackChoice& newRacks) {
    const Part* switchPart = parts.find(wanted.switchPartId);
    if (!switchPart || switchPart->kind != PartKind::Switch) {
        *error = QCoreApplication::translate("Fabric", "%1 is not a switch of the catalog")
                     .arg(wanted.switchPartId);
        return std::nullopt;
    }
    Design result = design;
    Fabric fabric = wanted;
    const auto existing = std::find_if(result.fabrics.begin(), result.fabrics.end(),
                                       [&](const Fabric& f) { return f.id == fabric.id; });
    if (existing != result.fabrics.end())
        *existing = fabric;
    else
        result.fabrics.append(fabric);
    const FabricReport report = analyzeFabric(result, parts, fabric, FabricDetail::Size);
    if (!report.size.problem.isEmpty()) {
        *error = report.size.problem;
        return std::nullopt;
    }
    IdReserver newIds(result); // the ids in use, gathered once for all the switches
    const int height = std::max(1, MountCheck::unitsOf(*switchPart));
    const QString rackPart = !newRacks.partId.isEmpty() ? newRacks.partId
                             : result.racks.isEmpty()   ? QStringLiteral("rack-42u-600x1200")
                                                        : result.racks.first().partId;
    const auto newNetworkRack = [&]() -> int {
        int last = -1;
        for (const Rack& rack : std::as_const(result.racks))
            if (rack.row == 0)
                last = std::max(last, rack.position);
        Rack rack;
        rack.id = newIds.next(QStringLiteral("NET"));
        rack.name = QCoreApplication::translate("Fabric", "Network");
        rack.partId = rackPart;
        if (newRacks.powerBudgetW > 0)
            rack.powerBudgetW = newRacks.powerBudgetW;
        rack.position = last + 1;
        result.racks.append(rack);
        return int(result.racks.size() - 1);
    };
    int networkRack =
        fabric.placement == QLatin1String("network-rack") ? result.rackIndex(fabric.networkRackId) : -1;
    // The rack a new switch goes into: the hosts' rack for a top-of-rack leaf, else the network rack, else
    // a new one when it is full: of units, or for a network rack of its power budget.
    const auto place = [&](int preferredRack, Device switchDevice) {
        for (int attempt = 0; attempt < 3; ++attempt) {
            if (preferredRack >= 0 && (preferredRack != networkRack ||
                                       powerAllows(result.racks[preferredRack], parts, *switchPart)))
                if (const int u = topFreeU(result.racks[preferredRack], parts, height); u > 0) {
                    switchDevice.u = u;
                    result.racks[preferredRack].devices.append(switchDevice);
                    return;
                }
            if (networkRack < 0 || preferredRack == networkRack)
                networkRack = newNetworkRack();
            preferredRack = networkRack;
        }
    };
    const int down = std::max(1, report.size.leafDownPorts);
    const int perRail = int((report.hosts.size() + down - 1) / down);
    const auto firstHostRack = [&](int leaf) {
        const bool rails = fabric.topology == QLatin1String("rail-optimized") && report.size.tiers > 1;
        const int local = leaf % std::max(1, report.size.leavesPerPlane()); // in its rail plane
        const qint64 host = rails ? qint64(local % perRail) * down
                                  : qint64(local) * down / std::max(1, report.size.railsPerPlane);
        return host < report.hosts.size() ? result.rackIndex(design.racks[report.hosts[host].rackIndex].id)
                                          : -1;
    };
    const auto settle = [&](QStringList& ids, int needed, const char* tier) {
        QStringList placed;
        for (const QString& id : std::as_const(ids))
            if (result.device(id))
                placed.append(id);
        while (placed.size() > needed) { // surplus: the last ones go
            const auto [r, d] = result.deviceLocation(placed.takeLast());
            result.racks[r].devices.removeAt(d);
        }
        for (int i = int(placed.size()); i < needed; ++i) {
            Device device;
            device.id = newIds.next(QStringLiteral("%1-%2").arg(fabric.id, QLatin1String(tier)));
            device.partId = switchPart->id;
            // The name users read (the id stays ASCII): "ib-compute 叶 3" in Chinese.
            const QString tierName = QLatin1String(tier) == QLatin1String("leaf")
                                         ? QCoreApplication::translate("Fabric", "leaf")
                                     : QLatin1String(tier) == QLatin1String("spine")
                                         ? QCoreApplication::translate("Fabric", "spine")
                                         : QCoreApplication::translate("Fabric", "core");
            device.name = QStringLiteral("%1 %2 %3").arg(fabric.id, tierName).arg(i + 1);
            const bool topOfRack = fabric.placement == QLatin1String("top-of-rack") &&
                                   QLatin1String(tier) == QLatin1String("leaf");
            place(topOfRack ? firstHostRack(i) : networkRack, device);
            placed.append(device.id);
        }
        ids = placed;
    };
    settle(fabric.leafIds, report.size.leaves, "leaf");
    settle(fabric.spineIds, report.size.spines, "spine");
    settle(fabric.coreIds, report.size.cores, "core");
    for (Fabric& f : result.fabrics)
        if (f.id == fabric.id)
            f = fabric;
    return result;
}

Design removeFabric(const Design& design, const QString& fabricId) {
    Design result = design;
    for (qsizetype i = 0; i < result.fabrics.size(); ++i) {
        if (result.fabrics[i].id != fabricId)
            continue;
        QSet<QString> emptied; // racks that held only this fabric's switches go with them
        for (const QString& id :
             result.fabrics[i].leafIds + result.fabrics[i].spineIds + result.fabrics[i].coreIds)
            if (const auto [r, d] = result.deviceLocation(id); r >= 0) {
                result.racks[r].devices.removeAt(d);
                if (result.racks[r].devices.isEmpty() && result.racks[r].pdus.isEmpty())
                    emptied.insert(result.racks[r].id);
            }
        result.racks.removeIf([&](const Rack& rack) { return emptied.contains(rack.id); });
        result.fabrics.removeAt(i);
        break;
    }
    return result;
}
