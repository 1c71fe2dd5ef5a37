#pragma once

// The checkpoint interval that loses the least time, and the time a run takes with checkpoints, restarts
// and exponentially distributed interruptions (docs/reliability.md, "Interval"). Times in seconds; `mtbi`
// is the job's mean time between interruptions, `checkpoint` the time training stops to take one.

// Young's first-order optimum: sqrt(2 x checkpoint x MTBI) (J. W. Young, "A first order approximation
// to the optimum checkpoint interval", Communications of the ACM 17(9), 1974).
double youngIntervalS(double checkpointS, double mtbiS);

// Daly's higher-order optimum (J. T. Daly, "A higher order estimate of the optimum checkpoint interval for
// restart dumps", Future Generation Computer Systems 22(3), 2006): for checkpoint < 2 MTBI,
// sqrt(2 d M) [1 + sqrt(d / 2M) / 3 + (d / 2M) / 9] - d; else M. The compute time between checkpoints.
double dalyIntervalS(double checkpointS, double mtbiS);

// Daly's expected wall time per unit of computing for a compute interval tau (the same paper's complete
// model): M e^(R/M) (e^((tau + d)/M) - 1) / tau, with R the restart. Its inverse is the effective training
// time ratio with checkpoints and restarts alone.
double dalyWallTimeRatio(double intervalS, double checkpointS, double restartS, double mtbiS);
