#include "commands/cmddevicemove.h"

#include "commands/commandid.h"
#include "model/designdocument.h"

#include <atomic>

CmdDeviceMove::CmdDeviceMove(DesignDocument* document, const QString& deviceId, const QString& toRackId,
                             int toU, int gestureId, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mDeviceId(deviceId), mGestureId(gestureId),
      mToRackId(toRackId), mToU(toU) {
    const Design& design = document->design();
    const auto [r, d] = design.deviceLocation(deviceId);
    describeMove(r >= 0 && design.racks[r].id != toRackId);
}

int CmdDeviceMove::newGestureId() {
    static std::atomic<int> last{0};
    return ++last;
}

void CmdDeviceMove::describeMove(bool otherRack) {
    describe([otherRack, deviceId = mDeviceId, rackId = mToRackId, u = mToU] {
        return otherRack ? tr("Move %1 to %2 U%3").arg(deviceId, rackId).arg(u)
                         : tr("Move %1 to U%2").arg(deviceId).arg(u);
    });
}

void CmdDeviceMove::redo() {
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    const int to = design.rackIndex(mToRackId);
    if (r < 0 || to < 0) {
        qWarning("CmdDeviceMove: no device %s or rack %s", qPrintable(mDeviceId), qPrintable(mToRackId));
        mApplied = false;
        return;
    }
    if (!mRecorded) {
        mFromRackId = design.racks[r].id;
        mFromIndex = d;
        mFromU = design.racks[r].devices[d].u;
        mToIndex = to == r ? d : int(design.racks[to].devices.size());
        mRecorded = true;
    }
    Device device = design.racks[r].devices.takeAt(d);
    device.u = mToU;
    design.racks[to].devices.insert(qMin<qsizetype>(mToIndex, design.racks[to].devices.size()), device);
    mApplied = true;
    mDocument->notifyChanged();
}

void CmdDeviceMove::undo() {
    if (!mApplied)
        return;
    Design& design = mDocument->mutableDesign();
    const auto [r, d] = design.deviceLocation(mDeviceId);
    const int from = design.rackIndex(mFromRackId);
    if (r < 0 || from < 0)
        return;
    Device device = design.racks[r].devices.takeAt(d);
    device.u = mFromU;
    design.racks[from].devices.insert(qMin<qsizetype>(mFromIndex, design.racks[from].devices.size()), device);
    mApplied = false;
    mDocument->notifyChanged();
}

int CmdDeviceMove::id() const {
    return mGestureId == 0 ? -1 : int(CommandId::DeviceMove);
}

bool CmdDeviceMove::mergeWith(const QUndoCommand* other) {
    const auto* move = dynamic_cast<const CmdDeviceMove*>(other);
    if (!move || move->mDeviceId != mDeviceId || move->mGestureId != mGestureId || !move->mApplied ||
        !mApplied)
        return false;
    mToRackId = move->mToRackId;
    mToU = move->mToU;
    mToIndex = move->mToIndex;
    if (mToRackId == mFromRackId && mToIndex != mFromIndex) {
        // Dragged out and back into its own rack: the device takes its old place in the list again, as a
        // move within the rack would have left it (the rack's other devices are as they were).
        Design& design = mDocument->mutableDesign();
        const auto [r, d] = design.deviceLocation(mDeviceId);
        if (r >= 0 && mFromIndex < design.racks[r].devices.size()) {
            design.racks[r].devices.move(d, mFromIndex);
            mToIndex = mFromIndex;
            mDocument->notifyChanged();
        }
    }
    describeMove(mToRackId != mFromRackId);
    setObsolete(mToRackId == mFromRackId && mToIndex == mFromIndex && mToU == mFromU);
    return true;
}
