#pragma once

#include <QStringList>

// `cluster-workbench check FILE [--json] [--lang en|zh_CN]`: exit 0 without error findings, 1 with,
// 2 when the file cannot be loaded. Returns the exit code.
int runCheckCommand(const QStringList& arguments);
