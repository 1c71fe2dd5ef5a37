#pragma once

#include "model/goodputsettings.h"
#include "model/workloadsettings.h"
#include "reliability/goodput.h"
#include "reliability/interruptions.h"
#include "storage/checkpointsize.h"
#include "storage/designstorage.h"

#include <QStringList>
#include <optional>

struct Budgets;
struct Design;
class PartIndex;

// A training job's goodput on a design (docs/reliability.md): its parts and interruptions, its checkpoint
// and what it takes to write and read it on the design's storage (or the site's typed one), the interval,
// the restart, the spares and the effective training time ratio, with what one more spare node and twice
// the storage bandwidth would change. Without a storage the checkpoint figures and the ratio are missing
// (`missing` says why) rather than assumed.
struct GoodputRequest {
    GoodputSettings settings;
    ModelSpec model;
    TrainingSetup training; // its layout with the job's data-parallel degree
    int jobGpus = 0;
    double stepS = 0;       // the predicted step (the interval's floor); 0: unknown
    double hostLinkGbs = 0; // a GPU's link to host memory, per direction (async snapshots)
    double tokensPerS = 0;  // the predicted speed, for the data-loading bandwidth
};

struct GoodputPlan {
    FailureData data = FailureData::Llama3;
    JobParts parts;
    Interruptions interruptions;
    CheckpointSize checkpoint;
    int jobGpus = 0;
    int jobNodes = 0;
    int spareNodes = 0;
    DesignStorage storage;
    bool siteStorage = false; // the typed bandwidth of a storage outside the design
    double writeGbs = 0;      // from the job's nodes to the storage; 0: none
    double readGbs = 0;
    double dataGbs = 0; // what loading the training data reads at the predicted speed
    std::optional<double> writeS;
    std::optional<double> readS;
    std::optional<Goodput> goodput;
    int suggestedSpares = 0; // the fewest that keep the wait for a repair under 1% of the time
    std::optional<double> ettrOneMoreSpare;
    std::optional<double> ettrTwiceStorage;
    QStringList missing; // translated

    bool known() const { return goodput.has_value(); }
    double ettr() const { return goodput ? goodput->ettr : 1; }
};

// `design` and `budgets` may be null (no design: a reference node and fabric, and only a site storage).
GoodputPlan planGoodput(const GoodputRequest& request, const Design* design, const PartIndex& parts,
                        const Budgets* budgets);

// The bytes of training data a token reads (token ids of 32 bits: an estimate for tokenised text).
inline constexpr double kDataBytesPerToken = 4;
