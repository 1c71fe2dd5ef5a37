#pragma once

#include "facility/facilityreport.h"

#include <QColor>
#include <QString>

#include <algorithm>

// The hall plan's colours: each limiting resource its own hue, deeper as the rack uses more of it, red
// past 100 %; aisles light blue (cold) and light red (hot).
namespace HallPlanStyle {
inline QColor resource(HallResource r, double share) {
    if (share > 1)
        return QColor(0xd3, 0x2f, 0x2f);
    QColor base;
    switch (r) {
    case HallResource::Power:
        base = QColor(0xe0, 0x8e, 0x1b);
        break;
    case HallResource::Feed:
        base = QColor(0x8a, 0x5a, 0xd0);
        break;
    case HallResource::Air:
        base = QColor(0x3b, 0x7d, 0xd8);
        break;
    case HallResource::Liquid:
        base = QColor(0x1f, 0x8a, 0x70);
        break;
    case HallResource::Floor:
        base = QColor(0x9c, 0x6b, 0x43);
        break;
    case HallResource::Space:
    case HallResource::None:
        return QColor(0xcf, 0xd6, 0xde);
    }
    // From a pale tint at 0 % to the full hue at 100 %.
    const double t = std::clamp(0.25 + 0.75 * share, 0.25, 1.0);
    return QColor(int(255 + (base.red() - 255) * t), int(255 + (base.green() - 255) * t),
                  int(255 + (base.blue() - 255) * t));
}
inline QColor aisle(const QString& kind) {
    return kind == QLatin1String("cold")  ? QColor(0xe3, 0xf0, 0xfc)
           : kind == QLatin1String("hot") ? QColor(0xfc, 0xe8, 0xe6)
                                          : QColor(0xf2, 0xf3, 0xf5);
}
inline QColor aisleText(const QString& kind) {
    return kind == QLatin1String("cold")  ? QColor(0x2c, 0x5f, 0x9e)
           : kind == QLatin1String("hot") ? QColor(0xa3, 0x3a, 0x2e)
                                          : QColor(0x70, 0x78, 0x82);
}
inline QColor floor() {
    return QColor(0xfa, 0xfb, 0xfc);
}
inline QColor wall() {
    return QColor(0x45, 0x4f, 0x5c);
}
inline QColor grid() {
    return QColor(0xc5, 0xcc, 0xd4);
}
inline QColor outline() {
    return QColor(0x45, 0x4f, 0x5c);
}
inline QColor over() {
    return QColor(0x8e, 0x00, 0x00);
}
inline QColor selection() {
    return QColor(0x15, 0x65, 0xc0);
}
inline QColor cdu() {
    return QColor(0x14, 0x6b, 0x57);
}
inline QColor airUnit() {
    return QColor(0x2a, 0x5c, 0xa8);
}
} // namespace HallPlanStyle
