#pragma once

#include "power/rackpower.h"

#include <optional>

class IdReserver;

// The 0U PDU strips a rack without any needs (the explorer's variants; docs/analysis.md, "Electrical
// chain"): of one catalog model whose outlets give the design's supply voltage, in A/B pairs, the set the
// rack's electrical chain accepts with no error: an outlet of the right type for every PSU inlet, and every
// bank, PDU and feed within its derated capacity with the other feed lost. Among those: the fewest
// warnings (phase imbalance), then the lowest price in the design currency, then the fewest strips. When
// no A/B set does (devices that cannot ride through a lost feed), strips on one feed.
struct PduPlan {
    QString partId;       // empty with count 0: nothing in the rack needs a cord (busbar racks, no power)
    int count = 0;        // strips
    bool dualFeed = true; // feeds A and B alternating; false: all on feed A
    double cost = 0;
    bool priced = true; // false: the model has no price the design currency can take
};

// At most this many strips per rack: the four full-height Zero-U channels of a common 42U rack (two each
// side at the rear).
constexpr int kMaxPduStripsPerRack = 4;

// `devices` are the rack's inlet loads in the order of rack.devices (as analyzeRackPower takes them). Empty
// when no set of up to kMaxPduStripsPerRack strips of one model carries the rack.
std::optional<PduPlan> planRackPdus(const Rack& rack, const QList<DeviceInletLoad>& devices,
                                    const PartIndex& parts, const DesignSettings& settings);

// The plan's strips added to the rack, feeds A, B, A, ... (or all A), ids from `ids` ("pdu01", ...).
void addPlannedPdus(Rack& rack, const PduPlan& plan, IdReserver& ids);
