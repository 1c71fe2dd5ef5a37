#pragma once

// The explorer's request the explorer tests start from (tst_explorer, tst_explorerdimensions).
#include "explore/explorer.h"

inline ExploreRequest llama70b(const QStringList& systems) {
    ExploreRequest request;
    request.workload.presetId = QStringLiteral("llama-3.1-70b");
    request.workload.tokens = 1e12;
    request.workload.training.sequenceLength = 8192;
    request.days = 30;
    request.systems = systems;
    // One variant per system and oversubscription: InfiniBand, and the racks the explorer took before the
    // floor's cooling was a choice (rear-door racks of 40 kW; liquid for liquid-cooled systems).
    request.technologies = {QStringLiteral("infiniband")};
    request.coolings = {QStringLiteral("rdhx"), QStringLiteral("liquid")};
    return request;
}
