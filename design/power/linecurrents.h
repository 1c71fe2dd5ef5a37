#pragma once

#include "parts/partspecs.h"

#include <QList>
#include <QString>

// Line currents of a PDU from the loads on its branches, at power factor 1. Single phase: I = P / V.
// Wye (outlets line to neutral): I(Lk) = P(Lk) / V(line-neutral). Delta (outlets line to line): each
// branch current is in phase with its line-to-line voltage, V12 at +30 deg, V23 at -90 deg, V31 at
// +150 deg, and a line carries the phasor difference of its two branches: I1 = I12 - I31 (IEEE Std 141,
// "Red Book", three-phase circuit relations). Balanced, I(line) = sqrt(3) x I(branch).
struct LineCurrents {
    struct Branch {
        QString phase; // "L1", "L2", "L3", "L1-L2", "L2-L3", "L3-L1"
        double loadW = 0;
    };
    QStringList lines;      // "L1" (single phase) or "L1", "L2", "L3"
    QList<double> currentA; // per line
    QList<double> loadW;    // per line; a line-to-line load counts half on each line

    static LineCurrents compute(const PduSpec& pdu, const QList<Branch>& branches);
    // Largest deviation of a line current from their mean, in % of the mean (the current unbalance
    // reported by metered PDUs); 0 for single phase or no load.
    double imbalancePercent() const;
};
