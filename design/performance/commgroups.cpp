#include "performance/commgroups.h"

#include "performance/collectivemodel.h"

#include <algorithm>
#include <cmath>

namespace {

double fabricShare(const ClusterHardware& hardware, int spanNodes) {
    const bool crossesSpines = hardware.nodesPerLeaf <= 0 || spanNodes > hardware.nodesPerLeaf;
    return crossesSpines ? 1.0 / std::max(1.0, hardware.oversubscription) : 1.0;
}

} // namespace

GroupLink groupLink(const ClusterHardware& hardware, int ranks, int stride) {
    GroupLink link;
    const int perNode = std::max(1, hardware.gpusPerNode);
    stride = std::max(1, stride);
    ranks = std::max(1, ranks);
    const int ranksPerNode = stride >= perNode ? 1 : std::min(ranks, perNode / stride);
    link.crossesNodes = ranksPerNode < ranks;
    if (!link.crossesNodes) {
        link.busGbs = hardware.intraNodeGbs() * kRingEfficiency;
        link.latencyUs = kIntraNodeLatencyUs;
        return link;
    }
    const int spanNodes = int(std::ceil(double(stride) * ranks / perNode));
    const double nodeGbs = std::min(hardware.intraNodeGbs(), hardware.nicGbsPerGpu * ranksPerNode);
    link.busGbs = nodeGbs * kRingEfficiency * fabricShare(hardware, spanNodes);
    link.latencyUs = kInterNodeLatencyUs;
    return link;
}

double allReduceS(const GroupLink& link, int ranks, double bytes) {
    return collectiveTimeS(Collective::AllReduce, ranks, bytes, link.busGbs, link.latencyUs);
}

double allGatherS(const GroupLink& link, int ranks, double bytes) {
    return collectiveTimeS(Collective::AllGather, ranks, bytes, link.busGbs, link.latencyUs);
}

double allToAllS(const ClusterHardware& hardware, int ranks, int stride, double bytes, double remoteScale) {
    if (ranks < 2 || bytes <= 0)
        return 0;
    const int perNode = std::max(1, hardware.gpusPerNode);
    stride = std::max(1, stride);
    const int ranksPerNode = stride >= perNode ? 1 : std::min(ranks, perNode / stride);
    const double inside = bytes * double(ranksPerNode - 1) / ranks;
    const double outside = bytes * double(ranks - ranksPerNode) / ranks * remoteScale;
    const int spanNodes = int(std::ceil(double(stride) * ranks / perNode));
    const double insideS = inside / (hardware.intraNodeGbs() * kAllToAllNvlinkEfficiency * 1e9);
    const double nic = hardware.nicGbsPerGpu * kRingEfficiency * fabricShare(hardware, spanNodes);
    const double outsideS = outside > 0 && nic > 0 ? outside / (nic * 1e9) : 0;
    const double latencyUs = outside > 0 ? kInterNodeLatencyUs : kIntraNodeLatencyUs;
    return std::max(insideS, outsideS) + (ranks - 1) * latencyUs * 1e-6;
}

double sendS(const ClusterHardware& hardware, int stride, double bytes) {
    if (bytes <= 0)
        return 0;
    const bool crosses = stride >= std::max(1, hardware.gpusPerNode);
    const double gbs = crosses ? hardware.nicGbsPerGpu * fabricShare(hardware, 2) : hardware.intraNodeGbs();
    if (gbs <= 0)
        return 0;
    const double latencyUs = crosses ? kInterNodeLatencyUs : kIntraNodeLatencyUs;
    return bytes / (gbs * kRingEfficiency * 1e9) + latencyUs * 1e-6;
}
