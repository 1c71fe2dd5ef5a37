#include "explore/paretofront.h"

#include <algorithm>
#include <numeric>

QList<int> paretoFront(const QList<ParetoPoint>& points) {
    // Sorted by x then y, a point is on the front when its y is below every y before it (ties in both
    // coordinates keep the first only).
    QList<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return points[a].x != points[b].x ? points[a].x < points[b].x : points[a].y < points[b].y;
    });
    QList<int> front;
    double bestY = 0;
    for (int index : order) {
        if (front.isEmpty() || points[index].y < bestY) {
            front.append(index);
            bestY = points[index].y;
        }
    }
    std::sort(front.begin(), front.end());
    return front;
}
