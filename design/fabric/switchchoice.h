#pragma once

#include "model/design.h"
#include "parts/partindex.h"

#include <QList>
#include <QString>

// The switches of the catalog that could build a fabric, and why the others could not: New Fabric offers
// only the first kind and names the second, so that no choice fails after OK. A switch of the fabric's
// technology can build it when it has ports at the hosts' speed or faster (switchRadix) and sizeFabric fits
// the hosts into at most three tiers of it.
struct SwitchChoice {
    QString partId;
    int radix = 0;  // ports at the hosts' speed (breakouts counted)
    int tiers = 0;  // of the fabric it would build; 0 when it cannot
    QString reason; // why it cannot; empty when it can
    bool usable() const { return reason.isEmpty(); }
};

// Every switch part with a port of `fabric.technology`, in catalog order. With no hosts (no NICs chosen
// yet) every such switch is usable.
QList<SwitchChoice> switchChoices(const Design& design, const PartIndex& parts, const Fabric& fabric);
