#pragma once

// Floors of DGX systems for the fabric tests: four systems per 42U rack, eight racks a row, with or without
// the compute fabric of their ConnectX-7 ports on QM9700 switches.
#include "model/design.h"

// A device of `partId` at unit `u`.
inline Device placedDevice(const QString& id, const QString& partId, int u) {
    Device device;
    device.id = id;
    device.partId = partId;
    device.u = u;
    return device;
}

inline Design dgxFloor(const QString& systemPartId, int nodes, bool withFabric, int heightU = 10) {
    Design design;
    design.name = QStringLiteral("%1 x %2").arg(nodes).arg(systemPartId);
    for (int r = 0; r * 4 < nodes; ++r) {
        Rack rack;
        rack.id = QStringLiteral("R%1").arg(r + 1, 3, 10, QLatin1Char('0'));
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.row = r / 8;
        rack.position = r % 8;
        for (int k = 0; k < 4 && r * 4 + k < nodes; ++k)
            rack.devices.append(
                placedDevice(QStringLiteral("dgx%1").arg(r * 4 + k + 1, 4, 10, QLatin1Char('0')),
                             systemPartId, 1 + heightU * k));
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

inline Design dgxB200Floor(int nodes, bool withFabric) {
    return dgxFloor(QStringLiteral("nvidia-dgx-b200"), nodes, withFabric);
}

// A DGX SuperPOD floor laid out as NVIDIA's reference architectures draw it: the systems four to a rack,
// sixteen racks a row, and the fabric's switches in network racks away from them, in three rows in the
// middle of the floor: leaves, spines, cores, 32 switches a rack. Every link of the compute fabric is then
// longer than copper reaches and shorter than 50 m of OM4: optical, as in the reference architectures.
inline Design superPodFloor(const QString& systemPartId, int nodes, int heightU, int leaves, int spines,
                            int cores) {
    Design design = dgxFloor(systemPartId, nodes, true, heightU);
    const int racks = int(design.racks.size());
    const int half = (racks / 16 + 1) / 2;
    for (int r = 0; r < racks; ++r) {
        const int row = r / 16;
        design.racks[r].row = row < half ? row : row + 3;
        design.racks[r].position = r % 16;
    }
    Fabric& fabric = design.fabrics.first();
    int rackNumber = racks;
    const auto place = [&](const char* name, int count, int row, QStringList* ids) {
        for (int i = 0; i < count; ++i) {
            if (i % 32 == 0) {
                Rack rack;
                rack.id = QStringLiteral("R%1").arg(++rackNumber, 3, 10, QLatin1Char('0'));
                rack.partId = QStringLiteral("rack-42u-600x1200");
                rack.row = row;
                rack.position = i / 32;
                design.racks.append(rack);
            }
            const QString id =
                QStringLiteral("%1%2").arg(QLatin1String(name)).arg(i + 1, 3, 10, QLatin1Char('0'));
            design.racks.last().devices.append(placedDevice(id, QStringLiteral("nvidia-qm9700"), 1 + i % 32));
            ids->append(id);
        }
    };
    place("leaf", leaves, half, &fabric.leafIds);
    place("spine", spines, half + 1, &fabric.spineIds);
    place("core", cores, half + 2, &fabric.coreIds);
    return design;
}
