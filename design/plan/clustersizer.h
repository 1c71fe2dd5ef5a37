#pragma once

#include "fabric/fabricplacement.h"
#include "plan/workloadplan.h"

#include <optional>

struct Design;
class PartIndex;

// "Size a cluster for this workload" (docs/workload.md): nodes of one server (a system from the catalog,
// or a configured server of the design copied with its components) for a number of GPUs, as many to a
// new rack as its power budget and height allow, and the compute fabric over their NICs (an existing
// compute fabric on those NICs is resized, else one is created on the switch with the most ports at
// their speed).
struct ClusterRequest {
    QString templateDeviceId; // a configured server of the design, or
    QString systemPartId;     // a system part of the catalog
    int gpus = 0;             // GPUs to add (rounded up to whole nodes)
    QString rackPartId;
    double rackBudgetW = 0;  // per new rack; 0: the rack part's default
    double rackReserveW = 0; // per new rack, of its budget kept free of nodes (the PDU strips added later)
    bool withFabric = true;
    bool withStorageFabric = false; // the nodes' other NICs on fabrics of their own (the explorer's variants)
    NetworkRackChoice networkRacks; // the racks the fabrics' switches are placed in; empty: as the nodes'
    // The compute fabric's technology ("infiniband" | "ethernet"): a VPI NIC runs either. Empty: InfiniBand
    // where the node's NICs speak it, else Ethernet.
    QString computeTechnology;
};

struct ClusterPlan {
    int gpusPerNode = 0;
    int nodes = 0;
    int nodeU = 0;
    double nodePowerW = 0; // AC input at maximum
    int nodesPerRack = 0;
    int racks = 0;
    bool powerLimited = false; // fewer nodes per rack than fit by height
    double rackBudgetW = 0;
    QString nodeName; // the server's model
};

std::optional<ClusterPlan> planCluster(const Design& design, const PartIndex& parts,
                                       const ClusterRequest& request, QString* error);
// The design with the new racks, nodes and fabric; nullopt with a message when it cannot be built.
std::optional<Design> buildCluster(const Design& design, const PartIndex& parts,
                                   const ClusterRequest& request, QString* error);

// GPUs of `gpuPartId` a training run needs to finish in `days`, in whole groups of tensor x pipeline x
// context parallel GPUs: at the predicted speed (trainingperformance.h, on request.hardware's node and
// fabric) when the model's shape is known and no MFU is typed (mfuOverride), else at the request's MFU;
// 0 when the GPU has no figure for the precision.
int gpusForTrainingDays(const WorkloadRequest& request, const PartIndex& parts, const QString& gpuPartId,
                        double days);

// The GPUs of one model-parallel group: tensor x pipeline x context parallel.
int layoutGroup(const ParallelLayout& layout);

// The layout the step-time model says meets the goal at the least cost, among `layouts` (fittingLayouts:
// smallest group first) whose group is at most twice the smallest: for a deadline, the one needing the
// fewest GPUs (gpusForTrainingDays), for a fixed `gpus`, the fastest of those that divide it; ties go to
// the smaller group. Only at the workload's own global batch: the default batch grows with the pipeline's
// depth, which alone would favour deep pipelines; without one, and at a typed MFU (every layout as fast),
// the smallest. Empty when none can be sized.
struct SizedLayout {
    ParallelLayout layout;
    int gpus = 0;
};
std::optional<SizedLayout> chooseTrainingLayout(WorkloadRequest request, const PartIndex& parts,
                                                const QString& gpuPartId,
                                                const QList<ParallelLayout>& layouts, double days,
                                                int gpus = 0);

// The GPUs (part and count) one node of the request's server holds.
DesignGpus nodeGpus(const Design& design, const PartIndex& parts, const ClusterRequest& request);
