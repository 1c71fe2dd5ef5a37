#pragma once

// Floors of DGX B200 systems for the fabric tests: four 10U systems per 42U rack, eight racks a row, with
// or without the compute fabric of their ConnectX-7 ports on QM9700 switches.
#include "model/design.h"

inline Design dgxB200Floor(int nodes, bool withFabric) {
    Design design;
    design.name = QStringLiteral("%1 x DGX B200").arg(nodes);
    for (int r = 0; r * 4 < nodes; ++r) {
        Rack rack;
        rack.id = QStringLiteral("R%1").arg(r + 1, 3, 10, QLatin1Char('0'));
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.row = r / 8;
        rack.position = r % 8;
        for (int k = 0; k < 4 && r * 4 + k < nodes; ++k)
            rack.devices.append(Device{QStringLiteral("dgx%1").arg(r * 4 + k + 1, 4, 10, QLatin1Char('0')),
                                       QStringLiteral("nvidia-dgx-b200"),
                                       {},
                                       1 + 10 * k});
        design.racks.append(rack);
    }
    if (withFabric) {
        Fabric fabric;
        fabric.id = QStringLiteral("ib-compute");
        fabric.switchPartId = QStringLiteral("nvidia-qm9700");
        fabric.nicPartIds = {QStringLiteral("nvidia-connectx-7-ndr")};
        design.fabrics.append(fabric);
    }
    return design;
}
