#include "commands/cmdworkloadset.h"

#include "commands/commandid.h"
#include "model/designdocument.h"

CmdWorkloadSet::CmdWorkloadSet(DesignDocument* document, const std::optional<Workload>& after, UndoText text,
                               const QString& setting, QUndoCommand* parent)
    : DescribedCommand(std::move(text), parent), mDocument(document), mBefore(document->design().workload),
      mAfter(after), mSetting(setting) {}

void CmdWorkloadSet::redo() {
    mDocument->mutableDesign().workload = mAfter;
    mDocument->notifyChanged();
}

void CmdWorkloadSet::undo() {
    mDocument->mutableDesign().workload = mBefore;
    mDocument->notifyChanged();
}

int CmdWorkloadSet::id() const {
    return int(CommandId::WorkloadSet);
}

bool CmdWorkloadSet::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const CmdWorkloadSet*>(other);
    if (mSetting.isEmpty() || next->mSetting != mSetting || !mBefore || !next->mAfter)
        return false;
    mAfter = next->mAfter;
    if (mAfter == mBefore)
        setObsolete(true); // edited back to where it started
    return true;
}
