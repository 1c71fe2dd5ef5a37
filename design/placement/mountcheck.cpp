#include "placement/mountcheck.h"

#include <cmath>

int MountCheck::rackUnits(const Rack& rack, const PartIndex& parts) {
    const Part* part = parts.find(rack.partId);
    return part ? int(part->heightU) : 42;
}

int MountCheck::unitsOf(const Part& part) {
    return qMax(0, int(std::ceil(part.heightU)));
}

int MountCheck::heightOf(const Device& device, const PartIndex& parts) {
    const Part* part = parts.find(device.partId);
    return part ? unitsOf(*part) : 1;
}

QString MountCheck::problem(const Design& design, const PartIndex& parts, const QString& rackId, int u,
                            int heightU, const QStringList& ignoreIds) {
    const int index = design.rackIndex(rackId);
    if (index < 0)
        return tr("there is no rack %1").arg(rackId);
    const Rack& rack = design.racks.at(index);
    const int units = rackUnits(rack, parts);
    if (u < 1)
        return tr("below the bottom of %1").arg(rack.id);
    if (u + heightU - 1 > units)
        return tr("above the top of %1 (%2U): a %3U part at U%4 reaches U%5")
            .arg(rack.id)
            .arg(units)
            .arg(heightU)
            .arg(u)
            .arg(u + heightU - 1);
    for (const Device& device : rack.devices) {
        if (ignoreIds.contains(device.id))
            continue;
        const int h = heightOf(device, parts);
        if (h <= 0)
            continue;
        const int low = device.u;
        const int high = device.u + h - 1;
        if (u <= high && low <= u + heightU - 1) {
            const QString name =
                device.name.isEmpty() ? device.id : QStringLiteral("%1 (%2)").arg(device.name, device.id);
            return tr("collides with %1 at U%2-U%3").arg(name).arg(low).arg(high);
        }
    }
    return {};
}

int MountCheck::firstFreeU(const Design& design, const PartIndex& parts, const QString& rackId, int heightU,
                           int fromU, const QStringList& ignoreIds) {
    const int index = design.rackIndex(rackId);
    if (index < 0)
        return 0;
    const Rack& rack = design.racks.at(index);
    const int units = rackUnits(rack, parts);
    if (heightU <= 0) {
        for (int u = qMax(1, fromU); u + heightU - 1 <= units; ++u)
            if (problem(design, parts, rackId, u, heightU, ignoreIds).isEmpty())
                return u;
        return 0;
    }
    // Which units are taken, in one pass over the devices; then one pass up the rack.
    QList<bool> taken(units + 2, false);
    for (const Device& device : rack.devices) {
        if (ignoreIds.contains(device.id))
            continue;
        const int h = heightOf(device, parts);
        for (int u = qMax(1, device.u); u <= qMin(units, device.u + h - 1); ++u)
            taken[u] = true;
    }
    int run = 0; // free units in a row ending at u
    for (int u = 1; u <= units; ++u) {
        run = taken[u] ? 0 : run + 1;
        const int low = u - heightU + 1;
        if (run >= heightU && low >= qMax(1, fromU))
            return low;
    }
    return 0;
}
