#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

// Budgets and findings of one rack-mounted device, independent of the rest of the design
// (so the analysis can cache it until the device changes).
struct DeviceAnalysis {
    DeviceBudget budget;
    QList<Finding> findings;
    QStringList unpricedPartIds; // parts without a price the design currency can take
};

class PartFacts;

DeviceAnalysis analyzeDevice(const Device& device, const QString& rackId, const PartIndex& parts,
                             const DesignSettings& settings, PartFacts& facts);
