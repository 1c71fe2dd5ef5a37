#pragma once

#include "performance/clusterhardware.h"
#include "performance/inferenceperformance.h"
#include "performance/trainingperformance.h"

struct Budgets;
struct Design;
struct GpuSpec;
class PartIndex;

// Where the step-time model's hardware comes from (docs/workload.md "Step time"): with a design, its first
// GPU node (GPUs per node, GPU link, PCIe, NICs) and the compute fabric it is a host of (rails, port speed,
// nodes per leaf, oversubscription); without one, the plan's options.
struct HardwareOptions {
    int gpusPerNode = 0;         // 0: 8 (an HGX/DGX-class server; 4 for a PCIe card's usual server)
    double nicGbps = 400;        // per GPU
    double oversubscription = 1; // above the leaves
};

ClusterHardware clusterHardware(const GpuSpec& gpu, const QString& gpuModel, double peakTflops,
                                double peak16Tflops, const HardwareOptions& options, const Design* design,
                                const Budgets* budgets, const PartIndex& parts);

// Energy (kWh) and cost of ownership per million tokens at `tokensPerS` on `gpus` GPUs; 0 when the
// hardware carries no power or cost.
double energyKwhPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS);
double costPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS);
