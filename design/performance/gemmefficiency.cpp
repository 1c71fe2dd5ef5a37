#include "performance/gemmefficiency.h"

#include <algorithm>
#include <cmath>

namespace {

// Output rows come in tiles of 64 (the narrow M of decoding and of grouped experts runs on 64-row tiles:
// DeepGEMM's BLOCK_M 64), the last one part empty.
constexpr double kTileRows = 64;

double rowFactor(double m) {
    return m > 0 ? m / (kTileRows * std::ceil(m / kTileRows)) : 0;
}

double sideFactor(double x, double knee) {
    return x > 0 ? x / (x + knee) : 0;
}

} // namespace

double gemmEfficiency(const GemmShape& shape, const GemmFigures& figures) {
    const double knee = figures.knee;
    return figures.share * kTrainingShapeShare * rowFactor(shape.m) * sideFactor(shape.n, knee) *
           sideFactor(shape.k, knee);
}

double gemmTimeS(const GemmShape& shape, const GemmFigures& figures, double peakTflops, double hbmBytesPerS,
                 double bytesPerValue) {
    const double efficiency = gemmEfficiency(shape, figures);
    if (shape.count <= 0 || efficiency <= 0 || peakTflops <= 0)
        return 0;
    const double computeS = shape.flops() / (peakTflops * 1e12 * efficiency);
    const double memoryS = hbmBytesPerS > 0 ? shape.bytes(bytesPerValue) / hbmBytesPerS : 0;
    return std::max(computeS, memoryS);
}

double gemmTimeS(const QList<GemmShape>& shapes, const GemmFigures& figures, double peakTflops,
                 double hbmBytesPerS, double bytesPerValue) {
    double seconds = 0;
    for (const GemmShape& shape : shapes)
        seconds += gemmTimeS(shape, figures, peakTflops, hbmBytesPerS, bytesPerValue);
    return seconds;
}

double gemmFlops(const QList<GemmShape>& shapes) {
    double flops = 0;
    for (const GemmShape& shape : shapes)
        flops += shape.flops();
    return flops;
}
