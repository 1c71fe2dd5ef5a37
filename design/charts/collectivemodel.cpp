#include "collectivemodel.h"

#include <cmath>

QString collectiveName(Collective kind) {
    return kind == Collective::AllReduce ? QStringLiteral("AllReduce") : QStringLiteral("AllGather");
}

double collectiveTimeS(Collective kind, int ranks, double bytes, double busBandwidthGbs, double latencyUs) {
    if (ranks < 2 || busBandwidthGbs <= 0)
        return 0;
    const double n = ranks;
    const double steps = kind == Collective::AllReduce ? 2.0 * (n - 1) : n - 1;
    return bytes / (busBandwidthGbs * 1e9) * steps / n + steps * latencyUs * 1e-6;
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
    curve.busBandwidthGbs = busBandwidthGbs;
    curve.latencyUs = latencyUs;
    curve.bytes = sizesBytes;
    for (double bytes : sizesBytes)
        curve.seconds.append(collectiveTimeS(kind, ranks, bytes, busBandwidthGbs, latencyUs));
    return curve;
}

QList<CollectiveCurve> collectiveCurves(const NodeBandwidth& node, int gpus, const QList<double>& sizesBytes,
                                        double intraLatencyUs, double interLatencyUs) {
    QList<CollectiveCurve> curves;
    if (node.gpus <= 0 || gpus < 2)
        return curves;
    const int intraRanks = qMin(gpus, node.gpus);
    const int nodes = qMax(2, (gpus + node.gpus - 1) / node.gpus);
    for (Collective kind : {Collective::AllReduce, Collective::AllGather}) {
        if (intraRanks >= 2 && node.intraNodeBusGbs(intraRanks) > 0) {
            CollectiveCurve curve = collectiveTime(kind, intraRanks, node.intraNodeBusGbs(intraRanks),
                                                   intraLatencyUs, sizesBytes);
            curve.scope = CollectiveScope::IntraNode;
            curves.append(curve);
        }
        if (node.interNodeBusGbs() > 0) {
            CollectiveCurve curve =
                collectiveTime(kind, gpus, node.interNodeBusGbs(), interLatencyUs, sizesBytes);
            curve.scope = CollectiveScope::InterNode;
            curve.nodes = nodes;
            curves.append(curve);
        }
    }
    return curves;
}
