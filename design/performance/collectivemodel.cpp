#include "performance/collectivemodel.h"

#include "handover/gpuvendor.h"

#include <cmath>

QString collectiveName(Collective kind) {
    return kind == Collective::AllReduce ? QStringLiteral("AllReduce") : QStringLiteral("AllGather");
}

QString algorithmName(CollectiveAlgorithm algorithm) {
    return algorithm == CollectiveAlgorithm::Ring ? QStringLiteral("ring") : QStringLiteral("tree");
}

namespace {

// The bytes each rank moves per byte of message: 2(n-1)/n for AllReduce, (n-1)/n for AllGather.
double busFactor(Collective kind, int ranks) {
    const double n = ranks;
    return kind == Collective::AllReduce ? 2.0 * (n - 1) / n : (n - 1) / n;
}

} // namespace

double collectiveTimeS(Collective kind, int ranks, double bytes, double busBandwidthGbs, double latencyUs) {
    if (ranks < 2 || busBandwidthGbs <= 0)
        return 0;
    const double steps = kind == Collective::AllReduce ? 2.0 * (ranks - 1) : ranks - 1.0;
    return bytes / (busBandwidthGbs * 1e9) * busFactor(kind, ranks) + steps * latencyUs * 1e-6;
}

double treeAllReduceTimeS(int nodes, int gpusPerNode, double bytes, double busBandwidthGbs,
                          double interLatencyUs, double intraLatencyUs) {
    const int ranks = nodes * gpusPerNode;
    if (nodes < 2 || ranks < 2 || busBandwidthGbs <= 0)
        return 0;
    // Up and down the tree: a chain through the node's GPUs, then log2(nodes) levels across the network.
    const double levels = std::ceil(std::log2(double(nodes)));
    const double latencyS = 2.0 * (levels * interLatencyUs + (gpusPerNode - 1) * intraLatencyUs) * 1e-6;
    return bytes / (busBandwidthGbs * kTreeBandwidthShare * 1e9) * busFactor(Collective::AllReduce, ranks) +
           latencyS;
}

double CollectiveCurve::busBandwidthAt(qsizetype i) const {
    if (i < 0 || i >= seconds.size() || seconds[i] <= 0 || ranks < 2)
        return 0;
    return bytes[i] / seconds[i] / 1e9 * busFactor(kind, ranks);
}

QList<double> defaultMessageSizes() {
    QList<double> sizes;
    for (int power = 10; power <= 34; ++power)
        sizes.append(std::ldexp(1.0, power));
    return sizes;
}

CollectiveCurve collectiveTime(Collective kind, int ranks, double busBandwidthGbs, double latencyUs,
                               const QList<double>& sizesBytes) {
    CollectiveCurve curve;
    curve.kind = kind;
    curve.ranks = ranks;
    curve.peakBusGbs = busBandwidthGbs;
    curve.busBandwidthGbs = busBandwidthGbs;
    curve.latencyUs = latencyUs;
    curve.bytes = sizesBytes;
    for (double bytes : sizesBytes) {
        curve.seconds.append(collectiveTimeS(kind, ranks, bytes, busBandwidthGbs, latencyUs));
        curve.algorithms.append(CollectiveAlgorithm::Ring);
    }
    return curve;
}

namespace {

CollectiveCurve interNodeCurve(Collective kind, const NodeBandwidth& node, int gpus, int nodes, double peak,
                               const QString& via, const QList<double>& sizes, double intraLatencyUs,
                               double interLatencyUs) {
    const double busbw = peak * kRingEfficiency;
    CollectiveCurve curve = collectiveTime(kind, gpus, busbw, interLatencyUs, sizes);
    curve.scope = CollectiveScope::InterNode;
    curve.nodes = nodes;
    curve.peakBusGbs = peak;
    curve.via = via;
    if (kind != Collective::AllReduce)
        return curve;
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const double tree =
            treeAllReduceTimeS(nodes, node.gpus, sizes[i], busbw, interLatencyUs, intraLatencyUs);
        if (tree > 0 && tree < curve.seconds[i]) {
            curve.seconds[i] = tree;
            curve.algorithms[i] = CollectiveAlgorithm::Tree;
        }
    }
    return curve;
}

} // namespace

QList<CollectiveCurve> collectiveCurves(const NodeBandwidth& node, int gpus,
                                        const std::optional<CollectiveNetwork>& network,
                                        const QList<double>& sizesBytes, double intraLatencyUs,
                                        double interLatencyUs) {
    QList<CollectiveCurve> curves;
    if (node.gpus <= 0 || gpus < 2)
        return curves;
    const int intraRanks = qMin(gpus, node.gpus);
    const int nodes = qMax(2, (gpus + node.gpus - 1) / node.gpus);
    const double inside = node.intraNodeBusGbs(intraRanks);
    const bool insideOnGpuLink = node.gpuLinkGbs > 0 && inside == node.gpuLinkGbs;
    const QString insideVia =
        insideOnGpuLink ? node.gpuLinkName
                        : QStringLiteral("PCIe Gen%1 x%2").arg(node.hostLinkGen).arg(node.hostLinkLanes);

    // Across nodes: the designed fabric when the node is in one, else the node's own fabric NICs; never
    // more than the ring inside the node.
    double across = 0;
    QString acrossVia;
    if (network) {
        across = network->peakGbs(nodes);
        if (node.fabricProtocol == network->technology && node.fabricGbs > 0)
            across = qMin(across, node.fabricGbs); // NICs capped by their PCIe link
        acrossVia = QStringLiteral("%1, %2 \u00d7 %3 Gb/s")
                        .arg(network->fabricId)
                        .arg(network->rails)
                        .arg(network->portSpeedGbps);
        if (nodes > network->nodesPerLeaf && network->oversubscription > 1)
            acrossVia += QStringLiteral(", %1:1").arg(network->oversubscription, 0, 'g', 3);
    } else {
        across = node.fabricGbs;
        acrossVia = node.fabricName;
    }
    const double insideAll = node.intraNodeBusGbs(node.gpus);
    if (insideAll > 0)
        across = qMin(across, insideAll);

    for (Collective kind : {Collective::AllReduce, Collective::AllGather}) {
        if (intraRanks >= 2 && inside > 0) {
            CollectiveCurve curve =
                collectiveTime(kind, intraRanks, inside * kRingEfficiency, intraLatencyUs, sizesBytes);
            curve.scope = CollectiveScope::IntraNode;
            curve.peakBusGbs = inside;
            curve.via = insideVia;
            curves.append(curve);
        }
        if (across > 0)
            curves.append(interNodeCurve(kind, node, gpus, nodes, across, acrossVia, sizesBytes,
                                         intraLatencyUs, interLatencyUs));
    }
    for (CollectiveCurve& curve : curves)
        curve.library = gpuVendorTerms(node.gpuVendor).collectiveLibrary;
    return curves;
}
