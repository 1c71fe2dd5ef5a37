#include "commands/cmdcomponentinstall.h"

#include "model/designdocument.h"

CmdComponentInstall::CmdComponentInstall(DesignDocument* document, const QString& deviceId,
                                         const Component& component, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mDeviceId(deviceId), mComponent(component) {
    const QString model = document->partName(component.partId);
    describe([model, deviceId, component] {
        return component.bay.isEmpty()
                   ? tr("Install %1 x %2 in %3").arg(component.qty).arg(model, deviceId)
                   : tr("Install %1 x %2 in %3 (%4)").arg(component.qty).arg(model, deviceId, component.bay);
    });
}

void CmdComponentInstall::redo() {
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    if (r < 0) {
        qWarning("CmdComponentInstall: no device %s", qPrintable(mDeviceId));
        return;
    }
    QList<Component>& components = design.racks[r].devices[d].components;
    mInsertedAt = int(components.size());
    components.append(mComponent);
    mDocument->notifyChanged();
}

void CmdComponentInstall::undo() {
    if (mInsertedAt < 0)
        return;
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    if (r >= 0 && mInsertedAt < design.racks[r].devices[d].components.size())
        design.racks[r].devices[d].components.removeAt(mInsertedAt);
    mInsertedAt = -1;
    mDocument->notifyChanged();
}
