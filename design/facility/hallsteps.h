#pragma once

// Internal to the hall analysis (hallanalysis.cpp, hallcooling.cpp, hallpue.cpp): its steps, in order.
#include "facility/hallfindings.h"

class PartIndex;
struct DesignSettings;

struct HallContext {
    const Hall& hall;
    const QList<HallRackLoad>& racks;
    const DesignSettings& settings;
    const PartIndex& parts;
};

void analyzeAir(const HallContext& c, FacilityReport& report, HallFindings& findings);
void analyzeLoops(const HallContext& c, FacilityReport& report, HallFindings& findings);
void analyzePue(const HallContext& c, FacilityReport& report);

// The racks of `report` a predicate picks, by id.
template <typename Pick> QStringList rackIdsWhere(const FacilityReport& report, Pick pick) {
    QStringList ids;
    for (const RackFacility& rack : report.racks)
        if (pick(rack))
            ids.append(rack.rackId);
    return ids;
}
