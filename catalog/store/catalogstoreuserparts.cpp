#include "store/catalogstore.h"
#include "store/catalogstoredetail.h"

#include "parts/partparser.h"
#include "parts/partsdocument.h"
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

// The user's own parts and prices: import, export, removal and price overrides.

bool CatalogStore::importParts(const QByteArray& text, const QString& fileName, QString* error) {
    const auto parts = PartsDocument::read(text, fileName, error);
    if (!parts)
        return false;
    const auto current = snapshot(error);
    if (!current)
        return false;
    QSet<QString> importedIds;
    for (const Part& part : *parts)
        importedIds.insert(part.id);
    for (const Part& part : *parts) {
        const Part* existing = current->find(part.id);
        if (existing && !existing->userPart) {
            if (error)
                *error = tr("%1: part \"%2\": id is already used by a bundled part").arg(fileName, part.id);
            return false;
        }
        if (const SystemSpec* system = part.system()) {
            for (const SystemContent& content : system->contents) {
                if (!current->find(content.partId) && !importedIds.contains(content.partId)) {
                    if (error)
                        *error = tr("%1: part \"%2\": spec.contents names unknown part \"%3\"")
                                     .arg(fileName, part.id, content.partId);
                    return false;
                }
            }
        }
    }
    if (!begin(error))
        return false;
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO parts (id, kind, origin, json, checksum) VALUES (?, ?, ?, ?, ?)"));
    for (const Part& part : *parts) {
        bindPartRow(query, part, QStringLiteral("user"));
        if (!query.exec()) {
            if (error)
                *error =
                    tr("%1: cannot store part \"%2\": %3").arg(mPath, part.id, sqlFailure(query.lastError()));
            rollback();
            return false;
        }
    }
    return commitWithBackup(error);
}

std::optional<QByteArray> CatalogStore::exportUserParts(QString* error) const {
    const auto index = snapshot(error);
    if (!index)
        return std::nullopt;
    QList<Part> userParts;
    for (const Part& part : index->parts())
        if (part.userPart)
            userParts.append(part);
    return PartsDocument::write(userParts);
}

bool CatalogStore::removeUserPart(const QString& id, QString* error) {
    // A part only the backup still holds (the store lost it) is dropped from the backup: the user chose.
    QString dropError;
    if (dropBackupOnlyPart(id, &dropError)) {
        if (!dropError.isEmpty() && error)
            *error = dropError;
        return dropError.isEmpty();
    }
    if (!begin(error))
        return false;
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("DELETE FROM parts WHERE id = ? AND origin = 'user'"));
    query.addBindValue(id);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: cannot remove part \"%2\": %3").arg(mPath, id, sqlFailure(query.lastError()));
        rollback();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        if (error)
            *error = tr("no user part \"%1\"").arg(id);
        rollback();
        return false;
    }
    return commitWithBackup(error);
}

bool CatalogStore::setPriceOverride(const QString& id, const Price& price, QString* error) {
    if (price.amount < 0 || price.currency.size() != 3) {
        if (error)
            *error =
                tr("part \"%1\": a price needs a non-negative amount and a three-letter currency").arg(id);
        return false;
    }
    if (!begin(error))
        return false;
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO price_overrides (part_id, amount, currency, date) "
                                 "VALUES (?, ?, ?, ?)"));
    query.addBindValue(id);
    query.addBindValue(price.amount);
    query.addBindValue(price.currency);
    query.addBindValue(price.date);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlFailure(query.lastError()));
        rollback();
        return false;
    }
    return commitWithBackup(error);
}

bool CatalogStore::clearPriceOverride(const QString& id, QString* error) {
    if (!begin(error))
        return false;
    QSqlQuery query(mDb);
    query.prepare(QStringLiteral("DELETE FROM price_overrides WHERE part_id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        if (error)
            *error = tr("%1: %2").arg(mPath, sqlFailure(query.lastError()));
        rollback();
        return false;
    }
    return commitWithBackup(error);
}
