#pragma once

#include "model/design.h"

#include <QList>

// Racks built alike: the same rack part and budgets, the same PDUs (part and feed) and the same devices
// (part, U, face, PSU redundancy, measured power, feed, components, and power cords to the same PDU and
// outlet), their ids, names and floor places aside. A floor of a thousand identical racks is one group of a
// thousand: the report shows it once, with the count (a deck is read, not searched).
// Groups of indices into `racks`, each in order, ordered by their first rack. Linear in the racks.
QList<QList<int>> identicalRacks(const QList<Rack>& racks);
