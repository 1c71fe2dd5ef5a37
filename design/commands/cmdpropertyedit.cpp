#include "commands/cmdpropertyedit.h"

#include "commands/commandid.h"
#include "model/designdocument.h"

#include <QLocale>

CmdPropertyEdit::CmdPropertyEdit(DesignDocument* document, Scope scope, const QString& objectId,
                                 const QString& property, UndoText text, std::function<void(Snapshot&)> edit,
                                 QUndoCommand* parent)
    : DescribedCommand(std::move(text), parent), mDocument(document), mScope(scope), mObjectId(objectId),
      mProperty(property), mEdit(std::move(edit)) {}

CmdPropertyEdit* CmdPropertyEdit::designName(DesignDocument* document, const QString& name,
                                             QUndoCommand* parent) {
    return new CmdPropertyEdit(
        document, Scope::Design, {}, QStringLiteral("design.name"),
        [name] { return tr("Rename design to \"%1\"").arg(name); },
        [name](Snapshot& s) { std::get<Header>(s).name = name; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::settings(DesignDocument* document, const DesignSettings& settings,
                                           QUndoCommand* parent) {
    return new CmdPropertyEdit(
        document, Scope::Design, {}, QStringLiteral("design.settings"),
        [] { return tr("Change design settings"); },
        [settings](Snapshot& s) { std::get<Header>(s).settings = settings; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::editRack(DesignDocument* document, const QString& rackId, UndoText text,
                                           const QString& property, RackEdit edit, QUndoCommand* parent) {
    return new CmdPropertyEdit(
        document, Scope::Rack, rackId, property, text, [edit](Snapshot& s) { edit(std::get<Rack>(s)); },
        parent);
}

CmdPropertyEdit* CmdPropertyEdit::editDevice(DesignDocument* document, const QString& deviceId, UndoText text,
                                             const QString& property, DeviceEdit edit, QUndoCommand* parent) {
    return new CmdPropertyEdit(
        document, Scope::Device, deviceId, property, text, [edit](Snapshot& s) { edit(std::get<Device>(s)); },
        parent);
}

CmdPropertyEdit* CmdPropertyEdit::rackName(DesignDocument* document, const QString& rackId,
                                           const QString& name, QUndoCommand* parent) {
    return editRack(
        document, rackId, [rackId, name] { return tr("Rename rack %1 to \"%2\"").arg(rackId, name); },
        QStringLiteral("rack.name"), [name](Rack& rack) { rack.name = name; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::rackPowerBudget(DesignDocument* document, const QString& rackId,
                                                  std::optional<double> budgetW, QUndoCommand* parent) {
    const UndoText text = [rackId, budgetW] {
        return budgetW ? tr("Set power budget of %1 to %2 W").arg(rackId, QLocale().toString(*budgetW))
                       : tr("Reset power budget of %1").arg(rackId);
    };
    return editRack(
        document, rackId, text, QStringLiteral("rack.power_budget_w"),
        [budgetW](Rack& rack) { rack.powerBudgetW = budgetW; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::rackCoolingBudget(DesignDocument* document, const QString& rackId,
                                                    std::optional<double> budgetW, QUndoCommand* parent) {
    const UndoText text = [rackId, budgetW] {
        return budgetW ? tr("Set cooling budget of %1 to %2 W").arg(rackId, QLocale().toString(*budgetW))
                       : tr("Reset cooling budget of %1").arg(rackId);
    };
    return editRack(
        document, rackId, text, QStringLiteral("rack.cooling_budget_w"),
        [budgetW](Rack& rack) { rack.coolingBudgetW = budgetW; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::rackPlacement(DesignDocument* document, const QString& rackId, int row,
                                                int position, QUndoCommand* parent) {
    return editRack(
        document, rackId,
        [rackId, row, position] {
            return tr("Move rack %1 to row %2, position %3").arg(rackId).arg(row).arg(position);
        },
        QStringLiteral("rack.placement"),
        [row, position](Rack& rack) {
            rack.row = row;
            rack.position = position;
        },
        parent);
}

CmdPropertyEdit* CmdPropertyEdit::deviceName(DesignDocument* document, const QString& deviceId,
                                             const QString& name, QUndoCommand* parent) {
    return editDevice(
        document, deviceId, [deviceId, name] { return tr("Rename %1 to \"%2\"").arg(deviceId, name); },
        QStringLiteral("device.name"), [name](Device& device) { device.name = name; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::devicePsuRedundancy(DesignDocument* document, const QString& deviceId,
                                                      const QString& redundancy, QUndoCommand* parent) {
    return editDevice(
        document, deviceId,
        [deviceId, redundancy] { return tr("Set PSU redundancy of %1 to %2").arg(deviceId, redundancy); },
        QStringLiteral("device.psu_redundancy"),
        [redundancy](Device& device) { device.psuRedundancy = redundancy; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::deviceFace(DesignDocument* document, const QString& deviceId, Face face,
                                             QUndoCommand* parent) {
    const UndoText text = [deviceId, face] {
        return face == Face::Front ? tr("Turn %1 to face the front").arg(deviceId)
                                   : tr("Turn %1 to face the rear").arg(deviceId);
    };
    return editDevice(
        document, deviceId, text, QStringLiteral("device.face"),
        [face](Device& device) { device.face = face; }, parent);
}

CmdPropertyEdit* CmdPropertyEdit::componentQty(DesignDocument* document, const QString& deviceId,
                                               int componentIndex, int qty, QUndoCommand* parent) {
    const Device* device = document->design().device(deviceId);
    const QString partId = device && componentIndex >= 0 && componentIndex < device->components.size()
                               ? device->components[componentIndex].partId
                               : QString();
    return editDevice(
        document, deviceId,
        [model = document->partName(partId), deviceId, qty] {
            return tr("Set quantity of %1 in %2 to %3").arg(model, deviceId).arg(qty);
        },
        QStringLiteral("component[%1].qty").arg(componentIndex),
        [componentIndex, qty](Device& d) {
            if (componentIndex >= 0 && componentIndex < d.components.size())
                d.components[componentIndex].qty = qty;
        },
        parent);
}

CmdPropertyEdit* CmdPropertyEdit::componentBay(DesignDocument* document, const QString& deviceId,
                                               int componentIndex, const QString& bay, QUndoCommand* parent) {
    const Device* device = document->design().device(deviceId);
    const QString partId = device && componentIndex >= 0 && componentIndex < device->components.size()
                               ? device->components[componentIndex].partId
                               : QString();
    const UndoText text = [model = document->partName(partId), deviceId, bay] {
        return bay.isEmpty() ? tr("Put %1 in %2 in the first free bay").arg(model, deviceId)
                             : tr("Put %1 in %2 in bay %3").arg(model, deviceId, bay);
    };
    return editDevice(
        document, deviceId, text, QStringLiteral("component[%1].bay").arg(componentIndex),
        [componentIndex, bay](Device& d) {
            if (componentIndex >= 0 && componentIndex < d.components.size())
                d.components[componentIndex].bay = bay;
        },
        parent);
}

std::optional<CmdPropertyEdit::Snapshot> CmdPropertyEdit::take(const Design& design) const {
    switch (mScope) {
    case Scope::Design:
        return Header{design.name, design.settings};
    case Scope::Rack: {
        const int r = design.rackIndex(mObjectId);
        if (r < 0)
            return std::nullopt;
        return design.racks[r];
    }
    case Scope::Device:
        if (const Device* device = design.device(mObjectId))
            return *device;
        return std::nullopt;
    }
    return std::nullopt;
}

void CmdPropertyEdit::put(Design& design, const Snapshot& snapshot) const {
    switch (mScope) {
    case Scope::Design:
        design.name = std::get<Header>(snapshot).name;
        design.settings = std::get<Header>(snapshot).settings;
        break;
    case Scope::Rack:
        if (const int r = design.rackIndex(mObjectId); r >= 0)
            design.racks[r] = std::get<Rack>(snapshot);
        break;
    case Scope::Device:
        if (const auto [r, d] = design.deviceLocation(mObjectId); r >= 0)
            design.racks[r].devices[d] = std::get<Device>(snapshot);
        break;
    }
}

void CmdPropertyEdit::redo() {
    Design& design = mDocument->mutableDesign();
    if (!mRecorded) {
        std::optional<Snapshot> before = take(design);
        if (!before) {
            qWarning("CmdPropertyEdit: no rack or device %s", qPrintable(mObjectId));
            return;
        }
        mBefore = *before;
        Snapshot after = *before;
        mEdit(after);
        if (Rack* rack = std::get_if<Rack>(&after))
            rack->id = mObjectId;
        if (Device* device = std::get_if<Device>(&after))
            device->id = mObjectId;
        mAfter = after;
        mRecorded = true;
        setObsolete(mAfter == mBefore); // an edit that changes nothing is not pushed
    }
    put(design, mAfter);
    mApplied = true;
    mDocument->notifyChanged();
}

void CmdPropertyEdit::undo() {
    if (!mApplied)
        return;
    put(mDocument->mutableDesign(), mBefore);
    mApplied = false;
    mDocument->notifyChanged();
}

int CmdPropertyEdit::id() const {
    return mProperty.isEmpty() ? -1 : int(CommandId::PropertyEdit);
}

bool CmdPropertyEdit::mergeWith(const QUndoCommand* other) {
    const auto* edit = dynamic_cast<const CmdPropertyEdit*>(other);
    if (!edit || edit->mScope != mScope || edit->mObjectId != mObjectId || edit->mProperty != mProperty ||
        !edit->mApplied || !mApplied)
        return false;
    mAfter = edit->mAfter;
    describe(edit->description());
    setObsolete(mAfter == mBefore);
    return true;
}
