#pragma once

#include "model/design.h"

// A design of one rack, R01, with these devices and 0U PDUs under the design's derating, its power and
// cooling budgets out of the way (the electrical chain is what the power tests look at).
inline Design powerRack(QList<Device> devices, QList<RackPdu> pdus, double deratingPercent = 80,
                        const QString& rackPart = QStringLiteral("rack-48u-800x1200")) {
    Design design;
    design.settings.deratingPercent = deratingPercent;
    Rack rack;
    rack.id = QStringLiteral("R01");
    rack.partId = rackPart;
    rack.powerBudgetW = 200000;
    rack.coolingBudgetW = 200000;
    rack.devices = std::move(devices);
    rack.pdus = std::move(pdus);
    design.racks = {rack};
    return design;
}
