#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QRectF>

#include <vector>

class QFont;
class QFontMetricsF;

class QPainter;

// Draws the elevation of one rack (front or rear) with plain QPainter calls: frame, U numbers, devices to
// scale in their kind's colour with name and finding marker, 0U PDU strips at the sides, and a header with
// the rack's name and load. No QGraphicsItems: the rack floor, the PNG/PDF/SVG exports and the screenshots
// all draw with it.
//
// Geometry is in "natural" units (about a pixel at 100%); paint() scales the natural picture into `target`.
class ElevationRenderer {
    Q_DECLARE_TR_FUNCTIONS(ElevationRenderer)
public:
    static constexpr double kUnitHeight = 18;
    static constexpr double kTextPixelSize = 10; // the small text of an elevation: device names, U numbers
    static constexpr double kMountWidth = 230;   // the 19-inch mounting area
    static constexpr double kRailWidth = 10;
    static constexpr double kGutterWidth = 24; // U numbers
    static constexpr double kPduWidth = 14;
    static constexpr double kPduGap = 4;
    static constexpr double kHeaderHeight = 40;
    static constexpr double kFooterHeight = 12;
    static constexpr int kReservedPduSlots = 2;      // room kept for PDU strips even when a rack has none
    static constexpr double kReadableUnitPixels = 5; // below this a U is drawn without text (overview)

    explicit ElevationRenderer(PartIndex parts);

    QSizeF preferredSize(const Rack& rack) const;
    // `face`: which face is in front of the viewer; devices on the other face are drawn as outlines.
    void paint(QPainter* painter, const QRectF& target, const Rack& rack, const Budgets& budgets,
               Face face = Face::Front) const;

    // Natural geometry (origin at the elevation's top-left corner).
    int rackUnits(const Rack& rack) const;
    QRectF mountRect(const Rack& rack) const;
    QRectF unitSpanRect(const Rack& rack, int u, int heightU) const; // heightU 0 is drawn as a thin line
    QRectF deviceRect(const Rack& rack, const Device& device) const;
    QRectF pduRect(const Rack& rack, int pduIndex) const;
    // The U at natural point `p` (clamped to the rack's height when clampToRack), or 0 above/below the rack.
    int unitAt(const Rack& rack, QPointF p, bool clampToRack = false) const;

private:
    void paintDevice(QPainter* p, const Rack& rack, const Device& device, const Budgets& budgets,
                     bool ghost) const;
    void paintPdu(QPainter* p, const Rack& rack, int index, const Budgets& budgets) const;
    void paintOverview(QPainter* p, const Rack& rack, const Budgets& budgets, Face face) const;
    // The width of unit number `u` in `font`, measured once (a floor draws the same numbers 84 times a rack).
    double unitNumberWidth(const QFontMetricsF& metrics, const QFont& font, int u) const;

    PartIndex mParts;
    mutable QString mUnitNumberFont; // the font the widths below are measured in (QFont::key)
    mutable std::vector<double> mUnitNumberWidths;
};
