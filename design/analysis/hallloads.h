#pragma once

#include "facility/facilityreport.h"

class PartIndex;
struct Budgets;
struct Design;

// Each rack's figures as the hall's budgets take them (facility/hallanalysis.h): its power on every
// planning basis, its heat to air and to liquid, airflow, weight and footprint, from the racks' analysis.
QList<HallRackLoad> hallRackLoads(const Design& design, const Budgets& budgets, const PartIndex& parts);

// The hall's budgets and findings added to `budgets` (Budgets::facility and Budgets::findings), and the
// energy totals counted with the hall's PUE instead of the setting's.
void addFacility(Budgets& budgets, const Design& design, const PartIndex& parts);
