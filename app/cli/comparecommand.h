#pragma once

#include <QCoreApplication>
#include <QStringList>

// cluster-workbench compare A.json B.json [--json] [-o OUT.pdf] [--lang en|zh_CN] [--catalog PATH]
class CompareCommand {
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
public:
    static int run(const QStringList& arguments);
};
