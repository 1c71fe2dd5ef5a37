#pragma once

#include <QGraphicsView>

class RackScene;

// The view on the rack floor: wheel zoom under the cursor, Ctrl +/-, fit, middle-button or Space pan,
// rubber-band multi-select.
class RackView : public QGraphicsView {
    Q_OBJECT
public:
    explicit RackView(RackScene* scene, QWidget* parent = nullptr);

    double zoom() const { return transform().m11(); }
    void setZoom(double factor);
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void showItem(const QString& id); // centres and selects a rack, device or PDU

signals:
    void zoomChanged(double factor);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    static constexpr double kReadablePx = 8; // below this the racks' own text is not read
    static constexpr int kLabelPx = 12;      // the overlay's labels
    RackScene* mScene;
    bool mPanning = false;
};
