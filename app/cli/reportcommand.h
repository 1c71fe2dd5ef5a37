#pragma once

#include <QCoreApplication>
#include <QStringList>

// `cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf [--organisation NAME] [--date YYYY-MM-DD]
//  [--front-only] [--catalog PATH]`: the procurement report as a PDF slide deck. Needs a QApplication
// (offscreen is fine). Returns the exit code: 0 written, 1 writing failed, 2 bad arguments or input.
class ReportCommand {
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static int run(const QStringList& arguments);
};
