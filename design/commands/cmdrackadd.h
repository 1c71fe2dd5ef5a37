#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Adds a rack (with whatever PDUs and devices it already holds) at `index` (-1: at the end).
// The caller picks an id not in use (Design::uniqueId).
class CmdRackAdd : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdRackAdd)
public:
    CmdRackAdd(DesignDocument* document, const Rack& rack, int index = -1, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    Rack mRack;
    int mIndex;
    int mInsertedAt = -1;
};
