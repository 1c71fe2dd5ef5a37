#include "bom/bomexport.h"

#include "csvtext.h"

#include <QLocale>
#include <nlohmann/json.hpp>

namespace {

// ---- CSV ----

// A totals row: the label in the first column, the amount under "Extended price", the currency beside it.
QStringList totalsRow(const QString& label, const QString& amount, const QString& currency,
                      const QString& note, const QString& unitCell = {}) {
    QStringList fields;
    for (BomColumn column : BomExport::columns()) {
        switch (column) {
        case BomColumn::Category:
            fields << label;
            break;
        case BomColumn::UnitPrice:
            fields << unitCell;
            break;
        case BomColumn::ExtendedPrice:
            fields << amount;
            break;
        case BomColumn::Currency:
            fields << currency;
            break;
        case BomColumn::Note:
            fields << note;
            break;
        default:
            fields << QString();
            break;
        }
    }
    return fields;
}

} // namespace

const QList<BomColumn>& BomExport::columns() {
    static const QList<BomColumn> list{
        BomColumn::Category,       BomColumn::Part,        BomColumn::Vendor,    BomColumn::Model,
        BomColumn::PartNumber,     BomColumn::Description, BomColumn::Qty,       BomColumn::Spares,
        BomColumn::OrderQty,       BomColumn::ListPrice,   BomColumn::Discount,  BomColumn::UnitPrice,
        BomColumn::ExtendedPrice,  BomColumn::Currency,    BomColumn::PriceDate, BomColumn::Supplier,
        BomColumn::QuoteReference, BomColumn::LeadTime,    BomColumn::Note};
    return list;
}

QString BomExport::columnTitle(BomColumn column) {
    switch (column) {
    case BomColumn::Category:
        return tr("Category");
    case BomColumn::Part:
        return tr("Part");
    case BomColumn::Vendor:
        return tr("Vendor");
    case BomColumn::Model:
        return tr("Model");
    case BomColumn::PartNumber:
        return tr("Part number");
    case BomColumn::Description:
        return tr("Description");
    case BomColumn::Qty:
        return tr("Qty");
    case BomColumn::Spares:
        return tr("Spares");
    case BomColumn::OrderQty:
        return tr("Order qty");
    case BomColumn::ListPrice:
        return tr("List price");
    case BomColumn::Discount:
        return tr("Discount %");
    case BomColumn::UnitPrice:
        return tr("Unit price");
    case BomColumn::ExtendedPrice:
        return tr("Extended price");
    case BomColumn::Currency:
        return tr("Currency");
    case BomColumn::PriceDate:
        return tr("Price date");
    case BomColumn::Supplier:
        return tr("Supplier");
    case BomColumn::QuoteReference:
        return tr("Quote");
    case BomColumn::LeadTime:
        return tr("Lead time (weeks)");
    case BomColumn::Note:
        return tr("Note");
    }
    return {};
}

QString BomExport::money(double amount) {
    return QString::number(Bom::roundMoney(amount), 'f', 2);
}

QString BomExport::cellText(const BomLine& line, BomColumn column) {
    switch (column) {
    case BomColumn::Category:
        return Bom::categoryLabel(line.category);
    case BomColumn::Part:
        return line.partId;
    case BomColumn::Vendor:
        return line.vendor;
    case BomColumn::Model:
        return line.model;
    case BomColumn::PartNumber:
        return line.partNumber;
    case BomColumn::Description:
        return line.description;
    case BomColumn::Qty:
        return QString::number(line.qty);
    case BomColumn::Spares:
        return QString::number(line.spares);
    case BomColumn::OrderQty:
        return QString::number(line.orderQty());
    case BomColumn::ListPrice:
        return line.listUnitPrice ? money(*line.listUnitPrice) : QString();
    case BomColumn::Discount:
        return line.quote && line.quote->discountPercent != 0
                   ? QString::number(line.quote->discountPercent, 'g', 6)
                   : QString();
    case BomColumn::UnitPrice:
        return line.unitPrice ? money(*line.unitPrice) : QString();
    case BomColumn::ExtendedPrice:
        return line.extendedPrice ? money(*line.extendedPrice) : QString();
    case BomColumn::Currency:
        return line.currency;
    case BomColumn::PriceDate:
        return line.priceDate;
    case BomColumn::Supplier:
        return line.quote ? line.quote->supplier : QString();
    case BomColumn::QuoteReference:
        return line.quote ? line.quote->reference : QString();
    case BomColumn::LeadTime:
        return line.quote && line.quote->leadTimeWeeks ? QString::number(*line.quote->leadTimeWeeks)
                                                       : QString();
    case BomColumn::Note:
        return Bom::lineNote(line);
    }
    return {};
}

QString BomExport::incompleteNote(const Bom& bom) {
    if (!bom.incomplete)
        return {};
    QStringList reasons;
    if (!bom.unpricedPartIds.isEmpty())
        reasons << tr("no price for %1").arg(bom.unpricedPartIds.join(QStringLiteral(", ")));
    if (!bom.missingRates.isEmpty())
        reasons << tr("no exchange rate to %1 for %2")
                       .arg(bom.currency, bom.missingRates.join(QStringLiteral(", ")));
    return tr("incomplete: %1").arg(reasons.join(QStringLiteral("; ")));
}

QString BomExport::sheetName(const QString& locale) {
    // A fixed name per language rather than a translation, so files are predictable for scripts.
    return locale.startsWith(QLatin1String("zh")) ? QStringLiteral("物料清单") : QStringLiteral("BOM");
}

QByteArray bomToCsv(const Bom& bom) {
    QByteArray out("\xEF\xBB\xBF");
    QStringList header;
    for (BomColumn column : BomExport::columns())
        header << BomExport::columnTitle(column);
    appendCsvRow(out, header);
    for (const BomLine& line : bom.lines) {
        QStringList fields;
        for (BomColumn column : BomExport::columns())
            fields << BomExport::cellText(line, column);
        appendCsvRow(out, fields);
    }
    appendCsvRow(out, totalsRow(BomExport::tr("Subtotal"), BomExport::money(bom.subtotal), bom.currency, {}));
    if (bom.taxPercent != 0)
        appendCsvRow(out, totalsRow(bom.taxLineLabel(), BomExport::money(bom.tax), bom.currency, {},
                                    QString::number(bom.taxPercent, 'g', 6) + QLatin1Char('%')));
    appendCsvRow(out, totalsRow(BomExport::tr("Total"), BomExport::money(bom.total), bom.currency,
                                BomExport::incompleteNote(bom)));
    return out;
}

QByteArray bomToJson(const Bom& bom) {
    using nlohmann::json;
    auto str = [](const QString& s) { return s.toStdString(); };
    auto optionalMoney = [](const std::optional<double>& v) {
        return v ? json(Bom::roundMoney(*v)) : json(nullptr);
    };
    auto sourceName = [](BomPriceSource source) -> json {
        switch (source) {
        case BomPriceSource::Catalog:
            return "catalog";
        case BomPriceSource::Estimated:
            return "estimated";
        case BomPriceSource::User:
            return "user";
        case BomPriceSource::Quoted:
            return "quoted";
        case BomPriceSource::None:
            break;
        }
        return nullptr;
    };
    auto statusName = [](BomLineStatus status) {
        switch (status) {
        case BomLineStatus::Priced:
            return "priced";
        case BomLineStatus::Included:
            return "included";
        case BomLineStatus::NoPrice:
            return "no_price";
        case BomLineStatus::NoRate:
            return "no_rate";
        case BomLineStatus::UnknownPart:
            return "unknown_part";
        }
        return "priced";
    };

    auto groupsJson = [&](const QList<CostGroup>& groups, bool nodes) {
        json array = json::array();
        for (const CostGroup& g : groups) {
            json members = json::array();
            for (const QString& id : g.members)
                members.push_back(str(id));
            json object = {{"name", str(g.name)}, {"part", str(g.partId)}};
            object[nodes ? "nodes" : "rack"] = nodes ? members : json(str(g.members.value(0)));
            if (nodes)
                object["contents"] = str(g.contents);
            object["each"] = Bom::roundMoney(g.each);
            if (nodes)
                object["total"] = Bom::roundMoney(g.total());
            object["incomplete"] = g.incomplete;
            array.push_back(std::move(object));
        }
        return array;
    };

    json lines = json::array();
    for (const BomLine& line : bom.lines) {
        json object = {
            {"part", str(line.partId)},
            {"category", str(Bom::categoryName(line.category))},
            {"kind", str(partKindName(line.kind))},
            {"vendor", str(line.vendor)},
            {"model", str(line.model)},
            {"part_number", str(line.partNumber)},
            {"description", str(line.description)},
            {"qty", line.qty},
            {"spares", line.spares},
            {"order_qty", line.orderQty()},
            {"unit_price", optionalMoney(line.unitPrice)},
            {"total", optionalMoney(line.extendedPrice)},
            {"currency", str(line.currency)},
            {"price_date", line.priceDate.isEmpty() ? json(nullptr) : json(str(line.priceDate))},
            {"price_source", sourceName(line.priceSource)},
            {"estimated", line.priceSource == BomPriceSource::Estimated},
            {"status", statusName(line.status)},
            {"included_in", line.includedIn.isEmpty() ? json(nullptr) : json(str(line.includedIn))}};
        object["list_unit_price"] = optionalMoney(line.listUnitPrice);
        if (line.quote) {
            const PriceQuote& q = *line.quote;
            json quote = {{"supplier", str(q.supplier)},
                          {"reference", str(q.reference)},
                          {"date", q.date.isEmpty() ? json(nullptr) : json(str(q.date))},
                          {"discount_percent", q.discountPercent},
                          {"lead_time_weeks", q.leadTimeWeeks ? json(*q.leadTimeWeeks) : json(nullptr)}};
            if (q.unitPrice)
                quote["unit_price"] = {{"amount", *q.unitPrice}, {"currency", str(q.currency)}};
            object["quote"] = std::move(quote);
        }
        if (line.sourceAmount) {
            object["source_price"] = {{"amount", *line.sourceAmount},
                                      {"currency", str(line.sourceCurrency)},
                                      {"rate", line.rate == 0 ? json(nullptr) : json(line.rate)}};
        }
        lines.push_back(std::move(object));
    }
    json subtotals = json::array();
    for (const BomSubtotal& subtotal : bom.subtotals)
        subtotals.push_back({{"category", str(Bom::categoryName(subtotal.category))},
                             {"amount", Bom::roundMoney(subtotal.amount)},
                             {"incomplete", subtotal.incomplete}});
    json unpriced = json::array();
    for (const QString& id : bom.unpricedPartIds)
        unpriced.push_back(str(id));
    json rates = json::array();
    for (const QString& currency : bom.missingRates)
        rates.push_back(str(currency));

    const json document = {
        {"design", str(bom.designName)},
        {"currency", str(bom.currency)},
        {"locale", str(bom.locale)},
        {"lines", std::move(lines)},
        {"subtotals", std::move(subtotals)},
        {"subtotal", {{"amount", Bom::roundMoney(bom.subtotal)}, {"currency", str(bom.currency)}}},
        {"tax",
         {{"label", str(bom.taxLabel)},
          {"percent", bom.taxPercent},
          {"amount", Bom::roundMoney(bom.tax)},
          {"currency", str(bom.currency)}}},
        {"total",
         {{"amount", Bom::roundMoney(bom.total)},
          {"currency", str(bom.currency)},
          {"incomplete", bom.incomplete}}},
        {"unpriced_parts", std::move(unpriced)},
        {"quotes",
         {{"lines", bom.quotedLines},
          {"list_amount", Bom::roundMoney(bom.quotedListAmount)},
          {"quoted_amount", Bom::roundMoney(bom.quotedAmount)}}},
        {"estimates", {{"lines", bom.estimatedLines}, {"amount", Bom::roundMoney(bom.estimatedAmount)}}},
        {"per_rack", groupsJson(bom.groups.racks, false)},
        {"per_node", groupsJson(bom.groups.nodes, true)},
        {"missing_rates", std::move(rates)},
    };
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}
