#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench export netbox|slurm|ansible|kubernetes DESIGN -o OUT [--addresses RANGE] [--site NAME]
class ExportCommand {
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    static int run(const QStringList& arguments);
};
