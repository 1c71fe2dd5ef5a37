#pragma once

#include <QList>
#include <QPointF>

// Data-parallel scaling over nodes (docs/charts.md, "Scaling"). Each node runs the same per-step work
// (weak scaling, the shape of the source material's 1/4/8-node table); the gradients are all-reduced across
// nodes once per step as a hierarchical ring, whose inter-node part moves S bytes per node at the node's
// fabric bandwidth B:
//   comm(N)    = S / B x 2(N-1)/N + 2(N-1) x alpha           (0 for one node)
//   exposed(N) = comm(N)                                       without overlap
//              = max(0, comm(N) - f x compute)                 with overlap (f: share of the step that can
//              hide it)
//   step(N)    = compute + exposed(N)
//   speed-up   = N x compute / step(N);  efficiency = speed-up / N;  comm share = comm(N) / step(N)

constexpr double kDefaultOverlapFraction = 0.5; // estimate: gradients are ready during the backward pass only

struct ScalingParameters {
    double gradientBytes = 0;       // bytes all-reduced per step (parameters x bytes per gradient)
    double stepComputeS = 0;        // one node's step time without inter-node communication
    double nodeBusBandwidthGbs = 0; // inter-node fabric per node, GB/s per direction
    double latencyUs = 5.0;         // alpha per ring step across nodes (estimate)
    // From a designed fabric (collectivenetwork.h): past `nodesPerLeaf` nodes the bandwidth is divided by
    // the oversubscription (0: no fabric, no limit).
    int nodesPerLeaf = 0;
    double oversubscription = 1;
    bool overlap = false;
    double overlapFraction = kDefaultOverlapFraction;
    QList<int> nodes{1, 2, 4, 8, 16, 32, 64, 128};
};

struct ScalingPoint {
    int nodes = 1;
    double commS = 0;
    double exposedCommS = 0;
    double stepS = 0;
    double speedup = 1;
    double efficiency = 1;
    double commShare = 0;
};

struct ScalingSeries {
    ScalingParameters parameters;
    QList<ScalingPoint> points;
    bool fitted = false;             // from measurements (scalingfit.h), not from the model above
    QList<QPointF> measuredSpeedups; // (nodes, measured throughput / fitted one-node throughput)
};

ScalingSeries dataParallelScaling(const ScalingParameters& parameters);
