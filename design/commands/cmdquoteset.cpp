#include "commands/cmdquoteset.h"

#include "model/designdocument.h"

#include <QLocale>

namespace {

// The one field an edit changed, for a text that says what happened.
UndoText describeChange(const QString& model, const std::optional<PriceQuote>& before,
                        const std::optional<PriceQuote>& after) {
    if (!after)
        return [model] { return CmdQuoteSet::tr("Remove the quote for %1").arg(model); };
    const PriceQuote old = before.value_or(PriceQuote{});
    const PriceQuote& now = *after;
    if (now.unitPrice != old.unitPrice && now.unitPrice && now.discountPercent == old.discountPercent &&
        now.supplier == old.supplier && now.reference == old.reference &&
        now.leadTimeWeeks == old.leadTimeWeeks)
        return [model, price = *now.unitPrice, currency = now.currency] {
            return CmdQuoteSet::tr("Set the quoted price of %1 to %2 %3")
                .arg(model, QLocale().toString(price, 'f', 2), currency);
        };
    if (now.discountPercent != old.discountPercent && now.unitPrice == old.unitPrice)
        return [model, discount = now.discountPercent] {
            return CmdQuoteSet::tr("Set the discount on %1 to %2%")
                .arg(model, QLocale().toString(discount, 'g', 4));
        };
    if (now.supplier != old.supplier && now.unitPrice == old.unitPrice)
        return [model, supplier = now.supplier] {
            return supplier.isEmpty() ? CmdQuoteSet::tr("Clear the supplier of %1").arg(model)
                                      : CmdQuoteSet::tr("Set the supplier of %1 to %2").arg(model, supplier);
        };
    if (now.leadTimeWeeks != old.leadTimeWeeks && now.unitPrice == old.unitPrice && now.leadTimeWeeks)
        return [model, weeks = *now.leadTimeWeeks] {
            return CmdQuoteSet::tr("Set the lead time of %1 to %n week(s)", nullptr, weeks).arg(model);
        };
    return [model] { return CmdQuoteSet::tr("Change the quote for %1").arg(model); };
}

} // namespace

CmdQuoteSet::CmdQuoteSet(DesignDocument* document, const QString& partId,
                         const std::optional<PriceQuote>& after, QUndoCommand* parent)
    : DescribedCommand(parent), mDocument(document), mPartId(partId), mAfter(after) {
    const QList<PriceQuote>& quotes = document->design().quotes;
    for (int i = 0; i < quotes.size(); ++i)
        if (quotes[i].partId == partId) {
            mBefore = quotes[i];
            mIndex = i;
        }
    if (mAfter)
        mAfter->partId = partId;
    describe(describeChange(document->partName(partId), mBefore, mAfter));
    setObsolete(mBefore == mAfter);
}

void CmdQuoteSet::put(const std::optional<PriceQuote>& quote) {
    QList<PriceQuote>& quotes = mDocument->mutableDesign().quotes;
    const auto at = std::find_if(quotes.begin(), quotes.end(),
                                 [this](const PriceQuote& q) { return q.partId == mPartId; });
    if (at != quotes.end()) {
        if (quote)
            *at = *quote;
        else
            quotes.erase(at);
    } else if (quote) {
        quotes.insert(mIndex >= 0 && mIndex <= quotes.size() ? mIndex : quotes.size(), *quote);
    }
    mDocument->notifyChanged();
}

void CmdQuoteSet::redo() {
    put(mAfter);
}

void CmdQuoteSet::undo() {
    put(mBefore);
}
