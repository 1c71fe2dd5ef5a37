#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Appends a component entry (part, quantity, optionally a bay name from bayNames()) to a device.
// An identical entry already there is not merged: the device gets a second entry.
class CmdComponentInstall : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdComponentInstall)
public:
    CmdComponentInstall(DesignDocument* document, const QString& deviceId, const Component& component,
                        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    QString mDeviceId;
    Component mComponent;
    int mInsertedAt = -1;
};
