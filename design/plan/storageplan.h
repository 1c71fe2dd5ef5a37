#pragma once

#include "model/design.h"
#include "storage/storagesizer.h"

#include <QList>
#include <QString>

struct Budgets;
class PartIndex;

// Size the Storage for a design's training workload (docs/reliability.md, "Storage"): the requirement from
// the workload plan (its checkpoint, kept as many times as the settings say, written within their target;
// the dataset, typed or the tokens as 32-bit ids; data loading at the predicted tokens/s), what the design's
// storage systems give already, and every catalog storage system sized for the rest, cheapest first.
struct StoragePlan {
    StorageRequirement need;
    StorageHave have;
    QList<StorageSizing> options;
    int chosen = -1; // the settings' storage system, else the cheapest priced one; -1: none
    QString problem; // translated: why nothing can be sized (no training workload, no storage system)
};

StoragePlan planStorage(const Design& design, const PartIndex& parts, const Budgets* budgets,
                        const Workload& workload);
