#include "commands/cmddeviceremove.h"

#include "model/designdocument.h"

CmdDeviceRemove::CmdDeviceRemove(DesignDocument* document, const QString& deviceId, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mDeviceId(deviceId) {
    describe([deviceId] { return tr("Remove %1").arg(deviceId); });
}

void CmdDeviceRemove::redo() {
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    if (r < 0) {
        qWarning("CmdDeviceRemove: no device %s", qPrintable(mDeviceId));
        return;
    }
    mRackId = design.racks[r].id;
    mIndex = d;
    mRemoved = design.racks[r].devices.takeAt(d);
    mDocument->notifyChanged();
}

void CmdDeviceRemove::undo() {
    if (mIndex < 0)
        return;
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r >= 0)
        design.racks[r].devices.insert(mIndex, mRemoved);
    mIndex = -1;
    mDocument->notifyChanged();
}
