#pragma once

#include <QGraphicsItem>

// A device in a rack, or a 0U PDU strip: a transparent, selectable area over the elevation that holds only
// the object's id. It draws the selection and hover highlight; the elevation itself draws the device.
class DeviceItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    enum class Role { Device, Pdu };
    DeviceItem(const QString& id, Role role, const QRectF& rect, QGraphicsItem* parent);

    QString id() const { return mId; }
    Role role() const { return mRole; }
    int type() const override { return Type; }
    QRectF boundingRect() const override { return mRect; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    QString mId;
    Role mRole;
    QRectF mRect;
    bool mHover = false;
};
