#include "report/elevationsheet.h"

#include "floor/elevationrenderer.h"
#include "report/elevationoverview.h"
#include "report/reportlanguagescope.h"
#include "report/svgstream.h"

#include "durablefile.h"
#include "durablestream.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
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
                           const PartIndex& parts, Face face, QString* error, QString* note) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSizeF natural = sheetSize(design, parts);
    // Drawn into memory first; DurableFile puts it on disk whole or not at all.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        // An image past 16,384 pixels a side is more than viewers open (and a 1,000-rack strip would take
        // gigabytes): a floor that does not fit side by side at twice its size is drawn as an overview,
        // its racks wrapped into lines, and the note says so.
        QImage image;
        if (natural.width() * kPngScale <= kMaxPngSide && natural.height() * kPngScale <= kMaxPngSide) {
            image = QImage((natural * kPngScale).toSize(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter painter(&image);
            paintSheet(&painter, QRectF(QPointF(0, 0), image.size()), design, budgets, parts, face);
        } else {
            image = ElevationOverview::render(design, budgets, parts, face, note);
        }
        if (!image.save(&file, "PNG")) {
            if (error)
                *error = tr("%1: cannot encode the PNG").arg(path);
            return false;
        }
    } else if (suffix == QLatin1String("svg")) {
        // Streamed to the file as it is drawn (SvgStreamDevice: Qt's generator held the whole body, 841 MB
        // at 160,000 GPUs), put in place whole or not at all; the names are text, never markup.
        DurableStream out(path);
        if (!out.begin(error))
            return false;
        SvgStreamDevice svg(&out, natural.toSize(), design.name, ReportLanguageScope::fontFamilies());
        {
            QPainter painter(&svg);
            paintSheet(&painter, QRectF(QPointF(0, 0), natural), design, budgets, parts, face);
        }
        return out.commit(error); // a failed write (a full disk) is kept by the stream and said here
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
