#pragma once

#include <QList>

// How fast a GPU runs one matrix multiply (docs/workload.md "Step time"). A GEMM of M x K by K x N does
// 2 M N K FLOPs; it runs at a share of the dense peak that falls for narrow matrices (tiles left part
// empty, too few tiles to fill the GPU's streaming multiprocessors):
//   efficiency = kGemmPeakShare x f(M) x f(N) x f(K),  f(x) = x / (x + kGemmKnee)
// and never faster than its bytes allow: time = max(FLOPs / (peak x efficiency), bytes / (HBM x
// kHbmShare)). The two constants were set once and checked (not fitted row by row) against Narayanan et
// al. 2021 Table 1 and Korthikanti et al. 2022 Table 5 (A100); the same for every GPU and model.

// The share of the dense peak a large GEMM reaches (cuBLAS on A100 and H100 reaches 70-80% on large bf16
// GEMMs; calibrated).
constexpr double kGemmPeakShare = 0.74;
// The matrix side at which a GEMM loses half its speed to tiling (calibrated).
constexpr double kGemmKnee = 48;
// The share of the HBM bandwidth that streaming kernels reach (STREAM-like copies reach 80-90%).
constexpr double kHbmShare = 0.80;

struct GemmShape {
    double m = 0, n = 0, k = 0;
    double count = 1; // how many such GEMMs (heads, experts)
    double flops() const { return 2 * m * n * k * count; }
    double bytes(double bytesPerValue) const { return (m * k + k * n + m * n) * bytesPerValue * count; }
};

double gemmEfficiency(const GemmShape& shape);
// Seconds for `shape` on a GPU of `peakTflops` (at the precision) and `hbmGbs`.
double gemmTimeS(const GemmShape& shape, double peakTflops, double hbmGbs, double bytesPerValue);
double gemmTimeS(const QList<GemmShape>& shapes, double peakTflops, double hbmGbs, double bytesPerValue);
double gemmFlops(const QList<GemmShape>& shapes);
