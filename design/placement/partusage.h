#pragma once

#include "model/design.h"

#include <QStringList>

// Where a design uses a catalog part: the ids of the racks, PDUs and devices that are that part or hold
// it as a component, in design order. Empty when the part can leave the catalog without breaking the
// design.
QStringList partUsers(const Design& design, const QString& partId);
