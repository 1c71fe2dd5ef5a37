#include "explore/variantgoodput.h"
#include "explore/explorertext.h"

#include "parts/partindex.h"
#include "plan/clustersizer.h"
#include "plan/workloadrequest.h"
#include "reliability/goodput.h"
#include "reliability/goodputplan.h"
#include "reliability/interruptions.h"
#include "storage/checkpointsize.h"
#include "storage/storagesizer.h"

#include <algorithm>

int variantSpareNodes(const Design& base, const PartIndex& parts, const ClusterRequest& cluster, int jobGpus,
                      const GoodputSettings& settings) {
    // One node of the server, without a fabric: its parts are what fails.
    ClusterRequest one = cluster;
    one.withFabric = false;
    one.withStorageFabric = false;
    one.gpus = 1;
    QString error;
    const std::optional<Design> single = buildCluster(base, parts, one, &error);
    if (!single)
        return 0;
    const Interruptions in =
        jobInterruptions(designJobParts(*single, parts, nullptr, jobGpus), settings.failureData);
    return sparesFor(in.nodeRepairsPerDay * settings.repairHours / 24);
}

bool addVariantStorage(Design& design, const PartIndex& parts, const Workload& workload, double tokensPerS,
                       const NetworkRackChoice& racks, QString* reason) {
    const GoodputSettings& s = workload.goodput;
    const WorkloadRequest request = workloadRequest(workload);
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices)
            if (const Part* part = parts.find(device.partId);
                part && part->system() && part->system()->storage)
                return true; // it has its own
    const CheckpointSize checkpoint =
        checkpointSize(request.model, request.training, 1, s.keepGradients); // its size, whoever writes it
    StorageRequirement need;
    need.checkpointTb = checkpoint.totalBytes() / 1e12;
    need.checkpointsKept = s.checkpointsKept;
    need.checkpointTargetS = s.checkpointTargetS;
    need.datasetTb = s.datasetTb > 0 ? s.datasetTb : workload.tokens * kDataBytesPerToken / 1e12;
    need.dataGbs = tokensPerS * kDataBytesPerToken / 1e9;
    QList<StorageSizing> options = storageOptions(parts, need, design.settings);
    // The workload's own storage system first, then the cheapest of the others.
    std::stable_partition(options.begin(), options.end(),
                          [&](const StorageSizing& o) { return o.partId == s.storagePartId; });
    StoragePlacement placement;
    placement.rackPartId = racks.partId;
    placement.rackBudgetW = racks.powerBudgetW;
    placement.networkRacks = racks;
    QString error;
    for (const StorageSizing& option : std::as_const(options)) {
        if (!option.priced)
            continue;
        if (const std::optional<Design> added = addStorage(design, parts, option, &error, placement)) {
            design = *added;
            return true;
        }
    }
    if (reason)
        *reason =
            Explorer::tr("without failures: no catalog storage system joins its fabrics (%1)").arg(error);
    return false;
}
