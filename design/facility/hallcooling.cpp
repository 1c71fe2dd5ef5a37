// The hall's cooling: heat to air against the air units, heat to liquid against each loop's CDUs, the
// ASHRAE classes, the aisles.
#include "facility/ashraeclass.h"
#include "facility/hallanalysis.h"
#include "facility/hallsteps.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace {

using namespace HallText;

// Fans and pumps at part load follow the affinity law (power ~ speed^3, speed ~ the share of the rated
// duty); they do not turn slower than 30 % of full speed.
constexpr double kMinimumSpeed = 0.3;

} // namespace

double affinityW(double ratedW, double share) {
    const double speed = std::clamp(share, kMinimumSpeed, 1.0);
    return ratedW * speed * speed * speed;
}

namespace {

// The findings of a redundant group against its load: over everything (error), or short with one unit
// lost (N, N+1) or with one side lost (2N) (warnings). `what` names the group, `load` the load.
struct GroupCheck {
    const char* overCode;
    const char* lostCode;
    const char* sideCode;
    QString hallPart;
    QString partId;
};

void checkGroup(HallFindings& findings, const GroupCheck& check, const RedundantCapacity& capacity,
                HallRedundancy redundancy, double loadW, const QStringList& racks, const QString& over,
                const QString& unitLost, const QString& sideLost) {
    if (loadW > capacity.totalW)
        findings.add(Severity::Error, check.overCode, check.hallPart, racks, over, check.partId);
    else if (redundancy == HallRedundancy::TwoN && loadW > capacity.usableW)
        findings.add(Severity::Warning, check.sideCode, check.hallPart, racks, sideLost, check.partId);
    else if (redundancy != HallRedundancy::TwoN && loadW > capacity.oneLostW)
        findings.add(Severity::Warning, check.lostCode, check.hallPart, racks, unitLost, check.partId);
}

// Units of one size needed for `loadW` under `redundancy`.
int unitsNeeded(double loadW, double unitW, HallRedundancy redundancy) {
    if (unitW <= 0)
        return 0;
    const int carrying = int(std::ceil(loadW / unitW - 1e-9));
    switch (redundancy) {
    case HallRedundancy::N:
        return carrying;
    case HallRedundancy::NPlus1:
        return carrying + 1;
    case HallRedundancy::TwoN:
        return 2 * carrying;
    }
    return carrying;
}

} // namespace

double cduCapacityAt(const FacilitySpec& cdu, double approachC) {
    if (approachC <= 0 || cdu.approachC <= 0)
        return 0;
    return cdu.capacityW * std::min(1.0, approachC / cdu.approachC);
}

double coolantFlowLpm(double heatW, double deltaTC) {
    // Water at 25 C: c_p 4.181 kJ/(kg K), 0.997 kg/L (NIST), as the racks' coolant flow.
    constexpr double kCp = 4181.0;
    constexpr double kDensity = 0.997;
    return deltaTC > 0 ? heatW / (kCp * deltaTC) / kDensity * 60.0 : 0;
}

void analyzeAir(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    AirBudget& air = report.air;
    double doorFansW = 0;
    QStringList airRacks;
    QHash<QString, const RearDoor*> doors;
    for (const RearDoor& door : c.hall.rearDoors)
        doors.insert(door.rackId, &door);
    for (qsizetype i = 0; i < c.racks.size(); ++i) {
        const HallRackLoad& load = c.racks[i];
        RackFacility& rack = report.racks[i];
        double airflow = load.airflowCfm;
        if (const RearDoor* door = doors.value(load.id)) {
            const Part* part = c.parts.find(door->partId);
            const FacilitySpec* spec = part ? part->facility() : nullptr;
            const double capacity = spec ? spec->capacityW : 0;
            rack.rearDoorW = std::min(load.heatAirW, capacity);
            if (part && capacity > 0)
                doorFansW += affinityW(part->maxPowerW, load.heatAirW / capacity);
            if (load.heatAirW > capacity)
                findings.add(
                    Severity::Warning, "hall.air.rear_door_short", load.id, {load.id},
                    Facility::tr("The rear door of rack %1 takes %2 of its %3 of heat to air; %4 goes "
                                 "to the room")
                        .arg(load.id, kw(capacity), kw(load.heatAirW), kw(load.heatAirW - capacity)),
                    door->partId, load.id);
            airflow = 0; // a rear door cools the exhaust: the room's units need not move the rack's air
        }
        air.rearDoorW += rack.rearDoorW;
        air.heatW += load.heatAirW - rack.rearDoorW;
        air.airflowCfm += airflow;
        if (load.heatAirW - rack.rearDoorW > 0)
            airRacks.append(load.id);
    }
    QList<double> units;
    QList<double> airflows;
    double ratedFansW = 0;
    QString partId;
    for (const HallUnit& unit : c.hall.airUnits) {
        const Part* part = c.parts.find(unit.partId);
        const FacilitySpec* spec = part ? part->facility() : nullptr;
        if (!spec)
            continue;
        units.append(spec->capacityW);
        airflows.append(spec->airflowCfm);
        ratedFansW += part->maxPowerW;
        partId = unit.partId;
    }
    air.capacity = redundantCapacity(units, c.hall.airRedundancy);
    const RedundantCapacity flow = redundantCapacity(airflows, c.hall.airRedundancy);
    air.unitsAirflowCfm = flow.totalW;
    air.airflowOneLostCfm = flow.oneLostW;
    const double share = air.capacity.totalW > 0 ? air.heatW / air.capacity.totalW : 0;
    const double flowShare = flow.totalW > 0 ? air.airflowCfm / flow.totalW : 0;
    air.ratedFansW = ratedFansW;
    air.dutyShare = std::max(share, flowShare);
    air.fansW = affinityW(ratedFansW, air.dutyShare) + doorFansW;
    for (const RearDoor& door : c.hall.rearDoors)
        if (const Part* part = c.parts.find(door.partId))
            air.doorFansRatedW += part->maxPowerW;
    for (RackFacility& rack : report.racks)
        rack.airShare = air.capacity.usableW > 0 ? air.heatW / air.capacity.usableW : (air.heatW > 0 ? 2 : 0);

    const QString group = QStringLiteral("air");
    if (units.isEmpty()) {
        if (air.heatW > 0)
            findings.add(
                Severity::Warning, "hall.air.none", group, airRacks,
                Facility::tr("The hall names no air units for %1 of heat to air").arg(kw(air.heatW)));
    } else {
        const int needed = unitsNeeded(air.heatW, units.first(), c.hall.airRedundancy);
        const QString more = needed > units.size() ? Facility::tr("; %n more unit(s) of this size needed",
                                                                  nullptr, int(needed - units.size()))
                                                   : QString();
        checkGroup(
            findings,
            {"hall.air.over_capacity", "hall.air.unit_lost", "hall.air.redundancy_lost", group, partId},
            air.capacity, c.hall.airRedundancy, air.heatW, airRacks,
            Facility::tr("The racks send %1 of heat to air, more than the %n air unit(s) remove: %2, %3 "
                         "short%4",
                         nullptr, int(units.size()))
                .arg(kw(air.heatW), kw(air.capacity.totalW), kw(air.heatW - air.capacity.totalW), more),
            Facility::tr("With one of the %n air unit(s) lost, %1 remain for %2 of heat to air: %3 short "
                         "(%4)%5",
                         nullptr, int(units.size()))
                .arg(kw(air.capacity.oneLostW), kw(air.heatW), kw(air.heatW - air.capacity.oneLostW),
                     hallRedundancyName(c.hall.airRedundancy), more),
            Facility::tr("At 2N each set of air units removes %1, less than the %2 of heat to air")
                .arg(kw(air.capacity.usableW), kw(air.heatW)));
        if (air.airflowCfm > flow.totalW)
            findings.add(Severity::Error, "hall.air.airflow_short", group, airRacks,
                         Facility::tr("The racks move %1 CFM of air, more than the air units' %2 CFM")
                             .arg(number(air.airflowCfm), number(flow.totalW)),
                         partId);
        else if (c.hall.airRedundancy != HallRedundancy::TwoN && air.airflowCfm > flow.oneLostW)
            findings.add(Severity::Warning, "hall.air.airflow_unit_lost", group, airRacks,
                         Facility::tr("With one air unit lost, %1 CFM remain for the racks' %2 CFM")
                             .arg(number(flow.oneLostW), number(air.airflowCfm)),
                         partId);
    }
    air.supplyAirC = c.hall.supplyAirC;
    air.airClass = c.hall.airClass;
    if (const auto cls = airClass(c.hall.airClass)) {
        air.allowableMinC = cls->allowableMinC;
        air.allowableMaxC = cls->allowableMaxC;
        if (air.supplyAirC < cls->allowableMinC || air.supplyAirC > cls->allowableMaxC)
            findings.add(
                Severity::Error, "hall.air.class_exceeded", group, {},
                Facility::tr("The air units supply %1 °C, outside the %2 °C to %3 °C that ASHRAE class "
                             "%4 allows at the equipment's inlet")
                    .arg(number(air.supplyAirC, 1), number(cls->allowableMinC), number(cls->allowableMaxC),
                         cls->name));
        else if (air.supplyAirC < cls->recommendedMinC || air.supplyAirC > cls->recommendedMaxC)
            findings.add(Severity::Info, "hall.air.outside_recommended", group, {},
                         Facility::tr("The air units supply %1 °C, allowed for class %2 but outside the "
                                      "recommended 18 °C to 27 °C")
                             .arg(number(air.supplyAirC, 1), cls->name));
    }
    if (c.hall.aisles == AisleLayout::SameDirection && c.hall.rows > 1 && air.heatW > 0)
        findings.add(
            Severity::Warning, "hall.air.same_direction", QStringLiteral("aisles"), airRacks,
            Facility::tr("Every row faces the same way: the hot exhaust of each row is the intake of "
                         "the row behind it. Turn every second row for hot and cold aisles"));
}

void analyzeLoops(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    const std::optional<WaterClass> water = waterClass(c.hall.waterClass);
    const double facilityWaterC = c.hall.facilityWaterC > 0 ? c.hall.facilityWaterC
                                  : water                   ? water->maxSupplyC
                                                            : 0;
    if (water && facilityWaterC > water->maxSupplyC && water->name != QLatin1String("W+"))
        findings.add(
            Severity::Error, "hall.water.class_exceeded", QStringLiteral("water"), {},
            Facility::tr("The facility water is supplied at %1 °C, warmer than ASHRAE class %2 allows "
                         "(%3 °C)")
                .arg(number(facilityWaterC, 1), water->name, number(water->maxSupplyC)));
    QList<QStringList> loopRacks(c.hall.loops.size());
    for (qsizetype i = 0; i < c.racks.size(); ++i) {
        const HallRackLoad& load = c.racks[i];
        const RackFacility& rack = report.racks[i];
        if (load.heatLiquidW <= 0 && rack.rearDoorW <= 0)
            continue;
        if (rack.loop >= 0) {
            loopRacks[rack.loop].append(load.id);
        } else if (load.heatLiquidW > 0 && load.inRackCdu) {
            report.inRackLiquidW += load.heatLiquidW;
        } else if (load.heatLiquidW > 0 && !c.hall.loops.isEmpty()) {
            findings.add(Severity::Error, "hall.liquid.no_loop", load.id, {load.id},
                         Facility::tr("Rack %1 sends %2 to liquid but is on no coolant loop of the hall")
                             .arg(load.id, kw(load.heatLiquidW)),
                         {}, load.id);
        }
    }
    for (qsizetype l = 0; l < c.hall.loops.size(); ++l) {
        const CoolantLoop& loop = c.hall.loops[l];
        LoopBudget budget;
        budget.id = loop.id;
        budget.name = loop.name;
        budget.supplyC = loop.supplyC;
        budget.facilityWaterC = facilityWaterC;
        budget.approachC = loop.supplyC - facilityWaterC;
        budget.rackIds = loopRacks[l];
        for (qsizetype i = 0; i < c.racks.size(); ++i)
            if (report.racks[i].loop == l)
                budget.heatW += c.racks[i].heatLiquidW + report.racks[i].rearDoorW;
        budget.flowLpm = coolantFlowLpm(budget.heatW, c.settings.coolantDeltaTC);
        QList<double> capacities;
        QList<double> flows;
        double ratedPumpsW = 0;
        double unitW = 0;
        QString partId;
        for (const HallUnit& cdu : loop.cdus) {
            const Part* part = c.parts.find(cdu.partId);
            const FacilitySpec* spec = part ? part->facility() : nullptr;
            if (!spec)
                continue;
            budget.cduIds.append(cdu.id);
            budget.ratedApproachC = std::max(budget.ratedApproachC, spec->approachC);
            capacities.append(cduCapacityAt(*spec, budget.approachC));
            flows.append(spec->flowLpm);
            ratedPumpsW += part->maxPowerW;
            unitW = capacities.last();
            partId = cdu.partId;
        }
        budget.capacity = redundantCapacity(capacities, loop.redundancy);
        const RedundantCapacity flow = redundantCapacity(flows, loop.redundancy);
        budget.ratedFlowLpm = flow.totalW;
        budget.flowOneLostLpm = flow.oneLostW;
        budget.ratedPumpsW = ratedPumpsW;
        budget.pumpsW =
            budget.capacity.totalW > 0 ? affinityW(ratedPumpsW, budget.heatW / budget.capacity.totalW) : 0;
        const double share = budget.capacity.usableW > 0 ? budget.heatW / budget.capacity.usableW
                             : budget.heatW > 0          ? 2
                                                         : 0;
        for (RackFacility& rack : report.racks)
            if (rack.loop == l)
                rack.liquidShare = share;
        const QString name = loop.name.isEmpty() ? loop.id : loop.name;
        if (loop.cdus.isEmpty()) {
            if (budget.heatW > 0)
                findings.add(Severity::Error, "hall.liquid.no_cdu", loop.id, budget.rackIds,
                             Facility::tr("Loop %1 carries %2 from %3 but has no CDU")
                                 .arg(name, kw(budget.heatW), racks(budget.rackIds)));
            report.loops.append(budget);
            continue;
        }
        if (budget.approachC <= 0) {
            findings.add(
                Severity::Error, "hall.liquid.supply_not_above_water", loop.id, budget.rackIds,
                Facility::tr("Loop %1 is supplied at %2 °C, not above the facility water of %3 °C: its "
                             "CDUs can move no heat")
                    .arg(name, number(loop.supplyC, 1), number(facilityWaterC, 1)),
                partId);
        } else if (budget.approachC < budget.ratedApproachC) {
            findings.add(
                Severity::Info, "hall.liquid.approach_derated", loop.id, budget.rackIds,
                Facility::tr("Loop %1 has %2 K between its supply and the facility water where its CDUs "
                             "are rated at %3 K: they carry %4 % of their rating")
                    .arg(name, number(budget.approachC, 1), number(budget.ratedApproachC, 1),
                         number(budget.approachC / budget.ratedApproachC * 100)),
                partId);
        }
        const int needed = unitsNeeded(budget.heatW, unitW, loop.redundancy);
        const QString more = needed > capacities.size()
                                 ? Facility::tr("; %n more CDU(s) of this size needed", nullptr,
                                                int(needed - capacities.size()))
                                 : QString();
        if (budget.approachC > 0)
            checkGroup(findings,
                       {"hall.liquid.over_capacity", "hall.liquid.cdu_lost", "hall.liquid.redundancy_lost",
                        loop.id, partId},
                       budget.capacity, loop.redundancy, budget.heatW, budget.rackIds,
                       Facility::tr(
                           "Loop %1 carries %2 to liquid, more than its %n CDU(s) remove at a %3 K approach: "
                           "%4, %5 short%6",
                           nullptr, int(capacities.size()))
                           .arg(name, kw(budget.heatW), number(budget.approachC, 1),
                                kw(budget.capacity.totalW), kw(budget.heatW - budget.capacity.totalW), more),
                       Facility::tr(
                           "With one of the %n CDU(s) of loop %1 lost, %2 remain for its %3: %4 short (%5)%6",
                           nullptr, int(capacities.size()))
                           .arg(name, kw(budget.capacity.oneLostW), kw(budget.heatW),
                                kw(budget.heatW - budget.capacity.oneLostW),
                                hallRedundancyName(loop.redundancy), more),
                       Facility::tr("At 2N each set of CDUs of loop %1 removes %2, less than its %3")
                           .arg(name, kw(budget.capacity.usableW), kw(budget.heatW)));
        if (budget.flowLpm > flow.totalW)
            findings.add(
                Severity::Error, "hall.liquid.flow_short", loop.id, budget.rackIds,
                Facility::tr("Loop %1 needs %2 L/min at a %3 K rise, more than its CDUs pump: %4 L/min")
                    .arg(name, number(budget.flowLpm), number(c.settings.coolantDeltaTC, 1),
                         number(flow.totalW)),
                partId);
        else if (loop.redundancy != HallRedundancy::TwoN && budget.flowLpm > flow.oneLostW)
            findings.add(
                Severity::Warning, "hall.liquid.flow_cdu_lost", loop.id, budget.rackIds,
                Facility::tr("With one CDU of loop %1 lost, %2 L/min remain for the %3 L/min it needs")
                    .arg(name, number(flow.oneLostW), number(budget.flowLpm)),
                partId);
        report.loops.append(budget);
    }
}
