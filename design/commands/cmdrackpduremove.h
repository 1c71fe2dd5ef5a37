#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Removes a 0U PDU strip (found by id in any rack); undo puts it back at the same place.
class CmdRackPduRemove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdRackPduRemove)
public:
    CmdRackPduRemove(DesignDocument* document, const QString& pduId, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mPduId;
    QString mRackId;
    RackPdu mRemoved;
    int mIndex = -1; // where it was; -1 while not removed
};
