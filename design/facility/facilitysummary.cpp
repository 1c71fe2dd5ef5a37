#include "facility/facilitysummary.h"

#include <QLocale>

namespace {

QString summaryKw(double w) {
    return FacilitySummary::tr("%1 kW").arg(QLocale().toString(w / 1000, 'f', 0));
}

QString summaryPercent(double share) {
    return FacilitySummary::tr("%1 %").arg(QLocale().toString(share * 100, 'f', 0));
}

} // namespace

QString FacilitySummary::limiting(const FacilityReport& report) {
    if (report.limiting == HallResource::None)
        return tr("nothing limits the hall");
    return tr("%1, %2 used").arg(hallResourceLabel(report.limiting), summaryPercent(report.limitingShare));
}

QList<std::pair<QString, QString>> FacilitySummary::lines(const FacilityReport& report) {
    QList<std::pair<QString, QString>> out;
    const FloorBudget& floor = report.floor;
    out.append(
        {tr("Positions"),
         tr("%1 of %2 used (%n rack(s))", nullptr, floor.racks).arg(floor.used()).arg(floor.positions)});
    const UpsBudget& ups = report.ups;
    if (ups.modules > 0)
        out.append({tr("UPS"), tr("%1 of %2 (%3 x %4, %5); %6 with a module lost")
                                   .arg(summaryKw(ups.loadW), summaryKw(ups.capacity.usableW))
                                   .arg(ups.modules)
                                   .arg(summaryKw(ups.moduleW), hallRedundancyName(ups.redundancy),
                                        summaryKw(ups.capacity.oneLostW))});
    else
        out.append({tr("UPS"), tr("none named; IT load %1").arg(summaryKw(ups.loadW))});
    out.append({tr("IT load"),
                tr("%1 max, %2 typical, %3 measured (%n device(s) measured)", nullptr, ups.measuredDevices)
                    .arg(summaryKw(ups.maxW), summaryKw(ups.typicalW), summaryKw(ups.measuredW))});
    const double heat = report.heatW();
    out.append({tr("Cooling split"), tr("%1 of heat: %2 to liquid, %3 to air, %4 taken by rear doors")
                                         .arg(summaryKw(heat), summaryKw(report.liquidHeatW()),
                                              summaryKw(report.air.heatW), summaryKw(report.air.rearDoorW))});
    out.append(
        {tr("Air units"), tr("%1 of %2 (%n unit(s)); %3 with one lost", nullptr, report.air.capacity.units)
                              .arg(summaryKw(report.air.heatW), summaryKw(report.air.capacity.totalW),
                                   summaryKw(report.air.capacity.oneLostW))});
    for (const LoopBudget& loop : report.loops)
        out.append({loop.name.isEmpty() ? loop.id : loop.name,
                    tr("%1 of %2 (%n CDU(s) at a %3 K approach); %4 with one lost; %5 L/min", nullptr,
                       loop.capacity.units)
                        .arg(summaryKw(loop.heatW), summaryKw(loop.capacity.totalW),
                             QLocale().toString(loop.approachC, 'f', 1), summaryKw(loop.capacity.oneLostW),
                             QLocale().toString(loop.flowLpm, 'f', 0))});
    out.append({tr("Floor"), tr("up to %1 kg/m² (%2) of %3 kg/m²")
                                 .arg(QLocale().toString(floor.maxLoadKgM2, 'f', 0), floor.maxLoadRackId,
                                      QLocale().toString(floor.ratingKgM2, 'f', 0))});
    out.append(
        {tr("PUE"),
         tr("%1 (UPS %2, fans %3, pumps %4, plant %5, other %6)")
             .arg(QLocale().toString(report.pue.pue, 'f', 2), summaryKw(report.pue.upsLossW),
                  summaryKw(report.pue.fansW), summaryKw(report.pue.pumpsW),
                  summaryKw(report.pue.airPlantW + report.pue.liquidPlantW), summaryKw(report.pue.otherW))});
    out.append({tr("Limited by"), limiting(report)});
    return out;
}
