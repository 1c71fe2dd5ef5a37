#include "cli/catalogsession.h"

#include "cli/consoleoutput.h"
#include "file/designfile.h"

#include <future>

std::unique_ptr<CatalogStore> openCatalogStore(const QString& commandLinePath, QString* error) {
    const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), error);
    if (!bundled)
        return nullptr;
    auto store = std::make_unique<CatalogStore>(CatalogStore::resolvePath(commandLinePath));
    if (!store->open(*bundled, error))
        return nullptr;
    if (!store->recoveryNote().isEmpty())
        printError(CatalogStore::tr("warning: %1").arg(store->recoveryNote()));
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
