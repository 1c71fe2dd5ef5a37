// CatalogStore, the check of every stored part on open: a changed byte inside a row passes SQLite's own
// checks (`PRAGMA quick_check` reads pages, not values), so each part row carries a checksum over its
// columns. A row whose checksum does not match, or that does not parse as the part it says it is, is
// replaced: a bundled part from the bundled catalog, a user part from the backup of the user parts. What
// was restored (and what could not be, kept in a file beside the catalog) is told in recoveryNote().
#include "durablefile.h"
#include "parts/partparser.h"
#include "store/catalogstoredetail.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace {

struct StoredRow {
    qint64 rowid = 0;
    QString id;
    QString kind;
    QString origin;
    QString json;
    QString checksum;
    QString parsedId; // the id inside the JSON, where it parses
};

// Whether the row's JSON is a part with the row's own id and kind.
bool rowParses(StoredRow& row) {
    const auto object = nlohmann::json::parse(row.json.toStdString(), nullptr, false);
    PartError partError;
    const auto part = PartParser::parse(object, &partError);
    if (!part)
        return false;
    row.parsedId = part->id;
    return part->id == row.id && partKindName(part->kind) == row.kind &&
           (row.origin == QLatin1String("bundled") || row.origin == QLatin1String("user"));
}

} // namespace

QString partRowChecksum(const QString& id, const QString& kind, const QString& origin, const QString& json) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& column : {id, kind, origin, json}) {
        hash.addData(column.toUtf8());
        hash.addData(QByteArrayView("\n", 1));
    }
    return QString::fromLatin1(hash.result().toHex());
}

void bindPartRow(QSqlQuery& query, const Part& part, const QString& origin) {
    const QString kind = partKindName(part.kind);
    const QString json = QString::fromStdString(part.json.dump());
    query.addBindValue(part.id);
    query.addBindValue(kind);
    query.addBindValue(origin);
    query.addBindValue(json);
    query.addBindValue(partRowChecksum(part.id, kind, origin, json));
}

bool CatalogStore::verifyParts(const BundledCatalog& bundled, QString* error) {
    QList<StoredRow> damaged;
    QList<std::pair<qint64, QString>> unsummed; // rows from before the checksum, and the one they get
    QSet<QString> present;
    {
        QSqlQuery query(mDb);
        query.setForwardOnly(true);
        bool ok = query.exec(QStringLiteral("SELECT rowid, id, kind, origin, json, checksum FROM parts"));
        while (ok && query.next()) {
            StoredRow row{query.value(0).toLongLong(),
                          query.value(1).toString(),
                          query.value(2).toString(),
                          query.value(3).toString(),
                          query.value(4).toString(),
                          query.value(5).toString(),
                          {}};
            const QString expected = partRowChecksum(row.id, row.kind, row.origin, row.json);
            if (row.checksum == expected) {
                present.insert(row.id);
            } else if (row.checksum.isEmpty() && rowParses(row)) {
                unsummed.append({row.rowid, expected});
                present.insert(row.id);
            } else {
                if (row.parsedId.isEmpty())
                    rowParses(row);
                damaged.append(row);
            }
        }
        if (!ok || query.lastError().isValid()) {
            if (error)
                *error = tr("%1: cannot read the catalog: %2").arg(mPath, sqlFailure(query.lastError()));
            return false;
        }
    }
    // A bundled part whose row is gone (deleted by another program) comes back as a damaged one does.
    bool bundledMissing = false;
    for (const Part& part : bundled.parts)
        bundledMissing = bundledMissing || !present.contains(part.id);
    if (damaged.isEmpty() && unsummed.isEmpty() && !bundledMissing)
        return true;

    if (!begin(error))
        return false;
    QString why;
    QSqlQuery query(mDb);
    bool ok = query.prepare(QStringLiteral("UPDATE parts SET checksum = ? WHERE rowid = ?"));
    for (const auto& [rowid, checksum] : std::as_const(unsummed)) {
        if (!ok)
            break;
        query.addBindValue(checksum);
        query.addBindValue(rowid);
        ok = query.exec();
    }
    ok = ok && query.prepare(QStringLiteral("DELETE FROM parts WHERE rowid = ?"));
    for (const StoredRow& row : std::as_const(damaged)) {
        if (!ok)
            break;
        query.addBindValue(row.rowid);
        ok = query.exec();
    }

    // A user part comes back from the backup, found by the row's id or the id inside its JSON.
    QSet<QString> bundledIds;
    for (const Part& part : bundled.parts)
        bundledIds.insert(part.id);
    QStringList fromBackup;
    QList<const StoredRow*> lost;
    QHash<QString, Part> saved;
    bool backupRead = false;
    QString backupError;
    if (ok) {
        for (const StoredRow& row : std::as_const(damaged)) {
            if (!backupRead) {
                backupRead = true;
                if (const auto data = readBackup(&backupError))
                    for (const Part& part : data->parts)
                        saved.insert(part.id, part);
            }
            const Part* part = nullptr;
            for (const QString& id : {row.id, row.parsedId})
                if (!part && !id.isEmpty() && !present.contains(id) && saved.contains(id))
                    part = &saved[id];
            if (part) {
                ok =
                    ok && query.prepare(QStringLiteral(
                              "INSERT INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)"));
                bindPartRow(query, *part, QStringLiteral("user"));
                ok = ok && query.exec();
                present.insert(part->id);
                fromBackup.append(part->id);
            } else if (!bundledIds.contains(row.id) && !bundledIds.contains(row.parsedId)) {
                lost.append(&row);
            }
        }
    }
    // Every bundled part missing now (its row was damaged) comes back from the bundled catalog.
    QStringList fromBundled;
    ok = ok && query.prepare(QStringLiteral(
                   "INSERT INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)"));
    for (const Part& part : bundled.parts) {
        if (!ok)
            break;
        if (present.contains(part.id))
            continue;
        bindPartRow(query, part, QStringLiteral("bundled"));
        ok = query.exec();
        present.insert(part.id);
        fromBundled.append(part.id);
    }
    if (!ok) {
        why = sqlFailure(query.lastError());
        rollback();
        if (error)
            *error = tr("%1: cannot repair the damaged parts: %2").arg(mPath, why);
        return false;
    }

    // What could not be restored is kept, as it was stored, for the user to look at.
    QString keptIn;
    if (!lost.isEmpty()) {
        nlohmann::json rows = nlohmann::json::array();
        for (const StoredRow* row : std::as_const(lost))
            rows.push_back({{"id", row->id.toStdString()},
                            {"origin", row->origin.toStdString()},
                            {"json", row->json.toStdString()}});
        keptIn = damagedName(mPath) + QStringLiteral(".rows.json");
        QString keepError;
        if (!DurableFile::write(keptIn, QByteArray::fromStdString(nlohmann::json{{"rows", rows}}.dump(2)),
                                &keepError)) {
            rollback();
            if (error)
                *error = tr("%1: damaged parts cannot be kept aside: %2").arg(mPath, keepError);
            return false;
        }
    }
    if (damaged.isEmpty()) {
        if (!mDb.commit()) {
            const QString failure = sqlFailure(mDb.lastError());
            rollback();
            if (error)
                *error = tr("%1: cannot save the part checksums: %2").arg(mPath, failure);
            return false;
        }
        if (!fromBundled.isEmpty())
            addNote(tr("%1: %n bundled part(s) were missing from the catalog and were restored from the "
                       "bundled catalog: %2",
                       nullptr, int(fromBundled.size()))
                        .arg(mPath, fromBundled.join(QStringLiteral(", "))));
        return true;
    }
    if (!commitWithBackup(error))
        return false;

    QStringList note;
    note.append(tr("%1: %n stored part(s) were damaged and have been replaced", nullptr, int(damaged.size()))
                    .arg(mPath));
    if (!fromBundled.isEmpty())
        note.append(tr("restored from the bundled catalog: %1").arg(fromBundled.join(QStringLiteral(", "))));
    if (!fromBackup.isEmpty())
        note.append(tr("restored from the backup %1: %2")
                        .arg(backupPath(mPath), fromBackup.join(QStringLiteral(", "))));
    if (!lost.isEmpty()) {
        QStringList ids;
        for (const StoredRow* row : std::as_const(lost))
            ids.append(row->id.isEmpty() ? tr("row %1").arg(row->rowid) : row->id);
        note.append(tr("not in the backup, so not restored: %1; the damaged rows were kept in %2")
                        .arg(ids.join(QStringLiteral(", ")), keptIn));
        if (!backupError.isEmpty())
            note.append(tr("the backup cannot be read: %1").arg(backupError));
    }
    addNote(note.join(QLatin1Char('\n')));
    return true;
}
