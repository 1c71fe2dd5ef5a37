#include "catalogsession.h"

#include "consoleoutput.h"
#include "designfile.h"

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
    QString error;
    const auto store = openCatalogStore(catalogPath, &error);
    if (!store) {
        printError(error);
        return std::nullopt;
    }
    auto snapshot = store->snapshot(&error);
    if (!snapshot) {
        printError(error);
        return std::nullopt;
    }
    PartIndex parts = std::move(*snapshot);
    auto design = DesignFile::load(path, parts, &error);
    if (!design) {
        printError(error);
        return std::nullopt;
    }
    return CommandDesign{std::move(parts), std::move(*design)};
}
