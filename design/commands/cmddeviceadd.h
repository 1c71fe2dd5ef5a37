#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Mounts a device (with its components) in a rack, at `index` in the rack's device list (-1: at the
// end). The caller picks an id not in use (Design::uniqueId) and the U; overlaps are findings, not
// refused here.
class CmdDeviceAdd : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceAdd)
public:
    CmdDeviceAdd(DesignDocument* document, const QString& rackId, const Device& device, int index = -1,
                 QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mRackId;
    Device mDevice;
    int mIndex;
    int mInsertedAt = -1;
};
