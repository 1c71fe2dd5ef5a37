#pragma once

#include "performance/kernelfigures.h"

#include <QList>

// How fast a GPU runs one matrix multiply (docs/workload.md "Kernel figures"). A GEMM of M x K by K x N does
// 2 M N K FLOPs; it runs at a share of the dense peak that falls for narrow matrices (tiles left part
// empty, too few tiles to fill the GPU's streaming multiprocessors):
//   efficiency = share x kTrainingShapeShare x r(M) x f(N) x f(K),  f(x) = x / (x + knee)
// with the architecture's share and knee at the precision (kernelfigures.h), r(M) the rows used of 64-row
// tiles (M / (64 ceil(M / 64))), and never faster than its
// bytes allow: time = max(FLOPs / (peak x efficiency), bytes / (HBM x its share)).

// A training step's GEMMs reach this share of the best shape's speed (the Maximum Achievable Matmul FLOPS
// is the best of a sweep): 0.74 / 0.869, set once on the A100 runs of Narayanan et al. 2021 and Korthikanti
// et al. 2022 and the same for every architecture.
constexpr double kTrainingShapeShare = 0.74 / 0.869;

struct GemmShape {
    double m = 0, n = 0, k = 0;
    double count = 1;    // how many such GEMMs (heads, experts)
    bool keep16 = false; // stays in 16 bits in an fp8 run (the MoE router)
    double flops() const { return 2 * m * n * k * count; }
    double bytes(double bytesPerValue) const { return (m * k + k * n + m * n) * bytesPerValue * count; }
};

double gemmEfficiency(const GemmShape& shape, const GemmFigures& figures);
// Seconds for `shape` on a GPU of `peakTflops` (at the precision, power limit applied) whose HBM streams
// `hbmBytesPerS`.
double gemmTimeS(const GemmShape& shape, const GemmFigures& figures, double peakTflops, double hbmBytesPerS,
                 double bytesPerValue);
double gemmTimeS(const QList<GemmShape>& shapes, const GemmFigures& figures, double peakTflops,
                 double hbmBytesPerS, double bytesPerValue);
double gemmFlops(const QList<GemmShape>& shapes);
