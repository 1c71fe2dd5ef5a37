// The catalog store against what loses a user's work without SQLite noticing (issue #47): an index that
// lost a row (quick_check passes, integrity_check does not, every write fails as "malformed"), a catalog
// replaced by an older copy or with a user row deleted (the backup must never shrink unasked), and a
// bundled row deleted (it comes back from the bundled catalog).
#include "store/catalogstore.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace recovery {

BundledCatalog bundledFixture() {
    QString error;
    auto catalog = BundledCatalog::load(QStringLiteral(CW_TEST_DATA "/catalog/v1"), &error);
    if (!catalog)
        qFatal("fixture: %s", qPrintable(error));
    return *catalog;
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// `count` user GPUs "acme-<prefix>-N", as a {"parts": [...]} document.
QByteArray userParts(const QString& prefix, int count) {
    const QByteArray base = fileBytes(QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json"));
    const auto part = nlohmann::json::parse(base.toStdString())["parts"][0];
    nlohmann::json items = nlohmann::json::array();
    for (int i = 0; i < count; ++i) {
        nlohmann::json item = part;
        item["id"] = QStringLiteral("acme-%1-%2").arg(prefix).arg(i).toStdString();
        items.push_back(item);
    }
    return QByteArray::fromStdString(nlohmann::json{{"parts", items}}.dump());
}

int userCount(const PartIndex& index) {
    int count = 0;
    for (const Part& part : index.parts())
        count += part.userPart ? 1 : 0;
    return count;
}

// Runs SQL on the file behind the store's back, as another program would.
bool tamper(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString& statement : statements)
            if (ok && !q.exec(statement)) {
                qWarning("%s: %s", qPrintable(statement), qPrintable(q.lastError().text()));
                ok = false;
            }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
    return ok;
}

// The first line `PRAGMA <check>` gives for the file.
QString sqliteCheck(const QString& path, const char* check) {
    QString result;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("checker"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(check))) && q.next())
                result = q.value(0).toString();
            q.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("checker"));
    return result;
}

} // namespace recovery

class TestCatalogRecovery : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    // A store at `name` with `count` user parts and a price override, closed again.
    QString storeWith(const char* name, int count) {
        const QString path = mDir.filePath(QLatin1String(name));
        CatalogStore store(path);
        QString error;
        if (!store.open(recovery::bundledFixture(), &error) ||
            !store.importParts(recovery::userParts(QStringLiteral("gpu"), count),
                               QStringLiteral("parts.json"), &error) ||
            !store.setPriceOverride(QStringLiteral("fixture-gpu"), Price{19000, QStringLiteral("EUR"), {}},
                                    &error))
            qWarning("storeWith: %s", qPrintable(error));
        return path;
    }

private slots:
    // The index parts_kind made to disagree with its table (its definition changed under it, as a bad
    // sector in an index page or another program's bug leaves it): quick_check reads the pages and passes,
    // integrity_check compares the index with the table and fails, and before, every command then failed
    // with "cannot repair the damaged parts: database disk image is malformed", run after run.
    void indexThatLostRowsIsRebuiltOnce() {
        const QString path = storeWith("index.sqlite", 3);
        QVERIFY(recovery::tamper(
            path, {QStringLiteral("PRAGMA writable_schema = ON"),
                   QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE INDEX parts_kind ON parts "
                                  "(origin)' WHERE name = 'parts_kind'")}));
        QCOMPARE(recovery::sqliteCheck(path, "quick_check"), QStringLiteral("ok"));
        const QString integrity = recovery::sqliteCheck(path, "integrity_check");
        QVERIFY2(integrity.contains(QLatin1String("missing from index parts_kind")), qPrintable(integrity));

        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(recovery::bundledFixture(), &error), qPrintable(error));
        const QString note = store.recoveryNote();
        QVERIFY2(note.contains(QLatin1String("damaged")) && note.contains(QLatin1String("parts_kind")),
                 qPrintable(note));
        const QStringList aside = QDir(mDir.path()).entryList({QStringLiteral("index.sqlite.damaged-*")});
        QCOMPARE(aside.size(), 1);
        QVERIFY2(note.contains(aside.first()), qPrintable(note));
        const auto index = store.snapshot(&error);
        QVERIFY2(index, qPrintable(error));
        QCOMPARE(recovery::userCount(*index), 3);
        QVERIFY(index->find(QStringLiteral("fixture-gpu"))->priceOverridden);
        // The rebuilt store takes writes again, and says nothing on the next open: once.
        QVERIFY2(store.importParts(recovery::userParts(QStringLiteral("new"), 1), QStringLiteral("new.json"),
                                   &error),
                 qPrintable(error));
        QCOMPARE(recovery::sqliteCheck(path, "integrity_check"), QStringLiteral("ok"));
        CatalogStore again(path);
        QVERIFY2(again.open(recovery::bundledFixture(), &error), qPrintable(error));
        QVERIFY2(again.recoveryNote().isEmpty(), qPrintable(again.recoveryNote()));
        QCOMPARE(recovery::userCount(again.snapshot()), 4);
    }

    // An older copy of the catalog put back (from a sync tool, a backup of the home folder): it lacks a
    // part the user imported since. The backup keeps it, byte for byte, through every later change, until
    // the user restores it or drops it.
    void olderCopyNeverShrinksTheBackup() {
        const QString path = storeWith("older.sqlite", 2);
        const QString older = mDir.filePath(QStringLiteral("older-copy.sqlite"));
        QVERIFY(QFile::copy(path, older));
        QString error;
        {
            CatalogStore store(path);
            QVERIFY(store.open(recovery::bundledFixture(), &error));
            QVERIFY(store.importParts(recovery::userParts(QStringLiteral("late"), 1),
                                      QStringLiteral("l.json"), &error));
        }
        const QString backup = CatalogStore::backupPath(path);
        const QByteArray saved = recovery::fileBytes(backup);
        QVERIFY(saved.contains("acme-late-0"));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::copy(older, path));

        {
            CatalogStore store(path);
            QVERIFY2(store.open(recovery::bundledFixture(), &error), qPrintable(error));
            QCOMPARE(store.backupOnlyParts(), QStringList{QStringLiteral("acme-late-0")});
            QCOMPARE(store.backupOnlyPrices(), 0);
            QCOMPARE(recovery::fileBytes(backup), saved); // not rewritten on open
            // A change writes the backup with the lost part still in it.
            QVERIFY(store.importParts(recovery::userParts(QStringLiteral("other"), 1),
                                      QStringLiteral("o.json"), &error));
            const QByteArray now = recovery::fileBytes(backup);
            QVERIFY(now.contains("acme-late-0") && now.contains("acme-other-0") &&
                    now.contains("acme-gpu-1"));
        }
        {
            // Still missing on the next open; restored when the user says so.
            CatalogStore store(path);
            QVERIFY(store.open(recovery::bundledFixture(), &error));
            QCOMPARE(store.backupOnlyParts(), QStringList{QStringLiteral("acme-late-0")});
            QVERIFY2(store.restoreBackupOnly(&error), qPrintable(error));
            QVERIFY(store.backupOnlyParts().isEmpty());
            QVERIFY(store.snapshot().find(QStringLiteral("acme-late-0"))->userPart);
        }
        CatalogStore store(path);
        QVERIFY(store.open(recovery::bundledFixture(), &error));
        QVERIFY(store.backupOnlyParts().isEmpty());
        QCOMPARE(recovery::userCount(store.snapshot()), 4);
    }

    // A user row and a price deleted by another program: kept in the backup, and dropped only when the user
    // removes the part (or drops them all).
    void deletedUserRowIsKeptUntilTheUserDropsIt() {
        const QString path = storeWith("deleted.sqlite", 3);
        QVERIFY(recovery::tamper(path, {QStringLiteral("DELETE FROM parts WHERE id = 'acme-gpu-1'"),
                                        QStringLiteral("DELETE FROM price_overrides")}));
        const QByteArray saved = recovery::fileBytes(CatalogStore::backupPath(path));
        QString error;
        {
            CatalogStore store(path);
            QVERIFY2(store.open(recovery::bundledFixture(), &error), qPrintable(error));
            QCOMPARE(store.backupOnlyParts(), QStringList{QStringLiteral("acme-gpu-1")});
            QCOMPARE(store.backupOnlyPrices(), 1);
            QCOMPARE(recovery::fileBytes(CatalogStore::backupPath(path)), saved);
            QVERIFY2(store.removeUserPart(QStringLiteral("acme-gpu-1"), &error), qPrintable(error));
            QVERIFY(!recovery::fileBytes(CatalogStore::backupPath(path)).contains("acme-gpu-1"));
            QVERIFY(recovery::fileBytes(CatalogStore::backupPath(path))
                        .contains("fixture-gpu")); // the price waits
        }
        {
            CatalogStore store(path);
            QVERIFY(store.open(recovery::bundledFixture(), &error));
            QVERIFY(store.backupOnlyParts().isEmpty());
            QCOMPARE(store.backupOnlyPrices(), 1);
            QVERIFY2(store.dropBackupOnly(&error), qPrintable(error));
        }
        CatalogStore store(path);
        QVERIFY(store.open(recovery::bundledFixture(), &error));
        QCOMPARE(store.backupOnlyPrices(), 0);
        QVERIFY(!store.snapshot().find(QStringLiteral("fixture-gpu"))->priceOverridden);
        QCOMPARE(recovery::userCount(store.snapshot()), 2);
    }

    // A bundled row deleted (before, `check` of a design using it failed with "unknown part" on every run).
    void deletedBundledRowComesBack() {
        const QString path = storeWith("bundled.sqlite", 1);
        QVERIFY(recovery::tamper(path, {QStringLiteral("DELETE FROM parts WHERE id = 'fixture-gpu'")}));
        QString error;
        {
            CatalogStore store(path);
            QVERIFY2(store.open(recovery::bundledFixture(), &error), qPrintable(error));
            const QString note = store.recoveryNote();
            QVERIFY2(note.contains(QLatin1String("missing")) && note.contains(QLatin1String("fixture-gpu")),
                     qPrintable(note));
            const Part* gpu = store.snapshot().find(QStringLiteral("fixture-gpu"));
            QVERIFY(gpu && !gpu->userPart);
            QCOMPARE(gpu->maxPowerW, 700.0);
            QVERIFY(gpu->priceOverridden); // the user's price on it stays
        }
        CatalogStore store(path);
        QVERIFY(store.open(recovery::bundledFixture(), &error));
        QVERIFY2(store.recoveryNote().isEmpty(), qPrintable(store.recoveryNote()));
    }
};

CW_TEST_GUILESS_MAIN(TestCatalogRecovery)
#include "tst_catalogrecovery.moc"
