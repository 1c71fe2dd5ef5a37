#include "commands/cmdhallunitmove.h"

#include "commands/commandid.h"
#include "model/designdocument.h"

CmdHallUnitMove::CmdHallUnitMove(DesignDocument* document, const QString& unitId, int row, int position,
                                 QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mUnitId(unitId), mToRow(row), mToPosition(position) {
    const std::optional<Hall>& hall = document->design().hall;
    if (const HallUnit* unit = hall ? hall->unit(unitId) : nullptr) {
        mFromRow = unit->row;
        mFromPosition = unit->position;
    }
    describe([unitId] { return tr("Move %1 in the hall").arg(unitId); });
}

void CmdHallUnitMove::place(int row, int position) {
    std::optional<Hall>& hall = mDocument->mutableDesign().hall;
    if (HallUnit* unit = hall ? hall->mutableUnit(mUnitId) : nullptr) {
        unit->row = row;
        unit->position = position;
    }
    mDocument->notifyChanged();
}

void CmdHallUnitMove::redo() {
    place(mToRow, mToPosition);
}

void CmdHallUnitMove::undo() {
    place(mFromRow, mFromPosition);
}

int CmdHallUnitMove::id() const {
    return int(CommandId::HallUnitMove);
}

bool CmdHallUnitMove::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const CmdHallUnitMove*>(other);
    if (next->mUnitId != mUnitId)
        return false;
    mToRow = next->mToRow;
    mToPosition = next->mToPosition;
    if (mToRow == mFromRow && mToPosition == mFromPosition)
        setObsolete(true);
    return true;
}
