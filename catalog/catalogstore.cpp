#include "catalogstore.h"

#include "partparser.h"
#include "partsdocument.h"

#include <QDir>
#include <QFileInfo>
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
};
static_assert(std::size(kMigrations) == CatalogStore::kSchemaVersion);

QString sqlError(const QSqlQuery& query) {
    return query.lastError().text();
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

CatalogStore::CatalogStore(QString path)
    : mPath(std::move(path)), mConnection(QStringLiteral("catalog-") + QUuid::createUuid().toString()) {}

CatalogStore::~CatalogStore() {
    if (mDb.isValid()) {
        mDb.close();
        mDb = QSqlDatabase();
    }
    QSqlDatabase::removeDatabase(mConnection);
}

bool CatalogStore::exec(const QString& sql, QString* error) {
    QSqlQuery query(mDb);
    for (const QString& statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (statement.trimmed().isEmpty())
            continue;
        if (!query.exec(statement)) {
            if (error)
                *error = tr("%1: %2").arg(mPath, sqlError(query));
            return false;
        }
    }
    return true;
}

bool CatalogStore::open(const BundledCatalog& bundled, QString* error) {
    QDir().mkpath(QFileInfo(mPath).absolutePath());
    mDb = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mConnection);
    mDb.setDatabaseName(mPath);
    if (!mDb.open()) {
        if (error)
            *error = tr("%1: cannot open the catalog database: %2").arg(mPath, mDb.lastError().text());
        return false;
    }
    const int version = schemaVersion();
    if (version > kSchemaVersion) {
        if (error)
            *error = tr("%1: catalog schema version %2 is newer than this program supports (%3)")
                         .arg(mPath)
                         .arg(version)
                         .arg(kSchemaVersion);
        return false;
    }
    if (version < kSchemaVersion && !migrate(version, error))
        return false;
    return refreshBundled(bundled, error);
}

int CatalogStore::schemaVersion() const {
    QSqlQuery query(mDb);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

bool CatalogStore::migrate(int fromVersion, QString* error) {
    for (int step = fromVersion; step < kSchemaVersion; ++step) {
        mDb.transaction();
        if (!exec(QString::fromLatin1(kMigrations[step]), error) ||
            !exec(QStringLiteral("PRAGMA user_version = %1").arg(step + 1), error)) {
            mDb.rollback();
            return false;
        }
        mDb.commit();
    }
    return true;
}

QString CatalogStore::meta(const QString& key) const {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(key);
    if (query.exec() && query.next())
        return query.value(0).toString();
    return {};
}

bool CatalogStore::setMeta(const QString& key, const QString& value) {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
    query.addBindValue(key);
    query.addBindValue(value);
    return query.exec();
}

int CatalogStore::bundledVersion() const {
    return meta(QStringLiteral("bundled_version")).toInt();
}

bool CatalogStore::refreshBundled(const BundledCatalog& bundled, QString* error) {
    const QString stamp =
        QString::number(bundled.version) + QLatin1Char(':') + QString::fromLatin1(bundled.contentHash);
    if (meta(QStringLiteral("bundled_stamp")) == stamp)
        return true;
    mDb.transaction();
    QSqlQuery query(mDb);
    bool ok = query.exec(QStringLiteral("DELETE FROM parts WHERE origin = 'bundled'"));
    // A user part keeps its id: the bundled part of the same id is shadowed, never overwritten.
    query.prepare(
        QStringLiteral("INSERT OR IGNORE INTO parts (id, kind, origin, json) VALUES (?, ?, 'bundled', ?)"));
    for (const Part& part : bundled.parts) {
        if (!ok)
            break;
        query.addBindValue(part.id);
        query.addBindValue(partKindName(part.kind));
        query.addBindValue(QString::fromStdString(part.json.dump()));
        ok = query.exec();
    }
    ok = ok && setMeta(QStringLiteral("bundled_stamp"), stamp) &&
         setMeta(QStringLiteral("bundled_version"), QString::number(bundled.version));
    if (!ok) {
        if (error)
            *error = tr("%1: cannot refresh the bundled parts: %2").arg(mPath, sqlError(query));
        mDb.rollback();
        return false;
    }
    return mDb.commit();
}

PartIndex CatalogStore::snapshot() const {
    QHash<QString, Price> overrides;
    QSqlQuery prices(mDb);
    prices.exec(QStringLiteral("SELECT part_id, amount, currency, date FROM price_overrides"));
    while (prices.next())
        overrides.insert(
            prices.value(0).toString(),
            Price{prices.value(1).toDouble(), prices.value(2).toString(), prices.value(3).toString()});

    QList<Part> parts;
    QSqlQuery query(mDb);
    // Bundled parts first in their stored order, then user parts by id.
    query.exec(QStringLiteral("SELECT json, origin FROM parts ORDER BY origin = 'user', rowid"));
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
    return PartIndex(std::move(parts));
}

bool CatalogStore::importParts(const QByteArray& text, const QString& fileName, QString* error) {
    const auto parts = PartsDocument::read(text, fileName, error);
    if (!parts)
        return false;
    const PartIndex current = snapshot();
    QSet<QString> importedIds;
    for (const Part& part : *parts)
        importedIds.insert(part.id);
    for (const Part& part : *parts) {
        const Part* existing = current.find(part.id);
        if (existing && !existing->userPart) {
            if (error)
                *error = tr("%1: part \"%2\": id is already used by a bundled part").arg(fileName, part.id);
            return false;
        }
        if (const SystemSpec* system = part.system()) {
            for (const SystemContent& content : system->contents) {
                if (!current.find(content.partId) && !importedIds.contains(content.partId)) {
                    if (error)
                        *error = tr("%1: part \"%2\": spec.contents names unknown part \"%3\"")
                                     .arg(fileName, part.id, content.partId);
                    return false;
                }
            }
        }
    }
    mDb.transaction();
    QSqlQuery query(mDb);
    query.prepare(
        QStringLiteral("INSERT OR REPLACE INTO parts (id, kind, origin, json) VALUES (?, ?, 'user', ?)"));
    for (const Part& part : *parts) {
        query.addBindValue(part.id);
        query.addBindValue(partKindName(part.kind));
        query.addBindValue(QString::fromStdString(part.json.dump()));
        if (!query.exec()) {
            if (error)
                *error = tr("%1: cannot store part \"%2\": %3").arg(mPath, part.id, sqlError(query));
            mDb.rollback();
            return false;
        }
    }
    return mDb.commit();
}

QByteArray CatalogStore::exportUserParts() const {
    QList<Part> userParts;
    const PartIndex index = snapshot();
    for (const Part& part : index.parts())
        if (part.userPart)
            userParts.append(part);
    return PartsDocument::write(userParts);
}

bool CatalogStore::removeUserPart(const QString& id, QString* error) {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("DELETE FROM parts WHERE id = ? AND origin = 'user'"));
    query.addBindValue(id);
    if (!query.exec() || query.numRowsAffected() != 1) {
        if (error)
            *error = tr("no user part \"%1\"").arg(id);
        return false;
    }
    return true;
}

bool CatalogStore::setPriceOverride(const QString& id, const Price& price, QString* error) {
    if (price.amount < 0 || price.currency.size() != 3) {
        if (error)
            *error =
                tr("part \"%1\": a price needs a non-negative amount and a three-letter currency").arg(id);
        return false;
    }
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO price_overrides (part_id, amount, currency, date) "
                                 "VALUES (?, ?, ?, ?)"));
    query.addBindValue(id);
    query.addBindValue(price.amount);
    query.addBindValue(price.currency);
    query.addBindValue(price.date);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlError(query));
        return false;
    }
    return true;
}

bool CatalogStore::clearPriceOverride(const QString& id, QString* error) {
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("DELETE FROM price_overrides WHERE part_id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlError(query));
        return false;
    }
    return true;
}
