#pragma once

#include "analysis/deviceanalysis.h"
#include "placement/partfacts.h"

#include <unordered_map>

// Devices configured alike (same chassis, components, bays and PSU redundancy) have the same budget and
// the same findings: a cluster repeats one node configuration thousands of times, so the analysis works
// each configuration out once. It is worked out for stand-in ids (kDeviceToken, kRackToken), and each
// device gets the result with its own ids in place of the stand-ins, in the findings' messages too.
// Valid for one PartIndex and one set of design settings, like PartFacts; not thread-safe.
class DeviceMemo {
public:
    // The analysis of `device` in rack `rackId`: remembered, or worked out and remembered.
    DeviceAnalysis analyze(const Device& device, const QString& rackId, const PartIndex& parts,
                           const DesignSettings& settings, PartFacts& facts);

private:
    static size_t configHash(const Device& device, PartFacts& facts);
    static bool sameConfig(const Device& a, const Device& b, PartFacts& facts);

    static DeviceAnalysis retarget(DeviceAnalysis analysis, const Device& device, const QString& rackId);

    struct Entry {
        Device device;           // the first device seen with this configuration
        DeviceAnalysis analysis; // worked out for the stand-in ids
    };
    std::unordered_multimap<size_t, Entry> mEntries;
};
