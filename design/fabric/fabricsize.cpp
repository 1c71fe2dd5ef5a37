#include "fabric/fabricsize.h"

#include <QCoreApplication>
#include <cmath>

namespace {

qint64 ceilDiv(qint64 a, qint64 b) {
    return (a + b - 1) / b;
}

// One plane: `rails` of the nodes' ports on switches of `in.radix` (leaves) and `spineRadix` (spines,
// cores). tiers 0 with `maxHostPorts` set when three tiers do not take them.
FabricSize sizePlane(const FabricSizeInput& in, int rails, int spineRadix) {
    FabricSize size;
    size.railsPerPlane = rails;
    size.hostLinks = in.nodes * rails;
    const int cap = in.hostsPerLeaf > 0 ? in.hostsPerLeaf : in.radix;
    if (size.hostLinks <= std::min(in.radix, cap)) { // one switch takes every host port
        size.tiers = 1;
        size.leaves = 1;
        size.leafHosts = {int(size.hostLinks)};
        size.leafDownPorts = in.radix;
        size.oversubscription = 1;
        return size;
    }
    const double b = std::max(1.0, in.blocking);
    const int down = std::max(1, std::min(cap, int(std::floor(in.radix * b / (b + 1) + 1e-9))));
    size.leafDownPorts = down;
    // Three tiers take at most down x (spine ports down) x (core radix) host ports: k^3/4 at 1:1.
    const double sb = std::max(1.0, in.spineBlocking);
    const int spineDown = std::max(1, int(std::floor(spineRadix * sb / (sb + 1) + 1e-9)));
    const int spineUp = sb <= 1 ? spineRadix - spineDown : int(std::ceil(spineDown / sb - 1e-9));
    size.maxHostPorts = qint64(down) * spineDown * spineRadix;
    if (size.hostLinks > size.maxHostPorts) {
        size.hostLinks = 0;
        return size;
    }
    // Leaves fill in order: a rail's leaves take `down` nodes each (the scalable units), the last the rest.
    const auto fill = [&size, down](qint64 ports) {
        for (qint64 left = ports; left > 0; left -= down)
            size.leafHosts.append(int(std::min<qint64>(left, down)));
    };
    if (in.railOptimized && rails > 1 && in.nodes * 2 <= down) {
        // Whole rails share a leaf (NIC i of every node still on one leaf) where a rail's nodes fill at
        // most half of one: 72 rails over three NVL72 racks are 8 leaves of 10 rails, not 72; 32 nodes of
        // eight 400GbE ports on SN5600 leaves (64 host ports) two rails a leaf.
        size.railsPerLeaf = int(down / in.nodes);
        for (int rail = 0; rail < rails; rail += size.railsPerLeaf)
            size.leafHosts.append(int(std::min(size.railsPerLeaf, rails - rail) * in.nodes));
    } else if (in.railOptimized) {
        for (int rail = 0; rail < rails; ++rail)
            fill(in.nodes);
    } else {
        fill(size.hostLinks);
    }
    size.leaves = int(size.leafHosts.size());
    // Uplinks for the leaf's host capacity, not its fill (NVIDIA's 31-node unit keeps 32 uplinks): nodes
    // added to a part-filled leaf need no new uplinks.
    const int most = *std::max_element(size.leafHosts.cbegin(), size.leafHosts.cend());
    size.uplinksPerLeaf = int(std::ceil(down / b - 1e-9));
    size.oversubscription = double(most) / size.uplinksPerLeaf;
    size.leafSpineLinks = qint64(size.leaves) * size.uplinksPerLeaf;

    // Two tiers: the fewest spines that take every uplink and split each leaf's uplinks evenly.
    if (size.leaves <= spineRadix)
        for (qint64 s = ceilDiv(size.leafSpineLinks, spineRadix); s <= size.uplinksPerLeaf; ++s)
            if (size.uplinksPerLeaf % s == 0) {
                size.tiers = 2;
                size.spines = int(s);
                size.spineDownPorts = int(size.leafSpineLinks / s);
                return size;
            }
    // Three tiers: spines with `spineDown` ports towards the leaves, `spineUp` towards the cores.
    size.tiers = 3;
    if (in.podHostPorts > 0) {
        // Pods of a given size: per pod the fewest spines that take its leaves' uplinks, splitting each
        // leaf's evenly; the pod's spines' uplinks at the spine blocking ratio.
        size.leavesPerPod = int(std::max<qint64>(1, in.podHostPorts / down));
        const int pods = int(ceilDiv(size.leaves, size.leavesPerPod));
        size.spinesPerPod = size.uplinksPerLeaf;
        for (qint64 s = ceilDiv(qint64(size.leavesPerPod) * size.uplinksPerLeaf, spineDown);
             s < size.uplinksPerLeaf; ++s)
            if (size.uplinksPerLeaf % s == 0) {
                size.spinesPerPod = int(s);
                break;
            }
        size.spines = pods * size.spinesPerPod;
        size.spineDownPorts =
            int(ceilDiv(qint64(size.leavesPerPod) * size.uplinksPerLeaf, size.spinesPerPod));
        size.spineUpPorts = sb <= 1 ? size.spineDownPorts : int(std::ceil(size.spineDownPorts / sb - 1e-9));
    } else {
        size.spines = int(ceilDiv(size.leafSpineLinks, spineDown));
        size.spineDownPorts = int(ceilDiv(size.leafSpineLinks, size.spines));
        size.spineUpPorts = spineUp;
        size.spinesPerPod = std::min(size.uplinksPerLeaf, size.spines);
        size.leavesPerPod =
            std::max(1, size.spineDownPorts * size.spinesPerPod / std::max(1, size.uplinksPerLeaf));
    }
    size.spineCoreLinks = qint64(size.spines) * size.spineUpPorts;
    size.cores = int(ceilDiv(size.spineCoreLinks, spineRadix));
    size.coreDownPorts = int(ceilDiv(size.spineCoreLinks, size.cores));
    return size;
}

} // namespace

FabricSize sizeFabric(const FabricSizeInput& in) {
    FabricSize size;
    size.hostLinks = in.nodes * in.rails;
    size.railsPerPlane = std::max(1, in.rails);
    if (size.hostLinks <= 0)
        return size;
    if (in.radix < 2) {
        size.problem = QCoreApplication::translate("Fabric", "the switch has no ports for these hosts");
        return size;
    }
    const int spineRadix = in.spineRadix >= 2 ? in.spineRadix : in.radix;
    const int rails = std::max(1, in.rails);
    FabricSize plane = sizePlane(in, rails, spineRadix);
    int planes = 1;
    // Past three tiers a rail-optimized fabric splits into rail planes, the fewest that fit: each rail
    // group its own fabric (NCCL keeps a rail's traffic on its rail). Of fabric switches only: a switch
    // with fewer than 16 ports at the hosts' speed (an SN2010's four 100G uplinks) is no plane's leaf.
    constexpr int kPlaneRadix = 16;
    for (int p = 2; plane.tiers == 0 && in.railOptimized && in.radix >= kPlaneRadix && p <= rails; ++p)
        if (rails % p == 0) {
            plane = sizePlane(in, rails / p, spineRadix);
            planes = p;
        }
    if (plane.tiers == 0) {
        const qint64 most =
            in.railOptimized && in.radix >= kPlaneRadix ? plane.maxHostPorts * rails : plane.maxHostPorts;
        size.maxHostPorts = most;
        size.problem =
            in.railOptimized && rails > 1 && in.radix >= kPlaneRadix
                ? QCoreApplication::translate("Fabric", "%1 host ports need more than three tiers of %2-port "
                                                        "switches, even as %3 rail planes (at most %4)")
                      .arg(size.hostLinks)
                      .arg(in.radix)
                      .arg(rails)
                      .arg(most)
                : QCoreApplication::translate("Fabric", "%1 host ports need more than three tiers of %2-port "
                                                        "switches (at most %3)")
                      .arg(size.hostLinks)
                      .arg(in.radix)
                      .arg(most);
        return size;
    }
    size = plane;
    size.planes = planes;
    size.hostLinks = plane.hostLinks * planes;
    size.leaves = plane.leaves * planes;
    size.spines = plane.spines * planes;
    size.cores = plane.cores * planes;
    size.leafSpineLinks = plane.leafSpineLinks * planes;
    size.spineCoreLinks = plane.spineCoreLinks * planes;
    size.maxHostPorts = 0;
    for (int p = 1; p < planes; ++p)
        size.leafHosts.append(plane.leafHosts);
    return size;
}
