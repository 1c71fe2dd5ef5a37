#pragma once

// The `workload.goodput` of a design file (version 10; docs/design-format.md, docs/reliability.md):
// checkpointing, restart, spares, the field data and the storage targets. Internal to workloadfile.cpp.
#include "file/designreader.h"

namespace DesignFileDetail {

// Missing keys take GoodputSettings' defaults; a file before version 10 has none.
GoodputSettings readGoodput(const ObjectReader& workload, const PartIndex& parts, int version);
// Only the settings that differ from the defaults; an empty object when none does.
ordered_json writeGoodput(const GoodputSettings& settings);

} // namespace DesignFileDetail
