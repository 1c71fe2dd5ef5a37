#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

class DesignDocument;
class QUndoCommand;

// Adding catalog parts without dragging (double-click, Enter or the context menu in the catalog): where
// `qty` units of a part go when added to the selected rack, device or PDU, or to the floor. Worked out unit
// by unit on a copy of the design, with the same rules as a drop (MountCheck for units, ComponentPlacer and
// the analysis' bay allocator for bays), and returned as one undo step.
//   rack part            -> new racks after the last rack of the target's row (row 0 on an empty floor)
//   server, system, switch, mounted PDU -> the target rack's lowest free units that fit
//   0U PDU               -> a strip of the target rack
//   component            -> the target server's first free compatible bays
class PartPlacement {
    Q_DECLARE_TR_FUNCTIONS(PartPlacement)
public:
    static constexpr int kFill = -1; // as many as fit: "fill all free bays" (or units)

    struct Result {
        QUndoCommand* command = nullptr; // push it; null when nothing could be added
        int added = 0;
        QString selectId; // what to select afterwards: the last rack, device or PDU added, or the server
        QString reason;   // why nothing (or fewer than asked) could be added
    };

    // `targetId`: a rack, a device or a 0U PDU (its rack), or empty. `qty` >= 1 or kFill.
    static Result add(DesignDocument* document, const PartIndex& parts, const QString& targetId,
                      const QString& partId, int qty);

    // `copies` copies of a rack with everything in it, placed after the last rack of its row, as one undo
    // step: fresh ids for the rack, its PDUs and devices (power cords follow their PDUs), device names left
    // empty so host names are given anew.
    static Result replicateRack(DesignDocument* document, const QString& rackId, int copies);
    // A copy of `original` appended to `working` after the last rack of `row`, with fresh ids as above.
    static const Rack& copyRackInto(Design& working, const Rack& original, int row);

    // The id prefix of a new rack-mounted device of `kind` ("n", "sw", "pdu", "sys").
    static QString idPrefix(PartKind kind);
};
