#pragma once

#include "fabric/fabriccabling.h"
#include "fabric/fabricsize.h"
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

// What sizeFabric takes for `fabric` over `hosts` on switches of `radix` ports at their speed: the nodes,
// the rails (the most ports any node has), the blocking ratio, the topology, and for top-of-rack leaves in
// a fat tree the most host ports one rack holds (a leaf per rack).
FabricSizeInput fabricSizeInput(const Fabric& fabric, const QList<FabricHost>& hosts, int radix);

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
