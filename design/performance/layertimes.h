#pragma once

#include "model/modelarchitecture.h"
#include "model/workloadsettings.h"
#include "performance/clusterhardware.h"
#include "performance/softwarestack.h"

// One transformer layer's time on one GPU for one micro batch (docs/workload.md "Step time"): its GEMMs
// forward and backward (dgrad and wgrad with their own shapes) at the architecture's efficiency and the run's
// precision (fp8 GEMMs for the projections and experts, the attention core and the logits in 16 bits), the
// attention kernel the stack calls, the memory-bound kernels (norms, residual adds, activation, fp8 casts)
// at the GPU's streaming bandwidth, a launch gap per kernel, and the exposed part of its tensor-, context-
// and expert-parallel communication.
struct LayerTimes {
    double gemmFwd = 0, gemmBwd = 0;
    double attnFwd = 0, attnBwd = 0;
    double memFwd = 0, memBwd = 0;
    double launchFwd = 0, launchBwd = 0;
    double tpFwd = 0; // tensor-parallel collectives of one pass, exposed
    double cpFwd = 0, cpBwd = 0;
    double epFwd = 0;      // expert dispatch and combine of one pass, exposed
    double epTotalFwd = 0; // the same before overlap
    // What the stack's selective recomputation runs again in the backward pass, beyond the attention core
    // (TrainingStack::selectiveRecomputesAlternateGemms): every second matmul and the element-wise kernels.
    double selectiveRecomputeFwd = 0;
    double forward() const { return gemmFwd + attnFwd + memFwd + launchFwd; }
    double backward() const { return gemmBwd + attnBwd + memBwd + launchBwd; }
};

// `moeLayer`: a layer with experts. Tokens per GPU and micro batch: micro batch x sequence / cp.
LayerTimes layerTimes(const ModelArchitecture& model, bool moeLayer, const TrainingSetup& setup,
                      const ClusterHardware& hardware, const TrainingStack& stack);

// The output layer and loss (forward and backward) for one micro batch on the last pipeline stage.
double logitsTimeS(const ModelArchitecture& model, const TrainingSetup& setup,
                   const ClusterHardware& hardware);

// Bytes per value the stack's fp8 casts move for one GEMM input (read the 16-bit tensor, write it in fp8 in
// both layouts; current and block scaling read it once more for the amax or the block scales).
double fp8CastBytes(Fp8Scaling scaling);
