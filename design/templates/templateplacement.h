#pragma once

#include "placement/partplacement.h"
#include "templates/designtemplate.h"

class DesignDocument;

// Using a template in the design, as one undo step each (docs/templates.md).
class TemplatePlacement {
    Q_DECLARE_TR_FUNCTIONS(TemplatePlacement)
public:
    // Up to `count` copies of a server template (PartPlacement::kFill: as many as fit) in the rack, at its
    // lowest free units, stopping where the rack's units or its power budget run out; the reason says which.
    static PartPlacement::Result fillRack(DesignDocument* document, const PartIndex& parts,
                                          const QString& rackId, const DesignTemplate& server, int count);
    // A rack template as a new rack after the last rack of `row`, with fresh ids.
    static PartPlacement::Result addRack(DesignDocument* document, const DesignTemplate& rack, int row);
};
