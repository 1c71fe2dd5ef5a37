#pragma once

#include <QCoreApplication>
#include <QStringList>

// `cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear] [--catalog PATH]`: the rack
// elevations (report/elevationsheet.h). Needs a QApplication (offscreen is fine). Returns the exit code:
// 0 written, 1 writing failed, 2 bad input.
class RenderCommand {
    Q_DECLARE_TR_FUNCTIONS(RenderCommand)
public:
    static int run(const QStringList& arguments);
};
