#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

// The charts the workbench draws, by their command-line names.
enum class ChartKind { Power, Heat, Bandwidth, AllReduce, Scaling, Cost };

QList<ChartKind> allChartKinds();
QString chartKindName(ChartKind kind); // "power", "heat", "bandwidth", "allreduce", "scaling", "cost"
std::optional<ChartKind> chartKindFromName(const QString& name);

// What a chart shows beyond the design itself.
struct ChartOptions {
    QString deviceId; // GPU node for bandwidth, collectives and scaling; empty: the first server with GPUs
    int gpus = 0;     // ranks of the collectives; 0: every GPU in the design (at least 2)
    double gradientBytes = 2e9; // scaling: bytes all-reduced per step (1e9 parameters x 2 bytes)
    double stepComputeS = 0.5;  // scaling: one node's step time without inter-node communication
    bool overlap = false;       // scaling: communication overlapped with the backward pass
    QSize sizePx{1200, 720};    // exported image size
};
