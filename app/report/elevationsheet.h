#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QSizeF>

class QPainter;

// Every rack's elevation side by side (by row, then position), drawn by ElevationRenderer as in the window:
// what `render` and File > Export > Rack Elevations write.
class ElevationSheet {
    Q_DECLARE_TR_FUNCTIONS(ElevationSheet)
public:
    // The sheet of all racks in natural units (ElevationRenderer's, about a pixel each), and its painting.
    static QSizeF sheetSize(const Design& design, const PartIndex& parts);
    static void paintSheet(QPainter* painter, const QRectF& target, const Design& design,
                           const Budgets& budgets, const PartIndex& parts, Face face);
    // Writes the sheet to `path` as .png (2x natural size; a floor too wide for that as ElevationOverview,
    // said in `note`), .svg (streamed to the file) or .pdf.
    static bool write(const QString& path, const Design& design, const Budgets& budgets,
                      const PartIndex& parts, Face face, QString* error, QString* note = nullptr);
};
