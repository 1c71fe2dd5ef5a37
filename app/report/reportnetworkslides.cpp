// ReportDeck: the network slides (the network budget with the bandwidth chart, and one slide per fabric).
#include "report/reportdeck.h"

#include "network/fabricdiagram.h"
#include "report/reportstyle.h"

using namespace ReportStyle;

void ReportDeck::paintNetwork(QPainter* p) const {
    const double tableWidth = 600;
    const SlideTable table({{tr("Network"), 180},
                            {tr("Speed"), 110, Qt::AlignRight},
                            {tr("Host ports"), 140, Qt::AlignRight},
                            {tr("Switch ports"), 0, Qt::AlignRight}},
                           font(18), kBudgetRowHeight);
    QList<SlideTable::Row> rows;
    for (const NetworkBudget& n : mBudgets.network) {
        SlideTable::Row row;
        row.cells = {protocolName(n.protocol), tr("%1 Gb/s").arg(number(n.speedGbps)), number(n.hostPorts),
                     number(n.switchPorts)};
        row.colors = QList<QColor>(4);
        if (n.switchPorts < n.hostPorts)
            row.colors[3] = kRed;
        rows.append(row);
    }
    if (rows.isEmpty()) {
        paintNote(p, QRectF(kMargin, kContentTop, tableWidth, 120), tr("The design has no network ports."));
    } else {
        const double height = table.paint(p, QRectF(kMargin, kContentTop, tableWidth, 0), rows);
        p->setPen(kMuted);
        p->setFont(font(16));
        drawSource(p, QRectF(kMargin, kContentTop + height + 12, tableWidth, 200),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   tr("Host ports are the NIC ports of the servers that need a switch port; switch ports are "
                      "those the switches in the design offer. Red: fewer switch ports than host ports (the "
                      "switches are outside the design or missing)."));
    }
    const QRectF chart(kMargin + tableWidth + 40, kContentTop, kContentWidth - tableWidth - 40,
                       kContentBottom - kContentTop);
    QString error;
    if (!paintChart(p, ChartKind::Bandwidth, mDesign, mBudgets, mParts, chart, 1.1, &error))
        paintNote(p, chart, error);
    p->setPen(QPen(QColor(0xd0, 0xd6, 0xde), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(chart);
}

void ReportDeck::paintFabric(QPainter* p, const Slide& slide) const {
    const FabricReport& f = mBudgets.fabrics.at(slide.first);
    const FabricSize& size = f.size;
    const double diagramWidth = 860;
    const QRectF diagram(kMargin, kContentTop, diagramWidth, kContentBottom - kContentTop);
    p->save();
    p->setFont(font(17));
    paintPicture(p, diagram, [&](QPainter* q, const QRectF& area) {
        FabricDiagram::paint(q, area, f);
        return true;
    });
    p->restore();
    if (size.tiers == 0)
        paintNote(p, diagram, size.problem.isEmpty() ? tr("The fabric has no hosts.") : size.problem);

    const double left = kMargin + diagramWidth + 40;
    const SlideTable table({{tr("Fabric"), 230}, {tr("Value"), 0}}, font(17), 36);
    const auto placed = [](int needed, int placedCount) {
        return placedCount >= needed ? number(needed)
                                     : tr("%1 (%2 to place)").arg(number(needed)).arg(needed - placedCount);
    };
    QList<SlideTable::Row> rows;
    const auto add = [&rows](const QString& name, const QString& value, const QColor& colour = QColor()) {
        SlideTable::Row row;
        row.cells = {name, value};
        row.colors = {QColor(), colour};
        rows.append(row);
    };
    const QString topology =
        f.fabric.topology == QLatin1String("rail-optimized") ? tr("rail-optimized") : tr("fat tree");
    add(tr("Technology"), QStringLiteral("%1, %2").arg(protocolName(f.fabric.technology), topology));
    add(tr("Hosts"), tr("%1 nodes, %2 ports at %3 Gb/s")
                         .arg(number(f.hosts.size()), number(size.hostLinks), number(f.hostSpeedGbps)));
    add(tr("Switch"),
        QStringLiteral("%1 (%2)")
            .arg(mParts.find(f.fabric.switchPartId) ? mParts.find(f.fabric.switchPartId)->displayName()
                                                    : f.fabric.switchPartId)
            .arg(f.radix));
    add(tr("Leaf / spine / core"),
        QStringLiteral("%1 / %2 / %3")
            .arg(placed(size.leaves, f.placedLeaves), placed(size.spines, f.placedSpines),
                 placed(size.cores, f.placedCores)),
        f.placedSwitches() < size.switches() ? kAmber : QColor());
    add(tr("Links per tier"),
        QStringLiteral("%1 / %2 / %3")
            .arg(number(size.hostLinks), number(size.leafSpineLinks), number(size.spineCoreLinks)));
    add(tr("Oversubscription"), QStringLiteral("%1:1").arg(number(size.oversubscription, 2)),
        size.oversubscription > f.fabric.blocking + 1e-9 ? kRed : QColor());
    qint64 cables = 0, modules = 0;
    for (const PartQty& c : f.cableParts)
        cables += c.qty;
    for (const PartQty& t : f.transceivers)
        modules += t.qty;
    add(tr("Cables"), number(cables));
    add(tr("Transceivers"), number(modules));
    add(tr("Network gear (list)"), money(f.gearCost) + (f.costComplete ? QString() : tr(", incomplete")));
    add(tr("Network gear power"), tr("%1 kW max").arg(kw(f.gearPowerW)));
    const double height = table.paint(p, QRectF(left, kContentTop, kWidth - kMargin - left, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(15));
    drawSource(
        p,
        QRectF(left, kContentTop + height + 12, kWidth - kMargin - left,
               kContentBottom - kContentTop - height - 12),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        tr("Sized as NVIDIA's DGX SuperPOD reference architectures size their fabrics; every cable and "
           "module is in the bill of materials, and the installers' cut-sheet lists each link with both "
           "ends."));
}
