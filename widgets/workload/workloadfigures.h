#pragma once

#include "model/design.h"
#include "workload/workloadplan.h"

#include <QList>
#include <QString>

// The answer of the workload sizer in words, as the Workload tab and the report's workload slide show it:
// a headline (rich text: fits or not, the time) and the figures.
struct WorkloadFigure {
    QString key; // stable, for tests: "model", "days", "smallest-layout", ...
    QString name;
    QString value;
};

QString workloadHeadline(const Workload& workload, const WorkloadPlan& plan);
QList<WorkloadFigure> workloadFigures(const Workload& workload, const WorkloadPlan& plan);
