#include "report/reportstyle.h"

#include "charts/chartrenderer.h"
#include "charts/chartview.h"
#include "report/sliderecorder.h"

namespace ReportStyle {

void drawText(QPainter* p, const QRectF& rect, int flags, const QString& text) {
    if (SlideRecorder* recorder = SlideRecorder::of(p))
        recorder->addText(p, rect, flags, text);
    else
        p->drawText(rect, flags, text);
}

void drawSource(QPainter* p, const QRectF& rect, int flags, const QString& text) {
    // A note is never cut above the footer: where it needs more lines than its place has, its font
    // shrinks (to 11 units at the least, still read on a projector).
    p->save();
    QFont font = p->font();
    for (int size = font.pixelSize(); size > 11; --size) {
        if (QFontMetricsF(font).boundingRect(rect, flags | Qt::TextWordWrap, text).height() <= rect.height())
            break;
        font.setPixelSize(size - 1);
    }
    p->setFont(font);
    drawText(p, rect, flags, text);
    p->restore();
    if (SlideRecorder* recorder = SlideRecorder::of(p))
        recorder->addNote(text);
}

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

// Draws a chart into `target` at `layoutScale` times its size in slide units, as vectors and text: on a
// SlideRecorder as the slide's SVG picture, on the PDF straight onto its page (ChartView::paint() undoes
// the scaling a QPicture gets on a device of another resolution).
bool paintChart(QPainter* p, ChartKind kind, const Design& design, const Budgets& budgets,
                const PartIndex& parts, const QRectF& target, double layoutScale, QString* error) {
    ChartOptions options;
    options.sizePx = (target.size() * layoutScale).toSize();
    QString message;
    const auto paint = [&](QPainter* q, const QRectF& area) {
        q->save();
        q->translate(area.topLeft()); // (0, 0) on a recorder's picture, the chart's place on a page
        q->scale(area.width() / options.sizePx.width(), area.height() / options.sizePx.height());
        q->fillRect(QRectF(QPointF(0, 0), QSizeF(options.sizePx)), Qt::white);
        const bool ok = ChartRenderer::paint(kind, design, budgets, parts, options, q,
                                             QRectF(QPointF(0, 0), QSizeF(options.sizePx)), &message);
        q->restore();
        return ok;
    };
    const bool painted = paintPicture(p, target, paint);
    if (!painted && error)
        *error = message;
    return painted;
}

void paintChartView(QPainter* p, ChartView* view, const QRectF& target, double layoutScale) {
    const QSize size = (target.size() * layoutScale).toSize();
    view->resize(size);
    const auto paint = [&](QPainter* q, const QRectF& area) {
        q->save();
        q->translate(area.topLeft()); // (0, 0) on a recorder's picture, the chart's place on a page
        q->scale(area.width() / size.width(), area.height() / size.height());
        q->fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
        view->paint(q, QRectF(QPointF(0, 0), QSizeF(size)), size);
        q->restore();
        return true;
    };
    paintPicture(p, target, paint);
}

} // namespace ReportStyle
