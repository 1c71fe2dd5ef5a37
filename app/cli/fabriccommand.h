#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] [--lang en|zh_CN]
//   [--switch PART --nic PART [--topology rail-optimized|fat-tree] [--blocking R]]
// The design's fabrics sized and cabled (docs/fabric.md); with --switch and --nic, one ad-hoc fabric in
// place of the design's.
class FabricCommand {
    Q_DECLARE_TR_FUNCTIONS(FabricCommand)
public:
    static int run(const QStringList& arguments);
};
