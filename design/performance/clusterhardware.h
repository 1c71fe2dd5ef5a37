#pragma once

#include "performance/kernelfigures.h"

#include <QString>

#include <algorithm>

// What the step-time model needs to know of the GPUs, their node and the fabric (docs/workload.md
// "Step time"), per GPU and per direction, GB/s decimal. Filled from a design (performanceplan.h) or from the
// plan's options.
struct ClusterHardware {
    QString gpuModel;
    QString gpuPartId;
    double peakTflops = 0;   // dense, at the run's precision, at the GPU's power limit (powercurve.h)
    double peak16Tflops = 0; // dense bf16/fp16: attention and other work that stays in 16 bits; 0: peakTflops
    double hbmGbs = 0;
    double memoryGb = 0;
    KernelFigures kernels = kernelFigures(QString()); // the architecture's published kernel speeds
    double ratedPowerW = 0;                           // the GPU's rated (default) power limit
    double powerCapW = 0;        // the limit it runs at (nvidia-smi -pl); 0: the rated one
    double capThroughput = 1;    // compute throughput at that limit (powercurve.h), already in the peaks
    int gpusPerNode = 8;         // the NVLink (or other scale-up) domain
    double scaleUpGbs = 0;       // the GPU link per GPU and direction; 0: PCIe only (hostLinkGbs)
    double hostLinkGbs = 32;     // PCIe per GPU and direction, when there is no GPU link
    double nicGbsPerGpu = 50;    // the scale-out fabric per GPU and direction (rails x port speed / GPUs)
    double oversubscription = 1; // above the leaves
    int nodesPerLeaf = 0;        // nodes one leaf (of a rail) joins; 0: unknown, every group crosses spines
    double powerWPerGpu = 0;     // the design's typical power per GPU (node, network and cooling share), W
    double pue = 1;
    double costPerGpuHour = 0; // cost of ownership per GPU-hour
    QString currency;

    double attentionPeakTflops() const {
        return peak16Tflops > 0 ? std::min(peak16Tflops, peakTflops) : peakTflops;
    }
    double intraNodeGbs() const { return scaleUpGbs > 0 ? scaleUpGbs : hostLinkGbs; }
    // What a streaming (memory-bound) kernel moves per second.
    double hbmBytesPerS() const { return hbmGbs * 1e9 * kernels.hbmShare; }
};
