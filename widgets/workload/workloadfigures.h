#pragma once

#include "model/design.h"
#include "plan/workloadplan.h"

#include <QList>
#include <QString>

struct WorkloadPlan;

// The answer of the workload sizer in words, as the Workload tab and the report's workload slide show it:
// a headline (rich text: fits or not, the time) and the figures.
struct WorkloadFigure {
    QString key; // stable, for tests: "model", "days", "smallest-layout", ...
    QString name;
    QString value;
};

QString workloadHeadline(const Workload& workload, const WorkloadPlan& plan);
QList<WorkloadFigure> workloadFigures(const Workload& workload, const WorkloadPlan& plan);

// The step-time chart's subtitle ("256 GPUs: data 16 × tensor 8 × pipeline 2") and,
// when there is no prediction, why (empty when there is one).
QString stepTimeSubtitle(const WorkloadPlan& plan);
QString stepTimeMissing(const Workload& workload, const WorkloadPlan& plan);
