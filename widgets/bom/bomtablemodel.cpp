#include "bom/bomtablemodel.h"

#include "common/typednumber.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <cmath>

namespace {

bool isNumeric(BomColumn column) {
    switch (column) {
    case BomColumn::Qty:
    case BomColumn::Spares:
    case BomColumn::OrderQty:
    case BomColumn::ListPrice:
    case BomColumn::Discount:
    case BomColumn::UnitPrice:
    case BomColumn::ExtendedPrice:
    case BomColumn::LeadTime:
        return true;
    default:
        return false;
    }
}

bool isPrice(BomColumn column) {
    return column == BomColumn::UnitPrice || column == BomColumn::ExtendedPrice ||
           column == BomColumn::ListPrice;
}

bool leavesTotalIncomplete(const BomLine& line) {
    return line.status == BomLineStatus::NoPrice || line.status == BomLineStatus::NoRate ||
           line.status == BomLineStatus::UnknownPart;
}

} // namespace

BomTableModel::BomTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void BomTableModel::setBom(Bom bom) {
    beginResetModel();
    mBom = std::move(bom);
    endResetModel();
}

void BomTableModel::retranslate() {
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int BomTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(mBom.lines.size());
}

int BomTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(BomExport::columns().size());
}

QVariant BomTableModel::display(const BomLine& line, BomColumn column) const {
    const QLocale locale;
    switch (column) {
    case BomColumn::Spares:
        return line.spares ? QString::number(line.spares) : QString();
    case BomColumn::ListPrice:
        if (!line.listUnitPrice)
            return QString();
        return (line.listEstimated ? QStringLiteral("≈ ") : QString()) +
               locale.toString(*line.listUnitPrice, 'f', 2);
    case BomColumn::Discount:
        return line.quote && line.quote->discountPercent != 0
                   ? locale.toString(line.quote->discountPercent, 'g', 4) + QStringLiteral(" %")
                   : QString();
    case BomColumn::LeadTime:
        return line.quote && line.quote->leadTimeWeeks ? QString::number(*line.quote->leadTimeWeeks)
                                                       : QString();
    case BomColumn::UnitPrice:
    case BomColumn::ExtendedPrice: {
        const std::optional<double>& value =
            column == BomColumn::UnitPrice ? line.unitPrice : line.extendedPrice;
        if (!value) {
            if (line.included())
                return column == BomColumn::ExtendedPrice ? tr("included") : QString();
            return QStringLiteral("—");
        }
        const QString text = locale.toString(*value, 'f', 2);
        const bool marked = column == BomColumn::UnitPrice && line.priceSource == BomPriceSource::Estimated;
        return marked ? QStringLiteral("≈ ") + text : text;
    }
    case BomColumn::Note: {
        const QString note = Bom::lineNote(line);
        return leavesTotalIncomplete(line) ? QStringLiteral("⚠ ") + note : note;
    }
    default:
        return BomExport::cellText(line, column);
    }
}

QVariant BomTableModel::sortValue(const BomLine& line, BomColumn column, int row) const {
    switch (column) {
    case BomColumn::Category:
        return int(line.category) * 100000 + row; // BOM order within a category
    case BomColumn::Qty:
        return line.qty;
    case BomColumn::Spares:
        return line.spares;
    case BomColumn::OrderQty:
        return line.orderQty();
    case BomColumn::UnitPrice:
        return line.unitPrice.value_or(-1.0);
    case BomColumn::ListPrice:
        return line.listUnitPrice.value_or(-1.0);
    case BomColumn::Discount:
        return line.quote ? line.quote->discountPercent : 0.0;
    case BomColumn::LeadTime:
        return line.quote && line.quote->leadTimeWeeks ? *line.quote->leadTimeWeeks : -1;
    case BomColumn::ExtendedPrice:
        return line.extendedPrice.value_or(-1.0);
    default:
        return BomExport::cellText(line, column).toLower();
    }
}

QString BomTableModel::toolTip(const BomLine& line, BomColumn column) const {
    if (column == BomColumn::Description)
        return line.description;
    if (!isPrice(column) && column != BomColumn::Note)
        return {};
    if (line.included())
        return tr("Built into %1: priced with the system, not separately.").arg(line.includedIn);
    QStringList tips;
    switch (line.priceSource) {
    case BomPriceSource::Estimated:
        tips << tr("Estimated price: no published list price confirms it. Ask the vendor for a quote.");
        break;
    case BomPriceSource::User:
        tips << tr("Your price: overridden in the catalog.");
        break;
    case BomPriceSource::Catalog:
        tips << tr("Catalog list price.");
        break;
    case BomPriceSource::Quoted: {
        const PriceQuote& q = *line.quote;
        QString quote = q.supplier.isEmpty() ? tr("Quoted price.") : tr("Quoted by %1.").arg(q.supplier);
        if (!q.reference.isEmpty())
            quote += QLatin1Char(' ') + tr("Reference %1.").arg(q.reference);
        if (!q.date.isEmpty())
            quote += QLatin1Char(' ') + tr("Dated %1.").arg(q.date);
        tips << quote;
        if (line.listUnitPrice && line.unitPrice)
            tips << tr("List price %1 %2%3")
                        .arg(QLocale().toString(*line.listUnitPrice, 'f', 2), line.currency,
                             line.listEstimated ? tr(" (an estimate)") : QString());
        break;
    }
    case BomPriceSource::None:
        break;
    }
    const QLocale locale;
    if (line.sourceAmount && !line.quoted()) {
        QString source = tr("%1 %2 as of %3")
                             .arg(locale.toString(*line.sourceAmount, 'f', 2), line.sourceCurrency,
                                  line.priceDate.isEmpty() ? tr("an unknown date") : line.priceDate);
        if (line.sourceCurrency != line.currency && line.rate > 0)
            source += tr(", at %1 %2 per %3")
                          .arg(locale.toString(line.rate, 'g', 6), line.currency, line.sourceCurrency);
        tips << source;
    }
    if (leavesTotalIncomplete(line))
        tips << tr("Not in the total: %1.").arg(Bom::lineNote(line));
    return tips.join(QLatin1Char('\n'));
}

QVariant BomTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const BomLine& line = mBom.lines.at(index.row());
    const BomColumn column = columnAt(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return display(line, column);
    case Qt::EditRole:
        return editValue(line, column);
    case kSortRole:
        return sortValue(line, column, index.row());
    case Qt::ToolTipRole: {
        const QString tip = toolTip(line, column);
        return tip.isEmpty() ? QVariant() : tip;
    }
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole: {
        QFont font;
        if (line.included() || (isPrice(column) && line.priceSource == BomPriceSource::Estimated))
            font.setItalic(true);
        if (column == BomColumn::ExtendedPrice && line.extendedPrice)
            font.setBold(true);
        return font;
    }
    case Qt::ForegroundRole:
        if (column == BomColumn::Note && leavesTotalIncomplete(line))
            return QBrush(QColor(0xB4, 0x53, 0x09));
        if (line.included() || column == BomColumn::Category)
            return QBrush(QColor(0x6B, 0x72, 0x80));
        if (column == BomColumn::UnitPrice && line.priceSource == BomPriceSource::Estimated)
            return QBrush(QColor(0x1D, 0x4E, 0x89));
        if (column == BomColumn::UnitPrice && line.quoted())
            return QBrush(QColor(0x15, 0x80, 0x3D));
        if (column == BomColumn::ListPrice)
            return QBrush(QColor(0x6B, 0x72, 0x80));
        return {};
    default:
        return {};
    }
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const BomColumn column = columnAt(section);
    if (role == Qt::DisplayRole) {
        if (isPrice(column) && !mBom.currency.isEmpty())
            return tr("%1 (%2)").arg(BomExport::columnTitle(column), mBom.currency);
        return BomExport::columnTitle(column);
    }
    if (role == Qt::TextAlignmentRole)
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    return {};
}

bool BomTableModel::isQuoteColumn(BomColumn column) {
    return column == BomColumn::UnitPrice || column == BomColumn::Discount || column == BomColumn::Supplier ||
           column == BomColumn::QuoteReference || column == BomColumn::LeadTime;
}

Qt::ItemFlags BomTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() >= rowCount())
        return flags;
    const BomLine& line = mBom.lines.at(index.row());
    if (isQuoteColumn(columnAt(index.column())) && !line.included() &&
        line.status != BomLineStatus::UnknownPart)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant BomTableModel::editValue(const BomLine& line, BomColumn column) const {
    const QLocale locale;
    const PriceQuote quote = line.quote.value_or(PriceQuote{});
    switch (column) {
    case BomColumn::UnitPrice:
        return quote.unitPrice ? locale.toString(*quote.unitPrice, 'f', 2) : QString();
    case BomColumn::Discount:
        return quote.discountPercent != 0 ? locale.toString(quote.discountPercent, 'g', 6) : QString();
    case BomColumn::Supplier:
        return quote.supplier;
    case BomColumn::QuoteReference:
        return quote.reference;
    case BomColumn::LeadTime:
        return quote.leadTimeWeeks ? QString::number(*quote.leadTimeWeeks) : QString();
    default:
        return display(line, column);
    }
}

bool BomTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const BomLine& line = mBom.lines.at(index.row());
    const BomColumn column = columnAt(index.column());
    PriceQuote quote = line.quote.value_or(PriceQuote{});
    quote.partId = line.partId;
    const QString text = value.toString().trimmed();
    const std::optional<double> number = text.isEmpty() ? std::nullopt : parseTypedNumber(text);
    if (!text.isEmpty() && !number &&
        (column == BomColumn::UnitPrice || column == BomColumn::Discount || column == BomColumn::LeadTime)) {
        emit editRejected(tr("%1: \"%2\" is not a number").arg(line.model, text));
        return false;
    }
    switch (column) {
    case BomColumn::UnitPrice:
        if (number && *number < 0) {
            emit editRejected(tr("%1: a price cannot be negative").arg(line.model));
            return false;
        }
        quote.unitPrice = number;
        quote.currency = number ? mBom.currency : QString();
        break;
    case BomColumn::Discount:
        if (number && (*number < 0 || *number > 100)) {
            emit editRejected(tr("%1: a discount is between 0 and 100%").arg(line.model));
            return false;
        }
        quote.discountPercent = number.value_or(0);
        break;
    case BomColumn::Supplier:
        quote.supplier = text;
        break;
    case BomColumn::QuoteReference:
        quote.reference = text;
        break;
    case BomColumn::LeadTime:
        if (number && (*number < 0 || *number > 520 || *number != std::floor(*number))) {
            emit editRejected(tr("%1: a lead time is a whole number of weeks, up to 520").arg(line.model));
            return false;
        }
        quote.leadTimeWeeks = number ? std::optional<int>(int(*number)) : std::nullopt;
        break;
    default:
        return false;
    }
    if (line.quote && quote == *line.quote)
        return false;
    emit quoteEdited(line.partId, quote.isEmpty() ? std::nullopt : std::optional<PriceQuote>(quote));
    return true;
}
