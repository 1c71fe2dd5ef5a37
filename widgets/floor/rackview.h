#pragma once

#include <QGraphicsView>
#include <QHash>

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

    // What is written over racks drawn too small to read, in viewport pixels: each rack's name and load
    // above its units (on two lines, or on one line upright where the rack is narrow), each row's name;
    // none covers another or any rack's units. Empty at readable zooms.
    struct OverlayLabel {
        QRect box;
        QString text;
        QString load; // a rack's: its second line; empty for a row and an upright label
        bool row = false;
        bool overBudget = false;
        bool upright = false; // turned to read upwards
    };
    QList<OverlayLabel> overlayLabels() const;

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
    static constexpr int kLabelRoomPx = 130; // above the first row at fit zoom, for its racks' labels
    // The width of a label's text in the labels' font (mLabelWidthsFont), kept: shaping the names and loads
    // again was most of a repaint of a far-zoomed floor, and the same ones come back every time.
    int labelWidth(const QFontMetrics& metrics, const QString& text) const;

    RackScene* mScene;
    bool mPanning = false;
    mutable QHash<QString, int> mLabelWidths;
    mutable QString mLabelWidthsFont;
};
