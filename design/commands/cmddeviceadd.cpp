#include "commands/cmddeviceadd.h"

#include "model/designdocument.h"

CmdDeviceAdd::CmdDeviceAdd(DesignDocument* document, const QString& rackId, const Device& device, int index,
                           QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mRackId(rackId), mDevice(device), mIndex(index) {
    describe([model = document->partName(device.partId), id = device.id, rackId, u = device.u] {
        return tr("Add %1 (%2) to %3 at U%4").arg(id, model, rackId).arg(u);
    });
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
