#pragma once

#include "model/design.h"

#include "commands/describedcommand.h"

#include <QCoreApplication>

class DesignDocument;

// Sets the design's quote for one part, or removes it (nullopt). The quote list keeps its order; a new
// quote goes at the end.
class CmdQuoteSet : public DescribedCommand {
    Q_DECLARE_TR_FUNCTIONS(CmdQuoteSet)
public:
    CmdQuoteSet(DesignDocument* document, const QString& partId, const std::optional<PriceQuote>& after,
                QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void put(const std::optional<PriceQuote>& quote);

    DesignDocument* mDocument;
    QString mPartId;
    std::optional<PriceQuote> mBefore;
    std::optional<PriceQuote> mAfter;
    int mIndex = -1; // where the part's quote was, or -1
};
