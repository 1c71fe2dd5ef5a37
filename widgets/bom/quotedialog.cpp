#include "bom/quotedialog.h"

#include "common/typednumber.h"
#include "model/settingrange.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

QuoteDialog::QuoteDialog(const QString& model, const std::optional<PriceQuote>& quote,
                         const QString& listPrice, const QString& currency, QWidget* parent)
    : QDialog(parent), mUnitPrice(new QLineEdit(this)), mCurrency(new QLineEdit(this)),
      mDiscount(new QDoubleSpinBox(this)), mSupplier(new QLineEdit(this)), mReference(new QLineEdit(this)),
      mDate(new QLineEdit(this)), mLeadTime(new QSpinBox(this)), mError(new QLabel(this)) {
    setWindowTitle(tr("Quote for %1").arg(model));
    const PriceQuote q = quote.value_or(PriceQuote{});
    const QLocale locale;
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->addRow(tr("List price:"),
                 new QLabel(listPrice.isEmpty() ? tr("none in the catalog") : listPrice, this));
    mUnitPrice->setObjectName(QStringLiteral("quote-unit-price"));
    mUnitPrice->setPlaceholderText(tr("the list price"));
    mUnitPrice->setText(q.unitPrice ? locale.toString(*q.unitPrice, 'f', 2) : QString());
    mCurrency->setObjectName(QStringLiteral("quote-currency"));
    mCurrency->setText(q.currency.isEmpty() ? currency : q.currency);
    mCurrency->setMaxLength(3);
    mCurrency->setMaximumWidth(mCurrency->fontMetrics().horizontalAdvance(QStringLiteral("WWWW")) + 12);
    auto* price = new QHBoxLayout;
    price->addWidget(mUnitPrice, 1);
    price->addWidget(mCurrency);
    form->addRow(tr("Quoted unit price:"), price);
    mDiscount->setObjectName(QStringLiteral("quote-discount"));
    mDiscount->setRange(SettingRange::kQuoteDiscountPercent.minimum,
                        SettingRange::kQuoteDiscountPercent.maximum);
    mDiscount->setDecimals(2);
    mDiscount->setSuffix(QStringLiteral(" %"));
    mDiscount->setValue(q.discountPercent);
    form->addRow(tr("Discount:"), mDiscount);
    mSupplier->setObjectName(QStringLiteral("quote-supplier"));
    mSupplier->setText(q.supplier);
    form->addRow(tr("Supplier:"), mSupplier);
    mReference->setObjectName(QStringLiteral("quote-reference"));
    mReference->setText(q.reference);
    form->addRow(tr("Quote reference:"), mReference);
    mDate->setObjectName(QStringLiteral("quote-date"));
    mDate->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    mDate->setText(q.date);
    form->addRow(tr("Quote date:"), mDate);
    mLeadTime->setObjectName(QStringLiteral("quote-lead-time"));
    mLeadTime->setRange(-1, int(SettingRange::kQuoteLeadTimeWeeks.maximum)); // -1: unknown
    mLeadTime->setSpecialValueText(tr("unknown"));
    mLeadTime->setSuffix(tr(" weeks"));
    mLeadTime->setValue(q.leadTimeWeeks.value_or(-1));
    form->addRow(tr("Lead time:"), mLeadTime);
    layout->addLayout(form);
    mError->setStyleSheet(QStringLiteral("color: #b91c1c;"));
    mError->setWordWrap(true);
    mError->hide();
    layout->addWidget(mError);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* remove = buttons->addButton(tr("Remove Quote"), QDialogButtonBox::DestructiveRole);
    remove->setEnabled(quote.has_value());
    connect(remove, &QPushButton::clicked, this, [this] {
        mRemoved = true;
        mResult.reset();
        QDialog::accept();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    mPartId = q.partId;
}

void QuoteDialog::showError(const QString& message) {
    mError->setText(message);
    mError->show();
}

void QuoteDialog::accept() {
    PriceQuote q;
    q.partId = mPartId;
    const QString priceText = mUnitPrice->text().trimmed();
    if (!priceText.isEmpty()) {
        const std::optional<double> value = parseTypedNumber(priceText);
        if (!value || !SettingRange::kQuoteUnitPrice.contains(*value))
            return showError(tr("The unit price \"%1\" is not a price.").arg(priceText));
        q.unitPrice = value;
        static const QRegularExpression code(QStringLiteral("^[A-Z]{3}$"));
        q.currency = mCurrency->text().trimmed().toUpper();
        if (!code.match(q.currency).hasMatch())
            return showError(tr("The currency is a three-letter ISO code, such as USD or CNY."));
    }
    q.discountPercent = mDiscount->value();
    q.supplier = mSupplier->text().trimmed();
    q.reference = mReference->text().trimmed();
    q.date = mDate->text().trimmed();
    if (!q.date.isEmpty() && !QDate::fromString(q.date, Qt::ISODate).isValid())
        return showError(tr("The quote date \"%1\" is not a date written YYYY-MM-DD.").arg(q.date));
    if (mLeadTime->value() >= 0)
        q.leadTimeWeeks = mLeadTime->value();
    mResult = q.isEmpty() ? std::nullopt : std::optional<PriceQuote>(q);
    QDialog::accept();
}
