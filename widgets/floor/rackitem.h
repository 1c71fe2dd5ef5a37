#pragma once

#include <QGraphicsItem>

// One rack on the floor. Holds only the rack's id and its size; the scene draws it with ElevationRenderer.
class RackItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };
    RackItem(const QString& rackId, const QSizeF& size);

    QString rackId() const { return mRackId; }
    int type() const override { return Type; }
    QRectF boundingRect() const override { return QRectF(QPointF(0, 0), mSize); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString mRackId;
    QSizeF mSize;
};
