#pragma once

#include "model/design.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// Edits the design's quote for one part: unit price and currency (empty: the list price), discount,
// supplier, quote reference and date, lead time. "Remove Quote" returns the part to its list price.
class QuoteDialog : public QDialog {
    Q_OBJECT
public:
    // `quote`: the part's quote or nullopt; `listPrice`: shown for reference ("USD 25,000.00", may be
    // empty); `currency`: the BOM's, proposed for a new price.
    QuoteDialog(const QString& model, const std::optional<PriceQuote>& quote, const QString& listPrice,
                const QString& currency, QWidget* parent = nullptr);

    // The quote as entered, nullopt when removed or left empty. Valid after exec() returns Accepted.
    std::optional<PriceQuote> quote() const { return mResult; }

private:
    void accept() override;
    void showError(const QString& message);

    QLineEdit* mUnitPrice;
    QLineEdit* mCurrency;
    QDoubleSpinBox* mDiscount;
    QLineEdit* mSupplier;
    QLineEdit* mReference;
    QLineEdit* mDate;
    QSpinBox* mLeadTime;
    QLabel* mError;
    QString mPartId;
    std::optional<PriceQuote> mResult;
    bool mRemoved = false;
};
