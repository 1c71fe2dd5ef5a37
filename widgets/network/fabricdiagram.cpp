#include "network/fabricdiagram.h"

#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QPainterPath>

namespace {

// One box of a tier: a group of switches or of host racks, with the count inside.
struct Box {
    QRectF rect;
    QString title;
    QString detail;
    QString shortDetail; // when the box is too narrow for `detail`
};

void drawBox(QPainter& p, const Box& box, const QColor& fill) {
    p.setPen(QPen(fill.darker(140), 1.2));
    p.setBrush(fill);
    p.drawRoundedRect(box.rect, 6, 6);
    p.setPen(QColor(0x1f, 0x29, 0x33));
    QFont font = p.font();
    font.setBold(true);
    p.setFont(font);
    // Too narrow for the title (eight rails in a small window): its last word, "Rail 3" as "3".
    QString title = box.title;
    if (p.fontMetrics().horizontalAdvance(title) > box.rect.width() - 6)
        title = title.section(QLatin1Char(' '), -1);
    p.drawText(box.rect.adjusted(2, 4, -2, -box.rect.height() / 2), Qt::AlignCenter,
               p.fontMetrics().elidedText(title, Qt::ElideRight, int(box.rect.width() - 4)));
    font.setBold(false);
    p.setFont(font);
    const bool narrow = p.fontMetrics().horizontalAdvance(box.detail) > box.rect.width() - 8;
    p.drawText(box.rect.adjusted(2, box.rect.height() / 2, -2, -4), Qt::AlignCenter,
               narrow && !box.shortDetail.isEmpty() ? box.shortDetail : box.detail);
}

// Boxes spread evenly across `width` at height `y`.
QList<Box> row(const QStringList& titles, const QStringList& details, double width, double y, double height,
               const QList<int>& counts = {}) {
    constexpr double kLeft = 70; // room for the tier names
    QList<Box> boxes;
    const int n = int(titles.size());
    const double gap = 12;
    const double w = std::min(170.0, (width - gap * (n + 1)) / std::max(1, n));
    const double total = n * w + (n - 1) * gap;
    double x = kLeft + (width - total) / 2;
    for (int i = 0; i < n; ++i, x += w + gap)
        boxes.append({QRectF(x, y, w, height), titles[i], details.value(i),
                      i < counts.size() ? QStringLiteral("× %1").arg(counts[i]) : QString()});
    return boxes;
}

void bundle(QPainter& p, const QList<Box>& from, const QList<Box>& to, qint64 links) {
    if (from.isEmpty() || to.isEmpty() || links <= 0)
        return;
    p.setPen(QPen(QColor(0x6b, 0x8c, 0xae, 150), 2));
    for (const Box& a : from)
        for (const Box& b : to)
            p.drawLine(QPointF(a.rect.center().x(), a.rect.top()),
                       QPointF(b.rect.center().x(), b.rect.bottom()));
    const QPointF mid((from.first().rect.left() + from.last().rect.right()) / 2,
                      (from.first().rect.top() + to.first().rect.bottom()) / 2);
    const QString text = FabricDiagram::tr("%1 links").arg(QLocale().toString(links));
    const QRectF label(mid.x() - 60, mid.y() - 10, 120, 20);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 230));
    p.drawRoundedRect(label, 4, 4);
    p.setPen(QColor(0x2a, 0x34, 0x40));
    p.drawText(label, Qt::AlignCenter, text);
}

} // namespace

FabricDiagram::FabricDiagram(QWidget* parent) : QWidget(parent) {
    setMinimumSize(320, 260);
}

void FabricDiagram::setReport(const FabricReport& report) {
    mReport = report;
    mHasReport = true;
    update();
}

void FabricDiagram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0xf7, 0xf9, 0xfb));
    const FabricSize& s = mReport.size;
    if (!mHasReport || s.tiers == 0) {
        p.setPen(QColor(0x5a, 0x64, 0x70));
        p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                   mHasReport && !s.problem.isEmpty()
                       ? s.problem
                       : tr("No fabric to draw: add one with Network > New Fabric."));
        return;
    }
    paint(&p, QRectF(rect()), mReport);
}

void FabricDiagram::paint(QPainter* painter, const QRectF& area, const FabricReport& report) {
    QPainter& p = *painter;
    const FabricReport& mReport = report;
    const FabricSize& s = report.size;
    if (s.tiers == 0)
        return;
    p.save();
    p.translate(area.topLeft());
    const double labelWidth = 70; // tier names on the left
    const double width = area.width() - labelWidth;
    const int tiers = 1 + s.tiers; // hosts and switch tiers
    const double band = (area.height() - 20.0) / tiers;
    const double boxHeight = std::min(58.0, band * 0.6);
    const auto yOf = [&](int tierFromTop) { return 10 + tierFromTop * band + (band - boxHeight) / 2; };

    // Hosts by rack, at most 8 boxes (the rest folded into the last).
    QMap<int, int> racks; // rack index -> nodes
    QMap<int, QString> rackIds;
    for (const FabricHost& host : mReport.hosts) {
        ++racks[host.rackIndex];
        rackIds.insert(host.rackIndex, host.rackId);
    }
    QStringList hostTitles, hostDetails;
    QList<int> hostCounts;
    int shown = 0, rest = 0;
    for (auto it = racks.cbegin(); it != racks.cend(); ++it) {
        if (shown < 7 || racks.size() == 8) {
            hostTitles << rackIds.value(it.key());
            hostDetails << tr("%n node(s)", nullptr, it.value());
            hostCounts << it.value();
            ++shown;
        } else {
            rest += it.value();
        }
    }
    if (rest > 0) {
        hostTitles << tr("+%1").arg(racks.size() - shown); // more racks
        hostDetails << tr("%n node(s)", nullptr, rest);
        hostCounts << rest;
    }
    QList<Box> hosts = row(hostTitles, hostDetails, width, yOf(tiers - 1), boxHeight, hostCounts);

    // Leaves: one box per rail when rail-optimized, else one box.
    QStringList leafTitles, leafDetails;
    QList<int> leafCounts;
    const bool rails =
        mReport.fabric.topology == QLatin1String("rail-optimized") && s.tiers > 1 && mReport.rails > 1;
    if (rails) {
        const int perRail = s.leaves / std::max(1, mReport.rails);
        for (int r = 0; r < std::min(mReport.rails, 8); ++r) {
            leafTitles << tr("Rail %1").arg(r + 1);
            leafDetails << tr("%n switch(es)", nullptr, perRail);
            leafCounts << perRail;
        }
    } else {
        leafTitles << (s.tiers == 1 ? tr("One switch") : tr("All leaves"));
        leafDetails << tr("%n switch(es)", nullptr, s.leaves);
    }
    QList<Box> leaves = row(leafTitles, leafDetails, width, yOf(tiers - 2), boxHeight, leafCounts);
    const QColor hostColour(0xdc, 0xe8, 0xf5), leafColour(0xd8, 0xf0, 0xdc), spineColour(0xfd, 0xeb, 0xc8),
        coreColour(0xf6, 0xd5, 0xd5);
    bundle(p, hosts, leaves, s.hostLinks);
    QList<Box> spines, cores;
    if (s.spines > 0) {
        spines =
            row({tr("Spines")}, {tr("%n switch(es)", nullptr, s.spines)}, width, yOf(tiers - 3), boxHeight);
        bundle(p, leaves, spines, s.leafSpineLinks);
    }
    if (s.cores > 0) {
        cores = row({tr("Cores")}, {tr("%n switch(es)", nullptr, s.cores)}, width, yOf(0), boxHeight);
        bundle(p, spines, cores, s.spineCoreLinks);
    }
    // Tier names at the left, level with their boxes.
    p.setPen(QColor(0x5a, 0x64, 0x70));
    const auto tierName = [&](const QList<Box>& boxes, const QString& name) {
        if (!boxes.isEmpty())
            p.drawText(QRectF(4, boxes.first().rect.top(), labelWidth - 8, boxes.first().rect.height()),
                       Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, name);
    };
    tierName(hosts, tr("Hosts"));
    tierName(leaves, s.tiers == 1 ? tr("Switch") : tr("Leaves"));
    tierName(spines, tr("Spines"));
    tierName(cores, tr("Cores"));
    for (const Box& b : hosts)
        drawBox(p, b, hostColour);
    for (const Box& b : leaves)
        drawBox(p, b, leafColour);
    for (const Box& b : spines)
        drawBox(p, b, spineColour);
    for (const Box& b : cores)
        drawBox(p, b, coreColour);
    p.restore();
}
