#pragma once

#include "commands/describedcommand.h"
#include <QCoreApplication>

class DesignDocument;

// Moves a device to another U and/or another rack. Within the same rack the device keeps its place in
// the rack's device list; into another rack it goes to the end of that rack's list (and back in its
// first rack during one drag, to its old place). Undo restores the rack, the U and the place in the list.
//
// One drag is one undo step: give every move pushed during one drag the same `gestureId`
// (newGestureId() at the start of the drag); consecutive moves of the same device with the same
// non-zero gesture id merge, and a drag that ends where it started leaves no undo step. Gesture 0
// never merges (a keyboard nudge, a move from the inspector).
class CmdDeviceMove : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdDeviceMove)
public:
    CmdDeviceMove(DesignDocument* document, const QString& deviceId, const QString& toRackId, int toU,
                  int gestureId = 0, QUndoCommand* parent = nullptr);

    static int newGestureId();

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    void describeMove(bool otherRack);

    DesignDocument* mDocument;
    QString mDeviceId;
    int mGestureId;
    QString mToRackId;
    int mToU;
    // Recorded on the first redo.
    bool mRecorded = false;
    bool mApplied = false;
    QString mFromRackId;
    int mFromIndex = -1;
    int mFromU = 0;
    int mToIndex = -1;
};
