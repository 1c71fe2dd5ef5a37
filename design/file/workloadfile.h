#pragma once

// The `workload` of a design file (version 3; docs/design-format.md). Internal to designfile.cpp.
#include "file/designreader.h"

namespace DesignFileDetail {

std::optional<Workload> readWorkload(const ObjectReader& root, const PartIndex& parts, int version);
ordered_json writeWorkload(const Workload& workload);

} // namespace DesignFileDetail
