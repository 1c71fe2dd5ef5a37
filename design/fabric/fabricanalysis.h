#pragma once

#include "fabric/fabriccabling.h"
#include "fabric/fabricsizer.h"
#include "model/finding.h"

// A fabric worked out in full: its hosts, switch counts per tier, every link as a cable with both ends
// and a length, the cable and transceiver parts to buy, and what is wrong (docs/fabric.md).
struct FabricCable {
    QString id;   // "<fabric>/H0001" host to leaf, "/S0001" leaf to spine, "/C0001" spine to core
    QString tier; // "host-leaf", "leaf-spine", "spine-core"
    QString aDevice;
    QString aPort;
    CablePoint a;
    QString bDevice;
    QString bPort;
    CablePoint b;
    double runM = 0;
    int aCage = -1; // the cages at its ends, in FabricReport::cages
    int bCage = -1;
    CableChoice choice;
};

struct PartQty {
    QString partId;
    qint64 qty = 0;
    double lengthM = 0; // cables: the stock length
};

struct FabricReport {
    Fabric fabric;
    QList<FabricHost> hosts;
    int rails = 0;
    double hostSpeedGbps = 0;
    int radix = 0;
    FabricSize size;
    QStringList leafIds; // the switch devices, placed ones first, then the ones the fabric still needs
    QStringList spineIds;
    QStringList coreIds;
    int placedSwitches = 0;
    QList<FabricCage> cages; // every cage a cable ends in, with its device and number
    QList<FabricCable> cables;
    QList<PartQty> cableParts;   // by part, most first
    QList<PartQty> transceivers; // by part
    QList<Finding> findings;
    // The network gear of the fabric (every switch it needs, its cables and modules) at list prices in
    // the design's currency and at maximum power. `costComplete` is false when a part has no price or rate.
    double gearCost = 0;
    bool costComplete = true;
    double gearPowerW = 0;
};

// Which parts of a fabric to work out: its size (hosts, rails, switch counts) is what placing its switches
// needs; the cabling (switch ids, every link, cages, cables, optics, gear cost) is what the rest shows.
enum class FabricDetail { Size, Cabling };
FabricReport analyzeFabric(const Design& design, const PartIndex& parts, const Fabric& fabric,
                           FabricDetail detail = FabricDetail::Cabling);
