#pragma once

#include "model/design.h"
#include "model/finding.h"
#include "parts/partindex.h"
#include "power/rackpowerbudget.h"

// Cables every PSU inlet of a rack's devices to a PDU outlet (the user's cords first, then automatically:
// a device's inlets alternate between feeds A and B, each goes to the free outlet of its type, C19 for a
// C20 inlet, on the least loaded line) and works out the load per feed, PDU, line and bank, normally and
// with each feed lost, with findings (docs/analysis.md, "Electrical chain").
struct RackPowerAnalysis {
    RackPower power;
    QList<Finding> findings;
};

// What the electrical chain needs of one device: its draw and its PSUs (the analysis fills it in from the
// device's budget).
struct DeviceInletLoad {
    QString id;
    PartKind kind = PartKind::Server;
    double powerW = 0;  // AC input
    double dcLoadW = 0; // what the PSUs deliver
    QString psuInlet;   // "c14" | "c20" | "busbar"
    int psuCount = 0;
    double psuRatingW = 0;
    double psuCapacityW = 0; // count x rating
    double psuUsableW = 0;   // under the redundancy mode
};

// `devices` are the rack's devices in the order of rack.devices.
RackPowerAnalysis analyzeRackPower(const Rack& rack, const QList<DeviceInletLoad>& devices,
                                   const PartIndex& parts, const DesignSettings& settings);
