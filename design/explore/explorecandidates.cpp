#include "explore/explorecandidates.h"
#include "explore/explorertext.h"

#include "fabric/fabricsizer.h"
#include "parts/partindex.h"
#include "plan/clustersizer.h"
#include "plan/workloadplan.h"
#include "templates/designtemplate.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace {

// `server` alone in a rack: what its GPUs and NICs are worked out on.
Design alone(const Device& server) {
    Design single;
    Rack holder;
    holder.id = QStringLiteral("R");
    holder.partId = QStringLiteral("rack-42u-600x1200"); // any: only the node counts
    Device placed = server;
    placed.id = QStringLiteral("n");
    placed.u = 1;
    holder.devices = {placed};
    single.racks = {holder};
    return single;
}

} // namespace

QStringList gpuSystems(const PartIndex& parts) {
    QStringList systems;
    for (const Part* system : parts.ofKind(PartKind::System)) {
        const Part& part = *system;
        if (part.system()) {
            ClusterRequest request;
            request.systemPartId = part.id;
            request.rackPartId = QStringLiteral("rack-42u-600x1200"); // any: only the node counts
            if (nodeGpus(Design{}, parts, request).count > 0)
                systems << part.id;
        }
    }
    return systems;
}

QStringList floorCoolings(const Design& design, const PartIndex& parts) {
    QSet<QString> offered;
    for (const Rack& rack : design.racks)
        if (const Part* part = parts.find(rack.partId); part && part->rack())
            offered.insert(part->rack()->cooling.isEmpty() ? QStringLiteral("air") : part->rack()->cooling);
    if (design.hall && !design.hall->loops.isEmpty())
        offered.insert(QStringLiteral("liquid"));
    if (design.hall && !design.hall->rearDoors.isEmpty())
        offered.insert(QStringLiteral("rdhx"));
    if (offered.isEmpty())
        return kRackCoolings;
    QStringList coolings;
    for (const QString& cooling : kRackCoolings)
        if (offered.contains(cooling))
            coolings << cooling;
    return coolings;
}

QList<ExploreServer> configuredGpuServers(const Design& design, const PartIndex& parts) {
    QList<ExploreServer> servers;
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            const Part* part = parts.find(device.partId);
            if (!part || part->kind != PartKind::Server || part->system())
                continue;
            Device server;
            server.partId = device.partId;
            server.components = device.components;
            server.psuRedundancy = device.psuRedundancy;
            if (std::any_of(servers.cbegin(), servers.cend(), [&](const ExploreServer& s) {
                    return s.device.partId == server.partId && s.device.components == server.components &&
                           s.device.psuRedundancy == server.psuRedundancy;
                }))
                continue;
            server.id = device.id; // names it in the list; the explorer gives the nodes their own
            if (designGpus(alone(server), parts).count > 0)
                servers.append({server, configuredServerName(server, parts), device.id});
        }
    return servers;
}

QList<ExploreServer> templateGpuServers(const QList<DesignTemplate>& templates, const PartIndex& parts) {
    QList<ExploreServer> servers;
    for (const DesignTemplate& t : templates) {
        if (t.kind != DesignTemplate::Kind::Server || t.rack.devices.isEmpty())
            continue;
        Device server = t.server();
        server.powerCords.clear(); // they belong to where it stands
        const Part* part = parts.find(server.partId);
        // A catalog system is a candidate of its own already; a template adds a configuration.
        if (!part || part->kind != PartKind::Server || designGpus(alone(server), parts).count <= 0)
            continue;
        servers.append({server, Explorer::tr("%1 (template)").arg(t.name), t.name});
    }
    return servers;
}

QString configuredServerName(const Device& server, const PartIndex& parts) {
    const Part* chassis = parts.find(server.partId);
    QString gpus;
    for (const Component& c : server.components)
        if (const Part* part = parts.find(c.partId); part && part->gpu())
            gpus = QStringLiteral("%1 x %2").arg(c.qty).arg(part->displayName());
    return Explorer::tr("%1, %2 (configured)")
        .arg(chassis ? chassis->displayName() : server.partId, gpus.isEmpty() ? server.id : gpus);
}

double liquidShareOf(const Part& chassis) {
    return chassis.system()   ? chassis.system()->liquidShare
           : chassis.server() ? chassis.server()->liquidShare
                              : 0;
}

QStringList coolingsFor(const Part& chassis) {
    return liquidShareOf(chassis) > 0 ? QStringList{QStringLiteral("liquid")}
                                      : QStringList{QStringLiteral("air"), QStringLiteral("rdhx")};
}

QStringList technologiesFor(const Device& node, const PartIndex& parts) {
    // The compute fabric is on the node's widest NIC (a DGX-1's EDR InfiniBand, not its 10GbE ports): the
    // technologies that NIC runs.
    const Design single = alone(node);
    QString widest;
    double widestGbps = 0;
    for (const QString& technology : kFabricTechnologies) {
        double gbps = 0;
        const QString nic = widestNic(single, parts, technology, &gbps);
        if (gbps > widestGbps) {
            widest = nic;
            widestGbps = gbps;
        }
    }
    QStringList technologies;
    if (const Part* nic = parts.find(widest); nic && nic->nic())
        for (const QString& technology : kFabricTechnologies)
            for (const PortGroup& group : nic->nic()->ports)
                if (group.speaks(technology) && !technologies.contains(technology))
                    technologies << technology;
    return technologies;
}

QString coolingName(const QString& cooling) {
    if (cooling == QLatin1String("liquid"))
        return Explorer::tr("Liquid");
    if (cooling == QLatin1String("rdhx"))
        return Explorer::tr("Rear-door heat exchanger");
    return Explorer::tr("Air");
}

QString technologyName(const QString& technology) {
    return technology == QLatin1String("ethernet") ? Explorer::tr("Ethernet") : Explorer::tr("InfiniBand");
}
