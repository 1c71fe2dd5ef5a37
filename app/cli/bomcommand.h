#pragma once

#include <QStringList>

// `cluster-workbench bom FILE [--format text|csv|xlsx|json] [--lang en|zh_CN] [-o OUT] ...`.
// Returns the exit code: 0, or 2 for bad arguments and files that cannot be read or written.
int runBomCommand(const QStringList& arguments);
