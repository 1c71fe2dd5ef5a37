#include "commands/cmdrackpduadd.h"

#include "model/designdocument.h"

CmdRackPduAdd::CmdRackPduAdd(DesignDocument* document, const QString& rackId, const RackPdu& pdu,
                             QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mRackId(rackId), mPdu(pdu) {
    describe([id = pdu.id, rackId] { return tr("Add PDU %1 to %2").arg(id, rackId); });
}

void CmdRackPduAdd::redo() {
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r < 0) {
        qWarning("CmdRackPduAdd: no rack %s", qPrintable(mRackId));
        return;
    }
    mInsertedAt = int(design.racks[r].pdus.size());
    design.racks[r].pdus.append(mPdu);
    mDocument->notifyChanged();
}

void CmdRackPduAdd::undo() {
    if (mInsertedAt < 0)
        return;
    Design& design = mDocument->mutableDesign();
    const int r = design.rackIndex(mRackId);
    if (r >= 0 && mInsertedAt < design.racks[r].pdus.size())
        design.racks[r].pdus.removeAt(mInsertedAt);
    mInsertedAt = -1;
    mDocument->notifyChanged();
}
