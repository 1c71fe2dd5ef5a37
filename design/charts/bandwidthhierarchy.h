#pragma once

#include "performance/nodebandwidth.h"

// The bandwidth hierarchy of one GPU node as bars, fastest first: what the bandwidth chart draws.

enum class BandwidthLevel { GpuMemory, GpuLink, PcieHost, PcieSwitchUplink, NicPerGpu, FabricPerNode };

// Translated axis label of a level ("GPU memory", "NIC per GPU", ...).
QString bandwidthLevelName(BandwidthLevel level);

struct BandwidthBar {
    BandwidthLevel level = BandwidthLevel::GpuMemory;
    double gbs = 0;   // GB/s per direction (memory: the GPU's memory bandwidth)
    QString linkName; // "NVLink3", "PCIe Gen4 x16", "InfiniBand 8 x 200 Gb/s"
    QString detail;   // translated explanation for the tooltip
};

struct BandwidthHierarchy {
    QString deviceId;
    QString deviceName;
    QString gpuModel;
    int gpus = 0;
    QList<BandwidthBar> bars;
    bool isEmpty() const { return bars.isEmpty(); }
};

BandwidthHierarchy bandwidthHierarchy(const NodeBandwidth& node);
// Empty when the device is unknown or has no GPU.
BandwidthHierarchy bandwidthHierarchy(const Design& design, const Budgets& budgets, const PartIndex& parts,
                                      const QString& deviceId);
