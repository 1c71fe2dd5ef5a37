#pragma once

#include "parts/partkind.h"

#include <QColor>
#include <QIcon>

// The colour and icon of each part kind, shared by the palette, the rack floor and exports.
class KindStyle {
public:
    static QColor color(PartKind kind);
    // A rounded square in the kind's colour with a short letter code ("G" GPU, "S" server, ...).
    static QIcon icon(PartKind kind);
    static QString letter(PartKind kind);
};
