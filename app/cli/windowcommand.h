#pragma once

#include <QStringList>

// cluster-workbench [FILE] [--catalog PATH] [--lang en|zh_CN]: opens the workbench window.
int runWindowCommand(const QStringList& args);
