#include "file/quotefile.h"

#include <QDate>
#include <QRegularExpression>
#include <QSet>

namespace DesignFileDetail {

namespace {

QString utf8Text(const ObjectReader& o, const char* key) {
    return o.string(key, false).trimmed();
}

} // namespace

QList<PriceQuote> readQuotes(const ObjectReader& root, const PartIndex& parts) {
    QList<PriceQuote> quotes;
    QSet<QString> seen;
    root.forEachObject("quotes", [&](const ObjectReader& q) {
        q.rejectUnknownKeys({"part", "unit_price", "currency", "discount_percent", "supplier", "reference",
                             "date", "lead_time_weeks"});
        PriceQuote quote;
        quote.partId = q.id("part");
        if (!parts.find(quote.partId))
            throw LoadError{q.path("part"), DesignFile::tr("unknown part %1").arg(quoted(quote.partId))};
        if (seen.contains(quote.partId))
            throw LoadError{
                q.path("part"),
                DesignFile::tr("%1 is quoted twice; keep one quote per part").arg(quoted(quote.partId))};
        seen.insert(quote.partId);
        quote.unitPrice = q.optionalRanged(SettingRange::kQuoteUnitPrice);
        quote.currency = q.string("currency", false);
        static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
        if (!quote.currency.isEmpty() && !currencyCode.match(quote.currency).hasMatch())
            throw LoadError{q.path("currency"),
                            DesignFile::tr("must be a three-letter ISO currency code such as "
                                           "\"USD\", got %1")
                                .arg(shown(q.value("currency")))};
        quote.discountPercent = q.ranged(SettingRange::kQuoteDiscountPercent, 0);
        quote.supplier = utf8Text(q, "supplier");
        quote.reference = utf8Text(q, "reference");
        quote.date = q.string("date", false);
        if (!quote.date.isEmpty() && !QDate::fromString(quote.date, Qt::ISODate).isValid())
            throw LoadError{
                q.path("date"),
                DesignFile::tr("must be a date written YYYY-MM-DD, got %1").arg(shown(q.value("date")))};
        if (q.has("lead_time_weeks"))
            quote.leadTimeWeeks = q.whole("lead_time_weeks", int(SettingRange::kQuoteLeadTimeWeeks.minimum),
                                          false, 0, int(SettingRange::kQuoteLeadTimeWeeks.maximum));
        if (quote.isEmpty())
            throw LoadError{q.objectPath(), DesignFile::tr("says nothing: give a unit price, a discount, a "
                                                           "supplier, a reference or a lead time")};
        quotes.append(quote);
    });
    return quotes;
}

ordered_json writeQuotes(const QList<PriceQuote>& quotes) {
    ordered_json array = ordered_json::array();
    for (const PriceQuote& quote : quotes) {
        ordered_json q = ordered_json::object();
        q["part"] = quote.partId.toStdString();
        if (quote.unitPrice)
            q["unit_price"] = number(*quote.unitPrice);
        if (!quote.currency.isEmpty())
            q["currency"] = quote.currency.toStdString();
        if (quote.discountPercent != 0)
            q["discount_percent"] = number(quote.discountPercent);
        if (!quote.supplier.isEmpty())
            q["supplier"] = quote.supplier.toStdString();
        if (!quote.reference.isEmpty())
            q["reference"] = quote.reference.toStdString();
        if (!quote.date.isEmpty())
            q["date"] = quote.date.toStdString();
        if (quote.leadTimeWeeks)
            q["lead_time_weeks"] = *quote.leadTimeWeeks;
        array.push_back(std::move(q));
    }
    return array;
}

} // namespace DesignFileDetail
