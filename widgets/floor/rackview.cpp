#include "floor/rackview.h"

#include "floor/rackscene.h"

#include <QKeyEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <cmath>

RackView::RackView(RackScene* scene, QWidget* parent) : QGraphicsView(scene, parent), mScene(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setAcceptDrops(true);
    setFrameShape(QFrame::NoFrame);
}

void RackView::setZoom(double factor) {
    factor = qBound(0.1, factor, 6.0);
    const double current = zoom();
    if (qFuzzyCompare(current, factor))
        return;
    scale(factor / current, factor / current);
    emit zoomChanged(factor);
}

void RackView::zoomIn() {
    setZoom(zoom() * 1.25);
}
void RackView::zoomOut() {
    setZoom(zoom() / 1.25);
}

void RackView::zoomToFit() {
    const QRectF content = mScene->contentRect().adjusted(-20, -10, 20, 20);
    fitInView(content, Qt::KeepAspectRatio);
    if (zoom() > 1.6)
        setZoom(1.6);
    emit zoomChanged(zoom());
}

void RackView::showItem(const QString& id) {
    const QRectF rect = mScene->itemSceneRect(id);
    if (rect.isEmpty())
        return;
    mScene->selectIds({id});
    ensureVisible(rect, 40, 40);
}

void RackView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ShiftModifier) {
        QGraphicsView::wheelEvent(event); // scroll
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0)
        setZoom(zoom() * std::pow(1.15, steps));
    event->accept();
}

void RackView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton) {
        // Pan: pretend a left-button hand drag.
        mPanning = true;
        setDragMode(QGraphicsView::ScrollHandDrag);
        QMouseEvent press(event->type(), event->position(), event->globalPosition(), Qt::LeftButton,
                          Qt::LeftButton, event->modifiers());
        QGraphicsView::mousePressEvent(&press);
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void RackView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton && mPanning) {
        QMouseEvent release(event->type(), event->position(), event->globalPosition(), Qt::LeftButton,
                            Qt::NoButton, event->modifiers());
        QGraphicsView::mouseReleaseEvent(&release);
        setDragMode(QGraphicsView::RubberBandDrag);
        mPanning = false;
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void RackView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        setDragMode(QGraphicsView::ScrollHandDrag);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void RackView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        setDragMode(QGraphicsView::RubberBandDrag);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}
