#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"

class DesignDocument;

// One undo step that swaps the whole design for one a domain rule worked out (a fabric created or
// resized with its switches placed, fabricplacement.h). Designs share their lists, so keeping both
// costs little.
class CmdDesignReplace : public DescribedCommand {
public:
    CmdDesignReplace(DesignDocument* document, const Design& after, UndoText text,
                     QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    Design mBefore;
    Design mAfter;
};
