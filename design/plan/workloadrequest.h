#pragma once

#include "model/workload.h"
#include "plan/workloadplan.h"

// A design's workload as the sizer takes it: the model (the preset when known, else the shape from a
// config.json, else the size) and the settings.
ModelSpec workloadModel(const Workload& workload);
WorkloadRequest workloadRequest(const Workload& workload);
