#include "performance/collectivenetwork.h"

#include "fabric/fabricsizer.h"
#include "parts/partindex.h"

double CollectiveNetwork::peakGbs(int nodes) const {
    const double ports = perNodeGbs();
    if (nodes > nodesPerLeaf && oversubscription > 1)
        return ports / oversubscription;
    return ports;
}

std::optional<CollectiveNetwork> collectiveNetwork(const Design& design, const PartIndex& parts,
                                                   const QString& deviceId) {
    for (const Fabric& fabric : design.fabrics) {
        if (fabric.role != QLatin1String("compute"))
            continue;
        const QList<FabricHost> hosts = fabricHosts(design, parts, fabric);
        const auto host = std::find_if(hosts.begin(), hosts.end(),
                                       [&](const FabricHost& h) { return h.deviceId == deviceId; });
        const Part* switchPart = parts.find(fabric.switchPartId);
        if (host == hosts.end() || !switchPart)
            continue;
        int rails = 0;
        double speed = 0;
        for (const FabricHost& h : hosts) {
            rails = std::max(rails, h.ports);
            speed = std::max(speed, h.speedGbps);
        }
        const bool railOptimized = fabric.topology == QLatin1String("rail-optimized");
        const FabricSize size =
            sizeFabric(fabricSizeInput(fabric, hosts, switchRadix(*switchPart, fabric.technology, speed)));
        if (size.tiers == 0)
            continue;
        CollectiveNetwork network;
        network.fabricId = fabric.id;
        network.technology = fabric.technology;
        network.rails = host->ports;
        network.portSpeedGbps = host->speedGbps;
        network.tiers = size.tiers;
        if (size.tiers == 1)
            network.nodesPerLeaf = int(hosts.size());
        else
            network.nodesPerLeaf =
                railOptimized ? size.leafDownPorts : std::max(1, size.leafDownPorts / rails);
        network.oversubscription = std::max(1.0, size.oversubscription);
        return network;
    }
    return std::nullopt;
}
