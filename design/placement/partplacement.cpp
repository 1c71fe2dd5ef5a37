#include "placement/partplacement.h"

#include "model/idreserver.h"

#include "commands/cmdcomponentinstall.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackadd.h"
#include "commands/cmdrackpduadd.h"
#include "model/designdocument.h"
#include "model/designlimits.h"
#include "placement/componentplacer.h"
#include "placement/mountcheck.h"

#include <QHash>
#include <QUndoCommand>

namespace {

QString nameOf(const Device& device) {
    return device.name.isEmpty() ? device.id : device.name;
}

QString nameOf(const Rack& rack) {
    return rack.name.isEmpty() ? rack.id : rack.name;
}

} // namespace

QString PartPlacement::idPrefix(PartKind kind) {
    switch (kind) {
    case PartKind::Switch:
        return QStringLiteral("sw");
    case PartKind::Pdu:
        return QStringLiteral("pdu");
    case PartKind::System:
        return QStringLiteral("sys");
    default:
        return QStringLiteral("n");
    }
}

PartPlacement::Result PartPlacement::add(DesignDocument* document, const PartIndex& parts,
                                         const QString& targetId, const QString& partId, int qty) {
    Result result;
    const Part* part = parts.find(partId);
    if (!part) {
        result.reason = tr("unknown part %1").arg(partId);
        return result;
    }
    Design working = document->design();
    const int wanted = qty == kFill ? std::numeric_limits<int>::max() : qMax(1, qty);
    // The target's rack and device.
    int rackIndex = working.rackIndex(targetId);
    QString deviceId;
    if (rackIndex < 0) {
        if (const auto [r, d] = working.deviceLocation(targetId); r >= 0) {
            rackIndex = r;
            deviceId = targetId;
        } else if (const auto [pr, p] = working.pduLocation(targetId); pr >= 0) {
            rackIndex = pr;
        }
    }
    const QString model = part->model;

    if (part->kind == PartKind::Rack) {
        const int row = rackIndex >= 0 ? working.racks[rackIndex].row : 0;
        const int count = qty == kFill ? 1 : wanted;
        auto* gesture = new DescribedCommand(
            [count, model] { return tr("Add %n %1 rack(s)", nullptr, count).arg(model); });
        for (int i = 0; i < count; ++i) {
            int position = 0;
            for (const Rack& rack : std::as_const(working.racks))
                if (rack.row == row)
                    position = qMax(position, rack.position + 1);
            Rack rack;
            rack.id = working.uniqueId(QStringLiteral("R"));
            rack.partId = part->id;
            rack.row = row;
            rack.position = position;
            working.racks.append(rack);
            if (working.racks.size() > DesignLimits::kMaxRacks) {
                result.reason = DesignLimits::problem(working);
                break;
            }
            new CmdRackAdd(document, rack, -1, gesture);
            result.selectId = rack.id;
            ++result.added;
        }
        if (result.added == 0) {
            delete gesture;
            return result;
        }
        result.command = gesture;
        return result;
    }

    if (isRackMountedKind(part->kind) || part->kind == PartKind::Pdu) {
        if (rackIndex < 0) {
            result.reason = tr("select a rack first: %1 goes into a rack").arg(model);
            return result;
        }
        const QString rackId = working.racks[rackIndex].id;
        const QString rackName = nameOf(working.racks[rackIndex]);
        const int height = MountCheck::unitsOf(*part);
        auto* gesture = new DescribedCommand;
        QList<int> units;
        while (result.added < wanted) {
            if (part->kind == PartKind::Pdu && height == 0) {
                const RackPdu pdu{working.uniqueId(QStringLiteral("pdu")), part->id, {}};
                working.racks[rackIndex].pdus.append(pdu);
                if (const QString limit = DesignLimits::problem(working); !limit.isEmpty()) {
                    result.reason = limit;
                    break;
                }
                new CmdRackPduAdd(document, rackId, pdu, gesture);
                result.selectId = pdu.id;
                ++result.added;
                if (qty == kFill)
                    break; // strips do not fill up
                continue;
            }
            const int u = MountCheck::firstFreeU(working, parts, rackId, qMax(1, height));
            if (u == 0) {
                result.reason =
                    tr("%1 has no %2 free units left for %3").arg(rackName).arg(qMax(1, height)).arg(model);
                break;
            }
            Device device;
            device.id = working.uniqueId(idPrefix(part->kind));
            device.partId = part->id;
            device.u = u;
            working.racks[rackIndex].devices.append(device);
            if (const QString limit = DesignLimits::problem(working); !limit.isEmpty()) {
                result.reason = limit;
                break;
            }
            new CmdDeviceAdd(document, rackId, device, -1, gesture);
            units.append(u);
            result.selectId = device.id;
            ++result.added;
        }
        if (result.added == 0) {
            delete gesture;
            return result;
        }
        gesture->describe([added = result.added, u = units.value(0), model, rackName] {
            return added == 1 && u > 0 ? tr("Add %1 to %2 at U%3").arg(model, rackName).arg(u)
                                       : tr("Add %n × %1 to %2", nullptr, added).arg(model, rackName);
        });
        result.command = gesture;
        return result;
    }

    // A component: into the selected server's first free compatible bays.
    if (deviceId.isEmpty()) {
        result.reason = tr("select a server first: %1 goes into a server's bays").arg(model);
        return result;
    }
    while (result.added < wanted) {
        const ComponentPlacer::Plan plan = ComponentPlacer::plan(working, parts, deviceId, partId);
        if (!plan.ok) {
            if (result.added == 0 || qty != kFill)
                result.reason = plan.reason;
            break;
        }
        Device& device = working.racks[rackIndex].devices[working.deviceLocation(deviceId).second];
        if (plan.entryIndex >= 0)
            device.components[plan.entryIndex].qty = plan.newQty;
        else
            device.components.append(Component{part->id, 1, QString()});
        ++result.added;
    }
    if (result.added == 0)
        return result;
    const Device& device = working.racks[rackIndex].devices[working.deviceLocation(deviceId).second];
    const QList<Component> components = device.components;
    const UndoText text = [fill = qty == kFill, added = result.added, deviceName = nameOf(device), model] {
        return fill ? tr("Fill the free bays of %1 with %n × %2", nullptr, added).arg(deviceName, model)
                    : tr("Install %n × %1 in %2", nullptr, added).arg(model, deviceName);
    };
    result.command = CmdPropertyEdit::editDevice(document, deviceId, text, QString(),
                                                 [components](Device& d) { d.components = components; });
    result.selectId = deviceId;
    return result;
}

const Rack& PartPlacement::copyRackInto(Design& working, const Rack& original, int row) {
    IdReserver ids(working); // gathered once for the rack, its PDUs and devices
    Rack copy = original;
    copy.id = ids.next(QStringLiteral("R"));
    copy.name.clear();
    copy.row = row;
    int position = 0;
    for (const Rack& rack : std::as_const(working.racks))
        if (rack.row == row)
            position = qMax(position, rack.position + 1);
    copy.position = position;
    // Ids are unique across racks, devices and PDUs: reserve each in the working design as it is made.
    copy.pdus.clear();
    copy.devices.clear();
    working.racks.append(copy);
    QHash<QString, QString> pduIds; // old id -> new, for the power cords
    for (RackPdu pdu : original.pdus) {
        const QString old = pdu.id;
        pdu.id = ids.next(QStringLiteral("pdu"));
        pduIds.insert(old, pdu.id);
        working.racks.last().pdus.append(pdu);
    }
    for (Device device : original.devices) {
        const QString old = device.id;
        QString prefix = old;
        while (!prefix.isEmpty() && prefix.back().isDigit())
            prefix.chop(1);
        device.id = ids.next(prefix.isEmpty() ? QStringLiteral("n") : prefix);
        pduIds.insert(old, device.id); // a mounted PDU's cords follow it too
        device.name.clear();
        working.racks.last().devices.append(device);
    }
    for (Device& device : working.racks.last().devices)
        for (PowerCord& cord : device.powerCords)
            cord.pduId = pduIds.value(cord.pduId, cord.pduId);
    return working.racks.last();
}

PartPlacement::Result PartPlacement::replicateRack(DesignDocument* document, const QString& rackId,
                                                   int copies) {
    Result result;
    Design working = document->design();
    const int index = working.rackIndex(rackId);
    if (index < 0 || copies < 1) {
        result.reason = tr("select a rack to replicate");
        return result;
    }
    const Rack original = working.racks[index];
    auto* gesture = new DescribedCommand([copies, name = nameOf(original)] {
        return tr("Replicate rack %1 %n time(s)", nullptr, copies).arg(name);
    });
    for (int c = 0; c < copies; ++c) {
        copyRackInto(working, original, original.row);
        if (const QString limit = DesignLimits::problem(working); !limit.isEmpty()) {
            result.reason = limit;
            break;
        }
        new CmdRackAdd(document, working.racks.last(), -1, gesture);
        result.selectId = working.racks.last().id;
        ++result.added;
    }
    if (result.added == 0) {
        delete gesture;
        return result;
    }
    result.command = gesture;
    return result;
}
