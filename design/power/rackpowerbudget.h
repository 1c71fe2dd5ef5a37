#pragma once

#include <QList>
#include <QString>

// The electrical chain of one rack as the analysis works it out (design/power/rackpower.h): which PSU
// inlet is cabled to which PDU outlet, and the load per feed, PDU, line and bank, in normal operation and
// with one feed lost. Capacities are derated by the design's rule (DesignSettings::deratingPercent);
// power factor 1 (W = VA).

struct LineLoad {
    QString line;     // "L1", "L2", "L3"
    double loadW = 0; // line-to-line loads count half on each of their two lines
    double currentA = 0;
    double failoverCurrentA = 0; // the most with another feed lost
};

struct BankLoad {
    QString name;
    QString phase; // "L1", "L1-L2", ...
    double breakerA = 0;
    double voltageV = 0;
    double capacityW = 0; // breaker x voltage x derating
    double loadW = 0;
    double failoverLoadW = 0;
};

struct PduLoad {
    QString id;
    QString partId;
    QString feed; // "A" | "B"
    int phases = 1;
    double ratedW = 0;     // nameplate
    double capacityW = 0;  // derated
    double lineLimitA = 0; // input current x derating
    double loadW = 0;
    double failoverLoadW = 0; // the most with another feed lost
    double imbalancePercent = 0;
    QList<LineLoad> lines;
    QList<BankLoad> banks;
    int outletsC13 = 0;
    int outletsC19 = 0;
    int usedC13 = 0;
    int usedC19 = 0;
};

struct FeedLoad {
    QString feed;
    double loadW = 0;
    double capacityW = 0;     // its PDUs, derated
    double failoverLoadW = 0; // with every other feed lost
};

// One PSU inlet and where its cord goes.
struct CordUse {
    QString deviceId;
    int psu = 1;        // 1-based inlet number
    QString inlet;      // "c14" | "c20"
    QString pduId;      // empty: no free outlet found
    int outlet = 0;     // 1-based
    QString outletType; // "C13" | "C19"
    QString bank;
    QString phase;
    QString feed;
    double loadW = 0; // in normal operation (the device's power shared by its inlets)
    bool fromUser = false;
};

struct RackPower {
    QList<FeedLoad> feeds;
    QList<PduLoad> pdus;
    QList<CordUse> cords;
};
