#pragma once

#include <QString>
#include <QStringList>

struct Design;
struct Device;
class PartIndex;

// The storage systems of a design (catalog systems with a `storage_system` spec) and the path from them to
// the GPU nodes (docs/reliability.md, "Storage"): the fabric both are on, the appliances' ports on it, and
// one GPU node's ports on it. A checkpoint written by `nodes` GPU nodes goes as fast as the slowest of the
// appliances' own bandwidth, their ports, and the nodes' ports (divided by the fabric's oversubscription
// once the traffic leaves a leaf).
struct DesignStorage {
    int systems = 0;
    double capacityTb = 0; // usable
    double readGbs = 0;    // the appliances' own, GB/s
    double writeGbs = 0;
    QStringList partIds;    // the storage system parts, most first
    QString fabricId;       // the fabric the appliances share with the GPU nodes; empty: none
    double portGbs = 0;     // the appliances' ports on it
    double nodePortGbs = 0; // one GPU node's ports on it (the mean over the nodes on it)
    double oversubscription = 1;
    QString problem; // translated: why the nodes cannot reach the systems; empty when they can (or none)

    bool reachable() const { return systems > 0 && !fabricId.isEmpty(); }
    double writeGbsFor(int nodes) const { return pathGbs(writeGbs, nodes); }
    double readGbsFor(int nodes) const { return pathGbs(readGbs, nodes); }

private:
    double pathGbs(double own, int nodes) const;
};

DesignStorage designStorage(const Design& design, const PartIndex& parts);
// Whether a device holds GPUs (installed, or in a system's contents): a GPU node.
bool deviceHoldsGpus(const Device& device, const PartIndex& parts);
// The storage system parts of the catalog, in catalog order.
QStringList storageSystemParts(const PartIndex& parts);
