#pragma once

#include "nodebandwidth.h"

// Estimated collective times from the nccl-tests bus-bandwidth definitions (NVIDIA/nccl-tests
// doc/PERFORMANCE.md) plus an alpha-beta latency term for a ring:
//   AllReduce: t = S / busbw x 2(n-1)/n + 2(n-1) x alpha
//   AllGather: t = S / busbw x (n-1)/n   + (n-1) x alpha
// S is the message size in bytes (nccl-tests "size"), busbw in GB/s (1 GB = 1e9 bytes), n the ranks.

enum class Collective { AllReduce, AllGather };
enum class CollectiveScope { IntraNode, InterNode };

// Default latency per ring step (estimates, see docs/charts.md).
constexpr double kIntraNodeLatencyUs = 2.0;
constexpr double kInterNodeLatencyUs = 5.0;

QString collectiveName(Collective kind);

// Seconds for one collective; 0 when n < 2 or busbw <= 0.
double collectiveTimeS(Collective kind, int ranks, double bytes, double busBandwidthGbs, double latencyUs);

struct CollectiveCurve {
    Collective kind = Collective::AllReduce;
    CollectiveScope scope = CollectiveScope::IntraNode;
    int ranks = 0;
    int nodes = 1;
    double busBandwidthGbs = 0;
    double latencyUs = 0;
    QList<double> bytes;
    QList<double> seconds;
};

// 1 KiB, 2 KiB, ... 16 GiB (powers of two).
QList<double> defaultMessageSizes();

CollectiveCurve collectiveTime(Collective kind, int ranks, double busBandwidthGbs, double latencyUs,
                               const QList<double>& sizesBytes);

// AllReduce and AllGather for `gpus` GPUs of the node's kind: inside one node (min(gpus, GPUs per node) ranks
// over the GPU link or PCIe) and across nodes (gpus ranks over the NIC bandwidth per GPU, ceil(gpus / per
// node) nodes, at least 2). Curves whose bandwidth is unknown (no NIC) are left out.
QList<CollectiveCurve> collectiveCurves(const NodeBandwidth& node, int gpus,
                                        const QList<double>& sizesBytes = defaultMessageSizes(),
                                        double intraLatencyUs = kIntraNodeLatencyUs,
                                        double interLatencyUs = kInterNodeLatencyUs);
