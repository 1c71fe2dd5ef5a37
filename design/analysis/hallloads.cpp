#include "analysis/hallloads.h"

#include "analysis/budgets.h"
#include "facility/hallanalysis.h"
#include "model/units.h"
#include "parts/partindex.h"

QList<HallRackLoad> hallRackLoads(const Design& design, const Budgets& budgets, const PartIndex& parts) {
    QList<HallRackLoad> loads;
    loads.reserve(design.racks.size());
    for (qsizetype i = 0; i < design.racks.size() && i < budgets.racks.size(); ++i) {
        const Rack& rack = design.racks[i];
        const RackBudget& budget = budgets.racks[i];
        HallRackLoad load;
        load.id = rack.id;
        load.row = rack.row;
        load.position = rack.position;
        load.plannedW = budget.powerW;
        load.typicalW = budget.typicalPowerW;
        double devicesW = 0;
        for (const DeviceBudget& device : budget.devices) {
            const double maxW = device.vendorMaxW > 0     ? device.vendorMaxW
                                : device.computedMaxW > 0 ? device.computedMaxW
                                                          : device.powerW;
            devicesW += device.powerW;
            load.maxW += maxW;
            load.measuredW += device.measuredW.value_or(maxW);
            load.measuredDevices += device.measuredW ? 1 : 0;
            ++load.devices;
        }
        const double pdusW = budget.powerW - devicesW; // the 0U strips' own draw
        load.maxW += pdusW;
        load.measuredW += pdusW;
        load.heatAirW = budget.heatAirW;
        load.heatLiquidW = budget.heatLiquidW;
        load.airflowCfm = budget.airflowCfm;
        load.weightKg = budget.weightKg + budget.rackWeightKg;
        if (const Part* part = parts.find(rack.partId); part && part->rack()) {
            if (part->rack()->widthMm > 0 && part->rack()->depthMm > 0) {
                load.widthMm = part->rack()->widthMm;
                load.depthMm = part->rack()->depthMm;
            }
            load.inRackCdu = part->rack()->liquidBudgetW > 0;
        }
        loads.append(load);
    }
    return loads;
}

void addFacility(Budgets& budgets, const Design& design, const PartIndex& parts) {
    if (!design.hall)
        return;
    budgets.facility =
        analyzeHall(*design.hall, hallRackLoads(design, budgets, parts), design.settings, parts);
    for (const HallFinding& finding : std::as_const(budgets.facility->findings))
        budgets.findings.append(finding.finding);
    Totals& t = budgets.totals;
    if (budgets.facility->pue.itW > 0) {
        t.energyKwhPerYear = t.typicalPowerW * budgets.facility->pue.pue * Units::kHoursPerYear / 1000.0;
        t.energyCostPerYear = t.energyKwhPerYear * design.settings.electricityPricePerKwh;
    }
}
