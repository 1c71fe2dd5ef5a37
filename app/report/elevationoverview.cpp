#include "report/elevationoverview.h"

#include "floor/elevationrenderer.h"
#include "report/reportlanguagescope.h"

#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace {
constexpr double kOverviewGap = 32;
constexpr double kOverviewPadding = 24;
constexpr double kOverviewMaxScale = 2;
} // namespace

QImage ElevationOverview::render(const Design& design, const Budgets& budgets, const PartIndex& parts,
                                 Face face, QString* note) {
    const ElevationRenderer renderer(parts);
    QList<const Rack*> racks;
    for (const Rack& rack : design.racks)
        racks.append(&rack);
    std::stable_sort(racks.begin(), racks.end(), [](const Rack* a, const Rack* b) {
        return std::pair(a->row, a->position) < std::pair(b->row, b->position);
    });
    // One cell per rack, as large as the largest rack.
    QSizeF cell(1, 1);
    for (const Rack* rack : std::as_const(racks))
        cell = cell.expandedTo(renderer.preferredSize(*rack));
    const int count = int(racks.size());
    // Lines of `columns` racks: about as tall as wide.
    const double stepX = cell.width() + kOverviewGap, stepY = cell.height() + kOverviewGap;
    const int columns = std::clamp(int(std::ceil(std::sqrt(count * stepY / stepX))), 1, std::max(1, count));
    const int lines = (count + columns - 1) / columns;
    const QSizeF natural(columns * stepX - kOverviewGap + 2 * kOverviewPadding,
                         lines * stepY - kOverviewGap + 2 * kOverviewPadding);
    const double scale = std::min(kOverviewMaxScale, kMaxSide / std::max(natural.width(), natural.height()));
    const QSize size = (natural * scale).toSize().expandedTo(QSize(1, 1));

    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(scale, scale);
    QFont font;
    font.setFamilies(ReportLanguageScope::fontFamilies());
    font.setPixelSize(12);
    painter.setFont(font);
    for (int i = 0; i < count; ++i) {
        const QPointF at(kOverviewPadding + (i % columns) * stepX, kOverviewPadding + (i / columns) * stepY);
        const QSizeF own = renderer.preferredSize(*racks[i]);
        renderer.paint(&painter, QRectF(at, own), *racks[i], budgets, face);
    }
    painter.end();

    const bool named = ElevationRenderer::kUnitHeight * scale >= ElevationRenderer::kReadableUnitPixels;
    if (note) {
        const QLocale locale;
        *note =
            tr("%n rack(s) side by side do not fit a PNG (at most %1 pixels a side): drawn as an overview "
               "of %2 x %3 pixels, %4 racks a line in floor order, at %5 % of natural size",
               nullptr, count)
                .arg(locale.toString(kMaxSide))
                .arg(size.width())
                .arg(size.height())
                .arg(columns)
                .arg(locale.toString(scale * 100, 'f', scale < 0.1 ? 1 : 0));
        if (!named)
            *note += tr("; at that size devices are drawn without their names: write an SVG or PDF for every "
                        "label");
    }
    return image;
}
