#pragma once

#include "budgets.h"
#include "parts/partindex.h"

// Cables every PSU inlet of a rack's devices to a PDU outlet (the user's cords first, then automatically:
// a device's inlets alternate between feeds A and B, each goes to the free outlet of its type, C19 for a
// C20 inlet, on the least loaded line) and works out the load per feed, PDU, line and bank, normally and
// with each feed lost, with findings (docs/analysis.md, "Electrical chain").
struct RackPowerAnalysis {
    RackPower power;
    QList<Finding> findings;
};

// `devices` are the rack's device budgets in the order of rack.devices.
RackPowerAnalysis analyzeRackPower(const Rack& rack, const QList<DeviceBudget>& devices,
                                   const PartIndex& parts, const DesignSettings& settings);
