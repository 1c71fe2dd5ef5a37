#include "floor/rackitem.h"

#include "floor/rackscene.h"

#include <QPainter>

RackItem::RackItem(const QString& rackId, const QSizeF& size) : mRackId(rackId), mSize(size) {
    setFlag(ItemIsSelectable);
    // Its devices lie inside it: painting skips the devices of every rack outside the repainted area
    // (20,000 device items on a large floor).
    setFlag(ItemClipsChildrenToShape);
    setData(0, rackId);
}

void RackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (auto* rackScene = qobject_cast<RackScene*>(scene()))
        rackScene->paintRack(painter, mRackId, boundingRect());
    if (isSelected()) {
        painter->save();
        painter->setPen(QPen(QColor(0x2a, 0x82, 0xda), 2, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(boundingRect().adjusted(1, 1, -1, -1), 5, 5);
        painter->restore();
    }
}
