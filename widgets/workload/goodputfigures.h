#pragma once

#include "workload/workloadfigures.h"

// The goodput rows of the Workload tab's figures and the report (docs/reliability.md): interruptions, the
// checkpoint and its write time (or why it is missing), the interval, the restart, the effective training
// time ratio with its parts, the spares, and what one more spare node and twice the storage bandwidth change.
QList<WorkloadFigure> goodputFigures(const WorkloadPlan& plan);
