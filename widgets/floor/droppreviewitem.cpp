#include "floor/droppreviewitem.h"

#include <QFontMetricsF>
#include <QPainter>

namespace {
QFont labelFont() {
    QFont font;
    font.setPixelSize(11);
    font.setBold(true);
    return font;
}
QRectF labelRect(const QRectF& anchor, const QString& label) {
    const QFontMetricsF metrics(labelFont());
    const double width = qMin(metrics.horizontalAdvance(label) + 12, 340.0);
    return QRectF(anchor.left(), anchor.top() - 22, width, 20);
}
} // namespace

DropPreviewItem::DropPreviewItem() {
    setZValue(1000);
    setAcceptedMouseButtons(Qt::NoButton);
    hide();
}

void DropPreviewItem::show(const QList<QRectF>& rects, bool ok, const QString& label) {
    prepareGeometryChange();
    mRects = rects;
    mOk = ok;
    mLabel = label;
    setVisible(!rects.isEmpty());
    update();
}

QRectF DropPreviewItem::boundingRect() const {
    QRectF bounds;
    for (const QRectF& r : mRects)
        bounds |= r;
    if (!mRects.isEmpty() && !mLabel.isEmpty())
        bounds |= labelRect(mRects.first(), mLabel);
    return bounds.adjusted(-3, -3, 3, 3);
}

void DropPreviewItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QColor colour = mOk ? QColor(0x2e, 0xb8, 0x4b) : QColor(0xe5, 0x39, 0x35);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = colour;
    fill.setAlpha(90);
    painter->setPen(QPen(colour, 2, mOk ? Qt::SolidLine : Qt::DashLine));
    painter->setBrush(fill);
    for (const QRectF& r : mRects)
        painter->drawRoundedRect(r, 3, 3);
    if (!mRects.isEmpty() && !mLabel.isEmpty()) {
        const QRectF box = labelRect(mRects.first(), mLabel);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour.darker(115));
        painter->drawRoundedRect(box, 4, 4);
        painter->setFont(labelFont());
        painter->setPen(Qt::white);
        painter->drawText(box.adjusted(6, 0, -6, 0), Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetricsF(labelFont()).elidedText(mLabel, Qt::ElideRight, box.width() - 12));
    }
    painter->restore();
}
