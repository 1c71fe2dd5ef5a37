#include "reliability/goodputplan.h"

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace {

GoodputInput inputOf(const GoodputPlan& plan, const GoodputRequest& request, double writeGbs, double readGbs,
                     int spares) {
    const GoodputSettings& s = request.settings;
    GoodputInput in;
    in.mtbiS = plan.interruptions.mtbiHours() * 3600;
    in.nodeRepairsPerDay = plan.interruptions.nodeRepairsPerDay;
    in.spareNodes = spares;
    in.repairHours = s.repairHours;
    in.checkpointWriteS = plan.checkpoint.totalBytes() / 1e9 / writeGbs;
    in.checkpointReadS = plan.checkpoint.totalBytes() / 1e9 / readGbs;
    in.async = s.asyncCheckpoint;
    in.snapshotS =
        request.hostLinkGbs > 0 ? plan.checkpoint.writeBytesPerGpu() / 1e9 / request.hostLinkGbs : 0;
    in.restartFixedS = (s.schedulingMin + s.initMin) * 60;
    in.minIntervalS = request.stepS;
    return in;
}

} // namespace

GoodputPlan planGoodput(const GoodputRequest& request, const Design* design, const PartIndex& parts,
                        const Budgets* budgets) {
    const GoodputSettings& s = request.settings;
    GoodputPlan plan;
    plan.data = s.failureData;
    plan.jobGpus = std::max(0, request.jobGpus);
    plan.spareNodes = s.spareNodes;
    plan.parts = design ? designJobParts(*design, parts, budgets ? &budgets->fabrics : nullptr, plan.jobGpus)
                        : referenceJobParts(plan.jobGpus);
    plan.jobNodes = int(plan.parts.nodes);
    plan.interruptions = jobInterruptions(plan.parts, s.failureData);
    plan.checkpoint = checkpointSize(request.model, request.training, plan.jobGpus, s.keepGradients);
    plan.dataGbs = request.tokensPerS * kDataBytesPerToken / 1e9;
    plan.suggestedSpares =
        sparesFor(plan.interruptions.nodeRepairsPerDay * s.repairHours / 24, kSpareShortage);

    if (s.siteWriteGbs) {
        plan.siteStorage = true;
        plan.writeGbs = *s.siteWriteGbs;
        plan.readGbs = s.siteReadGbs.value_or(*s.siteWriteGbs);
    } else if (design) {
        plan.storage = designStorage(*design, parts);
        plan.writeGbs = plan.storage.writeGbsFor(plan.jobNodes);
        plan.readGbs = plan.storage.readGbsFor(plan.jobNodes);
        if (plan.storage.systems == 0)
            plan.missing << QCoreApplication::translate(
                "Reliability", "the design has no storage system: the checkpoint's write and read times, the "
                               "checkpoint interval and the effective training time need one (Workload > "
                               "Size the Storage, or type the site's storage bandwidth)");
        else if (!plan.storage.problem.isEmpty())
            plan.missing << plan.storage.problem;
    } else {
        plan.missing << QCoreApplication::translate(
            "Reliability", "no storage: the checkpoint's write and read times, the checkpoint interval and "
                           "the effective training time need a design with a storage system or the site's "
                           "storage bandwidth (--storage-write-gbs)");
    }
    if (plan.writeGbs <= 0 || plan.readGbs <= 0 || plan.jobGpus <= 0 || plan.checkpoint.totalBytes() <= 0)
        return plan;

    const GoodputInput in = inputOf(plan, request, plan.writeGbs, plan.readGbs, s.spareNodes);
    plan.writeS = in.checkpointWriteS;
    plan.readS = in.checkpointReadS;
    plan.goodput = goodput(in);
    plan.ettrOneMoreSpare =
        goodput(inputOf(plan, request, plan.writeGbs, plan.readGbs, s.spareNodes + 1)).ettr;
    plan.ettrTwiceStorage =
        goodput(inputOf(plan, request, 2 * plan.writeGbs, 2 * plan.readGbs, s.spareNodes)).ettr;
    return plan;
}
