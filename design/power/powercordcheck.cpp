#include "power/powercordcheck.h"

#include "model/analysistext.h"
#include "power/pduoutlets.h"

QString powerCordProblem(const QString& deviceId, const PowerCord& cord, const CordTarget& target) {
    if (cord.psu > target.inletCount)
        return Analysis::tr("%1 has %2 power inlets, no inlet %3")
            .arg(deviceId)
            .arg(target.inletCount)
            .arg(cord.psu);
    if (!target.pduFound)
        return Analysis::tr("%1 inlet %2 is cabled to %3, which is not a PDU of rack %4")
            .arg(deviceId)
            .arg(cord.psu)
            .arg(cord.pduId, target.rackId);
    if (cord.outlet > target.pduOutlets)
        return Analysis::tr("%1 inlet %2 is cabled to outlet %3 of %4, which has %5 outlets")
            .arg(deviceId)
            .arg(cord.psu)
            .arg(cord.outlet)
            .arg(cord.pduId)
            .arg(target.pduOutlets);
    if (target.inletCabled)
        return Analysis::tr("%1 inlet %2 has two power cords").arg(deviceId).arg(cord.psu);
    if (target.outletUsed)
        return Analysis::tr("%1 inlet %2 is cabled to outlet %3 of %4, which is already in use")
            .arg(deviceId)
            .arg(cord.psu)
            .arg(cord.outlet)
            .arg(cord.pduId);
    if (!inletFitsOutlet(target.inletType, target.outletType))
        return Analysis::tr("%1 inlet %2 is a C20 and needs a C19 outlet, but outlet %3 of %4 is a %5")
            .arg(deviceId)
            .arg(cord.psu)
            .arg(cord.outlet)
            .arg(cord.pduId, target.outletType);
    return {};
}
