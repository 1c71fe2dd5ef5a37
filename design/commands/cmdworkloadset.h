#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"

class DesignDocument;

// Sets (or, with nullopt, removes) the design's workload. Consecutive edits of the same setting merge
// into one undo step (a spin box pushing on every change); `setting` names it, empty: never merge.
class CmdWorkloadSet : public DescribedCommand {
public:
    CmdWorkloadSet(DesignDocument* document, const std::optional<Workload>& after, UndoText text,
                   const QString& setting = QString(), QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    DesignDocument* mDocument;
    std::optional<Workload> mBefore;
    std::optional<Workload> mAfter;
    QString mSetting;
};
