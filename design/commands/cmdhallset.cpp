#include "commands/cmdhallset.h"

#include "commands/commandid.h"
#include "model/designdocument.h"

CmdHallSet::CmdHallSet(DesignDocument* document, const std::optional<Hall>& after, UndoText text,
                       const QString& setting, QUndoCommand* parent)
    : DescribedCommand(std::move(text), parent), mDocument(document), mBefore(document->design().hall),
      mAfter(after), mSetting(setting) {}

void CmdHallSet::redo() {
    mDocument->mutableDesign().hall = mAfter;
    mDocument->notifyChanged();
}

void CmdHallSet::undo() {
    mDocument->mutableDesign().hall = mBefore;
    mDocument->notifyChanged();
}

int CmdHallSet::id() const {
    return int(CommandId::HallSet);
}

bool CmdHallSet::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const CmdHallSet*>(other);
    if (mSetting.isEmpty() || next->mSetting != mSetting || !mBefore || !next->mAfter)
        return false;
    mAfter = next->mAfter;
    if (mAfter == mBefore)
        setObsolete(true); // edited back to where it started
    return true;
}
