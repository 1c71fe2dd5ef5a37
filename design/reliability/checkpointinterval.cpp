#include "reliability/checkpointinterval.h"

#include <cmath>
#include <limits>

double youngIntervalS(double checkpointS, double mtbiS) {
    return std::sqrt(2 * checkpointS * mtbiS);
}

double dalyIntervalS(double checkpointS, double mtbiS) {
    if (checkpointS >= 2 * mtbiS)
        return mtbiS;
    const double x = checkpointS / (2 * mtbiS);
    return std::sqrt(2 * checkpointS * mtbiS) * (1 + std::sqrt(x) / 3 + x / 9) - checkpointS;
}

double dalyWallTimeRatio(double intervalS, double checkpointS, double restartS, double mtbiS) {
    if (intervalS <= 0)
        return std::numeric_limits<double>::infinity();
    if (!std::isfinite(mtbiS))
        return (intervalS + checkpointS) / intervalS;
    return mtbiS * std::exp(restartS / mtbiS) * std::expm1((intervalS + checkpointS) / mtbiS) / intervalS;
}
