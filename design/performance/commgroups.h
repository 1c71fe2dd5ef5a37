#pragma once

#include "performance/clusterhardware.h"

// The links a group of GPUs of a parallel layout talks over (docs/workload.md "Step time"). Ranks are
// numbered as Megatron numbers them: tensor parallel innermost, then context, data (experts inside it)
// and pipeline; a group of `ranks` GPUs whose neighbours are `stride` ranks apart stays inside a node while
// stride x ranks <= GPUs per node. Across nodes, each GPU of the group uses its own NIC (one NCCL ring per
// rail), so a group with g GPUs in each node crosses the node boundary at g NICs, never faster than the
// GPU link; once it spans more nodes than a leaf joins, the fabric's oversubscription divides it.
struct GroupLink {
    bool crossesNodes = false;
    double busGbs = 0; // what a ring over the group reaches (efficiency and oversubscription included)
    double latencyUs = 0;
};

GroupLink groupLink(const ClusterHardware& hardware, int ranks, int stride);

// Seconds for collectives over a group (collective model of design/performance/collectivemodel.h).
double allReduceS(const GroupLink& link, int ranks, double bytes);
double allGatherS(const GroupLink& link, int ranks, double bytes); // also a reduce-scatter
// All-to-all: each GPU sends (ranks-1)/ranks of `bytes` to the others; the share to GPUs in other nodes
// crosses at the GPU's NIC, `remoteScale` of it where the sender sends one copy per node (DeepEP).
double allToAllS(const ClusterHardware& hardware, int ranks, int stride, double bytes,
                 double remoteScale = 1);
// One point-to-point send of `bytes` between neighbours `stride` ranks apart.
double sendS(const ClusterHardware& hardware, int stride, double bytes);
