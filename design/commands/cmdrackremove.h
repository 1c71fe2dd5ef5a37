#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Removes a rack with its PDUs and devices; undo puts it back at the same place in the list.
class CmdRackRemove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdRackRemove)
public:
    CmdRackRemove(DesignDocument* document, const QString& rackId, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mRackId;
    Rack mRemoved;
    int mIndex = -1; // where it was; -1 while not removed
};
