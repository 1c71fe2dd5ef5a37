#include "charts/scalingmodel.h"

#include <QtGlobal>

ScalingSeries dataParallelScaling(const ScalingParameters& parameters) {
    ScalingSeries series;
    series.parameters = parameters;
    const double compute = qMax(0.0, parameters.stepComputeS);
    for (int n : parameters.nodes) {
        if (n < 1)
            continue;
        ScalingPoint point;
        point.nodes = n;
        double bandwidth = parameters.nodeBusBandwidthGbs;
        if (parameters.nodesPerLeaf > 0 && n > parameters.nodesPerLeaf && parameters.oversubscription > 1)
            bandwidth /= parameters.oversubscription;
        if (n > 1 && bandwidth > 0)
            point.commS = parameters.gradientBytes / (bandwidth * 1e9) * 2.0 * (n - 1) / n +
                          2.0 * (n - 1) * parameters.latencyUs * 1e-6;
        point.exposedCommS =
            parameters.overlap ? qMax(0.0, point.commS - parameters.overlapFraction * compute) : point.commS;
        point.stepS = compute + point.exposedCommS;
        point.speedup = point.stepS > 0 ? n * compute / point.stepS : n;
        point.efficiency = point.speedup / n;
        point.commShare = point.stepS > 0 ? point.commS / point.stepS : 0;
        series.points.append(point);
    }
    return series;
}
