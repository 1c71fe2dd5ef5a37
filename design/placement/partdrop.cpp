#include "placement/partdrop.h"

#include "commands/cmdcomponentinstall.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackadd.h"
#include "commands/cmdrackpduadd.h"
#include "commands/describedcommand.h"
#include "model/designdocument.h"
#include "parts/partsummary.h"
#include "placement/componentplacer.h"
#include "placement/mountcheck.h"
#include "placement/partplacement.h"

PartDrop::Plan PartDrop::plan(const Design& design, const PartIndex& parts, const QString& partId,
                              const Target& target) {
    Plan plan;
    const Part* part = parts.find(partId);
    if (!part) {
        plan.reason = tr("part \"%1\" is not in the catalog").arg(partId);
        return plan;
    }
    if (part->kind == PartKind::Rack) {
        plan.action = Action::AddRack;
        plan.row = target.row;
        for (const Rack& rack : design.racks)
            if (rack.row == target.row)
                plan.position = qMax(plan.position, rack.position + 1);
        plan.ok = true;
        plan.description =
            tr("new %1 in row %2, place %3").arg(part->model).arg(plan.row + 1).arg(plan.position + 1);
        return plan;
    }
    if (part->kind == PartKind::Cable) {
        plan.reason = tr("cables are not placed on the rack floor");
        return plan;
    }
    if (part->kind == PartKind::Facility) {
        plan.reason = tr("hall equipment goes on the hall plan (View > Hall Plan)");
        return plan;
    }
    if (isComponentKind(part->kind)) {
        plan.action = Action::InstallComponent;
        plan.deviceId = target.deviceId;
        if (plan.deviceId.isEmpty()) {
            plan.reason = tr("drop a %1 onto a server").arg(PartSummary::kindLabel(part->kind));
            return plan;
        }
        plan.rackId = design.racks.value(design.deviceLocation(plan.deviceId).first).id;
        const ComponentPlacer::Plan bays = ComponentPlacer::plan(design, parts, plan.deviceId, partId);
        plan.ok = bays.ok;
        plan.reason = bays.reason;
        plan.description = tr("%1 into bay %2 of %3").arg(part->model, bays.bay, plan.deviceId);
        return plan;
    }
    // Rack-mounted parts.
    plan.rackId = target.rackId;
    const int rackIndex = target.rackId.isEmpty() ? -1 : design.rackIndex(target.rackId);
    if (rackIndex < 0) {
        plan.rackId.clear();
        plan.reason = tr("drop a %1 onto a rack").arg(PartSummary::kindLabel(part->kind));
        return plan;
    }
    const Rack& rack = design.racks.at(rackIndex);
    if (part->kind == PartKind::Pdu && MountCheck::unitsOf(*part) == 0) {
        plan.action = Action::AddPdu;
        plan.ok = true;
        plan.description = tr("0U %1 at the side of %2").arg(part->model, rack.id);
        return plan;
    }
    plan.action = Action::MountDevice;
    plan.height = qMax(1, MountCheck::unitsOf(*part));
    plan.u = target.u;
    plan.reason = MountCheck::problem(design, parts, rack.id, plan.u, plan.height);
    plan.ok = plan.reason.isEmpty();
    plan.description = tr("%1 at U%2 in %3").arg(part->model).arg(plan.u).arg(rack.id);
    return plan;
}

PartDrop::Result PartDrop::command(DesignDocument* document, const PartIndex& parts, const QString& partId,
                                   const Target& target) {
    const Design& design = document->design();
    const Plan plan = PartDrop::plan(design, parts, partId, target);
    const Part* part = parts.find(partId);
    Result result;
    if (!plan.ok || !part)
        return result;
    switch (plan.action) {
    case Action::AddRack: {
        Rack rack;
        rack.id = design.uniqueId(QStringLiteral("R"));
        rack.partId = partId;
        rack.row = plan.row;
        rack.position = plan.position;
        result.selectId = rack.id;
        result.command = new CmdRackAdd(document, rack);
        break;
    }
    case Action::MountDevice: {
        Device device;
        device.id = design.uniqueId(PartPlacement::idPrefix(part->kind));
        device.partId = partId;
        device.u = plan.u;
        device.face = target.face;
        result.selectId = device.id;
        result.command = new CmdDeviceAdd(document, plan.rackId, device);
        break;
    }
    case Action::AddPdu: {
        const RackPdu pdu{design.uniqueId(QStringLiteral("pdu")), partId, {}};
        result.selectId = pdu.id;
        result.command = new CmdRackPduAdd(document, plan.rackId, pdu);
        break;
    }
    case Action::InstallComponent: {
        const ComponentPlacer::Plan bays = ComponentPlacer::plan(design, parts, plan.deviceId, partId);
        auto* gesture = new DescribedCommand([model = part->model, deviceId = plan.deviceId] {
            return tr("Install %1 in %2").arg(model, deviceId);
        });
        if (bays.entryIndex >= 0)
            CmdPropertyEdit::componentQty(document, plan.deviceId, bays.entryIndex, bays.newQty, gesture);
        else
            new CmdComponentInstall(document, plan.deviceId, Component{partId, 1, QString()}, gesture);
        result.selectId = plan.deviceId;
        result.command = gesture;
        break;
    }
    case Action::None:
        break;
    }
    return result;
}
