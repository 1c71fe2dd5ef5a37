#include "commands/cmdrackadd.h"

#include "model/designdocument.h"

CmdRackAdd::CmdRackAdd(DesignDocument* document, const Rack& rack, int index, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mRack(rack), mIndex(index) {
    describe([id = rack.id] { return tr("Add rack %1").arg(id); });
}

void CmdRackAdd::redo() {
    QList<Rack>& racks = mDocument->mutableDesign().racks;
    mInsertedAt = (mIndex < 0 || mIndex > racks.size()) ? int(racks.size()) : mIndex;
    racks.insert(mInsertedAt, mRack);
    mDocument->notifyChanged();
}

void CmdRackAdd::undo() {
    QList<Rack>& racks = mDocument->mutableDesign().racks;
    if (mInsertedAt >= 0 && mInsertedAt < racks.size() && racks[mInsertedAt].id == mRack.id)
        racks.removeAt(mInsertedAt);
    mInsertedAt = -1;
    mDocument->notifyChanged();
}
