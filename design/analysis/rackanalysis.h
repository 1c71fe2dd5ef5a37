#pragma once

#include "analysis/deviceanalysis.h"
#include "power/rackpower.h"

#include <QSet>

// Budgets and findings of one rack: space, power against its budget and PDUs, cooling, weight.
struct RackAnalysis {
    RackBudget budget;
    QList<Finding> findings;       // the rack's own and its devices'
    QSet<QString> unpricedPartIds; // parts without a price the design currency can take
};

// `deviceAnalyses` holds one entry per rack.devices element, in order; their budgets move into the result.
RackAnalysis analyzeRack(const Rack& rack, QList<DeviceAnalysis>&& deviceAnalyses, const PartIndex& parts,
                         const DesignSettings& settings);

// What the electrical chain needs of each device (analyzeRackPower, planRackPdus), from their budgets.
QList<DeviceInletLoad> inletLoads(const QList<DeviceBudget>& devices);
