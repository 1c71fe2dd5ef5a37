#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Removes a device with its components; undo puts it back at the same place in its rack's list.
class CmdDeviceRemove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceRemove)
public:
    CmdDeviceRemove(DesignDocument* document, const QString& deviceId, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mDeviceId;
    Device mRemoved;
    QString mRackId;
    int mIndex = -1; // where it was; -1 while not removed
};
