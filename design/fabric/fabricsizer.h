#pragma once

#include "fabric/fabriccabling.h"
#include "model/design.h"
#include "parts/part.h"

#include <QList>
#include <QString>
#include <optional>

class PartIndex;

// What a fabric has to connect: the nodes and their host ports in it.
struct FabricHost {
    QString deviceId;
    QString rackId;
    int rackIndex = -1;
    int deviceIndex = -1;
    int ports = 0; // host ports of this node in the fabric (its rails)
    double speedGbps = 0;
    QList<FabricCage> cages; // the cages its ports are in, port by port (their links add up to `ports`)
    bool operator==(const FabricHost&) const = default;
};

struct FabricSizeInput {
    qint64 nodes = 0;
    int rails = 1;             // host ports per node in this fabric
    int radix = 0;             // switch ports at the host port speed
    double blocking = 1;       // b in b:1 at the leaves
    bool railOptimized = true; // NIC i of every node on the leaves of rail i
};

// Leaf/spine/core counts, links per tier and port use, as NVIDIA's DGX SuperPOD reference architectures
// size them: leaves take radix x b/(b+1) host ports (32 of 64 at 1:1, so a rail-optimized scalable unit is
// 32 nodes) and have uplinks for that capacity divided by b, spread evenly over the spines; two tiers while
// every spine can reach every leaf, else three (spines split half down, half up, as in a fat tree).
struct FabricSize {
    int tiers = 0; // 1: a single switch, 2: leaf and spine, 3: with core; 0: nothing to connect or no fit
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    qint64 hostLinks = 0;
    qint64 leafSpineLinks = 0;
    qint64 spineCoreLinks = 0;
    int leafDownPorts = 0; // host ports a leaf takes (radix x b/(b+1))
    int uplinksPerLeaf = 0;
    int spineDownPorts = 0;      // used on each spine, towards leaves
    int spineUpPorts = 0;        // used on each spine, towards cores
    int coreDownPorts = 0;       // used on each core
    QList<int> leafHosts;        // host ports on each leaf, in leaf order (rail by rail when rail-optimized)
    int railsPerLeaf = 1;        // rail-optimized: rails that share one leaf (nodes with more ports than a
                                 // leaf has for hosts and fewer of them: a GB200 NVL72 rack's 72)
    double oversubscription = 0; // the worst leaf's host ports per uplink (1: non-blocking)
    QString problem;             // why it does not fit, when tiers is 0 with hosts to connect

    int switches() const { return leaves + spines + cores; }
};

FabricSize sizeFabric(const FabricSizeInput& input);

// The nodes of the design with ports of the fabric's NIC parts (installed components, or a system's
// contents), in rack and device order. A management fabric takes one 1 GbE BMC port from every server and
// system instead, whatever its NICs.
QList<FabricHost> fabricHosts(const Design& design, const PartIndex& parts, const Fabric& fabric);
// The same for one rack, the design's rack `r`.
QList<FabricHost> fabricHostsOfRack(const Rack& rack, int r, const PartIndex& parts, const Fabric& fabric);

// Whether `fabric` reads the same of rack `r` after an edit as before: where the rack stands, its hosts
// (ports, cages, place in the rack's list, U) and its placed switches of the fabric. When every edited rack
// reads the same, and nothing else of the design changed, the fabric's analysis stands.
bool sameFabricInputs(const Rack& before, const Rack& after, int r, const PartIndex& parts,
                      const Fabric& fabric);
// The same, but with hosts at another U allowed: the devices' indexes in the rack of the hosts that moved
// up or down it (a node nudged a unit), empty when none did; nullopt when anything else the fabric reads
// changed.
std::optional<QList<int>> hostsMovedInRack(const Rack& before, const Rack& after, int r,
                                           const PartIndex& parts, const Fabric& fabric);

// The cage a port of `switchPart` for hosts of `hostSpeedGbps` is in, with the links it carries at that
// speed: a QM9700 twin-port cage carries two 400G links, or four 200G links on splitters.
FabricCage switchCage(const Part& switchPart, const QString& technology, double hostSpeedGbps);

// The NIC parts with ports of `technology` in the design (installed, or in a system's contents), the
// candidates for a fabric's `nics`.
QStringList nicPartsInDesign(const Design& design, const PartIndex& parts, const QString& technology);
// Of those, the one with the most bandwidth of `technology` in the design (ports x speed, every card of
// that part): a node's compute NIC (on Ethernet a DGX H100's eight ConnectX-7, VPI, rather than its
// BlueField-3s); its bandwidth in `gbps`. Empty when none runs it.
QString widestNic(const Design& design, const PartIndex& parts, const QString& technology,
                  double* gbps = nullptr);

// The switch ports at the speed of the hosts: a 64 x 400G switch is radix 64 for 400G hosts and radix 128
// for 200G hosts on 2-way breakout cables (2- and 4-way breakouts count; a faster port is otherwise one
// port). 0 when the switch has no port of the fabric's technology at that speed or faster.
int switchRadix(const Part& switchPart, const QString& technology, double hostSpeedGbps);
