#include "report/elevationsheet.h"

#include "floor/elevationrenderer.h"
#include "report/reportlanguagescope.h"

#include "durablefile.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <algorithm>

namespace {

constexpr double kGap = 32;
constexpr double kPadding = 24;
constexpr double kPngScale = 2;
constexpr double kMaxPngSide = 16384;

QList<Rack> sortedRacks(const Design& design) {
    QList<Rack> racks = design.racks;
    std::stable_sort(racks.begin(), racks.end(), [](const Rack& a, const Rack& b) {
        return std::pair(a.row, a.position) < std::pair(b.row, b.position);
    });
    return racks;
}

} // namespace

QSizeF ElevationSheet::sheetSize(const Design& design, const PartIndex& parts) {
    const ElevationRenderer renderer(parts);
    double width = 0, height = 0;
    for (const Rack& rack : design.racks) {
        const QSizeF size = renderer.preferredSize(rack);
        width += size.width();
        height = qMax(height, size.height());
    }
    width += kGap * qMax(0, int(design.racks.size()) - 1);
    return {qMax(1.0, width) + 2 * kPadding, qMax(1.0, height) + 2 * kPadding};
}

void ElevationSheet::paintSheet(QPainter* p, const QRectF& target, const Design& design,
                                const Budgets& budgets, const PartIndex& parts, Face face) {
    const QSizeF natural = sheetSize(design, parts);
    p->save();
    p->fillRect(target, Qt::white);
    const double scale = qMin(target.width() / natural.width(), target.height() / natural.height());
    p->translate(target.left() + (target.width() - natural.width() * scale) / 2,
                 target.top() + (target.height() - natural.height() * scale) / 2);
    p->scale(scale, scale);
    QFont font;
    font.setFamilies(ReportLanguageScope::fontFamilies());
    font.setPixelSize(12);
    p->setFont(font);
    const ElevationRenderer renderer(parts);
    double x = kPadding;
    for (const Rack& rack : sortedRacks(design)) {
        const QSizeF size = renderer.preferredSize(rack);
        renderer.paint(p, QRectF(QPointF(x, kPadding), size), rack, budgets, face);
        x += size.width() + kGap;
    }
    p->restore();
}

bool ElevationSheet::write(const QString& path, const Design& design, const Budgets& budgets,
                           const PartIndex& parts, Face face, QString* error) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSizeF natural = sheetSize(design, parts);
    // Drawn into memory first; DurableFile puts it on disk whole or not at all.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        // An image past 16,384 pixels a side is more than viewers open (and a 1,000-rack strip would take
        // gigabytes): drawn smaller down to 1 pixel a unit, else refused with what to use instead.
        const double scale = qMin(kPngScale, kMaxPngSide / qMax(natural.width(), natural.height()));
        if (scale < 1.0) {
            if (error)
                *error =
                    tr("%1: %n rack(s) side by side would be %2 x %3 pixels, past the %4 a PNG may have; "
                       "write an SVG or PDF instead",
                       nullptr, int(design.racks.size()))
                        .arg(path)
                        .arg(qRound(natural.width() * kPngScale))
                        .arg(qRound(natural.height() * kPngScale))
                        .arg(int(kMaxPngSide));
            return false;
        }
        QImage image((natural * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        paintSheet(&painter, QRectF(QPointF(0, 0), image.size()), design, budgets, parts, face);
        painter.end();
        if (!image.save(&file, "PNG")) {
            if (error)
                *error = tr("%1: cannot encode the PNG").arg(path);
            return false;
        }
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(natural.toSize());
        generator.setViewBox(QRectF(QPointF(0, 0), natural));
        generator.setTitle(design.name);
        QPainter painter(&generator);
        paintSheet(&painter, QRectF(QPointF(0, 0), natural), design, budgets, parts, face);
    } else {
        QPdfWriter writer(&file);
        // QPageSize keeps sizes portrait; a wide sheet is a landscape page.
        const bool landscape = natural.width() > natural.height();
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(landscape ? natural.transposed() : natural,
                                                   QPageSize::Point, QString(), QPageSize::ExactMatch),
                                         landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0)));
        writer.setTitle(design.name);
        writer.setCreator(QStringLiteral("Cluster Workbench"));
        QPainter painter(&writer);
        paintSheet(&painter, QRectF(0, 0, writer.width(), writer.height()), design, budgets, parts, face);
    }
    file.close();
    return DurableFile::write(path, file.data(), error);
}
