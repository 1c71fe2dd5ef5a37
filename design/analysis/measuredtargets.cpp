#include "analysis/measuredtargets.h"

#include "analysis/budgets.h"

QList<MeasuredTarget> measuredTargets(const Design& design, const Budgets& budgets) {
    QList<MeasuredTarget> targets;
    for (qsizetype r = 0; r < design.racks.size() && r < budgets.racks.size(); ++r) {
        const RackBudget& rack = budgets.racks[r];
        for (qsizetype d = 0; d < design.racks[r].devices.size() && d < rack.devices.size(); ++d) {
            const Device& device = design.racks[r].devices[d];
            const DeviceBudget& budget = rack.devices[d];
            MeasuredTarget t;
            t.deviceId = device.id;
            t.name = device.name;
            t.rackId = rack.id;
            t.maxW = budget.vendorMaxW > 0     ? budget.vendorMaxW
                     : budget.computedMaxW > 0 ? budget.computedMaxW
                                               : budget.powerW;
            // The breakdown is scaled to the planned figure: its GPU share of the DC load, at the maximum.
            const double dc = budget.breakdown.totalW() - budget.breakdown.psuLossW;
            const double scale = budget.breakdown.totalW() > 0 ? t.maxW / budget.breakdown.totalW() : 0;
            t.gpuMaxW = budget.breakdown.gpuW * scale;
            t.acPerDc = dc > 0 ? budget.breakdown.totalW() / dc : 1;
            t.gpus = int(budget.gpus);
            for (const CordUse& cord : rack.power.cords)
                if (cord.deviceId == device.id && !cord.pduId.isEmpty())
                    t.outlets.append({cord.pduId, cord.outlet});
            targets.append(t);
        }
    }
    return targets;
}
