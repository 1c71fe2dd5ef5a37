#pragma once

#include <QStringList>

// `cluster-workbench catalog list|show|import|export|remove ...`. Returns the exit code.
int runCatalogCommand(const QStringList& arguments);
