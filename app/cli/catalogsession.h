#pragma once

#include "store/catalogstore.h"

#include <memory>

// Opens the user's catalog store (or the one named by --catalog / $CLUSTER_WORKBENCH_CATALOG), seeded
// from the compiled-in bundled catalog. Shared by the window and the command-line commands.
std::unique_ptr<CatalogStore> openCatalogStore(const QString& commandLinePath, QString* error);
// What the store lacks that its backup holds (CatalogStore::backupOnlyParts), and how to proceed; empty
// when nothing.
QString backupOnlyNote(const CatalogStore& store);

#include "model/design.h"
#include "parts/partindex.h"

#include <optional>

// What a command works on: the catalog snapshot and the design file loaded against it.
struct CommandDesign {
    PartIndex parts;
    Design design;
    QString catalogPath; // the store's database file (the user's template library stands beside it)
};
// Opens the catalog (`catalogPath` as for openCatalogStore) and loads the design at `path`; on failure
// prints the message (the file, the place and the reason) on stderr and returns nullopt.
std::optional<CommandDesign> loadCommandDesign(const QString& catalogPath, const QString& path);
