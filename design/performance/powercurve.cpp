#include "performance/powercurve.h"

#include <algorithm>
#include <cmath>

double powerCappedThroughput(const KernelFigures& figures, bool fp8, double capW, double ratedW) {
    if (capW <= 0 || ratedW <= 0 || capW >= ratedW)
        return 1;
    const double exponent = fp8 ? figures.powerExponentFp8 : figures.powerExponent16;
    return std::pow(capW / ratedW, exponent);
}

double cappedPowerW(double capW, double ratedW) {
    return capW > 0 && ratedW > 0 ? std::min(capW, ratedW) : ratedW;
}
