#pragma once

#include <QList>

// The non-dominated points of a set, both coordinates minimised (time and cost): a point is on the front
// when no other point is at least as good in both and better in one. Indices into `points`, in order.
struct ParetoPoint {
    double x = 0;
    double y = 0;
};
QList<int> paretoFront(const QList<ParetoPoint>& points);
