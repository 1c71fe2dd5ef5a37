#include "cli/catalogsession.h"

#include "cli/consoleoutput.h"
#include "file/designfile.h"

#include <future>

QString backupOnlyNote(const CatalogStore& store) {
    const QStringList parts = store.backupOnlyParts();
    const int prices = store.backupOnlyPrices();
    if (parts.isEmpty() && prices == 0)
        return {};
    QStringList missing;
    if (!parts.isEmpty())
        missing << CatalogStore::tr("%n user part(s) (%1)", nullptr, int(parts.size()))
                       .arg(parts.join(QStringLiteral(", ")));
    if (prices > 0)
        missing << CatalogStore::tr("%n price override(s)", nullptr, prices);
    return CatalogStore::tr(
               "%1 lacks %2 that its backup %3 holds (the file was replaced by an older copy, or "
               "another program deleted rows); the backup was kept as it is. To bring them back: "
               "cluster-workbench catalog restore; to drop a part for good: cluster-workbench "
               "catalog remove ID (with the same --catalog)")
        .arg(store.path(), missing.join(CatalogStore::tr(" and ")), CatalogStore::backupPath(store.path()));
}

std::unique_ptr<CatalogStore> openCatalogStore(const QString& commandLinePath, QString* error) {
    const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), error);
    if (!bundled)
        return nullptr;
    auto store = std::make_unique<CatalogStore>(CatalogStore::resolvePath(commandLinePath));
    if (!store->open(*bundled, error))
        return nullptr;
    if (!store->recoveryNote().isEmpty())
        printError(CatalogStore::tr("warning: %1").arg(store->recoveryNote()));
    if (const QString note = backupOnlyNote(*store); !note.isEmpty())
        printError(CatalogStore::tr("warning: %1").arg(note));
    return store;
}

std::optional<CommandDesign> loadCommandDesign(const QString& catalogPath, const QString& path) {
    // The catalog opens on a second thread while the design file is read and parsed (a 20,000-device
    // file takes ~0.2 s to parse). The store's database connection lives and dies on that thread.
    std::optional<PartIndex> parts;
    QString catalogError;
    QString storePath;
    auto catalog = std::async(std::launch::async, [&] {
        const auto store = openCatalogStore(catalogPath, &catalogError);
        if (store) {
            parts = store->snapshot(&catalogError);
            storePath = store->path();
        }
    });
    const auto waitForParts = [&]() -> const PartIndex* {
        catalog.wait();
        return parts ? &*parts : nullptr;
    };
    QString error;
    auto design = DesignFile::load(path, waitForParts, &error);
    if (!waitForParts()) { // a catalog that cannot open is the first thing to fix
        printError(catalogError);
        return std::nullopt;
    }
    if (!design) {
        printError(error);
        return std::nullopt;
    }
    return CommandDesign{std::move(*parts), std::move(*design), storePath};
}
