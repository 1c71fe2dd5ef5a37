#pragma once

#include "model/design.h"

#include <optional>

class PartIndex;

// The network racks a fabric's placement adds: their rack part and power budget. Empty: the design's first
// rack part at that part's budget.
struct NetworkRackChoice {
    QString partId;
    double powerBudgetW = 0;
};

// The design with `fabric` set (added, or in place of the fabric with its id) and its switches placed:
// switches the sizing needs are added as devices (in the chosen network rack from the top down, at the top
// of the hosts' rack for top-of-rack leaves, else in network racks added at the end of row 0, each filled
// within its power budget) and listed in the fabric; switches beyond what it needs are removed, last first.
// Nothing else changes.
std::optional<Design> applyFabric(const Design& design, const PartIndex& parts, const Fabric& fabric,
                                  QString* error, const NetworkRackChoice& newRacks = {});

// The design without the fabric `fabricId`, the switches listed in it, and racks that held only those.
Design removeFabric(const Design& design, const QString& fabricId);
