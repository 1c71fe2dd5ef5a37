#include "plan/storageplan.h"

#include "plan/workloadplan.h"
#include "plan/workloadrequest.h"
#include "reliability/goodputplan.h"
#include "storage/designstorage.h"

#include <QCoreApplication>

StoragePlan planStorage(const Design& design, const PartIndex& parts, const Budgets* budgets,
                        const Workload& workload) {
    StoragePlan storage;
    if (workload.inference) {
        storage.problem = QCoreApplication::translate(
            "Storage",
            "the workload serves a model: Size the Storage sizes for a training run's checkpoints");
        return storage;
    }
    WorkloadRequest request = workloadRequest(workload);
    request.withFabricVariants = false;
    const WorkloadPlan plan = planWorkload(request, parts, &design, budgets);
    if (!plan.goodput) {
        storage.problem =
            QCoreApplication::translate("Storage", "the training run's checkpoint cannot be worked out");
        return storage;
    }
    const GoodputSettings& s = workload.goodput;
    storage.need.checkpointTb = plan.goodput->checkpoint.totalBytes() / 1e12;
    storage.need.checkpointsKept = s.checkpointsKept;
    storage.need.checkpointTargetS = s.checkpointTargetS;
    storage.need.datasetTb = s.datasetTb > 0 ? s.datasetTb : workload.tokens * kDataBytesPerToken / 1e12;
    storage.need.dataGbs = plan.goodput->dataGbs;
    const DesignStorage have = designStorage(design, parts);
    storage.have = {have.capacityTb, have.readGbs, have.writeGbs};
    storage.options = storageOptions(parts, storage.need, design.settings, storage.have);
    if (storage.options.isEmpty()) {
        storage.problem = QCoreApplication::translate("Storage", "the catalog has no storage system");
        return storage;
    }
    for (int i = 0; i < storage.options.size(); ++i)
        if (storage.options[i].partId == s.storagePartId)
            storage.chosen = i;
    if (storage.chosen < 0)
        storage.chosen = 0; // cheapest first, priced ones before the others
    return storage;
}
