#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Adds a 0U PDU strip at the end of a rack's PDU list. The caller picks an id not in use.
class CmdRackPduAdd : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdRackPduAdd)
public:
    CmdRackPduAdd(DesignDocument* document, const QString& rackId, const RackPdu& pdu,
                  QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mRackId;
    RackPdu mPdu;
    int mInsertedAt = -1;
};
