#include "commands/cmdmeasuredpowerset.h"

#include "facility/measuredpower.h"
#include "model/designdocument.h"

CmdMeasuredPowerSet::CmdMeasuredPowerSet(DesignDocument* document, const MeasuredImport& result,
                                         QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mBefore(document->design()),
      mAfter(MeasuredPower::applied(document->design(), result)) {
    const int count = int(result.devices.size());
    describe([count] { return tr("Import measured power of %n device(s)", nullptr, count); });
}

void CmdMeasuredPowerSet::redo() {
    mDocument->mutableDesign() = mAfter;
    mDocument->notifyChanged();
}

void CmdMeasuredPowerSet::undo() {
    mDocument->mutableDesign() = mBefore;
    mDocument->notifyChanged();
}
