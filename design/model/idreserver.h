#pragma once

#include "model/design.h"

#include <QHash>
#include <QSet>

// New ids for a design that takes many at once (a cluster of hundreds of nodes, a fabric's switches, a rack
// copied with its devices): the ids in use are gathered once, not once per new id. Ids are unique across
// racks, devices and PDUs, as Design::uniqueId makes them: prefix01, prefix02, ...
class IdReserver {
public:
    explicit IdReserver(const Design& design);
    // The first free id with `prefix`, reserved.
    QString next(const QString& prefix);

private:
    QSet<QString> mUsed;
    QHash<QString, int> mNext; // per prefix, the number to try first (those below are taken)
};
