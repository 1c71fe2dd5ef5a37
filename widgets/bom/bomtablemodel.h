#pragma once

#include "bom/bom.h"
#include "bom/bomexport.h"

#include <QAbstractTableModel>

// The lines of a Bom as a table (columns as in BomExport::columns()), for the BOM panel.
// Money is shown in the locale's number format; estimated prices are marked "≈" and italic, lines included
// in a fixed system are grey, lines that leave the total incomplete are flagged in the note column.
// kSortRole gives numbers for numeric columns and the BOM order for the category column.
// The quote columns (unit price, discount, supplier, quote, lead time) are editable: an edit does not
// change the table but asks for a new quote (quoteEdited), which the design takes as an undo step.
class BomTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kSortRole = Qt::UserRole + 1;

    explicit BomTableModel(QObject* parent = nullptr);

    void setBom(Bom bom);
    const Bom& bom() const { return mBom; }
    BomColumn columnAt(int column) const { return BomExport::columns().at(column); }
    int columnOf(BomColumn column) const { return int(BomExport::columns().indexOf(column)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    static bool isQuoteColumn(BomColumn column);

    // Re-read the translated texts (column titles, category labels, notes).
    void retranslate();

signals:
    // The quote the user asked for (nullopt: none left, back to the list price).
    void quoteEdited(const QString& partId, const std::optional<PriceQuote>& quote);
    void editRejected(const QString& reason);

private:
    QVariant display(const BomLine& line, BomColumn column) const;
    QVariant sortValue(const BomLine& line, BomColumn column, int row) const;
    QString toolTip(const BomLine& line, BomColumn column) const;
    QVariant editValue(const BomLine& line, BomColumn column) const;

    Bom mBom;
};
