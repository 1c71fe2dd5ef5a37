#pragma once

#include "fabric/fabricplacement.h"
#include "model/design.h"

class PartIndex;
struct ClusterRequest;

// What the explorer adds to each training variant for its goodput (docs/reliability.md, docs/explore.md):
// hot-spare nodes and a storage system, both priced in the variant's bill of materials.

// The spare nodes a job of `jobGpus` on the request's server needs: the fewest that keep the wait for a
// repaired node under 1% of the time (reliability/goodput.h), at the workload's repair time and field data.
int variantSpareNodes(const Design& base, const PartIndex& parts, const ClusterRequest& cluster, int jobGpus,
                      const GoodputSettings& settings);

// The cheapest catalog storage system (the workload's own when it names one) that serves the workload's
// checkpoints, dataset and data loading at `tokensPerS`, added to `design` on its storage fabric in racks of
// `racks`. False with the reason when none can be added.
bool addVariantStorage(Design& design, const PartIndex& parts, const Workload& workload, double tokensPerS,
                       const NetworkRackChoice& racks, QString* reason);
