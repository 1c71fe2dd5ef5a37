#include "floor/rackview.h"

#include "floor/elevationrenderer.h"
#include "floor/rackscene.h"

#include <QKeyEvent>
#include <QMap>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
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
    QRectF content = mScene->contentRect().adjusted(-20, -10, 20, 20);
    fitInView(content, Qt::KeepAspectRatio);
    // Zoomed out this far, the racks' names go above them (overlayLabels): room for them over the first
    // row, in pixels (a name turned upright is about as long as "R01 · 28.4 of 30.0 kW").
    for (int pass = 0; pass < 2 && ElevationRenderer::kTextPixelSize * zoom() < kReadablePx; ++pass) {
        content.setTop(mScene->contentRect().top() - 10 - kLabelRoomPx / zoom());
        fitInView(content, Qt::KeepAspectRatio);
    }
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

// The desktop convention: the wheel scrolls (Shift: sideways), Ctrl and the wheel zoom under the cursor.
void RackView::wheelEvent(QWheelEvent* event) {
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    if (steps != 0)
        setZoom(zoom() * std::pow(1.15, steps));
    event->accept();
}

int RackView::labelWidth(const QFontMetrics& metrics, const QString& text) const {
    auto it = mLabelWidths.constFind(text);
    if (it == mLabelWidths.cend())
        it = mLabelWidths.insert(text, metrics.horizontalAdvance(text));
    return *it;
}

// Levels of detail: where the racks are drawn too small to read (their own text under kReadablePx),
// each rack gets its name and load, and each row its name, at a readable size over the drawing.
QList<RackView::OverlayLabel> RackView::overlayLabels() const {
    QList<OverlayLabel> placed;
    if (ElevationRenderer::kTextPixelSize * zoom() >= kReadablePx)
        return placed;
    QFont font = this->font();
    font.setPixelSize(kLabelPx);
    const QFontMetrics metrics(font);
    // The kept widths hold for one font: a new one (the language's, the system's) measures again.
    if (const QString key = font.key(); key != mLabelWidthsFont || mLabelWidths.size() > 100000) {
        mLabelWidths.clear();
        mLabelWidthsFont = key;
    }
    QFont rowFont = font;
    rowFont.setBold(true);
    const QFontMetrics rowMetrics(rowFont);
    // A label that would cover one already placed is left out: rows drawn closer than a label is tall
    // then show every second or third name.
    const auto fits = [&](const QRect& box) {
        return std::none_of(placed.cbegin(), placed.cend(),
                            [&](const OverlayLabel& p) { return p.box.intersects(box); });
    };
    // Rows first (fewer, and what tells a floor apart), then each rack wide enough for its name.
    const QList<RackScene::RackLabel> racks = mScene->rackLabels();
    QList<QRect> boxes;
    boxes.reserve(racks.size());
    QMap<int, QRect> rows; // row -> the racks' extent on screen
    for (const RackScene::RackLabel& label : racks) {
        boxes.append(mapFromScene(label.sceneRect).boundingRect());
        rows[label.row] |= boxes.last();
    }
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        const QString text = RackScene::tr("Row %1").arg(it.key() + 1);
        // Under the row's racks, where the floor is empty, at the row's left end.
        const int h = rowMetrics.height() + 4;
        const QRect box(it->left(), qMin(it->bottom() + 4, viewport()->height() - h),
                        rowMetrics.horizontalAdvance(text) + 10, h);
        if (it->intersects(viewport()->rect()) && fits(box))
            placed.append({box, text, QString(), true, false});
    }
    // A rack's units (below its header) are never covered: a label goes over the header and the floor
    // above the rack, ending where the units begin. Where the rack is too narrow for its name and load on
    // two lines, they go on one line turned upright; where neither fits, the row's name says enough.
    const int header = int(std::ceil(ElevationRenderer::kHeaderHeight * zoom()));
    QList<QRect> units;
    units.reserve(racks.size());
    for (const QRect& box : std::as_const(boxes))
        units.append(box.adjusted(0, header, 0, 0));
    const auto clear = [&](const QRect& band) {
        return band.top() >= 0 && fits(band) &&
               std::none_of(units.cbegin(), units.cend(), [&](const QRect& u) { return u.intersects(band); });
    };
    for (qsizetype i = 0; i < racks.size(); ++i) {
        const QRect& box = boxes[i];
        if (!box.intersects(viewport()->rect()))
            continue;
        const int unitsTop = box.top() + header - 1;
        const int room = box.width() - 4;
        if (labelWidth(metrics, racks[i].title) <= room && labelWidth(metrics, racks[i].load) <= room) {
            const int h = 2 * metrics.height() + 6;
            const QRect band(box.left(), unitsTop - h, box.width(), h);
            if (clear(band)) {
                placed.append({band, racks[i].title, racks[i].load, false, racks[i].overBudget, false});
                continue;
            }
        }
        const QString line = racks[i].load.isEmpty()
                                 ? racks[i].title
                                 : QStringLiteral("%1 · %2").arg(racks[i].title, racks[i].load);
        // Upright, a label may take a little of the gap beside its rack (labels still never touch). Where
        // the name and load do not fit above the rack, the name alone does.
        const int w = metrics.height() + 2;
        if (w > box.width() + 6)
            continue;
        for (const QString& text : {line, racks[i].title}) {
            const int h = labelWidth(metrics, text) + 8;
            const QRect upright(box.center().x() - w / 2, unitsTop - h, w, h);
            if (clear(upright)) {
                placed.append({upright, text, QString(), false, racks[i].overBudget, true});
                break;
            }
        }
    }
    return placed;
}

void RackView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    const QList<OverlayLabel> labels = overlayLabels();
    if (labels.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    QFont font = this->font();
    font.setPixelSize(kLabelPx);
    const QFontMetrics metrics(font);
    QFont rowFont = font;
    rowFont.setBold(true);
    for (const OverlayLabel& label : labels) {
        if (label.row) {
            painter->fillRect(label.box, QColor(0x1f, 0x3a, 0x5f));
            painter->setFont(rowFont);
            painter->setPen(Qt::white);
            painter->drawText(label.box, Qt::AlignCenter, label.text);
            continue;
        }
        painter->fillRect(label.box, QColor(255, 255, 255, 225));
        painter->setFont(font);
        if (label.upright) { // read from the bottom up, as a book's spine
            painter->save();
            painter->translate(label.box.bottomLeft());
            painter->rotate(-90);
            painter->setPen(label.overBudget ? QColor(0xc6, 0x28, 0x28) : QColor(0x1f, 0x29, 0x33));
            painter->drawText(QRect(0, 0, label.box.height(), label.box.width()), Qt::AlignCenter,
                              label.text);
            painter->restore();
            continue;
        }
        painter->setPen(QColor(0x1f, 0x29, 0x33));
        painter->drawText(label.box.adjusted(2, 2, -2, -metrics.height() - 4),
                          Qt::AlignHCenter | Qt::AlignTop, label.text);
        painter->setPen(label.overBudget ? QColor(0xc6, 0x28, 0x28) : QColor(0x45, 0x52, 0x60));
        painter->drawText(label.box.adjusted(2, metrics.height() + 3, -2, -2),
                          Qt::AlignHCenter | Qt::AlignTop, label.load);
    }
    painter->restore();
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
