#include "performance/gemmefficiency.h"

#include <algorithm>

namespace {

double sideFactor(double x) {
    return x > 0 ? x / (x + kGemmKnee) : 0;
}

} // namespace

double gemmEfficiency(const GemmShape& shape) {
    return kGemmPeakShare * sideFactor(shape.m) * sideFactor(shape.n) * sideFactor(shape.k);
}

double gemmTimeS(const GemmShape& shape, double peakTflops, double hbmGbs, double bytesPerValue) {
    const double efficiency = gemmEfficiency(shape);
    if (shape.count <= 0 || efficiency <= 0 || peakTflops <= 0)
        return 0;
    const double computeS = shape.flops() / (peakTflops * 1e12 * efficiency);
    const double memoryS = hbmGbs > 0 ? shape.bytes(bytesPerValue) / (hbmGbs * 1e9 * kHbmShare) : 0;
    return std::max(computeS, memoryS);
}

double gemmTimeS(const QList<GemmShape>& shapes, double peakTflops, double hbmGbs, double bytesPerValue) {
    double seconds = 0;
    for (const GemmShape& shape : shapes)
        seconds += gemmTimeS(shape, peakTflops, hbmGbs, bytesPerValue);
    return seconds;
}

double gemmFlops(const QList<GemmShape>& shapes) {
    double flops = 0;
    for (const GemmShape& shape : shapes)
        flops += shape.flops();
    return flops;
}
