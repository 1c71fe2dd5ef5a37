// CatalogStore, the rule that a backup never shrinks unasked: on open the backup of the user parts is
// compared with the store. When it holds parts or prices the store lacks (the catalog file was replaced by
// an older copy, another program deleted a row), the backup is kept as it is and every later change writes
// it with them still in it, until the user restores them or drops them.
#include "durablefile.h"
#include "store/catalogstoredetail.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

void CatalogStore::addNote(const QString& note) {
    mRecoveryNote = mRecoveryNote.isEmpty() ? note : mRecoveryNote + QLatin1Char('\n') + note;
}

bool CatalogStore::reconcileBackup(QString* error) {
    mBackupOnly.reset();
    const QString backup = backupPath(mPath);
    if (QFileInfo::exists(backup)) {
        QString backupError;
        const auto saved = readBackup(&backupError);
        if (!saved) {
            // An unreadable backup is kept for the user to look at, never overwritten.
            const QString aside = damagedName(backup);
            QFile::rename(backup, aside);
            addNote(
                tr("the backup %1 cannot be read (%2); it was kept as %3").arg(backup, backupError, aside));
        } else {
            const auto index = snapshot(error);
            if (!index)
                return false;
            QSet<QString> prices;
            {
                QSqlQuery query(mDb);
                query.setForwardOnly(true);
                if (!query.exec(QStringLiteral("SELECT part_id FROM price_overrides"))) {
                    if (error)
                        *error =
                            tr("%1: cannot read the catalog: %2").arg(mPath, sqlFailure(query.lastError()));
                    return false;
                }
                while (query.next())
                    prices.insert(query.value(0).toString());
            }
            auto missing = std::make_unique<UserData>();
            for (const Part& part : saved->parts) {
                const Part* stored = index->find(part.id);
                if (!stored || !stored->userPart)
                    missing->parts.append(part);
            }
            for (const PriceRow& row : saved->prices)
                if (!prices.contains(row.partId))
                    missing->prices.append(row);
            if (!missing->parts.isEmpty() || !missing->prices.isEmpty()) {
                mBackupOnly = std::move(missing);
                return true; // the backup stays as it is: the caller asks the user what to do
            }
        }
    }
    // Keep the backup in step (it is missing for stores made before it existed).
    QString backupError;
    const auto document = backupDocument(&backupError);
    QFile current(backup);
    const bool same = document && current.open(QIODevice::ReadOnly) && current.readAll() == *document;
    current.close();
    if (!same && !writeBackup(&backupError))
        addNote(tr("cannot update the backup of the user parts: %1").arg(backupError));
    return true;
}

QStringList CatalogStore::backupOnlyParts() const {
    QStringList ids;
    if (mBackupOnly)
        for (const Part& part : mBackupOnly->parts)
            ids.append(part.id);
    return ids;
}

int CatalogStore::backupOnlyPrices() const {
    return mBackupOnly ? int(mBackupOnly->prices.size()) : 0;
}

bool CatalogStore::restoreBackupOnly(QString* error) {
    if (!mBackupOnly)
        return true;
    const UserData missing = *mBackupOnly;
    if (!restoreUserData(missing, error))
        return false;
    mBackupOnly.reset();
    return true;
}

bool CatalogStore::dropBackupOnlyPart(const QString& id, QString* error) {
    if (!mBackupOnly)
        return false;
    QList<Part>& parts = mBackupOnly->parts;
    const auto it = std::find_if(parts.begin(), parts.end(), [&](const Part& part) { return part.id == id; });
    if (it == parts.end())
        return false;
    const Part dropped = *it;
    parts.erase(it);
    if (!writeBackup(error)) {
        parts.append(dropped);
        return true; // handled, with the error
    }
    return true;
}

bool CatalogStore::dropBackupOnly(QString* error) {
    if (!mBackupOnly)
        return true;
    auto kept = std::move(mBackupOnly);
    if (writeBackup(error))
        return true;
    mBackupOnly = std::move(kept);
    return false;
}

CatalogStore::~CatalogStore() {
    closeConnection();
}
