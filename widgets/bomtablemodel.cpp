#include "bomtablemodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace {

bool isNumeric(BomColumn column) {
    switch (column) {
    case BomColumn::Qty:
    case BomColumn::Spares:
    case BomColumn::OrderQty:
    case BomColumn::UnitPrice:
    case BomColumn::ExtendedPrice:
        return true;
    default:
        return false;
    }
}

bool isPrice(BomColumn column) {
    return column == BomColumn::UnitPrice || column == BomColumn::ExtendedPrice;
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
    case BomPriceSource::None:
        break;
    }
    const QLocale locale;
    if (line.sourceAmount) {
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
