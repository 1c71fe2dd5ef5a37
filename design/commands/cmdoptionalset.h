#pragma once

#include "commands/commandid.h"
#include "commands/describedcommand.h"
#include "model/design.h"
#include "model/designdocument.h"

// Sets (or, with nullopt, removes) an optional part of the design, its workload or its hall: one undo
// step per edit. Consecutive edits of the same setting merge into one step (a spin box pushing on every
// change); `setting` names it ("hall.floor_rating"), empty: never merge.
template <typename T, std::optional<T> Design::*Field, CommandId Id>
class CmdOptionalSet : public DescribedCommand {
public:
    CmdOptionalSet(DesignDocument* document, const std::optional<T>& after, UndoText text,
                   const QString& setting = QString(), QUndoCommand* parent = nullptr)
        : DescribedCommand(std::move(text), parent), mDocument(document), mBefore(document->design().*Field),
          mAfter(after), mSetting(setting) {}

    void redo() override { set(mAfter); }
    void undo() override { set(mBefore); }
    int id() const override { return int(Id); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const CmdOptionalSet*>(other);
        if (mSetting.isEmpty() || next->mSetting != mSetting || !mBefore || !next->mAfter)
            return false;
        mAfter = next->mAfter;
        if (mAfter == mBefore)
            setObsolete(true); // edited back to where it started
        return true;
    }

private:
    void set(const std::optional<T>& value) {
        mDocument->mutableDesign().*Field = value;
        mDocument->notifyChanged();
    }

    DesignDocument* mDocument;
    std::optional<T> mBefore;
    std::optional<T> mAfter;
    QString mSetting;
};
