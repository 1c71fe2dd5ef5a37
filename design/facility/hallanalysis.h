#pragma once

#include "facility/facilityreport.h"
#include "parts/partspecs.h"

class PartIndex;
struct Design;
struct DesignSettings;

// The hall's budgets and findings (docs/facility.md): the IT load against the UPS (with a module lost),
// each row's feed and tap-offs, the heat to air against the air units and to liquid against each loop's
// CDUs (with one lost, at the loop's approach temperature), each rack's weight over its footprint against
// the floor, the positions, the ASHRAE classes, and the PUE worked out from the cooling chain. Pure: the
// design, the racks' loads from the analysis, the catalog.
FacilityReport analyzeHall(const Hall& hall, const QList<HallRackLoad>& racks, const DesignSettings& settings,
                           const PartIndex& parts);

// Capacity of like units under a redundancy: `unitW` each unit's.
RedundantCapacity redundantCapacity(const QList<double>& unitW, HallRedundancy redundancy);

// A CDU's capacity at `approachC` (loop supply minus facility water): its rating at its rated approach,
// scaled down in proportion below it (the heat exchanger's temperature difference), never above it; 0 when
// the loop is not warmer than the facility water.
double cduCapacityAt(const FacilitySpec& cdu, double approachC);

// Coolant flow (L/min) that carries `heatW` at a temperature rise of `deltaTC` (water at 25 C).
double coolantFlowLpm(double heatW, double deltaTC);

// A fan's or pump's draw at `share` of its rated duty (affinity law: power ~ speed^3), never slower than 30 %
// of full speed.
double affinityW(double ratedW, double share);
