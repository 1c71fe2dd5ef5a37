#pragma once

#include "model/settingrange.h"

#include <QString>
#include <optional>

// How a training run survives failures, as the user types it (design file version 10, `workload.goodput`;
// docs/reliability.md): checkpointing, the restart, hot-spare nodes and repairs, the field data the failure
// rates come from, a storage outside the design, and the targets Size the Storage sizes for. Plain settings;
// design/reliability/ and design/storage/ work out what follows from them.

// The field data the interruption rates are scaled to (design/reliability/failurerates.h).
enum class FailureData {
    Llama3, // Meta's Llama 3 405B run on 16,384 H100, 54 days (Table 5): rates per part class
    Rsc1,   // Meta's RSC-1 (A100): 6.50 failures per 1000 node-days (Kokolis et al. 2024)
    Rsc2,   // Meta's RSC-2 (A100): 2.34 failures per 1000 node-days
};

struct GoodputSettings {
    bool asyncCheckpoint = false; // a snapshot to host memory, written to storage in the background
    bool keepGradients = false;   // the checkpoint holds the gradients too (not needed to resume a step)
    // The restart after an interruption, besides loading the checkpoint (worked out from the storage):
    // detecting the failure, requeueing the job and starting its processes; then initialising the
    // collectives. Estimates (docs/reliability.md, "Restart").
    double schedulingMin = 5;
    double initMin = 1;
    int spareNodes = 0;      // GPU nodes of the design kept out of the job as hot spares
    double repairHours = 48; // a failed node's time to repair (estimate)
    FailureData failureData = FailureData::Llama3;
    // A storage system outside the design (the site's file system): its bandwidth to the job's nodes.
    std::optional<double> siteWriteGbs;
    std::optional<double> siteReadGbs;
    // Size the Storage: the checkpoints kept, the time one checkpoint may take to write, the dataset
    // (0: the tokens as 32-bit ids) and the storage system to size with (empty: the cheapest that serves).
    int checkpointsKept = 5;
    double checkpointTargetS = 60;
    double datasetTb = 0;
    QString storagePartId;
    bool operator==(const GoodputSettings&) const = default;
};

QString failureDataName(FailureData data); // "llama3", "rsc1", "rsc2"
std::optional<FailureData> failureDataFromName(const QString& name);

// The ranges of the typed figures (model/settingrange.h: where a figure stops being a real run's).
namespace GoodputRange {
// Restart steps: up to a day (a requeue behind other jobs), in minutes.
inline constexpr SettingRange kSchedulingMin{"scheduling_min", 0, 1440};
inline constexpr SettingRange kInitMin{"init_min", 0, 1440};
// A repair: from an hour (a reboot) to 60 days (a part shipped from abroad).
inline constexpr SettingRange kRepairHours{"repair_h", 0.1, 1440};
// A site's file system: 1 GB/s to 100 TB/s (Meta's Tectonic for Llama 3 peaked at 7 TB/s).
inline constexpr SettingRange kSiteGbs{"storage_write_gbs", 0.001, 100000};
inline constexpr SettingRange kCheckpointTargetS{"checkpoint_target_s", 1, 86400};
inline constexpr SettingRange kDatasetTb{"dataset_tb", 0, 1e7};
} // namespace GoodputRange
