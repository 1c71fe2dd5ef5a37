#pragma once

#include "bayallocator.h"
#include "budgets.h"
#include "design.h"
#include "rackanalysis.h"

#include <QHash>

// Computes the budgets and findings of a design. Keeps each rack's and device's result and reuses it while
// that rack or device is unchanged, so re-analysis after one edit redoes only what the edit touched.
class Analyzer {
public:
    explicit Analyzer(PartIndex parts);

    Budgets analyze(const Design& design);
    const PartIndex& parts() const { return mParts; }

private:
    struct CachedRack {
        Rack rack;
        QList<DeviceAnalysis> devices; // one per rack.devices element
        RackAnalysis analysis;
    };
    CachedRack analyzeRackCached(const Rack& rack, const CachedRack* previous);

    PartIndex mParts;
    BayGroupCache mBayGroups;
    DesignSettings mSettings;
    QHash<QString, CachedRack> mRacks;
};

// One-shot analysis without caching.
Budgets analyze(const Design& design, const PartIndex& parts);
