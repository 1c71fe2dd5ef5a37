#include "placement/bayallocator.h"

#include "model/analysistext.h"

#include "model/units.h"

#include <QCoreApplication>
#include <QVarLengthArray>

namespace {

PcieLink componentLink(const Part& part) {
    if (const GpuSpec* g = part.gpu())
        return g->hostLink;
    if (const NicSpec* n = part.nic())
        return n->link;
    if (const StorageSpec* s = part.storage())
        return s->link;
    return {};
}

Finding finding(Severity severity, const char* code, const QString& rackId, const Device& device,
                const QString& partId, const QString& message) {
    return Finding{severity, QString::fromLatin1(code), rackId, device.id, partId, message};
}

} // namespace

QString componentFormFactor(const Part& part) {
    if (const GpuSpec* g = part.gpu())
        return g->formFactor;
    if (const NicSpec* n = part.nic())
        return n->formFactor.isEmpty() ? QStringLiteral("pcie") : n->formFactor;
    if (const StorageSpec* s = part.storage())
        return s->formFactor;
    return {};
}

int componentSlotWidth(const Part& part) {
    if (const GpuSpec* g = part.gpu())
        return g->formFactor == QLatin1String("pcie") ? qMax(1, g->slotWidth) : 1;
    if (const NicSpec* n = part.nic())
        return qMax(1, n->slotWidth);
    return 1;
}

bool bayAccepts(const Part& part, const BayGroup& bay) {
    if (!bay.accepts.contains(part.kind))
        return false;
    if (!bay.formFactors.isEmpty() && !bay.formFactors.contains(componentFormFactor(part)))
        return false;
    if (const CpuSpec* cpu = part.cpu(); cpu && !bay.socket.isEmpty() && cpu->socket != bay.socket)
        return false;
    if (const MemorySpec* memory = part.memory();
        memory && !bay.memoryType.isEmpty() &&
        memory->memoryType.compare(bay.memoryType, Qt::CaseInsensitive) != 0)
        return false;
    return true;
}

QString bayIncompatibility(const Part& part, const BayGroup& bay) {
    if (!bay.accepts.contains(part.kind))
        return Analysis::tr("a %1 bay does not take this kind of part").arg(bay.name);
    const QString formFactor = componentFormFactor(part);
    if (!bay.formFactors.isEmpty() && !bay.formFactors.contains(formFactor))
        return Analysis::tr("%1 is a %2 part; bay %3 takes %4")
            .arg(part.model, formFactor.toUpper(), bay.name,
                 bay.formFactors.join(QLatin1Char('/')).toUpper());
    if (const CpuSpec* cpu = part.cpu(); cpu && !bay.socket.isEmpty() && cpu->socket != bay.socket)
        return Analysis::tr("%1 needs socket %2; the board has %3")
            .arg(part.model, cpu->socket.toUpper(), bay.socket.toUpper());
    if (const MemorySpec* memory = part.memory();
        memory && !bay.memoryType.isEmpty() &&
        memory->memoryType.compare(bay.memoryType, Qt::CaseInsensitive) != 0)
        return Analysis::tr("%1 is %2 memory; the slots take %3")
            .arg(part.model, memory->memoryType.toUpper(), bay.memoryType.toUpper());
    return {};
}

BayAllocation allocateBays(const Device& device, const ServerSpec& server, const QString& rackId,
                           PartFacts& facts) {
    BayAllocation result;
    const qsizetype bayCount = server.expandedBays.size();
    result.occupants.resize(bayCount, nullptr);
    result.parts.reserve(device.components.size());
    result.placed.reserve(device.components.size());
    // First bay index of each group: a group's bays are contiguous in expandedBays.
    QVarLengthArray<qsizetype, 32> groupStart(server.bays.size() + 1);
    groupStart[0] = 0;
    for (qsizetype g = 0; g < server.bays.size(); ++g)
        groupStart[g + 1] = groupStart[g] + server.bays[g].count;

    auto isFree = [&](qsizetype i) {
        return !result.occupants[i] && (result.coveredBy.isEmpty() || result.coveredBy[i] < 0);
    };
    // Bays a card covers beyond its own: 0 unless it is wider than the bay.
    auto extraBays = [&](const BayGroup& group, int width) {
        return group.maxSlotWidth > 0 && width > group.maxSlotWidth ? (width - 1) / group.maxSlotWidth : 0;
    };
    auto fitsAt = [&](qsizetype i, int group, int extra) {
        for (int k = 1; k <= extra; ++k)
            if (i + k >= groupStart[group + 1] || !isFree(i + k))
                return false;
        return true;
    };
    auto place = [&](qsizetype i, int groupIndex, const Part& part, int width) {
        result.occupants[i] = &part;
        const BayGroup& group = server.bays[groupIndex];
        const QString& bayName = server.expandedBays[i].name;
        if (const int extra = extraBays(group, width); extra > 0) {
            if (result.coveredBy.isEmpty())
                result.coveredBy.resize(bayCount, -1);
            for (int k = 1; k <= extra; ++k)
                result.coveredBy[i + k] = qint16(i);
            result.findings.append(
                finding(Severity::Warning, "device.bay.wide_card", rackId, device, part.id,
                        Analysis::tr("%1 is %2 slots wide and also covers the bay next to %3")
                            .arg(part.model)
                            .arg(width)
                            .arg(bayName)));
        }
        const PcieLink link = componentLink(part);
        if (link.gen > 0 && group.pcieGen > 0 && (link.gen > group.pcieGen || link.lanes > group.lanes)) {
            const int lanes = qMin(link.lanes, group.lanes > 0 ? group.lanes : link.lanes);
            const double card = Units::pcieGbsPerDirection(link.gen, link.lanes);
            const double slot = Units::pcieGbsPerDirection(qMin(link.gen, group.pcieGen), lanes);
            result.findings.append(finding(
                Severity::Warning, "device.pcie.link_downgrade", rackId, device, part.id,
                Analysis::tr("%1 (PCIe Gen%2 x%3) runs at Gen%4 x%5 in %6: %7 of %8 GB/s per direction")
                    .arg(part.model)
                    .arg(link.gen)
                    .arg(link.lanes)
                    .arg(qMin(link.gen, group.pcieGen))
                    .arg(lanes)
                    .arg(bayName)
                    .arg(slot, 0, 'f', 1)
                    .arg(card, 0, 'f', 1)));
        }
    };

    for (const Component& component : device.components) {
        const Part* part = facts.find(component.partId);
        result.parts.append(part);
        result.placed.append(0);
        if (!part)
            continue; // the loader rejects unknown parts; nothing to place
        int& placed = result.placed.last();
        const int width = facts.slotWidth(*part);
        const QList<int>& groups = facts.compatibleGroups(*part, server);
        int unit = 0;
        if (!component.bay.isEmpty() && component.qty > 0) {
            unit = 1;
            qsizetype target = -1;
            for (qsizetype i = 0; i < bayCount && target < 0; ++i)
                if (server.expandedBays[i].name == component.bay)
                    target = i;
            if (target < 0) {
                result.findings.append(
                    finding(Severity::Error, "device.bay.unknown", rackId, device, part->id,
                            Analysis::tr("%1 has no bay named \"%2\"").arg(device.id, component.bay)));
            } else {
                const int group = server.expandedBays[target].groupIndex;
                const int extra = extraBays(server.bays[group], width);
                if (!bayAccepts(*part, server.bays[group])) {
                    result.findings.append(finding(Severity::Error, "device.bay.incompatible", rackId, device,
                                                   part->id, bayIncompatibility(*part, server.bays[group])));
                } else if (!isFree(target) || !fitsAt(target, group, extra)) {
                    result.findings.append(
                        finding(Severity::Error, "device.bay.full", rackId, device, part->id,
                                Analysis::tr("bay %1 is already taken").arg(component.bay)));
                } else {
                    place(target, group, *part, width);
                    ++placed;
                }
            }
        }
        if (groups.isEmpty() && unit < component.qty) {
            QString firstReason;
            for (const BayGroup& group : server.bays)
                if (firstReason.isEmpty() && group.accepts.contains(part->kind))
                    firstReason = bayIncompatibility(*part, group);
            result.findings.append(
                finding(Severity::Error, "device.bay.incompatible", rackId, device, part->id,
                        firstReason.isEmpty()
                            ? Analysis::tr("%1 has no bay that takes %2").arg(device.id, part->model)
                            : firstReason));
            continue;
        }
        for (; unit < component.qty; ++unit) {
            // First a bay the card fits without covering a neighbour, then one where it covers free ones.
            qsizetype target = -1;
            int targetGroup = -1;
            for (int pass = 0; pass < 2 && target < 0; ++pass) {
                for (int g : groups) {
                    const int extra = extraBays(server.bays[g], width);
                    if ((pass == 0) != (extra == 0))
                        continue;
                    for (qsizetype i = groupStart[g]; i < groupStart[g + 1]; ++i) {
                        if (isFree(i) && fitsAt(i, g, extra)) {
                            target = i;
                            targetGroup = g;
                            break;
                        }
                    }
                    if (target >= 0)
                        break;
                }
            }
            if (target < 0) {
                result.findings.append(finding(Severity::Error, "device.bay.full", rackId, device, part->id,
                                               Analysis::tr("no free bay left for %1 (%2 of %3 placed)")
                                                   .arg(part->model)
                                                   .arg(placed)
                                                   .arg(component.qty)));
                break;
            }
            place(target, targetGroup, *part, width);
            ++placed;
        }
    }
    return result;
}
