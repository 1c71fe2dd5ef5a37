#pragma once

#include <QStringList>

// `cluster-workbench chart power|heat|bandwidth|allreduce|scaling FILE -o OUT.(png|svg|pdf)
//  [--lang en|zh_CN] [--device ID] [--gpus N] [--size WxH] [--gradient-bytes B] [--step-ms MS] [--overlap]
//  [--catalog PATH]`. Needs a QApplication (offscreen is fine). Returns the exit code.
int runChartCommand(const QStringList& arguments);
