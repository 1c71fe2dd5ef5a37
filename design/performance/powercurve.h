#pragma once

#include "performance/kernelfigures.h"

// A GPU run below its rated power (nvidia-smi -pl) clocks down (docs/workload.md "Power caps"): its
// compute-bound kernels (GEMMs, attention) run at (limit / rated)^exponent of their speed, the exponent
// from two power limits of the same silicon in the published GEMM measurements (kernelfigures.h); memory-
// bound kernels (decode, norms) keep theirs, and a cap at or above the rated power changes nothing.
double powerCappedThroughput(const KernelFigures& figures, bool fp8, double capW, double ratedW);

// The power a capped GPU draws at full load: the cap, never more than its rated power.
double cappedPowerW(double capW, double ratedW);
