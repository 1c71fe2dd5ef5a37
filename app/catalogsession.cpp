#include "catalogsession.h"

std::unique_ptr<CatalogStore> openCatalogStore(const QString& commandLinePath, QString* error) {
    const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), error);
    if (!bundled)
        return nullptr;
    auto store = std::make_unique<CatalogStore>(CatalogStore::resolvePath(commandLinePath));
    if (!store->open(*bundled, error))
        return nullptr;
    return store;
}
