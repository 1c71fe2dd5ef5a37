// ReportDeck: the facility slide (docs/facility.md, "Report"): how much of the hall the design hallUses and
// what limits it, the hall's figures, and the heat split between liquid, rear doors and room air.
#include "report/reportdeck.h"

#include "facility/facilitysummary.h"
#include "report/reportstyle.h"

using namespace ReportStyle;

namespace {

struct HallUse {
    QString label;
    double share = 0;
};

QList<HallUse> hallUses(const FacilityReport& report) {
    QList<HallUse> list;
    if (report.floor.positions > 0)
        list.append({ReportDeck::tr("Positions"), double(report.floor.used()) / report.floor.positions});
    if (report.ups.capacity.usableW > 0)
        list.append({ReportDeck::tr("UPS (%1)").arg(hallRedundancyName(report.ups.redundancy)),
                     report.ups.loadW / report.ups.capacity.usableW});
    if (report.air.capacity.usableW > 0)
        list.append({ReportDeck::tr("Air units"), report.air.heatW / report.air.capacity.usableW});
    for (const LoopBudget& loop : report.loops)
        list.append({loop.name.isEmpty() ? loop.id : loop.name, loop.capacity.usableW > 0
                                                                    ? loop.heatW / loop.capacity.usableW
                                                                    : (loop.heatW > 0 ? 9.99 : 0)});
    if (report.floor.ratingKgM2 > 0)
        list.append(
            {ReportDeck::tr("Floor (heaviest rack)"), report.floor.maxLoadKgM2 / report.floor.ratingKgM2});
    return list;
}

} // namespace

void ReportDeck::paintFacility(QPainter* p) const {
    const FacilityReport& report = *mBudgets.facility;
    p->setPen(kText);
    drawFitted(
        p, QRectF(kMargin, kContentTop, kContentWidth, 40), Qt::AlignLeft | Qt::AlignVCenter,
        tr("%1: limited by %2")
            .arg(report.name.isEmpty() ? tr("The hall") : report.name, FacilitySummary::limiting(report)),
        font(26, true));
    const double top = kContentTop + 56;
    // Capacity used, one bar each (redundancy counted: the N+1 spare is not capacity).
    const double barsWidth = 640;
    const QList<HallUse> list = hallUses(report);
    const double barHeight = 30;
    const double labelWidth = 250;
    double y = top;
    p->setFont(font(16));
    for (const HallUse& use : list) {
        p->setPen(kText);
        drawText(p, QRectF(kMargin, y, labelWidth - 10, barHeight), Qt::AlignLeft | Qt::AlignVCenter,
                 use.label);
        const QRectF track(kMargin + labelWidth, y + 4, barsWidth - labelWidth - 90, barHeight - 8);
        p->setPen(Qt::NoPen);
        p->setBrush(kTileFill);
        p->drawRect(track);
        p->setBrush(use.share > 1 ? kRed : use.share > 0.9 ? kAmber : kGreen);
        p->drawRect(
            QRectF(track.topLeft(), QSizeF(track.width() * std::min(1.0, use.share), track.height())));
        p->setPen(use.share > 1 ? kRed : kText);
        drawText(p, QRectF(track.right() + 8, y, 82, barHeight), Qt::AlignRight | Qt::AlignVCenter,
                 tr("%1 %").arg(number(use.share * 100)));
        y += barHeight + 8;
    }
    // The cooling split: one bar of the heat, liquid / rear doors / room air.
    const double heat = report.heatW();
    y += 16;
    p->setPen(kText);
    drawText(p, QRectF(kMargin, y, barsWidth, 28), Qt::AlignLeft | Qt::AlignVCenter,
             tr("Cooling split of %1 kW of heat").arg(kw(heat)));
    y += 32;
    const std::pair<double, QColor> parts[] = {
        {report.liquidHeatW(), kBlue}, {report.air.rearDoorW, kGreen}, {report.air.heatW, kAmber}};
    double x = kMargin;
    for (const auto& [w, colour] : parts) {
        const double width = heat > 0 ? (barsWidth - 10) * w / heat : 0;
        p->setPen(Qt::NoPen);
        p->setBrush(colour);
        p->drawRect(QRectF(x, y, width, 28));
        x += width;
    }
    y += 34;
    p->setPen(kMuted);
    drawText(p, QRectF(kMargin, y, barsWidth, 28), Qt::AlignLeft | Qt::AlignVCenter,
             tr("liquid %1 kW (blue) · rear doors %2 kW (green) · room air %3 kW (amber)")
                 .arg(kw(report.liquidHeatW()), kw(report.air.rearDoorW), kw(report.air.heatW)));
    // The figures.
    const double left = kMargin + barsWidth + 40;
    SlideTable table({{tr("Figure"), 190}, {tr("Value"), 0, Qt::AlignLeft, 3}}, font(15), 28);
    table.setWrap(true);
    QList<SlideTable::Row> rows;
    for (const auto& [label, value] : FacilitySummary::lines(report)) {
        SlideTable::Row row;
        row.cells = {label, value};
        row.height = table.rowHeightFor(row, kWidth - kMargin - left);
        rows.append(row);
    }
    table.paint(p, QRectF(left, top, kWidth - kMargin - left, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(14));
    drawSource(
        p, QRectF(kMargin, kContentBottom - 56, kContentWidth, 56),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        tr("Capacity counted with its redundancy (N+1: one unit spare; 2N: one side). CDUs at the loop's "
           "approach to the facility water (ASHRAE %1); floor load over each rack's footprint; PUE at the "
           "typical IT load from the cooling chain (docs/facility.md).")
            .arg(mDesign.hall ? mDesign.hall->waterClass : QString()));
}
