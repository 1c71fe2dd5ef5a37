#pragma once

#include <QGraphicsItem>

// The live preview under the cursor while dragging: where the part or devices would go, green when they
// fit, red with the reason when they do not.
class DropPreviewItem : public QGraphicsItem {
public:
    DropPreviewItem();

    void show(const QList<QRectF>& rects, bool ok, const QString& label);
    bool ok() const { return mOk; }
    QString label() const { return mLabel; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QList<QRectF> mRects;
    bool mOk = true;
    QString mLabel;
};
