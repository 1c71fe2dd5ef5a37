#pragma once

// The design the scale benchmarks work on: `racks` racks of 20 devices each, in rows of 20, built from the
// Kubernetes example's node types. Per rack: four 2U servers with 4 A100 each (16 GPUs), fourteen 1U CPU
// nodes, a 100G leaf switch and a 1G management switch, on two 63 A PDUs (feeds A and B). 1,000 racks: 20,000
// devices, 16,000 GPUs, the size issue #15 sets the goals for.
#include "testsupport.h"

// Rack `r` of a floor of rows of 20: id R0000, name "rack 0", its row and place.
inline void placeFloorRack(Rack& rack, int r) {
    rack.id = QStringLiteral("R%1").arg(r, 4, 10, QLatin1Char('0'));
    rack.name = QStringLiteral("rack %1").arg(r);
    rack.row = r / 20;
    rack.position = r % 20;
}

inline Design floorDesign(const PartIndex& parts, int racks) {
    const Design example = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), parts);
    const Rack& model = example.racks.first();
    const Device& gpuNode = model.devices[0];
    const Device& cpuNode = model.devices[4];
    const Device& leaf = model.devices[5];
    const Device& management = model.devices[6];
    Design design = example;
    design.name = QStringLiteral("Floor of %1 racks").arg(racks);
    design.racks.clear();
    design.fabrics.clear(); // the example's fabric names its switch; the floor's devices get new ids
    for (int r = 0; r < racks; ++r) {
        Rack rack = model;
        placeFloorRack(rack, r);
        // 63 A PDUs: a rack of 20 nodes (~20 kW) must run on one feed when the other fails, which the
        // example's 32 A PDUs cannot carry.
        for (RackPdu& pdu : rack.pdus) {
            pdu.id = QStringLiteral("%1-%2").arg(rack.id, pdu.id.right(5));
            pdu.partId = QStringLiteral("pdu-3ph-400v-63a");
        }
        rack.devices.clear();
        int u = 1;
        const auto add = [&](const Device& type, int height) {
            Device device = type;
            device.id = QStringLiteral("r%1-d%2").arg(r).arg(rack.devices.size());
            device.name = device.id;
            device.u = u;
            u += height;
            rack.devices.append(device);
        };
        for (int i = 0; i < 4; ++i)
            add(gpuNode, 2);
        for (int i = 0; i < 14; ++i)
            add(cpuNode, 1);
        add(leaf, 1);
        add(management, 1);
        design.racks.append(rack);
    }
    return design;
}

// `fabric` over a whole floor with its switches placed nowhere yet (placement "new-racks").
inline Fabric unplacedFabric(Fabric fabric) {
    fabric.placement = QStringLiteral("new-racks");
    fabric.networkRackId.clear();
    fabric.leafIds.clear();
    return fabric;
}

// The floor issue #27 measures: `racks` racks of ten 4U HGX A100 servers (the reference rack's node: 8 GPUs,
// 8 HDR NICs) on four 63 A PDUs (two per feed), and one rail-optimized QM9700 compute fabric over every
// node, its switches not placed. 1,000 racks: 80,000 GPUs, about 20 MB of design file.
inline Design hgxFloorDesign(const PartIndex& parts, int racks) {
    const Design example = exampleDesign(QStringLiteral("reference-rack.json"), parts);
    const Rack& model = example.racks.first();
    const Device& node = model.devices.first();
    Design design = example;
    design.name = QStringLiteral("HGX floor of %1 racks").arg(racks);
    design.racks.clear();
    Fabric fabric = unplacedFabric(example.fabrics.first());
    fabric.id = QStringLiteral("ib-compute");
    fabric.name = QStringLiteral("NDR compute");
    fabric.switchPartId = QStringLiteral("nvidia-qm9700");
    design.fabrics = {fabric};
    for (int r = 0; r < racks; ++r) {
        Rack rack = model;
        placeFloorRack(rack, r);
        rack.powerBudgetW = 80000;
        rack.coolingBudgetW = 80000;
        rack.pdus.clear();
        for (int p = 0; p < 4; ++p)
            rack.pdus.append({QStringLiteral("%1-pdu%2").arg(rack.id).arg(p),
                              QStringLiteral("pdu-3ph-400v-63a"),
                              p < 2 ? QStringLiteral("A") : QStringLiteral("B")});
        rack.devices.clear();
        for (int i = 0; i < 10; ++i) {
            Device device = node;
            device.id = QStringLiteral("r%1-n%2").arg(r).arg(i);
            device.name = device.id;
            device.u = 1 + 4 * i;
            rack.devices.append(device);
        }
        design.racks.append(rack);
    }
    return design;
}

// The largest design issue #27 names: `racks` racks as the DGX H100 example's scalable-unit rack (four DGX
// H100, a leaf, an Ethernet and a management switch, four 63 A PDUs) and one rail-optimized QM9700 compute
// fabric over every DGX, its other switches not placed. 3,125 racks: 12,500 DGX H100, 100,000 GPUs.
inline Design dgxH100FloorDesign(const PartIndex& parts, int racks) {
    const Design example = exampleDesign(QStringLiteral("dgx-h100-rack.json"), parts);
    const Rack& model = example.racks.first();
    Design design = example;
    design.name = QStringLiteral("DGX H100 floor of %1 racks").arg(racks);
    design.racks.clear();
    design.fabrics = {unplacedFabric(example.fabrics.first())};
    for (int r = 0; r < racks; ++r) {
        Rack rack = model;
        placeFloorRack(rack, r);
        for (RackPdu& pdu : rack.pdus)
            pdu.id = QStringLiteral("%1-%2").arg(rack.id, pdu.id);
        for (Device& device : rack.devices) {
            device.id = QStringLiteral("r%1-%2").arg(r).arg(device.id);
            device.name = device.id;
        }
        design.racks.append(rack);
    }
    return design;
}
