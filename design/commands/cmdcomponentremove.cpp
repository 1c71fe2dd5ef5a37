#include "commands/cmdcomponentremove.h"

#include "model/designdocument.h"

CmdComponentRemove::CmdComponentRemove(DesignDocument* document, const QString& deviceId, int componentIndex,
                                       QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mDeviceId(deviceId), mIndex(componentIndex) {
    const Device* device = document->design().device(deviceId);
    const QString partId = device && componentIndex >= 0 && componentIndex < device->components.size()
                               ? device->components[componentIndex].partId
                               : QString();
    describe([model = document->partName(partId), deviceId] {
        return tr("Remove %1 from %2").arg(model, deviceId);
    });
}

void CmdComponentRemove::redo() {
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    if (r < 0 || mIndex < 0 || mIndex >= design.racks[r].devices[d].components.size()) {
        qWarning("CmdComponentRemove: no component %d in device %s", mIndex, qPrintable(mDeviceId));
        return;
    }
    mRemoved = design.racks[r].devices[d].components.takeAt(mIndex);
    mApplied = true;
    mDocument->notifyChanged();
}

void CmdComponentRemove::undo() {
    if (!mApplied)
        return;
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    if (r >= 0)
        design.racks[r].devices[d].components.insert(mIndex, mRemoved);
    mApplied = false;
    mDocument->notifyChanged();
}
