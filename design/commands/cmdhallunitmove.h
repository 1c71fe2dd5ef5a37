#pragma once

#include "commands/describedcommand.h"

#include <QCoreApplication>

class DesignDocument;

// Moves a unit of the hall (an air unit or a CDU) to a row and position (row -1 and `rows` are the walls).
// The steps of one drag, or arrow keys pressed one after another on the same unit, merge into one undo step.
class CmdHallUnitMove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdHallUnitMove)
public:
    CmdHallUnitMove(DesignDocument* document, const QString& unitId, int row, int position,
                    QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void place(int row, int position);
    DesignDocument* mDocument;
    QString mUnitId;
    int mFromRow = 0;
    int mFromPosition = 0;
    int mToRow = 0;
    int mToPosition = 0;
};
