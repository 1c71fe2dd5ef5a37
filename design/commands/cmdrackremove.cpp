#include "commands/cmdrackremove.h"

#include "model/designdocument.h"

CmdRackRemove::CmdRackRemove(DesignDocument* document, const QString& rackId, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mRackId(rackId) {
    describe([rackId] { return tr("Remove rack %1").arg(rackId); });
}

void CmdRackRemove::redo() {
    Design& design = mDocument->mutableDesign();
    mIndex = design.rackIndex(mRackId);
    if (mIndex < 0) {
        qWarning("CmdRackRemove: no rack %s", qPrintable(mRackId));
        return;
    }
    mRemoved = design.racks.takeAt(mIndex);
    mDocument->notifyChanged();
}

void CmdRackRemove::undo() {
    if (mIndex < 0)
        return;
    mDocument->mutableDesign().racks.insert(mIndex, mRemoved);
    mIndex = -1;
    mDocument->notifyChanged();
}
