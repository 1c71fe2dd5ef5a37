#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench storage FILE [--system PART] [--dataset-tb X] [--checkpoints-kept N] [--target-s S]
//     [--json] [-o OUT.json]
// Size the Storage on the command line (docs/reliability.md, "Storage"): every catalog storage system
// sized for the design's training workload (capacity for the dataset and the checkpoints kept, bandwidth
// for a checkpoint within the target and for data loading); with -o the design with the chosen one racked
// on the storage fabric, its targets saved in the workload. Exit 0 done, 2 for bad arguments or files, or
// when nothing can be sized or written.
class StorageCommand {
    Q_DECLARE_TR_FUNCTIONS(StorageCommand)
public:
    static int run(const QStringList& arguments);
};
