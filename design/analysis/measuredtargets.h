#pragma once

#include "facility/measuredpower.h"

struct Budgets;

// Every device of the design as the measured-power import matches readings to it (facility/measuredpower.h):
// its names, its maximum at the wall, its GPUs' share and its PDU outlets, from the analysis.
QList<MeasuredTarget> measuredTargets(const Design& design, const Budgets& budgets);
