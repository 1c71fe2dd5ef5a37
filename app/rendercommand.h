#pragma once

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <QSizeF>
#include <QStringList>

class QPainter;

// `cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear] [--catalog PATH]`: every
// rack's elevation side by side (by row, then position), drawn by ElevationRenderer as in the window.
// Needs a QApplication (offscreen is fine). Returns the exit code: 0 written, 1 writing failed, 2 bad input.
class RenderCommand {
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)
public:
    static int run(const QStringList& arguments);

    // The sheet of all racks in natural units (ElevationRenderer's, about a pixel each), and its painting.
    static QSizeF sheetSize(const Design& design, const PartIndex& parts);
    static void paintSheet(QPainter* painter, const QRectF& target, const Design& design,
                           const Budgets& budgets, const PartIndex& parts, Face face);
    // Writes the sheet to `path` as .png (2x natural size), .svg or .pdf.
    static bool write(const QString& path, const Design& design, const Budgets& budgets,
                      const PartIndex& parts, Face face, QString* error);
};
