// CatalogStore, the part that keeps the user's work safe: the JSON backup of the user parts written after
// every change, and rebuilding a damaged store with the user parts recovered from it or from that backup.
#include "durablefile.h"
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
#include <algorithm>

namespace {
// Row-by-row salvage gives up past this many rowids.
constexpr qint64 kMaxSalvageRowid = 200000;
} // namespace

QString damagedName(const QString& path) {
    const QString base = path + QStringLiteral(".damaged-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = base;
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = base + QLatin1Char('-') + QString::number(n);
    return name;
}

CatalogStore::UserData CatalogStore::salvageUserData() const {
    UserData data;
    QSet<QString> ids;
    QSet<qint64> rowids;
    auto take = [&](qint64 rowid, const QString& json) {
        rowids.insert(rowid);
        const auto object = nlohmann::json::parse(json.toStdString(), nullptr, false);
        PartError partError;
        auto part = PartParser::parse(object, &partError);
        if (part && !ids.contains(part->id)) {
            ids.insert(part->id);
            part->userPart = true;
            data.parts.append(std::move(*part));
        }
    };
    // First the whole table in one pass; when a damaged page stops it, every rowid on its own, so that
    // only the rows on damaged pages are lost.
    bool complete = false;
    qint64 largest = 0;
    {
        QSqlQuery scan(mDb);
        scan.setForwardOnly(true);
        if (scan.exec(QStringLiteral("SELECT rowid, json FROM parts WHERE origin = 'user'"))) {
            while (scan.next()) {
                largest = std::max(largest, scan.value(0).toLongLong());
                take(scan.value(0).toLongLong(), scan.value(1).toString());
            }
            complete = !scan.lastError().isValid();
        }
    }
    if (!complete) {
        qint64 last = largest + 20000;
        QSqlQuery top(mDb);
        if (top.exec(QStringLiteral("SELECT max(rowid) FROM parts")) && top.next() && !top.isNull(0))
            last = top.value(0).toLongLong();
        top.finish();
        QSqlQuery one(mDb);
        one.setForwardOnly(true);
        if (one.prepare(QStringLiteral("SELECT json FROM parts WHERE rowid = ? AND origin = 'user'"))) {
            for (qint64 rowid = 1; rowid <= std::min(last, kMaxSalvageRowid); ++rowid) {
                if (rowids.contains(rowid))
                    continue;
                one.addBindValue(rowid);
                if (one.exec() && one.next())
                    take(rowid, one.value(0).toString());
                one.finish();
            }
        }
    }
    QSqlQuery prices(mDb);
    prices.setForwardOnly(true);
    if (prices.exec(QStringLiteral("SELECT part_id, amount, currency, date FROM price_overrides"))) {
        while (prices.next())
            data.prices.append(PriceRow{
                prices.value(0).toString(),
                Price{prices.value(1).toDouble(), prices.value(2).toString(), prices.value(3).toString()}});
    }
    return data;
}

std::optional<CatalogStore::UserData> CatalogStore::readBackup(QString* error) const {
    const QString path = backupPath(mPath);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString().isEmpty() ? tr("unknown error") : file.errorString();
        return std::nullopt;
    }
    const QByteArray text = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = file.errorString().isEmpty() ? tr("unknown error") : file.errorString();
        return std::nullopt;
    }
    auto parts = PartsDocument::read(text, path, error);
    if (!parts)
        return std::nullopt;
    UserData data;
    for (Part& part : *parts)
        part.userPart = true;
    data.parts = std::move(*parts);
    const auto document = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (document.is_object() && document.contains("price_overrides") &&
        document["price_overrides"].is_array()) {
        for (const auto& item : document["price_overrides"]) {
            if (!item.is_object() || !item.contains("part_id") || !item["part_id"].is_string() ||
                !item.contains("amount") || !item["amount"].is_number() || !item.contains("currency") ||
                !item["currency"].is_string())
                continue;
            const double amount = item["amount"].get<double>();
            const QString currency = QString::fromStdString(item["currency"].get<std::string>());
            if (amount < 0 || currency.size() != 3)
                continue;
            const QString date = item.contains("date") && item["date"].is_string()
                                     ? QString::fromStdString(item["date"].get<std::string>())
                                     : QString();
            data.prices.append(PriceRow{QString::fromStdString(item["part_id"].get<std::string>()),
                                        Price{amount, currency, date}});
        }
    }
    return data;
}

bool CatalogStore::restoreUserData(const UserData& data, QString* error) {
    if (!begin(error))
        return false;
    QSqlQuery query(mDb);
    bool ok = query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)"));
    for (const Part& part : data.parts) {
        if (!ok)
            break;
        bindPartRow(query, part, QStringLiteral("user"));
        ok = query.exec();
    }
    ok = ok &&
         query.prepare(QStringLiteral(
             "INSERT OR REPLACE INTO price_overrides (part_id, amount, currency, date) VALUES (?, ?, ?, ?)"));
    for (const PriceRow& row : data.prices) {
        if (!ok)
            break;
        query.addBindValue(row.partId);
        query.addBindValue(row.price.amount);
        query.addBindValue(row.price.currency);
        query.addBindValue(row.price.date);
        ok = query.exec();
    }
    if (!ok) {
        if (error)
            *error = tr("%1: cannot restore the user parts: %2").arg(mPath, sqlFailure(query.lastError()));
        rollback();
        return false;
    }
    return commitWithBackup(error);
}

bool CatalogStore::rebuild(const BundledCatalog& bundled, const QString& reason, QString* error) {
    const UserData salvaged = salvageUserData();
    closeConnection();

    const QString aside = damagedName(mPath);
    if (!QFile::rename(mPath, aside)) {
        if (error)
            *error = tr("%1: the catalog database is damaged (%2) and cannot be moved aside to %3")
                         .arg(mPath, reason, aside);
        return false;
    }
    // A journal left beside the damaged file would be played into the new one: it goes along.
    for (const char* suffix : {"-journal", "-wal", "-shm"}) {
        const QString companion = mPath + QLatin1String(suffix);
        if (QFileInfo::exists(companion) && !QFile::rename(companion, aside + QLatin1String(suffix))) {
            if (error)
                *error =
                    tr("%1: cannot move %2 aside to %3").arg(mPath, companion, aside + QLatin1String(suffix));
            return false;
        }
    }

    // The user parts read from the damaged file win; the backup fills in what could not be read.
    UserData data = salvaged;
    int fromBackup = 0;
    QString backupNote;
    const QString backup = backupPath(mPath);
    if (QFileInfo::exists(backup)) {
        QString backupError;
        if (const auto saved = readBackup(&backupError)) {
            QSet<QString> ids;
            for (const Part& part : data.parts)
                ids.insert(part.id);
            for (const Part& part : saved->parts) {
                if (!ids.contains(part.id)) {
                    data.parts.append(part);
                    ++fromBackup;
                }
            }
            QSet<QString> priced;
            for (const PriceRow& row : data.prices)
                priced.insert(row.partId);
            for (const PriceRow& row : saved->prices)
                if (!priced.contains(row.partId))
                    data.prices.append(row);
        } else {
            const QString backupAside = damagedName(backup);
            QFile::rename(backup, backupAside);
            backupNote = tr("the backup %1 cannot be read (%2); it was kept as %3")
                             .arg(backup, backupError, backupAside);
        }
    }

    if (!openConnection(error) || !migrate(0, error) || !refreshBundled(bundled, error) ||
        !restoreUserData(data, error))
        return false;

    QStringList note;
    note.append(tr("%1: the catalog database is damaged (%2); it was kept as %3 and the catalog was rebuilt "
                   "from the bundled parts")
                    .arg(mPath, reason, aside));
    if (data.parts.isEmpty() && backupNote.isEmpty() && !QFileInfo::exists(backup))
        note.append(tr("no user parts could be recovered"));
    else
        note.append(tr("user parts recovered: %1 from the damaged file, %2 from the backup %3")
                        .arg(salvaged.parts.size())
                        .arg(fromBackup)
                        .arg(backup));
    if (!backupNote.isEmpty())
        note.append(backupNote);
    mRecoveryNote = note.join(QLatin1Char('\n'));
    return true;
}

std::optional<QByteArray> CatalogStore::backupDocument(QString* error) const {
    const auto index = snapshot(error);
    if (!index)
        return std::nullopt;
    nlohmann::json items = nlohmann::json::array();
    for (const Part& part : index->parts())
        if (part.userPart)
            items.push_back(part.json);
    nlohmann::json prices = nlohmann::json::array();
    QSet<QString> priced;
    QSqlQuery query(mDb);
    query.setForwardOnly(true);
    bool ok = query.exec(
        QStringLiteral("SELECT part_id, amount, currency, date FROM price_overrides ORDER BY part_id"));
    while (ok && query.next()) {
        priced.insert(query.value(0).toString());
        prices.push_back({{"part_id", query.value(0).toString().toStdString()},
                          {"amount", query.value(1).toDouble()},
                          {"currency", query.value(2).toString().toStdString()},
                          {"date", query.value(3).toString().toStdString()}});
    }
    if (!ok || query.lastError().isValid()) {
        if (error)
            *error = tr("%1: cannot read the catalog: %2").arg(mPath, sqlFailure(query.lastError()));
        return std::nullopt;
    }
    // What only the backup holds stays in it until the user restores or drops it (catalogstorebackuponly).
    if (mBackupOnly) {
        for (const Part& part : mBackupOnly->parts) {
            const Part* stored = index->find(part.id);
            if (!stored || !stored->userPart)
                items.push_back(part.json);
        }
        for (const PriceRow& row : mBackupOnly->prices)
            if (!priced.contains(row.partId))
                prices.push_back({{"part_id", row.partId.toStdString()},
                                  {"amount", row.price.amount},
                                  {"currency", row.price.currency.toStdString()},
                                  {"date", row.price.date.toStdString()}});
    }
    // The same {"parts": [...]} format as an export, so that `catalog import` takes it too.
    const nlohmann::json document = {{"parts", items}, {"price_overrides", prices}};
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

bool CatalogStore::writeBackup(QString* error) const {
    const auto document = backupDocument(error);
    if (!document)
        return false;
    return DurableFile::write(backupPath(mPath), *document, error);
}

bool CatalogStore::commitWithBackup(QString* error) {
    // The backup is written from inside the transaction, so that a change is saved only with its backup.
    QString backupError;
    if (!writeBackup(&backupError)) {
        rollback();
        if (error)
            *error =
                tr("nothing was changed: cannot write the backup of the user parts: %1").arg(backupError);
        return false;
    }
    if (!mDb.commit()) {
        const QString why = sqlFailure(mDb.lastError());
        rollback();
        writeBackup(nullptr); // back in step with what the database holds
        if (error)
            *error = tr("%1: cannot save the change: %2").arg(mPath, why);
        return false;
    }
    return true;
}
