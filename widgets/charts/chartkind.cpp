#include "charts/chartkind.h"

QList<ChartKind> allChartKinds() {
    return {ChartKind::Power,     ChartKind::Heat,    ChartKind::Bandwidth,
            ChartKind::AllReduce, ChartKind::Scaling, ChartKind::Cost};
}

QString chartKindName(ChartKind kind) {
    switch (kind) {
    case ChartKind::Power:
        return QStringLiteral("power");
    case ChartKind::Heat:
        return QStringLiteral("heat");
    case ChartKind::Bandwidth:
        return QStringLiteral("bandwidth");
    case ChartKind::AllReduce:
        return QStringLiteral("allreduce");
    case ChartKind::Scaling:
        return QStringLiteral("scaling");
    case ChartKind::Cost:
        return QStringLiteral("cost");
    }
    return {};
}

std::optional<ChartKind> chartKindFromName(const QString& name) {
    for (ChartKind kind : allChartKinds())
        if (chartKindName(kind) == name)
            return kind;
    return std::nullopt;
}
