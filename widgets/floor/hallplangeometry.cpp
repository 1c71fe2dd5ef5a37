#include "floor/hallplangeometry.h"

#include <algorithm>
#include <cmath>

HallPlanGeometry::HallPlanGeometry(const Hall& hall) : mHall(hall) {
    mTile = hall.tileMm > 0 ? hall.tileMm : 600;
    mMargin = mTile;
    mWallDepth = 2 * mTile;
    mAisle = 2 * mTile;
    mRowDepth = 2 * mTile;
}

QRectF HallPlanGeometry::hallRect() const {
    const double width = 2 * mMargin + mHall.positions * mTile;
    const double height = 2 * mWallDepth + (mHall.rows + 1) * mAisle + mHall.rows * mRowDepth;
    return QRectF(0, 0, width, height);
}

double HallPlanGeometry::rowTop(int row) const {
    if (row < 0)
        return 0;
    if (row >= mHall.rows)
        return hallRect().height() - mWallDepth;
    return mWallDepth + mAisle + row * (mRowDepth + mAisle);
}

QRectF HallPlanGeometry::rowRect(int row) const {
    const double depth = mHall.isWallRow(row) ? mWallDepth : mRowDepth;
    return QRectF(mMargin, rowTop(row), mHall.positions * mTile, depth);
}

QRectF HallPlanGeometry::placeRect(int row, int position) const {
    const QRectF r = rowRect(row);
    return QRectF(r.left() + position * mTile, r.top(), mTile, r.height());
}

QRectF HallPlanGeometry::aisleRect(int aisle) const {
    const double top = mWallDepth + aisle * (mRowDepth + mAisle);
    return QRectF(mMargin, top, mHall.positions * mTile, mAisle);
}

bool HallPlanGeometry::facesUp(int row) const {
    return mHall.aisles == AisleLayout::SameDirection || row % 2 == 0;
}

QString HallPlanGeometry::aisleKind(int aisle) const {
    if (mHall.aisles == AisleLayout::SameDirection)
        return {};
    // Even rows face the aisle before them: the fronts of rows 2k and 2k-1 meet in a cold aisle, their
    // backs (2k and 2k+1) in a hot one.
    return aisle % 2 == 0 ? QStringLiteral("cold") : QStringLiteral("hot");
}

std::pair<int, int> HallPlanGeometry::placeAt(QPointF mm) const {
    const int position =
        std::clamp(int(std::floor((mm.x() - mMargin) / mTile)), 0, std::max(0, mHall.positions - 1));
    int row = -1;
    if (mm.y() >= hallRect().height() - mWallDepth) {
        row = mHall.rows;
    } else if (mm.y() >= mWallDepth) {
        // The nearest row: aisles split between the rows on either side.
        const double y = mm.y() - mWallDepth - mAisle / 2;
        row = std::clamp(int(std::floor(y / (mRowDepth + mAisle))), 0, std::max(0, mHall.rows - 1));
    }
    return {row, position};
}
