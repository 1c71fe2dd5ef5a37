#include "bom/bom.h"

#include "fabric/fabricanalysis.h"
#include "model/hallparts.h"
#include "parts/partindex.h"
#include "parts/partrequirements.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace {

struct CategoryName {
    BomCategory category;
    const char* name;
};
constexpr CategoryName kCategoryNames[] = {
    {BomCategory::Racks, "racks"},     {BomCategory::Systems, "systems"},   {BomCategory::Servers, "servers"},
    {BomCategory::Gpus, "gpus"},       {BomCategory::Cpus, "cpus"},         {BomCategory::Memory, "memory"},
    {BomCategory::Storage, "storage"}, {BomCategory::Network, "network"},   {BomCategory::Power, "power"},
    {BomCategory::Cables, "cables"},   {BomCategory::Facility, "facility"},
};

// Half a cent rounds away from zero. The nudge (a millionth of a cent) makes decimal halves that binary
// floating point holds a hair below .5 (7.435 is 7.43499999...) round as the decimal number does.
qint64 toCents(double amount) {
    const double cents = amount * 100.0;
    return std::llround(cents + (cents >= 0 ? 1e-6 : -1e-6));
}
double fromCents(qint64 cents) {
    return double(cents) / 100.0;
}

// Parts counted in design order, identical parts merged.
class PartCounter {
public:
    void add(const QString& partId, int qty) {
        if (qty <= 0 || partId.isEmpty())
            return;
        auto it = mIndex.constFind(partId);
        if (it == mIndex.cend()) {
            mIndex.insert(partId, mEntries.size());
            mEntries.append({partId, qty});
        } else {
            mEntries[*it].second += qty;
        }
    }
    const QList<std::pair<QString, int>>& entries() const { return mEntries; }

private:
    QList<std::pair<QString, int>> mEntries;
    QHash<QString, qsizetype> mIndex;
};

class BomBuilder {
public:
    BomBuilder(const Design& design, const PartIndex& parts, const BomOptions& options)
        : mDesign(design), mParts(parts), mOptions(options) {
        mCurrency = options.currency.isEmpty() ? design.settings.currency : options.currency;
        if (mCurrency == design.settings.currency)
            mRates = design.settings.exchangeRates;
        for (auto it = options.exchangeRates.cbegin(); it != options.exchangeRates.cend(); ++it)
            mRates.insert(it.key(), it.value());
    }

    Bom run() {
        PartCounter counter;
        for (const Rack& rack : mDesign.racks) {
            counter.add(rack.partId, 1);
            for (const RackPdu& pdu : rack.pdus)
                counter.add(pdu.partId, 1);
            for (const Device& device : rack.devices) {
                counter.add(device.partId, 1);
                for (const Component& component : device.components)
                    counter.add(component.partId, component.qty);
            }
        }
        // The fabrics' cables and optics, and the switches they need that are not placed yet.
        const bool known = mOptions.fabrics && mOptions.fabrics->size() == mDesign.fabrics.size();
        for (qsizetype f = 0; f < mDesign.fabrics.size(); ++f) {
            const Fabric& fabric = mDesign.fabrics[f];
            const FabricReport report =
                known ? mOptions.fabrics->at(f) : analyzeFabric(mDesign, mParts, fabric);
            for (const PartQty& cable : report.cableParts)
                counter.add(cable.partId, int(cable.qty));
            for (const PartQty& module : report.transceivers)
                counter.add(module.partId, int(module.qty));
            const int needed = report.size.switches() - report.placedSwitches();
            if (needed > 0)
                counter.add(fabric.switchPartId, needed);
        }
        for (const CableOverride& cable : mDesign.cables) // cables added by hand between two ports
            if (!cable.aDevice.isEmpty())
                counter.add(cable.partId, 1);
        if (mDesign.hall) // the hall's UPS modules, air units, CDUs, rear doors and tap-offs
            for (const auto& [partId, qty] : hallParts(*mDesign.hall, mDesign))
                counter.add(partId, qty);

        Bom bom;
        bom.designName = mDesign.name;
        bom.currency = mCurrency;
        bom.locale = mOptions.locale;
        bom.taxPercent = mOptions.taxPercent;
        bom.taxLabel = mOptions.taxLabel;

        QList<BomLine> lines;
        for (const auto& [partId, qty] : counter.entries())
            lines.append(pricedLine(partId, qty, bom));
        std::stable_sort(lines.begin(), lines.end(),
                         [](const BomLine& a, const BomLine& b) { return a.category < b.category; });
        for (const BomLine& line : lines) {
            bom.lines.append(line);
            appendContents(line, bom);
        }

        qint64 subtotalCents = 0;
        for (BomCategory category : Bom::categories()) {
            BomSubtotal subtotal{category, 0, false};
            qint64 cents = 0;
            bool any = false;
            for (const BomLine& line : std::as_const(bom.lines)) {
                if (line.category != category)
                    continue;
                any = true;
                if (line.extendedPrice)
                    cents += toCents(*line.extendedPrice);
                else if (!line.included())
                    subtotal.incomplete = true;
            }
            if (!any)
                continue;
            subtotal.amount = fromCents(cents);
            subtotalCents += cents;
            bom.incomplete = bom.incomplete || subtotal.incomplete;
            bom.subtotals.append(subtotal);
        }
        // In cents, so 13% of a whole-cent subtotal is computed exactly.
        const double taxCentsExact = double(subtotalCents) * mOptions.taxPercent / 100.0;
        const qint64 taxCents = std::llround(taxCentsExact + (taxCentsExact >= 0 ? 1e-6 : -1e-6));
        bom.subtotal = fromCents(subtotalCents);
        bom.tax = fromCents(taxCents);
        bom.total = fromCents(subtotalCents + taxCents);
        return bom;
    }

private:
    void describe(BomLine& line, const Part& part) const {
        line.kind = part.kind;
        // In the BOM's language where the catalog has it: a generic part's model is a description.
        const bool chinese = mOptions.locale.startsWith(QLatin1String("zh"));
        line.vendor = chinese && part.vendor == QLatin1String("Generic")
                          ? QCoreApplication::translate("Bom", "Generic", "the vendor of a generic part")
                          : part.vendor;
        line.model = part.modelName(mOptions.locale);
        line.partNumber = part.partNumber;
        line.description = part.description(mOptions.locale);
        line.requirements = PartRequirements::of(part);
        line.source = part.source;
    }

    qint64 sparesFor(BomCategory category, qint64 qty) const {
        const double percent = mOptions.sparesPercent.value(category, 0.0);
        if (percent <= 0)
            return 0;
        // The small tolerance keeps 8 x 12.5% at exactly 1 despite binary fractions.
        return qint64(std::ceil(double(qty) * percent / 100.0 - 1e-9));
    }

    BomLine pricedLine(const QString& partId, int qty, Bom& bom) const {
        BomLine line;
        line.partId = partId;
        line.qty = qty;
        line.currency = mCurrency;
        const Part* part = mParts.find(partId);
        if (!part) {
            line.category = BomCategory::Systems;
            line.status = BomLineStatus::UnknownPart;
            line.model = partId;
            if (!bom.unpricedPartIds.contains(partId))
                bom.unpricedPartIds.append(partId);
            return line;
        }
        describe(line, *part);
        line.category = Bom::categoryOf(part->kind);
        line.spares = sparesFor(line.category, qty);
        if (const PriceQuote* quote = mDesign.quote(partId))
            line.quote = *quote;
        listPrice(line, *part, bom);
        if (line.quote)
            applyQuote(line, bom);
        return line;
    }

    // The catalog price, converted to the BOM currency.
    void listPrice(BomLine& line, const Part& part, Bom& bom) const {
        const QString& partId = line.partId;
        if (!part.price) {
            line.status = BomLineStatus::NoPrice;
            if (!line.quote || !line.quote->unitPrice)
                if (!bom.unpricedPartIds.contains(partId))
                    bom.unpricedPartIds.append(partId);
            return;
        }
        line.sourceAmount = part.price->amount;
        line.sourceCurrency = part.price->currency;
        line.priceDate = part.price->date;
        line.priceSource = part.priceOverridden                        ? BomPriceSource::User
                           : part.isEstimated(QStringLiteral("price")) ? BomPriceSource::Estimated
                                                                       : BomPriceSource::Catalog;
        line.rate = line.sourceCurrency == mCurrency ? 1.0 : mRates.value(line.sourceCurrency, 0.0);
        if (line.rate <= 0) {
            line.rate = 0;
            line.status = BomLineStatus::NoRate;
            if (!(line.quote && line.quote->unitPrice) && !bom.missingRates.contains(line.sourceCurrency))
                bom.missingRates.append(line.sourceCurrency);
            return;
        }
        const qint64 unitCents = toCents(*line.sourceAmount * line.rate);
        line.listUnitPrice = fromCents(unitCents);
        line.listEstimated = line.estimated();
        line.unitPrice = line.listUnitPrice;
        line.extendedPrice = fromCents(unitCents * line.orderQty());
        line.status = BomLineStatus::Priced;
        if (line.estimated()) {
            ++bom.estimatedLines;
            bom.estimatedAmount += *line.extendedPrice;
        }
    }

    // The quote's price (its own, or the list price) less its discount. Without a price to start from
    // the line stays as the list left it.
    void applyQuote(BomLine& line, Bom& bom) const {
        const PriceQuote& quote = *line.quote;
        double unit = 0;
        if (quote.unitPrice) {
            const QString currency = quote.currency.isEmpty() ? mDesign.settings.currency : quote.currency;
            const double rate = currency == mCurrency ? 1.0 : mRates.value(currency, 0.0);
            if (rate <= 0) {
                line.status = BomLineStatus::NoRate;
                line.sourceCurrency = currency;
                line.unitPrice.reset();
                line.extendedPrice.reset();
                if (!bom.missingRates.contains(currency))
                    bom.missingRates.append(currency);
                return;
            }
            unit = *quote.unitPrice * rate;
        } else if (line.listUnitPrice) {
            unit = *line.listUnitPrice;
        } else {
            return; // a discount on a price nobody knows
        }
        if (line.estimated()) { // the estimate no longer prices the line
            --bom.estimatedLines;
            bom.estimatedAmount -= line.extendedPrice.value_or(0);
        }
        const qint64 unitCents = toCents(unit * (1.0 - quote.discountPercent / 100.0));
        line.unitPrice = fromCents(unitCents);
        line.extendedPrice = fromCents(unitCents * line.orderQty());
        line.priceSource = BomPriceSource::Quoted;
        line.status = BomLineStatus::Priced;
        if (!quote.date.isEmpty())
            line.priceDate = quote.date;
        ++bom.quotedLines;
        bom.quotedAmount += *line.extendedPrice;
        if (line.listUnitPrice)
            bom.quotedListAmount += Bom::roundMoney(*line.listUnitPrice * double(line.orderQty()));
    }

    // The built-in parts of a fixed system, for every system (and spare system) on the line.
    void appendContents(const BomLine& systemLine, Bom& bom) const {
        if (systemLine.kind != PartKind::System || systemLine.status == BomLineStatus::UnknownPart)
            return;
        const Part* system = mParts.find(systemLine.partId);
        if (!system || !system->system())
            return;
        for (const SystemContent& content : system->system()->contents) {
            BomLine line;
            line.category = systemLine.category;
            line.partId = content.partId;
            line.qty = content.qty * systemLine.qty;
            line.spares = content.qty * systemLine.spares;
            line.includedIn = systemLine.partId;
            line.currency = mCurrency;
            line.status = BomLineStatus::Included;
            if (const Part* part = mParts.find(content.partId))
                describe(line, *part);
            else
                line.model = content.partId;
            bom.lines.append(line);
        }
    }

    const Design& mDesign;
    const PartIndex& mParts;
    const BomOptions& mOptions;
    QString mCurrency;
    QMap<QString, double> mRates;
};

} // namespace

Bom buildBom(const Design& design, const PartIndex& parts, const BomOptions& options) {
    Bom bom = BomBuilder(design, parts, options).run();
    if (options.groups)
        bom.groups = bomGroups(design, parts, bom);
    return bom;
}

BomOptions BomOptions::fromSettings(const DesignSettings& settings) {
    BomOptions options;
    options.currency = settings.currency;
    options.exchangeRates = settings.exchangeRates;
    options.taxPercent = settings.effectiveTaxPercent();
    options.taxLabel = settings.taxLabel;
    if (options.taxLabel.isEmpty() && options.taxPercent > 0 && !settings.taxPercent)
        options.taxLabel = Bom::tr("VAT"); // the currency's default tax is a VAT
    return options;
}

QString Bom::taxLineLabel() const {
    const QString label = taxLabel.isEmpty() ? tr("Tax") : taxLabel;
    return tr("%1 %2%").arg(label, QString::number(taxPercent, 'g', 6));
}

QString Bom::categoryName(BomCategory category) {
    for (const auto& entry : kCategoryNames)
        if (entry.category == category)
            return QString::fromLatin1(entry.name);
    return {};
}

std::optional<BomCategory> Bom::categoryFromName(const QString& name) {
    for (const auto& entry : kCategoryNames)
        if (name.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0)
            return entry.category;
    return std::nullopt;
}

QString Bom::categoryLabel(BomCategory category) {
    switch (category) {
    case BomCategory::Racks:
        return tr("Racks");
    case BomCategory::Systems:
        return tr("Systems");
    case BomCategory::Servers:
        return tr("Servers");
    case BomCategory::Gpus:
        return tr("GPUs");
    case BomCategory::Cpus:
        return tr("CPUs");
    case BomCategory::Memory:
        return tr("Memory");
    case BomCategory::Storage:
        return tr("Storage");
    case BomCategory::Network:
        return tr("Network");
    case BomCategory::Power:
        return tr("Power");
    case BomCategory::Cables:
        return tr("Cables");
    case BomCategory::Facility:
        return tr("Hall equipment");
    }
    return {};
}

const QList<BomCategory>& Bom::categories() {
    static const QList<BomCategory> list = [] {
        QList<BomCategory> result;
        for (const auto& entry : kCategoryNames)
            result.append(entry.category);
        return result;
    }();
    return list;
}

BomCategory Bom::categoryOf(PartKind kind) {
    switch (kind) {
    case PartKind::Rack:
        return BomCategory::Racks;
    case PartKind::System:
        return BomCategory::Systems;
    case PartKind::Server:
        return BomCategory::Servers;
    case PartKind::Gpu:
        return BomCategory::Gpus;
    case PartKind::Cpu:
        return BomCategory::Cpus;
    case PartKind::Memory:
        return BomCategory::Memory;
    case PartKind::Storage:
        return BomCategory::Storage;
    case PartKind::Nic:
    case PartKind::Switch:
        return BomCategory::Network;
    case PartKind::Psu:
    case PartKind::Pdu:
        return BomCategory::Power;
    case PartKind::Cable:
        return BomCategory::Cables;
    case PartKind::Facility:
        return BomCategory::Facility;
    }
    return BomCategory::Systems;
}

QString Bom::lineNote(const BomLine& line) {
    switch (line.status) {
    case BomLineStatus::Included:
        return tr("included in %1").arg(line.includedIn);
    case BomLineStatus::NoPrice:
        return tr("no price in the catalog");
    case BomLineStatus::NoRate:
        return tr("no exchange rate for %1").arg(line.sourceCurrency);
    case BomLineStatus::UnknownPart:
        return tr("not in the catalog");
    case BomLineStatus::Priced:
        break;
    }
    switch (line.priceSource) {
    case BomPriceSource::Estimated:
        return tr("estimated price");
    case BomPriceSource::User:
        return tr("user's price");
    case BomPriceSource::Quoted: {
        QStringList parts;
        if (!line.quote->supplier.isEmpty())
            parts << line.quote->supplier;
        if (!line.quote->reference.isEmpty())
            parts << line.quote->reference;
        if (line.quote->discountPercent != 0)
            parts << tr("%1% off").arg(QLocale().toString(line.quote->discountPercent, 'g', 4));
        return parts.isEmpty() ? tr("quoted") : tr("quoted: %1").arg(parts.join(QStringLiteral(", ")));
    }
    case BomPriceSource::Catalog:
    case BomPriceSource::None:
        break;
    }
    return {};
}

double Bom::roundMoney(double amount) {
    return fromCents(toCents(amount));
}
