// ReportDeck: the electrical sign-off slides: per rack the planning basis, the heat to air and to liquid,
// and per PDU its feed, load, load with the other feed lost and line currents against the derated limit.
#include "report/reportdeck.h"

#include "power/powertext.h"
#include "report/reportstyle.h"

using namespace ReportStyle;

namespace {
QString kilowatts(double w) {
    return QLocale().toString(w / 1000, 'f', 1);
}
QString amps(double a) {
    return QLocale().toString(a, 'f', 1);
}
} // namespace

SlideTable ReportDeck::powerTable() const {
    return SlideTable({{tr("PDU"), 230},
                       {tr("Feed"), 90},
                       {tr("Load / capacity (kW)"), 250, Qt::AlignRight},
                       {tr("Other feed lost (kW)"), 230, Qt::AlignRight},
                       {tr("Line currents, other feed lost (A)"), 380, Qt::AlignRight},
                       {tr("Limit (A)"), 0, Qt::AlignRight}},
                      font(18), 36);
}

QList<SlideTable::Row> ReportDeck::powerRows() const {
    QList<SlideTable::Row> rows;
    for (int g = 0; g < mRackGroups.size(); ++g) { // racks built alike once: their PDUs load alike
        const RackBudget* budget = mBudgets.rack(groupRack(g).id);
        if (!budget || (budget->power.pdus.isEmpty() && budget->heatLiquidW <= 0))
            continue;
        const RackBudget& rack = *budget;
        const qsizetype alike = mRackGroups[g].size();
        SlideTable::Row group;
        group.style = SlideTable::RowStyle::Group;
        const QString racks = alike == 1 ? tr("rack %1").arg(rack.id)
                                         : tr("%1 racks like %2").arg(QLocale().toString(alike), rack.id);
        QString heat = tr("%1: %2 kW at %3; heat %4 kW to air, %5 kW to liquid")
                           .arg(racks, kilowatts(rack.powerW), PowerText::basis(mDesign.settings.powerBasis),
                                kilowatts(rack.heatAirW), kilowatts(rack.heatLiquidW));
        if (rack.heatLiquidW > 0)
            heat += tr(" (%1 L/min)").arg(QLocale().toString(rack.coolantLpm, 'f', 0));
        group.cells = {heat, {}, {}, {}, {}, {}};
        rows.append(group);
        for (const PduLoad& pdu : rack.power.pdus) {
            SlideTable::Row row;
            QStringList lines;
            bool over = false;
            for (const LineLoad& line : pdu.lines) {
                lines << QStringLiteral("%1 %2").arg(line.line, amps(line.failoverCurrentA));
                over = over || line.failoverCurrentA > pdu.lineLimitA || line.currentA > pdu.lineLimitA;
            }
            row.cells = {pdu.id,
                         pdu.feed,
                         QStringLiteral("%1 / %2").arg(kilowatts(pdu.loadW), kilowatts(pdu.capacityW)),
                         rack.power.feeds.size() > 1 ? kilowatts(pdu.failoverLoadW) : tr("one feed"),
                         lines.join(QStringLiteral(" · ")),
                         amps(pdu.lineLimitA)};
            row.colors = QList<QColor>(6);
            if (over)
                row.colors[4] = kRed;
            rows.append(row);
        }
    }
    return rows;
}

void ReportDeck::paintPower(QPainter* p, const Slide& slide) const {
    powerTable().paint(p, QRectF(kMargin, kContentTop, kContentWidth, 0),
                       mPowerRows.mid(slide.first, slide.count));
    p->setPen(kMuted);
    p->setFont(font(16));
    drawSource(
        p, QRectF(kMargin, kContentBottom - 60, kContentWidth, 60),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
        tr("Circuits loaded to %1% of their rating; power factor 1. Each PSU is cabled to a PDU outlet, "
           "split between feeds A and B; the line currents are those with the other feed lost.")
            .arg(mDesign.settings.deratingPercent));
}
