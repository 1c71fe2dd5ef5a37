#pragma once

#include <QStyledItemDelegate>

// Draws a table cell as a gauge: a bar filled to value / limit, green below 80%, amber to 100%, red above,
// with the cell's text on top. The model holds the numbers in kValueRole and kLimitRole.
class GaugeDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int kValueRole = Qt::UserRole + 10;
    static constexpr int kLimitRole = Qt::UserRole + 11;
    // true: a value above a zero limit is over (red), e.g. host ports with no switch ports at all.
    static constexpr int kZeroLimitIsOverRole = Qt::UserRole + 12;
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor colorFor(double ratio);
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};
