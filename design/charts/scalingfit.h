#pragma once

#include "charts/scalingmodel.h"
#include "model/workload.h"

// A communication model fitted to measured throughput (docs/charts.md "Scaling fitted to measurements"):
//   T(N) = N x T1 / (1 + a x 2(N-1)/N + b x (N-1))
// a is the ring all-reduce's bandwidth term relative to a step (as in the Scaling model), b a cost that
// grows with every node (latency steps, stragglers, congestion). N / T(N) = c0 + c1 x1 + c2 x2 is linear in
// c0 = 1/T1, c1 = a/T1, c2 = b/T1, so the fit is a linear least-squares fit: three or more node counts fit
// all three, two fit T1 and a, one gives T1 alone. A term that comes out negative is dropped and the rest
// fitted again.
struct ScalingFit {
    bool valid = false;
    double singleNodeThroughput = 0; // T1
    double bandwidthTerm = 0;        // a
    double perNodeTerm = 0;          // b
    QList<ScalingMeasurement> measured;

    double overhead(int nodes) const; // a x 2(N-1)/N + b x (N-1)
    double throughput(int nodes) const;
};

ScalingFit fitScaling(const QList<ScalingMeasurement>& measurements);

// The fitted curve as the Scaling chart draws it: speed-up T(N)/T1, efficiency, and the overhead's share of
// a step (no step times: the fit knows ratios only).
ScalingSeries scalingSeries(const ScalingFit& fit, const QList<int>& nodes);
