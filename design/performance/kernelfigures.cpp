#include "performance/kernelfigures.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

// GEMM: the Maximum Achievable Matmul FLOPS table of stas00/ml-engineering, compute/accelerator/README.md
// (commit 744d01e): the best of a sweep of large bf16 and fp8 matmuls, each at the card's default power
// limit, as a share of the dense peak. A100 SXM 271.2 of 312 (86.9%); H100 SXM 794.5 of 989 (80.3%, "H200 is
// the same"), fp8 1402.6 of 1979 (70.9%); H200 SXM fp8 1453.4 (73.4%); B200 SXM 1745 of 2250 (77.6%), fp8
// 3432.5 of 4500 (76.3%). H100 SXM at 700 W does not hold its boost clock on these: the same die at 900 W
// (GH200) reaches 828.6 (+4.3%) and fp8 1535 (+9.4%).
//
// Tile knee: 48 on Ampere (set once on the A100 runs of Narayanan et al. 2021 and Korthikanti et al. 2022);
// a tile's fill and drain take the same time on a faster SM, so the knee grows with the tensor throughput
// of one SM: A100 312/108 = 2.9 TFLOPS an SM, H100 989/132 = 7.5 (x 2.6: 124; fp8 249), B200 2250/148 =
// 15.2 (x 5.3: 253; fp8 505). Hopper's fp8 knee checked against DeepGEMM's H800 shape table
// (tests/design/performance/tst_kernelfigures.cpp).
//
// HBM: Ampere, BabelStream triad on an A100-SXM4-80GB, 1,725 of 2,039 GB/s (ukri-bench/benchmark-
// BabelStream README, "Tursa"); Hopper, FlashMLA's memory-bound kernel, 3,000 of 3,350 GB/s on H800 SXM5
// (deepseek-ai/FlashMLA README); Blackwell: no published streaming figure found, Hopper's (estimate).
//
// Attention, share of the 16-bit peak at 16k keys, head dim 128: FlashAttention-2 on A100, forward up to
// 73%, backward up to 63% (Dao 2023, arXiv 2307.08691); on H100 FlashAttention-2 370 and 322 TFLOPS, FA3
// 648 and 561 (Shah et al. 2024, arXiv 2407.08608, figures 5 and 6, head dim 128); B200: cuDNN 9.13 at
// 1613 / 1.3 = 1241 TFLOPS forward (FlashAttention-4 is 1.3x faster at 1613, Zadouri et al. 2026), its
// backward in Hopper's ratio (estimate). FlashAttention-1 runs at half FlashAttention-2's speed ("around
// 2x speedup compared to FlashAttention", Dao 2023, abstract). The knees are fitted to FA3's sequence series
// on H100 (forward 467 at 512 keys against 648 at 16k; backward 316 against 561).
//
// Launch: a kernel issued from the host costs at least the driver's launch call, 2.6 us on B200
// (NVIDIA/cutlass issue 3418).
//
// Power: two power limits of the same silicon in the same MAMF table: Ampere, A100 PCIe (300 W, 252.9) and
// SXM (400 W, 271.2): exponent 0.243 (estimate: the table does not state the PCIe card's limit); Hopper,
// H100 SXM (700 W) and GH200 (900 W): 0.167 bf16, 0.359 fp8; Blackwell, B200 (1000 W, 1745 and 3432.5) and
// GB200 (1200 W, 1822 and 3615.6): 0.237 bf16, 0.285 fp8.
constexpr double kAttentionKneeForward = 208;
constexpr double kAttentionKneeBackward = 420;
constexpr double kLaunchUs = 2.6;

KernelFigures ampere() {
    KernelFigures f;
    f.architecture = GpuArchitecture::Ampere;
    f.gemm16 = {271.2 / 312, 48};
    f.gemmFp8 = f.gemm16; // no fp8 tensor cores: fp8 runs as 16-bit
    f.hbmShare = 1725.0 / 2039;
    f.flash2 = {0.73, 0.63};
    f.fused = f.flash2;
    f.powerExponent16 = f.powerExponentFp8 = 0.243;
    return f;
}

KernelFigures hopper(double fp8Share) {
    KernelFigures f;
    f.architecture = GpuArchitecture::Hopper;
    f.gemm16 = {794.5 / 989.4, 124};
    f.gemmFp8 = {fp8Share, 249};
    f.hbmShare = 3000.0 / 3350;
    f.flash2 = {370 / 989.4, 322 / 989.4};
    f.fused = {648 / 989.4, 561 / 989.4};
    f.powerExponent16 = 0.167;
    f.powerExponentFp8 = 0.359;
    return f;
}

KernelFigures blackwell() {
    KernelFigures f;
    f.architecture = GpuArchitecture::Blackwell;
    f.gemm16 = {1745.0 / 2250, 253};
    f.gemmFp8 = {3432.5 / 4500, 505};
    f.hbmShare = 3000.0 / 3350;
    const double forward = 1613 / 1.3 / 2250;
    f.fused = {forward, forward * 561 / 648};
    // FlashAttention-2's sm80 code on Blackwell: no published figure; Hopper's TFLOPS (estimate).
    f.flash2 = {370 / 2250.0, 322 / 2250.0};
    f.powerExponent16 = 0.237;
    f.powerExponentFp8 = 0.285;
    return f;
}

bool startsWithAny(const QString& id, std::initializer_list<const char*> prefixes) {
    for (const char* prefix : prefixes)
        if (id.startsWith(QLatin1String(prefix)))
            return true;
    return false;
}

} // namespace

GpuArchitecture gpuArchitecture(const QString& id) {
    if (startsWithAny(id, {"nvidia-b100", "nvidia-b200", "nvidia-b300", "nvidia-gb200", "nvidia-gb300"}))
        return GpuArchitecture::Blackwell;
    if (startsWithAny(id, {"nvidia-h100", "nvidia-h800", "nvidia-h200", "nvidia-h20", "nvidia-gh200"}))
        return GpuArchitecture::Hopper;
    if (startsWithAny(id, {"nvidia-a100", "nvidia-a800", "nvidia-a30", "nvidia-a40", "nvidia-a10"}))
        return GpuArchitecture::Ampere;
    return GpuArchitecture::Other;
}

KernelFigures kernelFigures(const QString& id) {
    KernelFigures f;
    switch (gpuArchitecture(id)) {
    case GpuArchitecture::Blackwell:
        f = blackwell();
        break;
    case GpuArchitecture::Hopper:
        f = hopper(id.startsWith(QLatin1String("nvidia-h200")) ? 1453.4 / 1978.9 : 1402.6 / 1978.9);
        break;
    case GpuArchitecture::Ampere:
        f = ampere();
        if (id.contains(QLatin1String("pcie")))
            f.gemm16.share = f.gemmFp8.share = 252.9 / 312; // MAMF table, A100 PCIe
        break;
    case GpuArchitecture::Other:
        f = ampere();
        f.architecture = GpuArchitecture::Other;
        f.estimated = true;
        break;
    }
    f.attentionKneeForward = kAttentionKneeForward;
    f.attentionKneeBackward = kAttentionKneeBackward;
    f.kernelFloorUs = kLaunchUs;
    f.hostLaunchUs = kLaunchUs;
    return f;
}

QString architectureName(GpuArchitecture architecture) {
    switch (architecture) {
    case GpuArchitecture::Ampere:
        return QCoreApplication::translate("Workload", "Ampere");
    case GpuArchitecture::Hopper:
        return QCoreApplication::translate("Workload", "Hopper");
    case GpuArchitecture::Blackwell:
        return QCoreApplication::translate("Workload", "Blackwell");
    case GpuArchitecture::Other:
        break;
    }
    return QCoreApplication::translate("Workload", "other (Ampere's figures, an estimate)");
}

double attentionShare(const KernelFigures& f, AttentionKernel kernel, bool backward, double keys,
                      bool causal) {
    const AttentionFigures& a = kernel == AttentionKernel::Fused ? f.fused : f.flash2;
    const double share =
        (backward ? a.backward : a.forward) * (kernel == AttentionKernel::FlashAttention1 ? 0.5 : 1);
    const double knee = backward ? f.attentionKneeBackward : f.attentionKneeForward;
    // The published figures are at 16k keys: the long-sequence share divided back out of the knee.
    const double atLong = 16384 / (16384 + knee);
    const double effective = std::max(1.0, causal ? keys / 2 : keys);
    return share / atLong * effective / (effective + knee);
}
