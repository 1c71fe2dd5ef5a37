#pragma once

#include <QList>
#include <QString>

#include <algorithm>

// How many switches a fabric takes, tier by tier (docs/fabric.md, "Sizing"): a pure function of the hosts'
// ports and the switches' radix, shared by the fabric analysis, New Fabric's switch choice and the
// step-time model's network.
struct FabricSizeInput {
    qint64 nodes = 0;
    int rails = 1;             // host ports per node in this fabric
    int radix = 0;             // switch ports at the host port speed (breakouts counted)
    double blocking = 1;       // b in b:1 at the leaves
    bool railOptimized = true; // NIC i of every node on the leaves of rail i
    int hostsPerLeaf =
        0; // at most this many host ports on a leaf (a top-of-rack leaf: its rack's); 0: by radix
    int spineRadix = 0;       // ports of a spine and a core at the host speed (a modular spine); 0: radix
    double spineBlocking = 1; // b in b:1 from the spines to the cores (pods joined oversubscribed)
    qint64 podHostPorts = 0;  // three tiers: host ports under one set of spines (a pod, Meta's AI zone);
                              // 0: as many as the spines' ports take
};

// Leaf/spine/core counts, links per tier and port use, as NVIDIA's DGX SuperPOD reference architectures
// size them: leaves take radix x b/(b+1) host ports (32 of 64 at 1:1, so a rail-optimized scalable unit is
// 32 nodes) and have uplinks for that capacity divided by b, spread evenly over the spines; two tiers while
// every spine can reach every leaf, else three (spines split half down, half up, as in a fat tree). Past
// what three tiers take (k^3/4 host ports at 1:1), a rail-optimized fabric is built as rail planes: each
// plane a fabric of its own over some of the rails (as large rail-optimized clusters are), every count below
// the total over the planes.
struct FabricSize {
    int tiers = 0;  // 1: a single switch, 2: leaf and spine, 3: with core; 0: nothing to connect or no fit
    int planes = 1; // rail planes, each its own fabric of `tiers` tiers over `railsPerPlane` rails
    int railsPerPlane = 1;
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    qint64 hostLinks = 0;
    qint64 leafSpineLinks = 0;
    qint64 spineCoreLinks = 0;
    int leafDownPorts = 0; // host ports a leaf takes (radix x b/(b+1))
    int uplinksPerLeaf = 0;
    int spineDownPorts = 0; // used on each spine, towards leaves
    int spineUpPorts = 0;   // used on each spine, towards cores
    int coreDownPorts = 0;  // used on each core
    int leavesPerPod = 0;   // three tiers: the leaves under one set of spines, and those spines
    int spinesPerPod = 0;
    QList<int> leafHosts;        // host ports on each leaf, in leaf order (plane by plane, then rail by rail)
    int railsPerLeaf = 1;        // rail-optimized: rails that share one leaf (nodes with more ports than a
                                 // leaf has for hosts and fewer of them: a GB200 NVL72 rack's 72)
    double oversubscription = 0; // the worst leaf's host ports per uplink (1: non-blocking)
    qint64 maxHostPorts = 0;     // when it does not fit: the most host ports these switches take
    QString problem;             // why it does not fit, when tiers is 0 with hosts to connect

    int switches() const { return leaves + spines + cores; }
    int leavesPerPlane() const { return leaves / std::max(1, planes); }
    int spinesPerPlane() const { return spines / std::max(1, planes); }
    int coresPerPlane() const { return cores / std::max(1, planes); }
};

FabricSize sizeFabric(const FabricSizeInput& input);
