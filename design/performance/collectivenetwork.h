#pragma once

#include "model/design.h"

#include <optional>

class PartIndex;

// The network that collectives across nodes run over, from a fabric of the design (docs/charts.md):
// its rails and port speed give the bandwidth per node, and its leaves decide when traffic crosses the
// spines, where the achieved oversubscription divides it.
struct CollectiveNetwork {
    QString fabricId;
    QString technology;
    int rails = 0;            // host ports per node in the fabric
    double portSpeedGbps = 0; // per host port
    int tiers = 0;            // 1: one switch, 2: leaf/spine, 3: with cores
    int nodesPerLeaf = 0;     // nodes whose ports (of one rail) share a leaf
    double oversubscription = 1;

    double perNodeGbs() const { return rails * portSpeedGbps / 8.0; } // GB/s per direction
    // The peak bus bandwidth for `nodes` nodes: the node's ports, divided by the oversubscription once the
    // nodes span more than one leaf (worst case: every ring and job crosses the spines).
    double peakGbs(int nodes) const;
};

// The first compute fabric (not management, storage or in-band) with `deviceId` among its hosts and a fit;
// nullopt when the design has none.
std::optional<CollectiveNetwork> collectiveNetwork(const Design& design, const PartIndex& parts,
                                                   const QString& deviceId);
