#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// A network fabric of a design (design file version 2, docs/design-format.md "fabrics"): which host ports
// it connects, with which switch, in which topology. The switch counts, links and cables follow from it
// (fabricsizer.h, fabriccabling.h); the switches the user placed are listed per tier.
struct Fabric {
    QString id;
    QString name;
    QString technology = QStringLiteral("infiniband"); // "infiniband" | "ethernet"
    QString role = QStringLiteral("compute");          // "compute" | "storage" | "inband" | "management"
    QString switchPartId;
    // The host ports: every port of these NIC parts, installed in a server or part of a system's contents
    // (the 8 ConnectX-7 of a DGX B200 for compute, its 2 BlueField-3 for storage).
    QStringList nicPartIds;
    QString topology = QStringLiteral("rail-optimized"); // "rail-optimized" | "fat-tree"
    double blocking = 1;                                 // b in b:1 at the leaves (1: non-blocking)
    // Where new switches go: "network-rack" (the rack `networkRackId`), "top-of-rack", or "new-racks"
    // (network racks added at the end of row 0).
    QString placement = QStringLiteral("network-rack");
    QString networkRackId;
    QStringList leafIds; // switch devices placed for each tier
    QStringList spineIds;
    QStringList coreIds;
    bool operator==(const Fabric&) const = default;

    static bool isTechnology(const QString& text);
    static bool isRole(const QString& text);
    static bool isTopology(const QString& text);
    static bool isPlacement(const QString& text);
};

// A cable the user set by hand (design file `cables`): it replaces the generated cable with the same id
// (a different part or length), or adds one between two device ports the fabric does not know about.
struct CableOverride {
    QString id;
    QString partId;     // empty: the generated cable's part
    double lengthM = 0; // 0: the generated cable's length
    QString aDevice;    // both ends empty: only part or length change
    QString aPort;
    QString bDevice;
    QString bPort;
    bool operator==(const CableOverride&) const = default;
};
