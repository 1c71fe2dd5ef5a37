#pragma once

#include "bom/bom.h"

#include <QMap>
#include <QWidget>

class BomGroupsTable;
class BomTableModel;
class QComboBox;
class QStackedWidget;
class LiveAnalysis;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

// The live bill of materials: a sortable table of the BOM lines (grouped by category until a column header
// is clicked), spares and tax inputs, a totals footer in the locale's currency format, and Export… to CSV,
// XLSX and JSON. The BOM itself is computed by buildBom() (design/bom/bom.h); this panel only presents it.
class BomPanel : public QWidget {
    Q_OBJECT
public:
    explicit BomPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);

    const Bom& bom() const { return mBom; }
    QTableView* tableView() const { return mView; }
    BomTableModel* model() const { return mModel; }
    // The footer figure under "subtotal", "tax" or "total", as shown.
    QString totalText(const QString& key) const;

    void setSparesPercent(BomCategory category, double percent);
    void setTaxPercent(double percent);
    // Writes the BOM shown; the format follows the suffix (.csv, .xlsx, .json). False and a message on
    // failure.
    bool exportTo(const QString& path, QString* error) const;
    // Asks for a file name (suggesting one next to the design) and exports; a failure shows a message.
    void exportInteractively(const QString& suffix);
    // Opens the quote dialog for the line of `partId` (the current line when empty).
    void editQuote(const QString& partId = QString());
    // Shows lines (0), the cost per rack (1) or per node configuration (2).
    void setGrouping(int grouping);
    QComboBox* groupingBox() const { return mGrouping; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void rebuild();
    void updateFooter();
    void updateSparesButton();
    void retranslateUi();
    QString money(double amount) const;
    QString currentPartId() const;
    void setQuote(const QString& partId, const std::optional<PriceQuote>& quote);
    void showContextMenu(const QPoint& at);
    void updateQuoteColumns();

    LiveAnalysis* mAnalysis;
    Bom mBom;
    BomTableModel* mModel;
    QSortFilterProxyModel* mProxy;
    QTableView* mView;
    QComboBox* mGrouping;
    QToolButton* mQuotesButton;
    QStackedWidget* mStack;
    BomGroupsTable* mGroups;
    QLabel* mEditMessage;
    QLabel* mQuoteSummary;
    QLabel* mTitle;
    QLabel* mCurrencyNote;
    QToolButton* mSparesButton;
    QMap<BomCategory, QDoubleSpinBox*> mSparesInputs;
    QMap<BomCategory, QLabel*> mSparesLabels;
    QLabel* mTaxTitle;
    QDoubleSpinBox* mTaxInput;
    QLineEdit* mTaxLabelInput;
    QToolButton* mExportButton;
    QLabel* mStatus;
    QLabel* mLegend;
    QLabel* mSubtotalTitle;
    QLabel* mSubtotalValue;
    QLabel* mTaxLineTitle;
    QLabel* mTaxValue;
    QLabel* mTotalTitle;
    QLabel* mTotalValue;
    bool mColumnsSized = false;
    bool mHadQuotes = false;
    bool mStale = false; // a rebuild was put off while the panel was in a hidden tab
};
