#pragma once

#include <QList>

struct ExploreVariant;

// The order the explorer's results are shown in, in the table, `explore`'s lines and its `--json`
// (docs/explore.md, "Order"): the feasible variants first, cheapest first (then the sooner), those ruled
// out after them in the order they were tried. The window sorts by the same rule.
bool exploreRanksBefore(const ExploreVariant& a, const ExploreVariant& b);
// The indices of `variants` in that order (stable: equal ones keep their order).
QList<int> exploreOrder(const QList<ExploreVariant>& variants);
