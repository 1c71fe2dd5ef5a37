#pragma once

#include "fabric/fabriccabling.h"
#include "fabric/fabricsizer.h"
#include "model/finding.h"

#include <vector>

// A fabric worked out in full: its hosts, switch counts per tier, every link with both ends and a length,
// the cable and transceiver parts to buy, and what is wrong (docs/fabric.md).

// One link as the cut sheet shows it: ids, ports and places in words. Made on demand from a FabricLink
// (FabricReport::cable), since a floor has hundreds of thousands of links and the analysis needs none of
// these strings.
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

// One link as analysed: indexes into its report's tables, no strings of its own.
struct FabricLink {
    int tier = 0;   // 0 host-leaf, 1 leaf-spine, 2 spine-core
    int number = 0; // in its tier, from 1
    int aEnd = -1;  // FabricReport::ends; -1: no device
    int bEnd = -1;
    int aPort = -1; // FabricReport::portNames
    int bPort = -1;
    int aCage = -1; // FabricReport::cages
    int bCage = -1;
    int choice = -1; // FabricReport::choices; -1: no catalog part cables it
    double runM = 0;
};

// A device a link ends at, and where it stands.
struct FabricEnd {
    QString deviceId;
    CablePoint point;
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
    int placedLeaves = 0; // how many of the first leafIds are placed; of spineIds and coreIds below
    int placedSpines = 0;
    int placedCores = 0;
    int placedSwitches() const { return placedLeaves + placedSpines + placedCores; }
    QList<FabricCage> cages; // every cage a cable ends in, with its device and number
    QList<FabricEnd> ends;   // the hosts in `hosts` order, then the leaves, spines and cores
    QList<QString> portNames;
    QList<CableChoice> choices;  // the distinct ways links are cabled
    QList<FabricLink> links;     // host-leaf links first, then leaf-spine, then spine-core
    QList<PartQty> cableParts;   // by part, most first
    QList<PartQty> transceivers; // by part
    QList<Finding> findings;
    // The network gear of the fabric (every switch it needs, its cables and modules) at list prices in
    // the design's currency and at maximum power. `costComplete` is false when a part has no price or rate.
    double gearCost = 0;
    bool costComplete = true;
    double gearPowerW = 0;

    qsizetype cableCount() const { return qsizetype(links.size()); }
    FabricCable cable(qsizetype link) const;
    QList<FabricCable> cables() const; // every link as a cable (the cut sheet, the NetBox export)
    const CableChoice& choiceOf(const FabricLink& link) const;
};

// "<fabric>/H0001": the id of the `number`th link of `tier` (0 host-leaf "H", 1 leaf-spine "S", 2 spine-core
// "C"); the link a cable set by hand names is found by it.
QString fabricCableId(const QString& fabricId, int tier, int number);

// Which parts of a fabric to work out: its size (hosts, rails, switch counts) is what placing its switches
// needs; the cabling (switch ids, every link, cages, cables, optics, gear cost) is what the rest shows.
enum class FabricDetail { Size, Cabling };
FabricReport analyzeFabric(const Design& design, const PartIndex& parts, const Fabric& fabric,
                           FabricDetail detail = FabricDetail::Cabling);
// The price and power of the fabric's gear from its switch count, cables and transceivers (what
// analyzeFabric ends with; FabricRecable after moving hosts too).
void addFabricGear(FabricReport& report, const Design& design, const PartIndex& parts);
