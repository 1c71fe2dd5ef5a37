#include "explore/hallfit.h"

#include "analysis/budgets.h"
#include "facility/ashraeclass.h"
#include "facility/hallanalysis.h"
#include "parts/partindex.h"

#include <QLocale>

namespace {

QString fitKw(double watts) {
    return HallFit::tr("%1 kW").arg(QLocale().toString(watts / 1000.0, 'f', 0));
}

const FacilitySpec* fitSpec(const PartIndex& parts, const QString& id) {
    const Part* part = parts.find(id);
    return part ? part->facility() : nullptr;
}

// What a group keeps with one unit lost (N, N+1), or one side (2N).
double fitAfterLoss(const RedundantCapacity& c, HallRedundancy redundancy) {
    return redundancy == HallRedundancy::TwoN ? c.usableW : c.oneLostW;
}

} // namespace

int HallFit::freePositions(const Hall& hall, const PartIndex& parts) {
    int free = hall.rows * hall.positions;
    for (const HallUnit* unit : hall.units())
        if (const FacilitySpec* spec = fitSpec(parts, unit->partId);
            spec && spec->takesRowPosition() && !hall.isWallRow(unit->row))
            --free;
    return std::max(0, free);
}

QList<HallFitShortfall> HallFit::shortfalls(const Hall& hall, int racks, const Budgets& budgets,
                                            const PartIndex& parts) {
    QList<HallFitShortfall> out;
    const int free = freePositions(hall, parts);
    if (racks > free)
        out.append({HallResource::Space, double(racks), double(free),
                    tr("%n rack(s), more than the %1 free positions of the hall: %2 short", nullptr, racks)
                        .arg(free)
                        .arg(racks - free)});
    double liquidW = 0;
    double airW = 0;
    for (const RackBudget& rack : budgets.racks) {
        liquidW += rack.heatLiquidW;
        airW += rack.heatAirW;
    }
    if (const FacilitySpec* ups = fitSpec(parts, hall.upsPartId); ups && hall.upsModules > 0) {
        const RedundantCapacity c =
            redundantCapacity(QList<double>(hall.upsModules, ups->capacityW), hall.upsRedundancy);
        const double have = fitAfterLoss(c, hall.upsRedundancy);
        const double need = budgets.totals.powerW;
        if (need > have)
            out.append(
                {HallResource::Power, need, have,
                 tr("%1 of IT power, more than the hall's UPS carries with a module lost (%2): %3 short")
                     .arg(fitKw(need), fitKw(have), fitKw(need - have))});
    }
    const auto water = waterClass(hall.waterClass);
    const double facilityWaterC = hall.facilityWaterC > 0 ? hall.facilityWaterC
                                  : water                 ? water->maxSupplyC
                                                          : 0;
    double liquidHave = 0;
    for (const CoolantLoop& loop : hall.loops) {
        QList<double> capacities;
        for (const HallUnit& cdu : loop.cdus)
            if (const FacilitySpec* spec = fitSpec(parts, cdu.partId))
                capacities.append(cduCapacityAt(*spec, loop.supplyC - facilityWaterC));
        liquidHave += fitAfterLoss(redundantCapacity(capacities, loop.redundancy), loop.redundancy);
    }
    if (liquidW > liquidHave)
        out.append({HallResource::Liquid, liquidW, liquidHave,
                    tr("%1 of heat to liquid, more than the hall's CDUs remove with one lost (%2): %3 short")
                        .arg(fitKw(liquidW), fitKw(liquidHave), fitKw(liquidW - liquidHave))});
    if (!hall.airUnits.isEmpty()) {
        QList<double> units;
        for (const HallUnit& unit : hall.airUnits)
            if (const FacilitySpec* spec = fitSpec(parts, unit.partId))
                units.append(spec->capacityW);
        const double have = fitAfterLoss(redundantCapacity(units, hall.airRedundancy), hall.airRedundancy);
        if (airW > have)
            out.append(
                {HallResource::Air, airW, have,
                 tr("%1 of heat to air, more than the hall's air units remove with one lost (%2): %3 short")
                     .arg(fitKw(airW), fitKw(have), fitKw(airW - have))});
    }
    return out;
}

QStringList HallFit::reasons(const Hall& hall, int racks, const Budgets& budgets, const PartIndex& parts) {
    QStringList list;
    for (const HallFitShortfall& s : shortfalls(hall, racks, budgets, parts))
        list.append(s.reason);
    return list;
}
