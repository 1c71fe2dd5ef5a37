#include "report/reportstyle.h"

#include "charts/chartrenderer.h"
#include "charts/chartview.h"
#include "report/sliderecorder.h"

#include <QImage>

namespace ReportStyle {

void drawText(QPainter* p, const QRectF& rect, int flags, const QString& text) {
    if (SlideRecorder* recorder = SlideRecorder::of(p))
        recorder->addText(p, rect, flags, text);
    else
        p->drawText(rect, flags, text);
}

void drawSource(QPainter* p, const QRectF& rect, int flags, const QString& text) {
    drawText(p, rect, flags, text);
    if (SlideRecorder* recorder = SlideRecorder::of(p))
        recorder->addNote(text);
}

namespace {

// Paints `paint` into an image of three times `layoutSize` and draws the image into `target`.
bool paintThroughImage(QPainter* p, const QRectF& target, const QSize& layoutSize,
                       const std::function<bool(QPainter*, const QRectF&)>& paint) {
    constexpr double kSupersample = 3;
    QImage image((QSizeF(layoutSize) * kSupersample).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        imagePainter.setRenderHint(QPainter::TextAntialiasing);
        imagePainter.scale(kSupersample, kSupersample);
        if (!paint(&imagePainter, QRectF(QPointF(0, 0), QSizeF(layoutSize))))
            return false;
    }
    p->save();
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    p->drawImage(target, image);
    p->restore();
    return true;
}

} // namespace

bool paintPicture(QPainter* p, const QRectF& rect,
                  const std::function<bool(QPainter*, const QRectF&)>& paint) {
    if (SlideRecorder* recorder = SlideRecorder::of(p)) {
        bool painted = true;
        recorder->addPicture(
            p, rect, [&](QPainter* q, const QRectF& area) { painted = paint(q, area) && painted; },
            QString());
        return painted;
    }
    return paint(p, rect);
}

// Draws a chart into `target` at `layoutScale` times its size in slide units: on a SlideRecorder as the
// slide's SVG picture; elsewhere (the PDF) through an image at three times its layout size.
// ChartView::paint() records a QPicture, whose fonts grow with the device's resolution when played on a 300
// dpi PDF; an image at the screen's resolution keeps the chart's proportions.
bool paintChart(QPainter* p, ChartKind kind, const Design& design, const Budgets& budgets,
                const PartIndex& parts, const QRectF& target, double layoutScale, QString* error) {
    ChartOptions options;
    options.sizePx = (target.size() * layoutScale).toSize();
    QString message;
    const auto paint = [&](QPainter* q, const QRectF& area) {
        q->save();
        q->scale(area.width() / options.sizePx.width(), area.height() / options.sizePx.height());
        q->fillRect(QRectF(QPointF(0, 0), QSizeF(options.sizePx)), Qt::white);
        const bool ok = ChartRenderer::paint(kind, design, budgets, parts, options, q,
                                             QRectF(QPointF(0, 0), QSizeF(options.sizePx)), &message);
        q->restore();
        return ok;
    };
    const bool painted = SlideRecorder::of(p) ? paintPicture(p, target, paint)
                                              : paintThroughImage(p, target, options.sizePx, paint);
    if (!painted && error)
        *error = message;
    return painted;
}

void paintChartView(QPainter* p, ChartView* view, const QRectF& target, double layoutScale) {
    const QSize size = (target.size() * layoutScale).toSize();
    view->resize(size);
    const auto paint = [&](QPainter* q, const QRectF& area) {
        q->save();
        q->scale(area.width() / size.width(), area.height() / size.height());
        q->fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
        view->paint(q, QRectF(QPointF(0, 0), QSizeF(size)), size);
        q->restore();
        return true;
    };
    if (SlideRecorder::of(p))
        paintPicture(p, target, paint);
    else
        paintThroughImage(p, target, size, paint);
}

} // namespace ReportStyle
