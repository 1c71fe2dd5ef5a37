#include "reliability/jobparts.h"

#include "fabric/fabricanalysis.h"
#include "fabric/fabricsizer.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace {

struct NodeMakeUp {
    double gpus = 0, nics = 0, cpus = 0, dimms = 0, ssds = 0, psus = 0;
};

// A device's parts by kind; NICs only those on a compute fabric (`computeNics`).
NodeMakeUp makeUpOf(const Device& device, const PartIndex& parts, const QSet<QString>& computeNics) {
    NodeMakeUp n;
    const auto add = [&](const QString& partId, double qty) {
        const Part* part = parts.find(partId);
        if (!part)
            return;
        switch (part->kind) {
        case PartKind::Gpu:
            n.gpus += qty * std::max(1, part->gpu()->gpusPerCard);
            break;
        case PartKind::Nic:
            if (computeNics.contains(partId))
                n.nics += qty;
            break;
        case PartKind::Cpu:
            n.cpus += qty;
            break;
        case PartKind::Memory:
            n.dimms += qty;
            break;
        case PartKind::Storage:
            n.ssds += qty;
            break;
        case PartKind::Psu:
            n.psus += qty;
            break;
        default:
            break;
        }
    };
    for (const Component& c : device.components)
        add(c.partId, c.qty);
    if (const Part* part = parts.find(device.partId); part && part->system()) {
        for (const SystemContent& c : part->system()->contents)
            add(c.partId, c.qty);
        n.psus += part->system()->psuCount;
    }
    return n;
}

QSet<QString> computeNicsOf(const Design& design) {
    QSet<QString> nics;
    for (const Fabric& fabric : design.fabrics)
        if (fabric.role == QLatin1String("compute"))
            for (const QString& nic : fabric.nicPartIds)
                nics.insert(nic);
    return nics;
}

// The GPU nodes' mean make-up and their count.
std::pair<NodeMakeUp, int> gpuNodes(const Design& design, const PartIndex& parts) {
    const QSet<QString> computeNics = computeNicsOf(design);
    NodeMakeUp sum;
    int nodes = 0;
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            const NodeMakeUp n = makeUpOf(device, parts, computeNics);
            if (n.gpus <= 0)
                continue;
            ++nodes;
            sum.gpus += n.gpus;
            sum.nics += n.nics;
            sum.cpus += n.cpus;
            sum.dimms += n.dimms;
            sum.ssds += n.ssds;
            sum.psus += n.psus;
        }
    if (nodes > 0) {
        for (double* v : {&sum.gpus, &sum.nics, &sum.cpus, &sum.dimms, &sum.ssds, &sum.psus})
            *v /= nodes;
    }
    return {sum, nodes};
}

void scaleNodes(JobParts& job, const NodeMakeUp& node, double nodes) {
    job.nodes = nodes;
    job.gpus = node.gpus * nodes;
    job.nics = node.nics * nodes;
    job.cpus = node.cpus * nodes;
    job.dimms = node.dimms * nodes;
    job.ssds = node.ssds * nodes;
    job.psus = node.psus * nodes;
    job.gpusPerNode = node.gpus;
}

} // namespace

double JobParts::count(FailureUnit unit) const {
    switch (unit) {
    case FailureUnit::Gpu:
        return gpus;
    case FailureUnit::Nic:
        return nics;
    case FailureUnit::Switch:
        return switches;
    case FailureUnit::Link:
        return links;
    case FailureUnit::Psu:
        return psus;
    case FailureUnit::Dimm:
        return dimms;
    case FailureUnit::Ssd:
        return ssds;
    case FailureUnit::Cpu:
        return cpus;
    case FailureUnit::Node:
        return nodes;
    }
    return 0;
}

double gpusPerDesignNode(const Design& design, const PartIndex& parts) {
    return gpuNodes(design, parts).first.gpus;
}

JobParts designJobParts(const Design& design, const PartIndex& parts, const QList<FabricReport>* fabrics,
                        int gpus) {
    const auto [node, count] = gpuNodes(design, parts);
    if (count <= 0 || node.gpus <= 0)
        return referenceJobParts(gpus);
    JobParts job;
    job.fromDesign = true;
    const double nodes = std::ceil(gpus / node.gpus - 1e-9);
    scaleNodes(job, node, nodes);
    for (int f = 0; f < design.fabrics.size(); ++f) {
        const Fabric& fabric = design.fabrics[f];
        if (fabric.role != QLatin1String("compute"))
            continue;
        const bool reported = fabrics && f < fabrics->size() && (*fabrics)[f].fabric.id == fabric.id;
        const FabricReport report =
            reported ? FabricReport{} : analyzeFabric(design, parts, fabric, FabricDetail::Size);
        const FabricReport& r = reported ? (*fabrics)[f] : report;
        if (r.hosts.isEmpty())
            continue;
        const double share = std::min(1.0, nodes / double(r.hosts.size()));
        job.links += share * double(r.size.hostLinks + r.size.leafSpineLinks + r.size.spineCoreLinks);
        job.switches += share * r.size.switches();
    }
    return job;
}

JobParts referenceJobParts(int gpus, int gpusPerNode) {
    JobParts job;
    const NodeMakeUp node{double(gpusPerNode), double(gpusPerNode), 2, 32, 10, 6};
    const double nodes = std::ceil(double(std::max(0, gpus)) / std::max(1, gpusPerNode) - 1e-9);
    scaleNodes(job, node, nodes);
    if (nodes > 1) {
        FabricSizeInput in;
        in.nodes = qint64(nodes);
        in.rails = gpusPerNode;
        in.radix = 64;
        const FabricSize size = sizeFabric(in);
        job.links = double(size.hostLinks + size.leafSpineLinks + size.spineCoreLinks);
        job.switches = size.switches();
    }
    return job;
}
