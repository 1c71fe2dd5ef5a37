#include "explore/exploreorder.h"

#include "explore/explorer.h"

#include <algorithm>
#include <numeric>

bool exploreRanksBefore(const ExploreVariant& a, const ExploreVariant& b) {
    if (a.feasible != b.feasible)
        return a.feasible;
    if (!a.feasible) // the ruled-out keep the order they were tried in
        return false;
    if (a.capex != b.capex)
        return a.capex < b.capex;
    return a.days + a.ttftS < b.days + b.ttftS;
}

QList<int> exploreOrder(const QList<ExploreVariant>& variants) {
    QList<int> order(variants.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return exploreRanksBefore(variants[a], variants[b]); });
    return order;
}
