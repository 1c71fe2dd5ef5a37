#pragma once

#include "model/hall.h"

#include <QRectF>
#include <QString>

// Where the hall plan draws things, in millimetres of the hall (the widget scales them): a band for each
// wall (its units), and between the walls the rows of rack positions with an aisle before, between and
// after them. A position is a tile wide; a row two tiles deep, an aisle two.
class HallPlanGeometry {
public:
    explicit HallPlanGeometry(const Hall& hall);

    double tileMm() const { return mTile; }
    QRectF hallRect() const; // the whole plan
    // A place: row -1 and `rows` are the walls.
    QRectF placeRect(int row, int position) const;
    QRectF rowRect(int row) const;
    // The aisle before row `row` (0 .. rows; rows: behind the last row).
    QRectF aisleRect(int aisle) const;
    // Which way row `row` faces: true towards the aisle before it (up in the plan).
    bool facesUp(int row) const;
    // "cold", "hot" or "" (rows all facing one way mix the two) for the aisle before row `aisle`.
    QString aisleKind(int aisle) const;
    // The place under a point of the plan (clamped into the hall): {row, position}.
    std::pair<int, int> placeAt(QPointF mm) const;

private:
    double rowTop(int row) const;
    const Hall& mHall;
    double mTile = 600;
    double mMargin = 0;
    double mWallDepth = 0;
    double mAisle = 0;
    double mRowDepth = 0;
};
