#pragma once

#include "plan/workloadplan.h"

// The plan command's text output (cluster-workbench plan without --json; docs/workload.md).
void printWorkloadPlan(const WorkloadRequest& request, const WorkloadPlan& plan);
