#include "store/catalogstore.h"

#include "parts/partparser.h"
#include "parts/partsdocument.h"
#include "store/catalogstoredetail.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

namespace {

// Schema steps: step i brings the database from version i to i + 1. Never edit a released step; add one.
const char* const kMigrations[] = {
    // 0 -> 1: parts and metadata
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
    "CREATE TABLE parts (id TEXT PRIMARY KEY, kind TEXT NOT NULL, origin TEXT NOT NULL "
    "CHECK (origin IN ('bundled', 'user')), json TEXT NOT NULL);"
    "CREATE INDEX parts_kind ON parts (kind);",
    // 1 -> 2: user price overrides, kept across bundled refreshes
    "CREATE TABLE price_overrides (part_id TEXT PRIMARY KEY, amount REAL NOT NULL CHECK (amount >= 0), "
    "currency TEXT NOT NULL, date TEXT NOT NULL DEFAULT '');",
    // 2 -> 3: a checksum per part row; rows from before it get theirs when they are checked on open
    "ALTER TABLE parts ADD COLUMN checksum TEXT NOT NULL DEFAULT '';",
};
static_assert(std::size(kMigrations) == CatalogStore::kSchemaVersion);

// SQLite primary result codes (the driver may report extended ones).
constexpr int kSqliteError = 1;
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

// How long a query waits for another program holding the database before it fails as locked.
constexpr int kBusyTimeoutMs = 2000;

int sqliteCode(const QSqlError& error) {
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

bool isDamage(const QSqlError& error) {
    const int code = sqliteCode(error);
    return code == kSqliteCorrupt || code == kSqliteNotADatabase;
}

} // namespace

QString CatalogStore::resolvePath(const QString& commandLinePath) {
    if (!commandLinePath.isEmpty())
        return commandLinePath;
    const QString fromEnvironment = qEnvironmentVariable("CLUSTER_WORKBENCH_CATALOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("catalog.sqlite"));
}

QString CatalogStore::backupPath(const QString& catalogPath) {
    return catalogPath + QStringLiteral(".user-parts.json");
}

CatalogStore::CatalogStore(QString path)
    : mPath(std::move(path)), mConnection(QStringLiteral("catalog-") + QUuid::createUuid().toString()) {}

QString CatalogStore::sqlFailure(const QSqlError& sqlError) const {
    mSawDamage = mSawDamage || isDamage(sqlError);
    QString text = sqlError.databaseText().trimmed();
    if (text.isEmpty())
        text = sqlError.driverText().trimmed();
    if (text.isEmpty())
        text = tr("unknown SQLite error");
    return text;
}

bool CatalogStore::openConnection(QString* error) {
    closeConnection();
    mDb = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mConnection);
    mDb.setDatabaseName(mPath);
    mDb.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!mDb.open()) {
        if (error)
            *error = tr("%1: cannot open the catalog database: %2").arg(mPath, sqlFailure(mDb.lastError()));
        return false;
    }
    return true;
}

void CatalogStore::closeConnection() {
    ++mGeneration;
    if (mDb.isValid()) {
        mDb.close();
        mDb = QSqlDatabase();
    }
    if (QSqlDatabase::contains(mConnection))
        QSqlDatabase::removeDatabase(mConnection);
}

void CatalogStore::rollback() {
    ++mGeneration; // a snapshot taken inside the transaction held what is now undone
    mDb.rollback();
}

bool CatalogStore::exec(const QString& sql, QString* error) {
    QSqlQuery query(mDb);
    for (const QString& statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (statement.trimmed().isEmpty())
            continue;
        if (!query.exec(statement)) {
            if (error)
                *error = tr("%1: %2").arg(mPath, sqlFailure(query.lastError()));
            return false;
        }
    }
    return true;
}

bool CatalogStore::begin(QString* error) {
    ++mGeneration; // what snapshot() kept may change from here
    if (mDb.transaction())
        return true;
    if (error)
        *error = tr("%1: cannot start a transaction: %2").arg(mPath, sqlFailure(mDb.lastError()));
    return false;
}

bool CatalogStore::open(const BundledCatalog& bundled, QString* error) {
    mRecoveryNote.clear();
    const QFileInfo info(mPath);
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = tr("%1: cannot create the folder %2").arg(mPath, info.absolutePath());
        return false;
    }
    if (!openConnection(error))
        return false;

    // Any failure here is either damage (the file is moved aside and rebuilt) or an error (a locked or
    // unreadable file is left alone); never a default.
    QSqlError sqlError;
    const std::optional<int> version = readSchemaVersion(&sqlError);
    if (!version) {
        if (isDamage(sqlError))
            return rebuild(bundled, sqlFailure(sqlError), error);
        if (error)
            *error = tr("%1: cannot read the catalog schema version: %2").arg(mPath, sqlFailure(sqlError));
        return false;
    }
    if (*version > kSchemaVersion) {
        if (error)
            *error = tr("%1: catalog schema version %2 is newer than this program supports (%3)")
                         .arg(mPath)
                         .arg(*version)
                         .arg(kSchemaVersion);
        return false;
    }
    if (*version < 0)
        return rebuild(bundled, tr("invalid schema version %1").arg(*version), error);
    QString reason;
    switch (check(&reason)) {
    case Health::Damaged:
        return rebuild(bundled, reason, error);
    case Health::Failed:
        if (error)
            *error = tr("%1: cannot check the catalog database: %2").arg(mPath, reason);
        return false;
    case Health::Ok:
        break;
    }
    if (*version < kSchemaVersion && !migrate(*version, error))
        return false;
    // Every table must be readable: a file claiming the schema without its tables is damaged too.
    for (const char* table : {"meta", "parts", "price_overrides"}) {
        QSqlQuery probe(mDb);
        if (!probe.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) ||
            !probe.next()) {
            const QSqlError probeError = probe.lastError();
            const int code = sqliteCode(probeError);
            const QString why =
                tr("table %1 cannot be read: %2").arg(QLatin1String(table), sqlFailure(probeError));
            probe.finish();
            if (isDamage(probeError) || code == kSqliteError)
                return rebuild(bundled, why, error);
            if (error)
                *error = tr("%1: %2").arg(mPath, why);
            return false;
        }
    }
    mSawDamage = false;
    if (!refreshBundled(bundled, error) || !verifyParts(bundled, error)) {
        // Damage the checks above did not see (a write hit a broken index): rebuilt, never run after run.
        if (mSawDamage && error)
            return rebuild(bundled, *error, error);
        return false;
    }

    const QString backup = backupPath(mPath);
    if (*version == 0 && QFileInfo::exists(backup)) {
        // A new or emptied database beside a backup: the user's parts come back from it.
        QString backupError;
        const auto data = readBackup(&backupError);
        if (!data) {
            const QString aside = damagedName(backup);
            QFile::rename(backup, aside);
            mRecoveryNote =
                tr("the backup %1 cannot be read (%2); it was kept as %3").arg(backup, backupError, aside);
        } else {
            if (!restoreUserData(*data, error))
                return false;
            mRecoveryNote = tr("%1 held no catalog; %2 user part(s) and %3 price override(s) were restored "
                               "from the backup %4")
                                .arg(mPath)
                                .arg(data->parts.size())
                                .arg(data->prices.size())
                                .arg(backup);
            return true;
        }
    }
    return reconcileBackup(error);
}

std::optional<int> CatalogStore::readSchemaVersion(QSqlError* sqlError) const {
    QSqlQuery query(mDb);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    if (sqlError)
        *sqlError = query.lastError();
    return std::nullopt;
}

int CatalogStore::schemaVersion() const {
    return readSchemaVersion(nullptr).value_or(-1);
}

CatalogStore::Health CatalogStore::check(QString* reason) {
    QSqlQuery query(mDb);
    query.setForwardOnly(true);
    QStringList problems;
    // integrity_check, not quick_check: only it compares every index with its table, and an index that
    // lost a row passes quick_check and then fails every write as "database disk image is malformed".
    // A catalog of a few thousand parts is checked in milliseconds.
    bool ok = query.exec(QStringLiteral("PRAGMA integrity_check(20)"));
    while (ok && query.next()) {
        const QString line = query.value(0).toString();
        if (line != QLatin1String("ok"))
            problems.append(line);
    }
    const QSqlError sqlError = query.lastError();
    if (!ok || sqlError.isValid()) {
        *reason = sqlFailure(sqlError);
        return isDamage(sqlError) ? Health::Damaged : Health::Failed;
    }
    if (!problems.isEmpty()) {
        *reason = tr("the integrity check failed: %1").arg(problems.first());
        return Health::Damaged;
    }
    return Health::Ok;
}

bool CatalogStore::migrate(int fromVersion, QString* error) {
    if (fromVersion < 0 || fromVersion > kSchemaVersion) {
        if (error)
            *error = tr("%1: cannot migrate from schema version %2").arg(mPath).arg(fromVersion);
        return false;
    }
    for (int step = fromVersion; step < kSchemaVersion; ++step) {
        if (!begin(error))
            return false;
        if (!exec(QString::fromLatin1(kMigrations[step]), error) ||
            !exec(QStringLiteral("PRAGMA user_version = %1").arg(step + 1), error)) {
            rollback();
            return false;
        }
        if (!mDb.commit()) {
            if (error)
                *error = tr("%1: cannot save the schema: %2").arg(mPath, sqlFailure(mDb.lastError()));
            rollback();
            return false;
        }
    }
    return true;
}

std::optional<QString> CatalogStore::meta(const QString& key, QString* error) const {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(key);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlFailure(query.lastError()));
        return std::nullopt;
    }
    if (query.next())
        return query.value(0).toString();
    if (query.lastError().isValid()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlFailure(query.lastError()));
        return std::nullopt;
    }
    return QString();
}

bool CatalogStore::setMeta(const QString& key, const QString& value, QString* error) {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
    query.addBindValue(key);
    query.addBindValue(value);
    if (query.exec())
        return true;
    if (error)
        *error = sqlFailure(query.lastError());
    return false;
}

int CatalogStore::bundledVersion() const {
    return meta(QStringLiteral("bundled_version"), nullptr).value_or(QString()).toInt();
}

bool CatalogStore::refreshBundled(const BundledCatalog& bundled, QString* error) {
    const QString stamp =
        QString::number(bundled.version) + QLatin1Char(':') + QString::fromLatin1(bundled.contentHash);
    const auto current = meta(QStringLiteral("bundled_stamp"), error);
    if (!current)
        return false;
    if (*current == stamp)
        return true;
    if (!begin(error))
        return false;
    QString why;
    QSqlQuery query(mDb);
    bool ok = query.exec(QStringLiteral("DELETE FROM parts WHERE origin = 'bundled'"));
    // A user part keeps its id: the bundled part of the same id is shadowed, never overwritten.
    ok = ok && query.prepare(QStringLiteral(
                   "INSERT OR IGNORE INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)"));
    for (const Part& part : bundled.parts) {
        if (!ok)
            break;
        bindPartRow(query, part, QStringLiteral("bundled"));
        ok = query.exec();
    }
    if (!ok)
        why = sqlFailure(query.lastError());
    ok = ok && setMeta(QStringLiteral("bundled_stamp"), stamp, &why) &&
         setMeta(QStringLiteral("bundled_version"), QString::number(bundled.version), &why);
    if (ok && !mDb.commit()) {
        ok = false;
        why = sqlFailure(mDb.lastError());
    }
    if (!ok) {
        if (error)
            *error = tr("%1: cannot refresh the bundled parts: %2").arg(mPath, why);
        rollback();
        return false;
    }
    return true;
}

std::optional<PartIndex> CatalogStore::snapshot(QString* error) const {
    // Kept while nothing was written: a command reads its parts once, not again for the backup's check
    // and the design (each read parses every part's JSON).
    // Another program (or a second window) may have written the file since: its commits change
    // data_version, and the snapshot is read again.
    const qint64 version = dataVersion();
    if (mSnapshot && mSnapshotGeneration == mGeneration && version == mSnapshotDataVersion && version >= 0)
        return *mSnapshot;
    auto index = readSnapshot(error);
    if (index) {
        mSnapshot = *index;
        mSnapshotGeneration = mGeneration;
        mSnapshotDataVersion = version;
    } else {
        mSnapshot.reset();
    }
    return index;
}

qint64 CatalogStore::dataVersion() const {
    QSqlQuery query(mDb);
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return -1; // unknown: never trust the kept snapshot
    return query.value(0).toLongLong();
}

std::optional<PartIndex> CatalogStore::readSnapshot(QString* error) const {
    auto fail = [&](const QSqlError& sqlError) {
        if (error)
            *error = tr("%1: cannot read the catalog: %2").arg(mPath, sqlFailure(sqlError));
        return std::nullopt;
    };
    QHash<QString, Price> overrides;
    {
        QSqlQuery prices(mDb);
        prices.setForwardOnly(true);
        if (!prices.exec(QStringLiteral("SELECT part_id, amount, currency, date FROM price_overrides")))
            return fail(prices.lastError());
        while (prices.next())
            overrides.insert(
                prices.value(0).toString(),
                Price{prices.value(1).toDouble(), prices.value(2).toString(), prices.value(3).toString()});
        if (prices.lastError().isValid())
            return fail(prices.lastError());
    }

    QList<Part> parts;
    QSqlQuery query(mDb);
    query.setForwardOnly(true);
    // Bundled parts first in their stored order, then user parts by id.
    if (!query.exec(QStringLiteral("SELECT json, origin FROM parts ORDER BY origin = 'user', rowid")))
        return fail(query.lastError());
    while (query.next()) {
        const auto object = nlohmann::json::parse(query.value(0).toString().toStdString(), nullptr, false);
        PartError partError;
        auto part = PartParser::parse(object, &partError);
        if (!part) {
            qWarning("%s: skipping a stored part: %s", qPrintable(mPath), qPrintable(partError.toString()));
            continue;
        }
        part->userPart = query.value(1).toString() == QLatin1String("user");
        if (const auto it = overrides.constFind(part->id); it != overrides.constEnd()) {
            part->price = *it;
            part->priceOverridden = true;
            part->estimated.removeAll(QStringLiteral("price"));
        }
        parts.append(std::move(*part));
    }
    if (query.lastError().isValid())
        return fail(query.lastError());
    return PartIndex(std::move(parts));
}

PartIndex CatalogStore::snapshot() const {
    QString error;
    if (auto index = snapshot(&error))
        return std::move(*index);
    qWarning("%s", qPrintable(error));
    return PartIndex();
}
