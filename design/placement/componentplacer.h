#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>

// Where one more unit of a component part would go in a device: the first compatible free bay, found with
// the analysis' own bay allocator (so the drop and the budgets always agree), or why it cannot go in.
class ComponentPlacer {
    Q_DECLARE_TR_FUNCTIONS(ComponentPlacer)
public:
    struct Plan {
        bool ok = false;
        QString bay;         // the bay the unit lands in
        QString reason;      // when not ok
        int entryIndex = -1; // >= 0: raise the quantity of this component entry; -1: add a new entry
        int newQty = 1;
    };
    static Plan plan(const Design& design, const PartIndex& parts, const QString& deviceId,
                     const QString& partId);
};
