#include "power/serverpower.h"

#include "power/psuefficiency.h"

namespace ServerPower {

namespace {

Draw atHeat(const Inputs& in, double heatW, double fansW) {
    Draw draw;
    draw.fansW = fansW;
    draw.dcW = heatW + fansW;
    const double capacityW = in.psuCount * in.psuRatingW;
    draw.efficiency = capacityW > 0 ? PsuEfficiency::at(in.psuEfficiency, draw.dcW / capacityW) : 1.0;
    draw.wallW = draw.dcW / draw.efficiency;
    return draw;
}

double fansAtFullSpeed(const Inputs& in, double heatW) {
    return kFanShare * heatW * (1.0 - in.liquidShare);
}

} // namespace

Draw maximum(const Inputs& in) {
    const double heatW = in.partsW + in.chassisW;
    return atHeat(in, heatW, fansAtFullSpeed(in, heatW));
}

Draw typical(const Inputs& in) {
    const double maxHeatW = in.partsW + in.chassisW;
    const double heatW = in.typicalPartsW + in.chassisW * in.utilisation;
    const double speed = maxHeatW > 0 ? heatW / maxHeatW : 0;
    return atHeat(in, heatW, fansAtFullSpeed(in, maxHeatW) * speed * speed * speed);
}

} // namespace ServerPower
