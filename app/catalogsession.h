#pragma once

#include "catalogstore.h"

#include <memory>

// Opens the user's catalog store (or the one named by --catalog / $CLUSTER_WORKBENCH_CATALOG), seeded
// from the compiled-in bundled catalog. Shared by the window and the command-line commands.
std::unique_ptr<CatalogStore> openCatalogStore(const QString& commandLinePath, QString* error);
