#pragma once

// The `fabrics` and `cables` of a design file (version 2; docs/design-format.md). Internal to designfile.cpp.
#include "file/designreader.h"

#include <functional>

class PartIndex;

namespace DesignFileDetail {

// `isDevice` tells whether an id names a device of the design (switch lists must).
QList<Fabric> readFabrics(const ObjectReader& root, const PartIndex& parts,
                          const std::function<bool(const QString&)>& isDevice);
QList<CableOverride> readCables(const ObjectReader& root, const PartIndex& parts,
                                const std::function<bool(const QString&)>& isDevice);
ordered_json writeFabrics(const QList<Fabric>& fabrics);
ordered_json writeCables(const QList<CableOverride>& cables);

} // namespace DesignFileDetail
