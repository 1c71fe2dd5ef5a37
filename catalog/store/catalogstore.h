#pragma once

#include "parts/partindex.h"
#include "store/bundledcatalog.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <memory>
#include <optional>

class QSqlError;

// The user's catalog: an SQLite database holding the bundled parts (refreshed when the bundled catalog
// changes), the parts the user added, and the prices the user overrode.
//
// The store defends itself: every SQL error is reported (never read as an empty catalog), and a damaged
// database file (not a database, failing `PRAGMA quick_check`, unreadable tables) is moved aside, kept,
// and rebuilt from the bundled catalog with the user's parts and prices recovered from the damaged file
// where readable, else from the automatic backup `<path>.user-parts.json` written after every change.
// Damage inside a row, which SQLite's checks do not see, is found by each part row's checksum on open:
// the row is replaced from the bundled catalog or the backup, and recoveryNote() says which.
class CatalogStore {
    Q_DECLARE_TR_FUNCTIONS(CatalogStore)
public:
    static constexpr int kSchemaVersion = 3;

    // --catalog PATH wins, then $CLUSTER_WORKBENCH_CATALOG, then catalog.sqlite in the app-data folder.
    static QString resolvePath(const QString& commandLinePath);
    // The automatic backup of the user parts and price overrides of the catalog at `catalogPath`.
    static QString backupPath(const QString& catalogPath);

    explicit CatalogStore(QString path);
    ~CatalogStore();
    CatalogStore(const CatalogStore&) = delete;
    CatalogStore& operator=(const CatalogStore&) = delete;

    // Opens (creating the file and folder if needed), checks the file, migrates the schema, and seeds or
    // refreshes the bundled parts from `bundled` when its version or content changed. A damaged file is
    // moved aside and rebuilt (see recoveryNote()); a locked or unreadable one is an error.
    bool open(const BundledCatalog& bundled, QString* error);
    QString path() const { return mPath; }
    // What open() had to repair, for the caller to show as a warning; empty when nothing happened.
    QString recoveryNote() const { return mRecoveryNote; }
    // -1 when it cannot be read.
    int schemaVersion() const;
    int bundledVersion() const;

    // Every part, user parts flagged, price overrides applied; std::nullopt and `error` when the
    // database cannot be read.
    std::optional<PartIndex> snapshot(QString* error) const;
    // Convenience for callers without error handling: a failed read warns and gives an empty index.
    // Prefer snapshot(QString*).
    PartIndex snapshot() const;

    // Adds or replaces user parts from a {"parts": [...]} document: all or nothing.
    bool importParts(const QByteArray& text, const QString& fileName, QString* error);
    // The user parts as a {"parts": [...]} document; std::nullopt and `error` when they cannot be read.
    std::optional<QByteArray> exportUserParts(QString* error) const;
    bool removeUserPart(const QString& id, QString* error);

    bool setPriceOverride(const QString& id, const Price& price, QString* error);
    bool clearPriceOverride(const QString& id, QString* error);

    // User parts and price overrides the backup holds but the store does not (the file was replaced by an
    // older copy, a row was deleted by another program): found on open. The backup is then kept as it is,
    // never overwritten by the smaller set (every change writes it with them still in it), until the user
    // restores them (restoreBackupOnly) or drops them (dropBackupOnly; removeUserPart drops one).
    QStringList backupOnlyParts() const;
    int backupOnlyPrices() const;
    bool restoreBackupOnly(QString* error);
    bool dropBackupOnly(QString* error);

private:
    struct UserData;
    enum class Health { Ok, Damaged, Failed };

    bool openConnection(QString* error);
    void closeConnection();
    bool begin(QString* error);
    void rollback();
    std::optional<PartIndex> readSnapshot(QString* error) const;
    qint64 dataVersion() const;
    Health check(QString* reason);
    std::optional<int> readSchemaVersion(QSqlError* sqlError) const;
    bool migrate(int fromVersion, QString* error);
    bool refreshBundled(const BundledCatalog& bundled, QString* error);
    bool verifyParts(const BundledCatalog& bundled, QString* error);
    bool rebuild(const BundledCatalog& bundled, const QString& reason, QString* error);
    UserData salvageUserData() const;
    std::optional<UserData> readBackup(QString* error) const;
    bool restoreUserData(const UserData& data, QString* error);
    std::optional<QByteArray> backupDocument(QString* error) const;
    bool writeBackup(QString* error) const;
    bool commitWithBackup(QString* error);
    std::optional<QString> meta(const QString& key, QString* error) const;
    bool setMeta(const QString& key, const QString& value, QString* error);
    bool exec(const QString& sql, QString* error);
    QString sqlFailure(const QSqlError& sqlError) const;
    bool reconcileBackup(QString* error);
    // Whether `id` was one of the parts only the backup holds; then it is dropped from the backup
    // (`error` says when the backup cannot be written).
    bool dropBackupOnlyPart(const QString& id, QString* error);
    void addNote(const QString& note);

    QString mPath;
    QString mConnection;
    QSqlDatabase mDb;
    QString mRecoveryNote;
    std::unique_ptr<UserData> mBackupOnly; // null: the backup holds nothing the store lacks
    mutable bool mSawDamage = false;       // an SQL error said the file is damaged (SQLITE_CORRUPT)
    // The last snapshot, valid while mGeneration is what it was (begin(), rollback() and the connection
    // moving on change it).
    mutable std::optional<PartIndex> mSnapshot;
    mutable quint64 mSnapshotGeneration = 0;
    // SQLite's data_version when the snapshot was read: it changes when another connection commits.
    mutable qint64 mSnapshotDataVersion = -1;
    quint64 mGeneration = 1;
};
