// The hall's PUE from its cooling chain (docs/facility.md, "PUE"), at the typical IT load energy is counted
// at: UPS losses, the air units' fans, the CDUs' pumps, the plant that chills the air units' water and the
// one that rejects the liquid loops' heat, and the rest (lighting, controls).
#include "facility/ashraeclass.h"
#include "facility/hallanalysis.h"
#include "facility/hallsteps.h"
#include "model/design.h"

void analyzePue(const HallContext& c, FacilityReport& report) {
    PueBudget& pue = report.pue;
    pue.itW = report.ups.typicalW;
    if (pue.itW <= 0)
        return;
    // The cooling follows the IT load: the budgets above are at the planned load, energy at the typical.
    const double scale = report.ups.loadW > 0 ? pue.itW / report.ups.loadW : 1;
    const std::optional<WaterClass> water = waterClass(c.hall.waterClass);
    pue.airCopFromUser = c.hall.efficiency.airCop.has_value();
    pue.liquidCopFromUser = c.hall.efficiency.liquidCop.has_value();
    pue.airCop = c.hall.efficiency.airCop.value_or(chilledWaterCop());
    pue.liquidCop = c.hall.efficiency.liquidCop.value_or(water ? water->defaultCop : chilledWaterCop());
    if (report.ups.efficiency > 0 && report.ups.modules > 0)
        pue.upsLossW = pue.itW / report.ups.efficiency - pue.itW;
    const AirBudget& air = report.air;
    pue.fansW = affinityW(air.ratedFansW, air.dutyShare * scale) +
                (air.rearDoorW > 0 ? affinityW(air.doorFansRatedW, scale) : 0);
    double liquidHeatW = report.inRackLiquidW * scale;
    for (const LoopBudget& loop : report.loops) {
        liquidHeatW += loop.heatW * scale;
        if (loop.capacity.totalW > 0)
            pue.pumpsW += affinityW(loop.ratedPumpsW, loop.heatW * scale / loop.capacity.totalW);
    }
    // Rear doors on no loop run on the facility's chilled water, as the air units do.
    double doorsOffLoopW = 0;
    for (const RackFacility& rack : report.racks)
        if (rack.loop < 0)
            doorsOffLoopW += rack.rearDoorW * scale;
    // The plants reject the IT heat, the heat of the fans and pumps that moved it, and the UPS losses
    // (its room is air-cooled).
    pue.airPlantW = (air.heatW * scale + doorsOffLoopW + pue.fansW + pue.upsLossW) / pue.airCop;
    pue.liquidPlantW = (liquidHeatW + pue.pumpsW) / pue.liquidCop;
    pue.otherW = pue.itW * c.hall.efficiency.otherPercent / 100.0;
    pue.pue = (pue.itW + pue.overheadW()) / pue.itW;
}
