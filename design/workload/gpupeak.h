#pragma once

#include "parts/partspecs.h"

#include <algorithm>
#include <initializer_list>

// The first of `precisions` the GPU has a dense TFLOPS figure for, per GPU (a card with two GPUs halves
// it); 0 when none.
inline double firstPeakTflops(const GpuSpec& gpu, std::initializer_list<const char*> precisions) {
    for (const char* name : precisions)
        if (const double v = gpu.tflops.value(QString::fromLatin1(name)); v > 0)
            return v / std::max(1, gpu.gpusPerCard);
    return 0;
}
