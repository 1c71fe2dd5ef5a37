#include "placement/componentplacer.h"

#include "parts/partsummary.h"
#include "placement/bayallocator.h"

namespace {
int placed(const QList<const Part*>& occupants, const Part* part) {
    int count = 0;
    for (const Part* occupant : occupants)
        count += occupant == part ? 1 : 0;
    return count;
}
} // namespace

ComponentPlacer::Plan ComponentPlacer::plan(const Design& design, const PartIndex& parts,
                                            const QString& deviceId, const QString& partId) {
    Plan result;
    const Device* device = design.device(deviceId);
    const Part* component = parts.find(partId);
    if (!device || !component) {
        result.reason = tr("unknown device or part");
        return result;
    }
    const Part* chassis = parts.find(device->partId);
    const QString deviceName = device->name.isEmpty() ? device->id : device->name;
    if (!isComponentKind(component->kind)) {
        result.reason = tr("%1 is a %2, not a component that goes into a server")
                            .arg(component->model, PartSummary::kindLabel(component->kind));
        return result;
    }
    const ServerSpec* server = chassis ? chassis->server() : nullptr;
    if (!server) {
        if (chassis && chassis->system())
            result.reason =
                tr("%1 is a complete %2 system; its contents are fixed").arg(deviceName, chassis->model);
        else
            result.reason = tr("%1 has no bays for components").arg(deviceName);
        return result;
    }

    Device after = *device;
    for (int i = 0; i < after.components.size(); ++i) {
        Component& entry = after.components[i];
        if (entry.partId == partId && entry.bay.isEmpty()) {
            result.entryIndex = i;
            result.newQty = entry.qty + 1;
            entry.qty = result.newQty;
            break;
        }
    }
    if (result.entryIndex < 0)
        after.components.append(Component{partId, 1, QString()});

    PartFacts facts(parts, DesignSettings{});
    const BayAllocation before = allocateBays(*device, *server, QString(), facts);
    const BayAllocation then = allocateBays(after, *server, QString(), facts);
    if (placed(then.occupants, component) > placed(before.occupants, component)) {
        for (int i = 0; i < then.occupants.size() && i < before.occupants.size(); ++i)
            if (then.occupants[i] == component && before.occupants[i] != component) {
                result.bay = server->expandedBays.value(i).name;
                break;
            }
        result.ok = true;
        return result;
    }

    // Why not: no bay of the kind, an incompatible bay, or compatible bays all taken.
    QString incompatibility;
    int compatible = 0;
    QStringList groups;
    for (const BayGroup& group : server->bays) {
        if (!group.accepts.contains(component->kind))
            continue;
        const QString why = bayIncompatibility(*component, group);
        if (why.isEmpty()) {
            compatible += group.count;
            groups.append(group.name);
        } else if (incompatibility.isEmpty()) {
            incompatibility = why;
        }
    }
    if (compatible > 0)
        result.reason = tr("all %1 compatible bays of %2 are taken (%3)")
                            .arg(compatible)
                            .arg(deviceName, groups.join(QStringLiteral(", ")));
    else if (!incompatibility.isEmpty())
        result.reason = incompatibility;
    else
        result.reason = tr("%1 (%2) has no bay for a %3")
                            .arg(deviceName, chassis->model, PartSummary::kindLabel(component->kind));
    return result;
}
