#pragma once

#include <QCoreApplication>
#include <QStringList>

struct DesignComparison;

// cluster-workbench compare A.json B.json [--json] [-o OUT.pdf] [--lang en|zh_CN] [--catalog PATH]
class CompareCommand {
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
public:
    static int run(const QStringList& arguments);
    // The comparison as a one-page PDF (A4 landscape), written atomically.
    static bool writePdf(const DesignComparison& comparison, const QString& path, QString* error);
};
