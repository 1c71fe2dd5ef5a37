#include "cmddeviceadd.h"

#include "designdocument.h"

CmdDeviceAdd::CmdDeviceAdd(DesignDocument* document, const QString& rackId, const Device& device, int index,
                           QUndoCommand* parent)
    : QUndoCommand(parent), mDocument(document), mRackId(rackId), mDevice(device), mIndex(index) {
    setText(tr("Add %1 to %2 at U%3").arg(device.id, rackId).arg(device.u));
}

void CmdDeviceAdd::redo() {
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r < 0) {
        qWarning("CmdDeviceAdd: no rack %s", qPrintable(mRackId));
        return;
    }
    QList<Device>& devices = design.racks[r].devices;
    mInsertedAt = (mIndex < 0 || mIndex > devices.size()) ? int(devices.size()) : mIndex;
    devices.insert(mInsertedAt, mDevice);
    mDocument->notifyChanged();
}

void CmdDeviceAdd::undo() {
    if (mInsertedAt < 0)
        return;
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r >= 0 && mInsertedAt < design.racks[r].devices.size() &&
        design.racks[r].devices[mInsertedAt].id == mDevice.id)
        design.racks[r].devices.removeAt(mInsertedAt);
    mInsertedAt = -1;
    mDocument->notifyChanged();
}
