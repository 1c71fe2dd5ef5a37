#include "reliability/goodput.h"

#include "reliability/checkpointinterval.h"

#include <algorithm>
#include <cmath>

namespace {
// PyTorch DCP async_save, IBM's 7B run: 148.8 s of down time per checkpoint synchronously, 6.3 s async.
constexpr double kAsyncStallShare = 6.3 / 148.8;
} // namespace

double asyncStallS(double syncWriteS, double snapshotS) {
    return std::max(syncWriteS * kAsyncStallShare, snapshotS);
}

double repairAvailability(double meanInRepair, int spares) {
    if (meanInRepair <= 0)
        return 1;
    // Sum of the Poisson terms 0..spares, in logs so a mean of hundreds does not underflow.
    double sum = 0;
    for (int k = 0; k <= spares; ++k)
        sum += std::exp(k * std::log(meanInRepair) - meanInRepair - std::lgamma(k + 1.0));
    return std::min(1.0, sum);
}

int sparesFor(double meanInRepair, double shortage) {
    int spares = 0;
    while (1 - repairAvailability(meanInRepair, spares) > shortage && spares < 100000)
        ++spares;
    return spares;
}

Goodput goodput(const GoodputInput& in) {
    Goodput g;
    g.checkpointStallS = in.async ? asyncStallS(in.checkpointWriteS, in.snapshotS) : in.checkpointWriteS;
    g.restartS = in.restartFixedS + in.checkpointReadS + (in.async ? in.checkpointWriteS : 0);
    const double m = in.mtbiS;
    const bool failures = std::isfinite(m) && m > 0;
    g.youngIntervalS = failures ? youngIntervalS(g.checkpointStallS, m) : 0;
    g.intervalS = failures ? dalyIntervalS(g.checkpointStallS, m) : 0;
    // A checkpoint at most once a step, and async: not before the last one is written.
    g.intervalS = std::max({g.intervalS, in.minIntervalS, in.async ? in.checkpointWriteS : 0.0});
    g.checkpointEttr = failures ? 1 / dalyWallTimeRatio(g.intervalS, g.checkpointStallS, g.restartS, m) : 1;

    g.nodesInRepair = in.nodeRepairsPerDay * in.repairHours / 24;
    g.repairAvailability = repairAvailability(g.nodesInRepair, in.spareNodes);
    g.ettr = std::clamp(g.checkpointEttr * g.repairAvailability, 0.0, 1.0);

    // The parts, first order, scaled to the exact loss of the checkpoint model.
    const double lostCheckpointModel = 1 - g.checkpointEttr;
    const double segment = g.intervalS + g.checkpointStallS;
    double work = failures ? segment / 2 / m : 0;
    double checkpoint = segment > 0 ? g.checkpointStallS / segment : 0;
    double restart = failures ? g.restartS / m : 0;
    const double firstOrder = work + checkpoint + restart;
    if (firstOrder > 0) {
        const double scale = lostCheckpointModel / firstOrder;
        work *= scale;
        checkpoint *= scale;
        restart *= scale;
    }
    // The repair wait takes its share of the time the checkpoint model leaves.
    g.repairShare = g.checkpointEttr * (1 - g.repairAvailability);
    g.lostWorkShare = work;
    g.checkpointShare = checkpoint;
    g.restartShare = restart;
    return g;
}
