#pragma once

// The `hall` of a design file and a device's `measurement` (version 11; docs/design-format.md). Internal to
// designfile.cpp.
#include "file/designreader.h"

#include <QSet>

namespace DesignFileDetail {

// The hall, if the document has one; `rackIds` are the design's racks (loops and rear doors name them).
std::optional<Hall> readHall(const ObjectReader& root, const PartIndex& parts, const QSet<QString>& rackIds);
ordered_json writeHall(const Hall& hall);

std::optional<PowerMeasurement> readMeasurement(const ObjectReader& device, bool measured);
ordered_json writeMeasurement(const PowerMeasurement& measurement);

} // namespace DesignFileDetail
