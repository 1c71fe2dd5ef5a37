#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench plan [DESIGN] (--params N | --hf-config FILE | --model PRESET) [options] [--json]
// The workload sizer on the command line (docs/workload.md): memory per GPU, which GPUs it fits, the
// smallest parallel layout, training time and energy, or inference memory and speed. Exit 0 when the
// workload fits the chosen GPU (or no GPU was chosen), 1 when it does not, 2 for bad arguments or files.
class PlanCommand {
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)
public:
    static int run(const QStringList& arguments);
};
