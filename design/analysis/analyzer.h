#pragma once

#include "analysis/budgets.h"
#include "analysis/deviceanalysis.h"
#include "analysis/devicememo.h"
#include "analysis/rackanalysis.h"
#include "model/design.h"
#include "placement/partfacts.h"

#include <QList>

// Computes the budgets and findings of a design. Keeps each rack's and device's result and reuses it while
// that rack or device is unchanged, so re-analysis after one edit redoes only what the edit touched. When
// many racks need analysing (the first analysis, a settings change), they are spread over the CPU cores.
class Analyzer {
public:
    explicit Analyzer(PartIndex parts);

    Budgets analyze(const Design& design);
    const PartIndex& parts() const { return mParts; }

private:
    struct CachedRack {
        Rack rack;
        RackAnalysis analysis; // its budget holds the device budgets
        // Per rack.devices element, the rest of its DeviceAnalysis.
        QList<QList<Finding>> deviceFindings;
        QList<QStringList> deviceUnpriced;
        DeviceAnalysis device(qsizetype i) const {
            return {analysis.budget.devices[i], deviceFindings[i], deviceUnpriced[i]};
        }
    };
    struct Job {
        const Rack* rack;
        const CachedRack* previous; // nullptr: a new rack
        CachedRack* result;
    };
    // What one thread keeps between devices.
    struct Worker {
        PartFacts facts;
        DeviceMemo memo;
    };
    CachedRack analyzeRackCached(const Rack& rack, const CachedRack* previous, Worker& worker) const;
    void run(const QList<Job>& jobs);

    // Each fabric as last analysed, with what it was analysed from that the racks do not hold.
    struct CachedFabric {
        FabricReport report;
        QList<CableOverride> cables;
    };
    QList<FabricReport> analyzeFabrics(const Design& design, const QList<std::pair<Rack, qsizetype>>& edited,
                                       bool samePlaces);

    PartIndex mParts;
    DesignSettings mSettings;
    QList<CachedFabric> mFabrics;
    Worker mWorker;           // the calling thread's; other threads start from a copy
    QList<CachedRack> mRacks; // as last analysed, in design order
};

// One-shot analysis without caching.
Budgets analyze(const Design& design, const PartIndex& parts);

// While one lives on a thread, analyses on that thread use no helper threads: for callers that already
// keep every core busy (the explorer's workers), where helpers would only contend for the cores and start
// with empty device memos.
class SerialAnalysisScope {
public:
    SerialAnalysisScope();
    ~SerialAnalysisScope();
    SerialAnalysisScope(const SerialAnalysisScope&) = delete;
    SerialAnalysisScope& operator=(const SerialAnalysisScope&) = delete;
    static bool active();

private:
    bool mWasActive;
};
