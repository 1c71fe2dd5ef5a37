#include "commands/cmddesignreplace.h"

#include "model/designdocument.h"

CmdDesignReplace::CmdDesignReplace(DesignDocument* document, const Design& after, UndoText text,
                                   QUndoCommand* parent)
    : DescribedCommand(std::move(text), parent), mDocument(document), mBefore(document->design()),
      mAfter(after) {}

void CmdDesignReplace::redo() {
    mDocument->mutableDesign() = mAfter;
    mDocument->notifyChanged();
}

void CmdDesignReplace::undo() {
    mDocument->mutableDesign() = mBefore;
    mDocument->notifyChanged();
}
