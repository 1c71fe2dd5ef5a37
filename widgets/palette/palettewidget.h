#pragma once

#include "parts/partindex.h"

#include <QWidget>

class PaletteTree;
class QToolButton;
class SpecFilterBar;
class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QTreeWidgetItem;

// The catalog palette: parts grouped by kind with their key figures, a search box (English or Chinese,
// filtered as you type), vendor and kind filters, full specs in the tooltip. Parts are dragged onto the
// rack floor, or added to the selection with a double-click or Enter. Actions added with addPartAction() make
// the part list's context menu; they act on currentPartId().
class PaletteWidget : public QWidget {
    Q_OBJECT
public:
    explicit PaletteWidget(PartIndex parts, QWidget* parent = nullptr);

    void setParts(PartIndex parts);
    void setSearchText(const QString& text);
    SpecFilterBar* specFilters() const { return mSpecFilters; }
    // Puts the keyboard in the search box with its text selected (Edit > Find Part, Ctrl+F).
    void focusSearch();
    // Ids of the parts shown, in order (for tests).
    QStringList visiblePartIds() const;
    // The part under the cursor in the list; empty when a group or nothing is current.
    QString currentPartId() const;
    void setCurrentPartId(const QString& id);
    void addPartAction(QAction* action);
    static QString tooltipFor(const Part& part, const QString& locale);

signals:
    void currentPartChanged(const QString& partId);
    // Double-click or Enter on a part: add it to the selection.
    void partActivated(const QString& partId);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void fillFilters();
    void refill();
    QTreeWidgetItem* firstPartItem() const;

    PartIndex mParts;
    QLineEdit* mSearch;
    QToolButton* mFilterButton;
    SpecFilterBar* mSpecFilters;
    QComboBox* mVendor;
    QComboBox* mKind;
    PaletteTree* mTree;
    QLabel* mCount;
};
