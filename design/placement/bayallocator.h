#pragma once

#include "model/design.h"
#include "model/finding.h"
#include "parts/partindex.h"
#include "placement/partfacts.h"

// Places a device's components into the bays of its server chassis: named bays first, then each
// unit into the first compatible free bay, in catalog order. Reports what does not fit as findings.
struct BayAllocation {
    QList<const Part*> occupants; // per bay of server.expandedBays
    QList<qint16> coveredBy;      // per bay: the bay whose wide card covers it, or -1 (empty: none covered)
    QList<const Part*> parts;     // per device component entry (nullptr: unknown part)
    QList<int> placed;            // per device component entry: units placed
    QList<Finding> findings;
};

BayAllocation allocateBays(const Device& device, const ServerSpec& server, const QString& rackId,
                           PartFacts& facts);

// Whether `part` can go into bay group `bay` at all, ignoring occupancy.
bool bayAccepts(const Part& part, const BayGroup& bay);
// Why `part` cannot go into bay group `bay` at all (empty when it can), ignoring occupancy.
QString bayIncompatibility(const Part& part, const BayGroup& bay);
// The form factor a component part presents to a bay ("sxm4", "pcie", "u.2", ...).
QString componentFormFactor(const Part& part);
// Slots a card takes (1 for everything but wide PCIe cards).
int componentSlotWidth(const Part& part);
