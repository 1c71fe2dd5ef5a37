#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Removes the component entry at `componentIndex` of a device (the whole entry, whatever its qty;
// change the quantity with CmdPropertyEdit::componentQty).
class CmdComponentRemove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdComponentRemove)
public:
    CmdComponentRemove(DesignDocument* document, const QString& deviceId, int componentIndex,
                       QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mDeviceId;
    int mIndex;
    Component mRemoved;
    bool mApplied = false;
};
