#pragma once

#include "charts/chartkind.h"

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QCoreApplication>
#include <memory>

class ChartView;
class QPainter;

// Builds any chart from a design without a window: for the `chart` command, the report, and the charts panel.
class ChartRenderer {
    Q_DECLARE_TR_FUNCTIONS(ChartRenderer)
public:
    // The view for a kind, empty.
    static std::unique_ptr<ChartView> create(ChartKind kind);
    // Fills `view` (made by create(kind)) from the design's figures.
    static void populate(ChartView* view, ChartKind kind, const Design& design, const Budgets& budgets,
                         const PartIndex& parts, const ChartOptions& options);
    // Checks the options against the design: an unknown --device, or one without GPUs, is an error.
    static bool validate(ChartKind kind, const Design& design, const Budgets& budgets,
                         const ChartOptions& options, QString* error);
    // Writes the chart to `path` (.png, .svg or .pdf) at options.sizePx.
    static bool render(ChartKind kind, const Design& design, const Budgets& budgets, const PartIndex& parts,
                       const ChartOptions& options, const QString& path, QString* error);
    // Draws the chart into `target` of `painter` (laid out at options.sizePx, then scaled).
    static bool paint(ChartKind kind, const Design& design, const Budgets& budgets, const PartIndex& parts,
                      const ChartOptions& options, QPainter* painter, const QRectF& target, QString* error);

    // The GPU node the node-based charts use: options.deviceId, else the first server with GPUs.
    static QString nodeDeviceId(const Budgets& budgets, const ChartOptions& options);
};
