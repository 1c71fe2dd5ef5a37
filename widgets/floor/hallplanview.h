#pragma once

#include <QWidget>

class LiveAnalysis;
class RackScene;
class HallPlanGeometry;
struct Hall;

// The hall drawn from above (View > Hall): its walls with the air units and facility CDUs along them, the
// rows of rack positions with the in-row coolers and CDUs in them, the hot and cold aisles, each rack
// coloured by the resource that limits it (its share of it written on it, red past 100 %), and the loop
// of a selected CDU or rack drawn to the racks it serves. Racks and units drag to another place, or move
// with the arrow keys (Tab picks the next); every move is one undo step, as on the rack floor.
class HallPlanView : public QWidget {
    Q_OBJECT
public:
    HallPlanView(LiveAnalysis* analysis, RackScene* scene, QWidget* parent = nullptr);

    QString selectedId() const { return mSelected; }
    // Whether the rows are drawn as columns (the arrow keys follow what is drawn).
    bool transposed() const;
    void select(const QString& id);
    // Moves the selected rack or unit by one place (dPosition) or row (dRow): one undo step, false (and a
    // status message) when it cannot go there.
    bool nudge(int dRow, int dPosition);
    // Moves a rack or unit to (row, position) as a drop there does.
    bool moveTo(const QString& id, int row, int position, QString* reason = nullptr);
    // A CDU or air unit of `partId` dropped from the catalog at a point of the widget: added there (a CDU
    // to the loop of the racks nearest, else the first), one undo step.
    bool dropPart(const QString& partId, QPointF px, QString* reason = nullptr);
    // The widget's rectangle of a rack or unit (for tests), empty when not drawn; of a place of the hall.
    QRectF itemRect(const QString& id) const;
    QRectF placeRect(int row, int position) const;

    QSize sizeHint() const override { return QSize(640, 420); }
    QSize minimumSizeHint() const override { return QSize(240, 160); }

signals:
    void selectionChanged(const QString& id);
    void statusMessage(const QString& message);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void changeEvent(QEvent* event) override;

private:
    // The plan's millimetres to widget pixels; `transposed`: the rows drawn top to bottom (columns), when
    // that draws a tall, narrow hall larger in a wide widget.
    struct Frame {
        double scale = 1;
        QPointF offset;
        bool transposed = false;
        QRectF map(const QRectF& mm) const;
        QPointF unmap(QPointF px) const;
    };
    Frame frame(const HallPlanGeometry& g) const;
    QString itemAt(QPointF px) const;
    QStringList itemIds() const; // racks, then units, in drawing order
    // The place of a rack or unit: {row, position}; {-2, 0} when unknown.
    std::pair<int, int> placeOf(const QString& id) const;
    void paintPlan(QPainter& p, const Hall& hall);
    // The loop of the selected CDU or rack: its pipes (`outlines` false) or its racks outlined.
    void paintLoop(QPainter& p, const Hall& hall, bool outlines);
    // Draws `text` in `r`, turned a quarter for a tall, narrow place.
    void drawLabel(QPainter& p, const QRectF& r, const QString& text, int flags);

    LiveAnalysis* mAnalysis;
    RackScene* mScene;
    QString mSelected;
    QString mDragging;
    QPointF mPressPx;
    QPointF mDragPx;
    bool mDragMoved = false;
};
