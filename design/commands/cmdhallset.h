#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"

class DesignDocument;

// Sets (or, with nullopt, removes) the design's hall: one undo step per edit of the Facility section.
// Consecutive edits of the same setting merge into one step (a spin box pushing on every change);
// `setting` names it ("hall.floor_rating"), empty: never merge.
class CmdHallSet : public DescribedCommand {
public:
    CmdHallSet(DesignDocument* document, const std::optional<Hall>& after, UndoText text,
               const QString& setting = QString(), QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    DesignDocument* mDocument;
    std::optional<Hall> mBefore;
    std::optional<Hall> mAfter;
    QString mSetting;
};
