#pragma once

#include "bundledcatalog.h"
#include "partindex.h"

#include <QCoreApplication>
#include <QSqlDatabase>

// The user's catalog: an SQLite database holding the bundled parts (refreshed when the bundled catalog
// changes), the parts the user added, and the prices the user overrode.
class CatalogStore {
    Q_DECLARE_TR_FUNCTIONS(CatalogStore)
public:
    static constexpr int kSchemaVersion = 2;

    // --catalog PATH wins, then $CLUSTER_WORKBENCH_CATALOG, then catalog.sqlite in the app-data folder.
    static QString resolvePath(const QString& commandLinePath);

    explicit CatalogStore(QString path);
    ~CatalogStore();
    CatalogStore(const CatalogStore&) = delete;
    CatalogStore& operator=(const CatalogStore&) = delete;

    // Opens (creating the file and folder if needed), migrates the schema, and seeds or refreshes the
    // bundled parts from `bundled` when its version or content changed.
    bool open(const BundledCatalog& bundled, QString* error);
    QString path() const { return mPath; }
    int schemaVersion() const;
    int bundledVersion() const;

    // Every part, user parts flagged, price overrides applied.
    PartIndex snapshot() const;

    // Adds or replaces user parts from a {"parts": [...]} document: all or nothing.
    bool importParts(const QByteArray& text, const QString& fileName, QString* error);
    QByteArray exportUserParts() const;
    bool removeUserPart(const QString& id, QString* error);

    bool setPriceOverride(const QString& id, const Price& price, QString* error);
    bool clearPriceOverride(const QString& id, QString* error);

private:
    bool migrate(int fromVersion, QString* error);
    bool refreshBundled(const BundledCatalog& bundled, QString* error);
    QString meta(const QString& key) const;
    bool setMeta(const QString& key, const QString& value);
    bool exec(const QString& sql, QString* error);

    QString mPath;
    QString mConnection;
    QSqlDatabase mDb;
};
