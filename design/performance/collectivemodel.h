#pragma once

#include "performance/collectivenetwork.h"
#include "performance/nodebandwidth.h"

#include <optional>

// Estimated collective times (docs/charts.md "Collective time"). Bus bandwidth as NVIDIA nccl-tests defines
// it (doc/PERFORMANCE.md): AllReduce busbw = algbw x 2(n-1)/n, AllGather busbw = algbw x (n-1)/n, with
// algbw = S / t. The model: the ring reaches `kRingEfficiency` of the narrowest link's peak, plus an
// alpha-beta latency term; across nodes, AllReduce may run as NCCL's tree, whose latency grows with
// log2(nodes) instead of n, at a slightly lower bandwidth, and each message size takes the faster one:
//   ring  t = S / (B e) x 2(n-1)/n + 2(n-1) x alpha_net
//   tree  t = S / (B e x 0.92) x 2(n-1)/n + 2 (ceil(log2 N) x alpha_net + (g-1) x alpha_node)
//   AllGather (ring only) t = S / (B e) x (n-1)/n + (n-1) x alpha
// S is the message size in bytes (nccl-tests "size"), B the peak bus bandwidth in GB/s (1 GB = 1e9 bytes),
// e the efficiency, n the ranks, N the nodes and g the GPUs per node.

enum class Collective { AllReduce, AllGather };
enum class CollectiveScope { IntraNode, InterNode };
enum class CollectiveAlgorithm { Ring, Tree };

// Default latency per ring step (estimates, see docs/charts.md).
constexpr double kIntraNodeLatencyUs = 2.0;
constexpr double kInterNodeLatencyUs = 5.0;
// The share of a link's peak that an NCCL ring reaches at large messages: 8 x H100 SXM (NVLink4, 450 GB/s
// per direction) all-reduce bus bandwidth approaches 370 GB/s (Austin et al., "How to Scale Your Model",
// 2025, part "How to Think About GPUs", NCCL with SHARP disabled). Applied to every link (an estimate
// beyond NVLink4: 8 x A100 gives 247 GB/s against 230-250 GB/s measured).
constexpr double kRingEfficiency = 370.0 / 450.0;
// The share of an NVLink's peak per direction an all-to-all reaches at large messages: DeepEP's published
// bottleneck bandwidths inside an 8-GPU node (its own share included), H800 (200 GB/s a direction) 153 and
// 158 GB/s (deepseek-ai/DeepEP docs/legacy.md, V1 normal kernels) and B200 (900) 726 and 740 at most (README,
// V2): 155.5 x 7/8 / 200 = 0.68 and 733 x 7/8 / 900 = 0.71. DeepEP's are the only published all-to-all
// measurements found; NCCL's, which Megatron-Core calls, is taken to be no faster (an estimate).
constexpr double kAllToAllNvlinkEfficiency = 0.70;
// NCCL's tuning model gives the tree 0.92 of the ring's bus bandwidth (src/graph/tuning.cc).
constexpr double kTreeBandwidthShare = 0.92;

QString collectiveName(Collective kind);
QString algorithmName(CollectiveAlgorithm algorithm);

// Seconds for one ring collective at bus bandwidth `busBandwidthGbs` (already with its efficiency);
// 0 when n < 2 or busbw <= 0.
double collectiveTimeS(Collective kind, int ranks, double bytes, double busBandwidthGbs, double latencyUs);
// Seconds for one tree AllReduce over `nodes` nodes of `gpusPerNode` GPUs at ring bus bandwidth
// `busBandwidthGbs` (the tree runs at kTreeBandwidthShare of it).
double treeAllReduceTimeS(int nodes, int gpusPerNode, double bytes, double busBandwidthGbs,
                          double interLatencyUs, double intraLatencyUs);

struct CollectiveCurve {
    Collective kind = Collective::AllReduce;
    CollectiveScope scope = CollectiveScope::IntraNode;
    int ranks = 0;
    int nodes = 1;
    double peakBusGbs = 0;      // the narrowest link per direction (inside: GPU link or PCIe; across: fabric)
    double busBandwidthGbs = 0; // what the ring reaches: peak x efficiency (/ oversubscription across leaves)
    double latencyUs = 0;
    QString via;     // what limits the curve, for the legend ("NVLink4", "fabric ib-compute, 8 x 400 Gb/s")
    QString library; // the vendor's collective library the model stands for ("NCCL", "HCCL")
    QList<double> bytes;
    QList<double> seconds;
    QList<CollectiveAlgorithm> algorithms; // per message size, the faster one
    // nccl-tests' bus bandwidth at message size i: algbw x 2(n-1)/n (AllReduce) or (n-1)/n (AllGather).
    double busBandwidthAt(qsizetype i) const;
};

// 1 KiB, 2 KiB, ... 16 GiB (powers of two).
QList<double> defaultMessageSizes();

// A ring collective at `busBandwidthGbs` (efficiency included) over `ranks`.
CollectiveCurve collectiveTime(Collective kind, int ranks, double busBandwidthGbs, double latencyUs,
                               const QList<double>& sizesBytes);

// AllReduce and AllGather for `gpus` GPUs of the node's kind: inside one node (min(gpus, GPUs per node) ranks
// over the GPU link or PCIe) and across nodes (gpus ranks, ceil(gpus / per node) nodes, at least 2), over the
// designed fabric `network` when there is one, else over the node's fabric NICs. Curves whose bandwidth is
// unknown (no NIC, no fabric) are left out.
QList<CollectiveCurve> collectiveCurves(const NodeBandwidth& node, int gpus,
                                        const std::optional<CollectiveNetwork>& network = std::nullopt,
                                        const QList<double>& sizesBytes = defaultMessageSizes(),
                                        double intraLatencyUs = kIntraNodeLatencyUs,
                                        double interLatencyUs = kInterNodeLatencyUs);
