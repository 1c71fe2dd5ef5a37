#include "report/reportstyle.h"

#include "charts/chartrenderer.h"
#include "charts/chartview.h"

#include <QImage>

namespace ReportStyle {

// Draws a chart into `target` through an image at three times its layout size. ChartView::paint() records
// a QPicture, whose fonts grow with the device's resolution when played on a 300 dpi PDF; an image at the
// screen's resolution keeps the chart's proportions.
bool paintChart(QPainter* p, ChartKind kind, const Design& design, const Budgets& budgets,
                const PartIndex& parts, const QRectF& target, double layoutScale, QString* error) {
    constexpr double kSupersample = 3;
    ChartOptions options;
    options.sizePx = (target.size() * layoutScale).toSize();
    QImage image((QSizeF(options.sizePx) * kSupersample).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        imagePainter.setRenderHint(QPainter::TextAntialiasing);
        imagePainter.scale(kSupersample, kSupersample);
        if (!ChartRenderer::paint(kind, design, budgets, parts, options, &imagePainter,
                                  QRectF(QPointF(0, 0), QSizeF(options.sizePx)), error))
            return false;
    }
    p->save();
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    p->drawImage(target, image);
    p->restore();
    return true;
}

void paintChartView(QPainter* p, ChartView* view, const QRectF& target, double layoutScale) {
    constexpr double kSupersample = 3;
    const QSize size = (target.size() * layoutScale).toSize();
    view->resize(size);
    QImage image((QSizeF(size) * kSupersample).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        imagePainter.setRenderHint(QPainter::TextAntialiasing);
        imagePainter.scale(kSupersample, kSupersample);
        view->paint(&imagePainter, QRectF(QPointF(0, 0), QSizeF(size)), size);
    }
    p->save();
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    p->drawImage(target, image);
    p->restore();
}

} // namespace ReportStyle
