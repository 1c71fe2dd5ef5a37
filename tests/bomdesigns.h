#pragma once

// A server design and a BOM line lookup, for the BOM tests (tst_bom, tst_bomquotes).
#include "bom/bom.h"
#include "model/design.h"

// The BOM's line of `partId`: priced (not included in a system's price) unless `included`.
inline const BomLine* findLine(const Bom& bom, const QString& partId, bool included = false) {
    for (const BomLine& line : bom.lines)
        if (line.partId == partId && line.included() == included)
            return &line;
    return nullptr;
}

// One rack holding one 4-GPU workstation with the given components.
inline Design serverDesign(const QList<Component>& components) {
    Design design;
    design.name = QStringLiteral("test");
    Rack rack;
    rack.id = QStringLiteral("R01");
    rack.partId = QStringLiteral("rack-42u-600x1200");
    Device device;
    device.id = QStringLiteral("n01");
    device.partId = QStringLiteral("generic-4u-workstation-4gpu");
    device.components = components;
    rack.devices << device;
    design.racks << rack;
    return design;
}
