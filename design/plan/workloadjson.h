#pragma once

#include "plan/workloadplan.h"

class JsonWriter;

// `plan --json` (docs/workload.md "Command line"): sizes in GB of 1e9 bytes per GPU.
void writeWorkloadPlanJson(JsonWriter& w, const WorkloadRequest& request, const WorkloadPlan& plan);
