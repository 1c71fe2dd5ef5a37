#pragma once

#include "performance/clusterhardware.h"
#include "performance/inferenceperformance.h"
#include "performance/trainingperformance.h"

#include <QMap>

struct Budgets;
struct Design;
struct Part;
class PartIndex;

// Where the step-time model's hardware comes from (docs/workload.md "Step time"): with a design, its first
// GPU node (GPUs per node, GPU link, PCIe, NICs) and the compute fabric it is a host of (rails, port speed,
// nodes per leaf, oversubscription); without one, the plan's options.
struct HardwareOptions {
    int gpusPerNode = 0;         // 0: 8 (an HGX/DGX-class server; 4 for a PCIe card's usual server)
    double nicGbps = 400;        // per GPU
    double oversubscription = 1; // above the leaves
    // Power limits per GPU part (nvidia-smi -pl), W; a design's own (settings) apply where none is given
    // here.
    QMap<QString, double> powerCapsW;
};

// `peakTflops` and `peak16Tflops` at the rated power: a cap (options or the design's settings) lowers them
// on the GPU's power-performance curve (powercurve.h); `fp8` says which curve the run's peak follows.
ClusterHardware clusterHardware(const Part& gpuPart, double peakTflops, double peak16Tflops, bool fp8,
                                const HardwareOptions& options, const Design* design, const Budgets* budgets,
                                const PartIndex& parts);

// Energy (kWh) and cost of ownership per million tokens at `tokensPerS` on `gpus` GPUs; 0 when the
// hardware carries no power or cost.
double energyKwhPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS);
double costPerMillionTokens(const ClusterHardware& hardware, int gpus, double tokensPerS);
