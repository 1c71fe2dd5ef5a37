#pragma once

#include "model/design.h"

#include <QString>

// Why a power cord the user set by hand cannot be used (the electrical chain then cables that inlet
// automatically and says so): what the rack knows about the cord's two ends.
struct CordTarget {
    QString rackId;
    int inletCount = 0; // inlets of the device
    QString inletType;  // "c14" | "c20"
    bool pduFound = false;
    int pduOutlets = 0;
    bool inletCabled = false; // the inlet already has a cord
    bool outletUsed = false;
    QString outletType; // "C13" | "C19"
};

// Empty when the cord can be used.
QString powerCordProblem(const QString& deviceId, const PowerCord& cord, const CordTarget& target);
