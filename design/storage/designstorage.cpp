#include "storage/designstorage.h"

#include "fabric/fabricsizer.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace {

// The NIC parts of a system's contents.
QStringList nicsOf(const Part& system, const PartIndex& parts) {
    QStringList nics;
    for (const SystemContent& c : system.system()->contents)
        if (const Part* part = parts.find(c.partId); part && part->nic())
            nics << c.partId;
    return nics;
}

} // namespace

double DesignStorage::pathGbs(double own, int nodes) const {
    if (!reachable() || nodes <= 0)
        return 0;
    const double nodeSide = double(nodes) * nodePortGbs / std::max(1.0, oversubscription);
    return std::min({own, portGbs, nodeSide});
}

bool deviceHoldsGpus(const Device& device, const PartIndex& parts) {
    for (const Component& c : device.components)
        if (const Part* part = parts.find(c.partId); part && part->gpu())
            return true;
    if (const Part* part = parts.find(device.partId); part && part->system())
        for (const SystemContent& c : part->system()->contents)
            if (const Part* content = parts.find(c.partId); content && content->gpu())
                return true;
    return false;
}

QStringList storageSystemParts(const PartIndex& parts) {
    QStringList ids;
    for (const Part* part : parts.ofKind(PartKind::System))
        if (part->system() && part->system()->storage)
            ids << part->id;
    return ids;
}

DesignStorage designStorage(const Design& design, const PartIndex& parts) {
    DesignStorage storage;
    QSet<QString> applianceIds;
    QMap<QString, int> counts;
    QSet<QString> applianceNics;
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            const Part* part = parts.find(device.partId);
            if (!part || !part->system() || !part->system()->storage)
                continue;
            const StorageSystemSpec& spec = *part->system()->storage;
            ++storage.systems;
            storage.capacityTb += spec.usableCapacityTb;
            storage.readGbs += spec.readGbs;
            storage.writeGbs += spec.writeGbs;
            ++counts[part->id];
            applianceIds.insert(device.id);
            for (const QString& nic : nicsOf(*part, parts))
                applianceNics.insert(nic);
        }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        storage.partIds << it.key();
    std::sort(storage.partIds.begin(), storage.partIds.end(),
              [&](const QString& a, const QString& b) { return counts[a] > counts[b]; });
    if (storage.systems == 0)
        return storage;

    // The fabric with the most of the appliances' port bandwidth that also reaches GPU nodes.
    double best = 0;
    for (const Fabric& fabric : design.fabrics) {
        if (fabric.role == QLatin1String("management"))
            continue;
        bool theirs = false;
        for (const QString& nic : fabric.nicPartIds)
            theirs = theirs || applianceNics.contains(nic);
        if (!theirs)
            continue;
        double ports = 0;
        double nodePorts = 0;
        int nodes = 0;
        for (const FabricHost& host : fabricHosts(design, parts, fabric)) {
            const double gbs = host.ports * host.speedGbps / 8;
            if (applianceIds.contains(host.deviceId)) {
                ports += gbs;
            } else if (const Device* device = design.device(host.deviceId);
                       device && deviceHoldsGpus(*device, parts) && gbs > 0) {
                nodePorts += gbs;
                ++nodes;
            }
        }
        if (nodes > 0 && ports > best) {
            best = ports;
            storage.fabricId = fabric.id;
            storage.portGbs = ports;
            storage.nodePortGbs = nodePorts / nodes;
            storage.oversubscription = std::max(1.0, fabric.blocking);
        }
    }
    if (storage.fabricId.isEmpty())
        storage.problem = QCoreApplication::translate(
            "Storage", "the storage systems are on no fabric that reaches the GPU nodes (add them to the "
                       "storage fabric, or Workload > Size the Storage)");
    return storage;
}
