#include "floor/deviceitem.h"

#include <QPainter>

DeviceItem::DeviceItem(const QString& id, Role role, const QRectF& rect, QGraphicsItem* parent)
    : QGraphicsItem(parent), mId(id), mRole(role), mRect(rect) {
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setData(0, id);
}

void DeviceItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (!isSelected() && !mHover)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (mHover && !isSelected()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 40));
    } else {
        painter->setPen(QPen(QColor(0x4f, 0xc3, 0xf7), 2.5));
        painter->setBrush(QColor(0x4f, 0xc3, 0xf7, 45));
    }
    painter->drawRoundedRect(mRect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    painter->restore();
}

void DeviceItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    mHover = true;
    update();
}

void DeviceItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    mHover = false;
    update();
}
