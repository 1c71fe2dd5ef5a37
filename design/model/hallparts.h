#pragma once

#include <QList>
#include <QString>
#include <utility>

struct Design;
struct Hall;

// The catalog parts a hall holds, with their counts, in a fixed order (UPS modules, air units, CDUs loop by
// loop, rear doors, busway tap-offs: one per rack standing in a row whose feed names one). The bill of
// materials and the hall's own power draw count these.
QList<std::pair<QString, int>> hallParts(const Hall& hall, const Design& design);
