#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

// Whether a rack-mounted part of `heightU` units fits in a rack at `u`: inside the rack and clear of the
// devices already there (all of them occupy the full depth, front or rear face alike).
class MountCheck {
    Q_DECLARE_TR_FUNCTIONS(MountCheck)
public:
    // Empty when it fits, else the reason ("above the top of R01 (42U)", "collides with n01 (U10-U13)").
    // Devices named in `ignoreIds` (the ones being moved) do not count.
    static QString problem(const Design& design, const PartIndex& parts, const QString& rackId, int u,
                           int heightU, const QStringList& ignoreIds = {});
    // The lowest U at or above `fromU` where the part fits, or 0 when there is none.
    static int firstFreeU(const Design& design, const PartIndex& parts, const QString& rackId, int heightU,
                          int fromU = 1, const QStringList& ignoreIds = {});
    static int rackUnits(const Rack& rack, const PartIndex& parts);
    static int heightOf(const Device& device, const PartIndex& parts);
    // The whole units a part takes in a rack (a 0.5U part takes 1; 0 for a 0U PDU strip).
    static int unitsOf(const Part& part);
};
