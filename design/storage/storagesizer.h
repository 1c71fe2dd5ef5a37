#pragma once

#include "fabric/fabricplacement.h"
#include "model/design.h"

#include <QList>
#include <QString>
#include <optional>

struct Part;
class PartIndex;

// Size the Storage (docs/reliability.md, "Storage"): how many of a catalog storage system a training job
// needs for its capacity (the dataset and the checkpoints kept) and bandwidth (one checkpoint written
// within the target; the training data read at the predicted speed), and the design with them racked within
// their racks' power, on the storage fabric and so in the bill of materials.
struct StorageRequirement {
    double datasetTb = 0;
    double checkpointTb = 0;
    int checkpointsKept = 5;
    double checkpointTargetS = 60;
    double dataGbs = 0; // data loading
    double capacityTb() const { return datasetTb + checkpointTb * checkpointsKept; }
    double writeGbs() const { return checkpointTargetS > 0 ? checkpointTb * 1000 / checkpointTargetS : 0; }
    double readGbs() const { return dataGbs; }
};

enum class StorageLimit { Capacity, Write, Read };

struct StorageSizing {
    QString partId;
    QString name;
    int systems = 0;       // to add
    double capacityTb = 0; // of the systems added, with what the design had
    double readGbs = 0;
    double writeGbs = 0;
    double price = 0; // of the systems added, in the design's currency; 0 with `priced` false
    bool priced = true;
    bool estimated = false; // a figure it was sized on is an estimate
    double powerW = 0;
    StorageLimit limitedBy = StorageLimit::Capacity;
};

// `have`: what the design's storage systems give already (capacity TB, read and write GB/s).
struct StorageHave {
    double capacityTb = 0;
    double readGbs = 0;
    double writeGbs = 0;
};

StorageSizing sizeStorage(const Part& system, const StorageRequirement& need, const DesignSettings& settings,
                          const StorageHave& have = {});
// Every storage system of the catalog sized for `need`: the cheapest first, unpriced ones last.
QList<StorageSizing> storageOptions(const PartIndex& parts, const StorageRequirement& need,
                                    const DesignSettings& settings, const StorageHave& have = {});

// Where the systems go: new racks of `rackPartId` (empty: the design's most common rack part) within
// `rackBudgetW` each (0: the part's budget), in a new row; the switches a new or grown fabric needs in
// `networkRacks`.
struct StoragePlacement {
    QString rackPartId;
    double rackBudgetW = 0;
    NetworkRackChoice networkRacks;
};

// The design with `sizing.systems` more of its part, on the fabric that reaches the GPU nodes: the storage
// fabric whose technology their ports run, else a new one over the GPU nodes' NICs that are on no fabric,
// else the compute fabric. nullopt with the reason when they cannot be racked or reach no node.
std::optional<Design> addStorage(const Design& design, const PartIndex& parts, const StorageSizing& sizing,
                                 QString* error, const StoragePlacement& placement = {});
