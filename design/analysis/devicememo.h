#pragma once

#include "analysis/deviceanalysis.h"
#include "placement/partfacts.h"

#include <unordered_map>

// Devices configured alike (same chassis, components, bays and PSU redundancy) have the same budget: a
// cluster repeats one node configuration hundreds of times, so the analysis works each configuration out
// once. Only results without findings are remembered, because findings name their device.
// Valid for one PartIndex and one set of design settings, like PartFacts; not thread-safe.
class DeviceMemo {
public:
    // The remembered analysis of a device configured like `device`, with its id and position, if any.
    std::optional<DeviceAnalysis> find(const Device& device, PartFacts& facts) const;
    void remember(const Device& device, PartFacts& facts, const DeviceAnalysis& analysis);

private:
    static size_t configHash(const Device& device, PartFacts& facts);
    static bool sameConfig(const Device& a, const Device& b, PartFacts& facts);

    struct Entry {
        Device device; // the first device seen with this configuration
        DeviceAnalysis analysis;
    };
    std::unordered_multimap<size_t, Entry> mEntries;
};
