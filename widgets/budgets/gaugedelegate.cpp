#include "budgets/gaugedelegate.h"

#include <QPainter>

QColor GaugeDelegate::colorFor(double ratio) {
    if (ratio > 1.0)
        return QColor(0xe5, 0x39, 0x35);
    if (ratio >= 0.8)
        return QColor(0xf5, 0xa6, 0x23);
    return QColor(0x43, 0xa0, 0x47);
}

void GaugeDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const {
    const QVariant limit = index.data(kLimitRole);
    if (!limit.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const double value = index.data(kValueRole).toDouble();
    const double max = limit.toDouble();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, option.palette.highlight().color().lighter(180));
    const QRectF track = QRectF(option.rect).adjusted(4, 4, -4, -4);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0xe3, 0xe7, 0xec));
    painter->drawRoundedRect(track, 3, 3);
    if (max > 0) {
        const double ratio = value / max;
        QRectF bar = track;
        bar.setWidth(track.width() * qBound(0.0, ratio, 1.0));
        painter->setBrush(colorFor(ratio));
        painter->drawRoundedRect(bar, 3, 3);
    } else if (value > 0) {
        painter->setBrush(index.data(kZeroLimitIsOverRole).toBool() ? colorFor(2.0)
                                                                    : QColor(0xb0, 0xb8, 0xc2));
        painter->drawRoundedRect(track, 3, 3);
    }
    QFont font = option.font;
    font.setPixelSize(11);
    painter->setFont(font);
    painter->setPen(QColor(0x1f, 0x25, 0x2d));
    painter->drawText(track.adjusted(6, 0, -6, 0), Qt::AlignVCenter | Qt::AlignLeft, index.data().toString());
    painter->restore();
}

QSize GaugeDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setHeight(qMax(size.height(), 24));
    QFont font = option.font;
    font.setPixelSize(11);
    size.setWidth(qMax(QFontMetrics(font).horizontalAdvance(index.data().toString()) + 24, 90));
    return size;
}
