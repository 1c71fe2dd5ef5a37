#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QImage>

// A floor too wide for a PNG of its racks side by side (past about 20 racks at twice their natural size):
// the racks, in floor order (by row, then position), wrapped into lines so that the picture is about as tall
// as it is wide, at the largest scale up to twice natural size that keeps it within kMaxSide pixels a side.
// Zoomed out that far, ElevationRenderer draws each rack as its overview (devices in their kind's colour,
// without names). What was drawn, and how, is said in `note`.
class ElevationOverview {
    Q_DECLARE_TR_FUNCTIONS(ElevationOverview)
public:
    static constexpr int kMaxSide =
        5000; // 25 megapixels at most: 100 MB as an image (within what Qt reads), a few MB as PNG

    static QImage render(const Design& design, const Budgets& budgets, const PartIndex& parts, Face face,
                         QString* note);
};
