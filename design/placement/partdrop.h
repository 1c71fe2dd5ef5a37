#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

class DesignDocument;
class QUndoCommand;

// What dropping a catalog part on the floor means: the rules of a drag and drop, for the place the user
// points at (PartPlacement does the same for the selection, without a pointer). The floor view turns the
// cursor into a Target; PartDrop decides what the drop does, whether it may, and makes the undo step.
//   rack part            -> a new rack at the end of the row under the cursor
//   0U PDU               -> a strip at the side of the rack under the cursor
//   mounted part         -> the rack under the cursor at the unit under the cursor (MountCheck's rules)
//   component            -> the device under the cursor, its first free compatible bay (ComponentPlacer)
class PartDrop {
    Q_DECLARE_TR_FUNCTIONS(PartDrop)
public:
    enum class Action { None, AddRack, MountDevice, AddPdu, InstallComponent };

    // Where the cursor is, in the design's terms.
    struct Target {
        int row = 0;      // the floor row under the cursor (rack parts)
        QString rackId;   // the rack under the cursor, or empty
        int u = 0;        // the unit under the cursor in that rack
        QString deviceId; // the device under the cursor, or empty (components)
        Face face = Face::Front;
    };

    struct Plan {
        Action action = Action::None;
        bool ok = false;
        QString reason;      // why not, when !ok
        QString description; // what would happen ("n03 at U12 in R01")
        QString rackId;
        QString deviceId; // InstallComponent: the device
        int u = 0;        // MountDevice: the lowest unit; its height in `height`
        int height = 0;
        int row = 0; // AddRack: the new rack's row and position
        int position = 0;
    };

    static Plan plan(const Design& design, const PartIndex& parts, const QString& partId,
                     const Target& target);

    struct Result {
        QUndoCommand* command = nullptr; // push it; null when the plan cannot be done
        QString selectId;                // the new rack, device or PDU, or the device that got the component
    };
    // The undo step for a plan that is ok (plan() again on the document's design first).
    static Result command(DesignDocument* document, const PartIndex& parts, const QString& partId,
                          const Target& target);
};
