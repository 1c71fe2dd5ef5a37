#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"

#include <QCoreApplication>

class DesignDocument;
struct MeasuredImport;

// Sets the measured draw of the devices an import of power readings matched, and the measured planning
// basis (facility/measuredpower.h): one undo step, "Import measured power of 12 devices".
class CmdMeasuredPowerSet : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdMeasuredPowerSet)
public:
    CmdMeasuredPowerSet(DesignDocument* document, const MeasuredImport& result,
                        QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument* mDocument;
    Design mBefore;
    Design mAfter;
};
