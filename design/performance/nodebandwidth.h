#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <optional>

// The link bandwidths of one GPU node (a configurable server or a fixed system), per direction, in GB/s
// (decimal). The basis of the bandwidth hierarchy, collective-time and scaling charts; docs/charts.md
// explains every figure.

struct PcieSwitchShare {
    QString switchId;
    int pcieGen = 0;
    int uplinkLanes = 0;
    int gpusBelow = 0;
    double uplinkGbs = 0; // per direction
    double perGpuGbs() const { return gpusBelow > 0 ? uplinkGbs / gpusBelow : 0; }
};

struct NodeBandwidth {
    QString deviceId;
    QString deviceName;
    QString gpuPartId;
    QString gpuModel;
    QString gpuVendor; // "NVIDIA", "AMD", "Huawei": names the collective library
    bool mixedGpus = false;
    int gpus = 0;

    double memoryGbs = 0; // per GPU
    QString memoryType;   // "HBM2e"

    double gpuLinkGbs = 0;        // per GPU and direction: the catalog's total bidirectional figure / 2
    QString gpuLinkName;          // "NVLink3"; empty: none
    bool gpuLinkPairOnly = false; // a bridge joins pairs of cards only

    double hostLinkGbs = 0; // per GPU and direction: the narrower of the GPU's link and its bay
    int hostLinkGen = 0;
    int hostLinkLanes = 0;

    QList<PcieSwitchShare> switches; // PCIe switches with GPUs below them

    double fabricGbs =
        0; // inter-node fabric per node: the fabric NICs' ports, each NIC capped by its PCIe link
    QString fabricName;     // "InfiniBand 8 x 200 Gb/s"
    QString fabricProtocol; // "infiniband" | "ethernet"; empty: no NIC
    double nicGbsPerGpu() const { return gpus > 0 ? fabricGbs / gpus : 0; }

    // Bus bandwidth of a ring over `ranks` GPUs inside this node: the GPU link per direction, or the PCIe
    // host link when there is none (or a bridge and more than two GPUs).
    double intraNodeBusGbs(int ranks) const;
    // Bus bandwidth of rings across nodes: the node's whole fabric (NCCL runs one ring per NIC, and every
    // link of a ring carries the same bytes, so the rings together cross the node boundary at the sum of the
    // NICs), but never more than inside the node.
    double interNodeBusGbs() const;
};

// The node's bandwidths; nullopt when the device is unknown or holds no GPU.
std::optional<NodeBandwidth> nodeBandwidth(const Design& design, const Budgets& budgets,
                                           const PartIndex& parts, const QString& deviceId);
// The first device (rack by rack, in rack order) with GPUs; empty when none.
QString firstGpuDeviceId(const Budgets& budgets);
// Devices with GPUs, in rack order.
QStringList gpuDeviceIds(const Budgets& budgets);
