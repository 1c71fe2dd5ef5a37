#include "commands/cmdrackpduremove.h"

#include "model/designdocument.h"

CmdRackPduRemove::CmdRackPduRemove(DesignDocument* document, const QString& pduId, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mPduId(pduId) {
    describe([pduId] { return tr("Remove PDU %1").arg(pduId); });
}

void CmdRackPduRemove::redo() {
    Design& design = mDocument->mutableDesign();
    const auto [r, p] = design.pduLocation(mPduId);
    if (r < 0) {
        qWarning("CmdRackPduRemove: no PDU %s", qPrintable(mPduId));
        return;
    }
    mRackId = design.racks[r].id;
    mIndex = p;
    mRemoved = design.racks[r].pdus.takeAt(p);
    mDocument->notifyChanged();
}

void CmdRackPduRemove::undo() {
    if (mIndex < 0)
        return;
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r >= 0)
        design.racks[r].pdus.insert(mIndex, mRemoved);
    mIndex = -1;
    mDocument->notifyChanged();
}
