#include "store/catalogstore.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {
BundledCatalog fixture(const char* version) {
    QString error;
    auto catalog =
        BundledCatalog::load(QStringLiteral(CW_TEST_DATA "/catalog/") + QLatin1String(version), &error);
    if (!catalog)
        qFatal("fixture: %s", qPrintable(error));
    return *catalog;
}
QByteArray readData(const char* name) {
    QFile file(QStringLiteral(CW_TEST_DATA "/catalog/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return file.readAll();
}
// `count` user GPUs acme-gpu-000... with descriptions long enough that the parts table spans many pages.
QByteArray manyUserParts(int count) {
    const auto base = nlohmann::json::parse(readData("user-parts.json").toStdString())["parts"][0];
    nlohmann::json items = nlohmann::json::array();
    for (int i = 0; i < count; ++i) {
        nlohmann::json part = base;
        part["id"] = QStringLiteral("acme-gpu-%1").arg(i, 3, 10, QLatin1Char('0')).toStdString();
        part["description"]["en"] = std::string(300, 'x') + std::to_string(i);
        items.push_back(part);
    }
    return QByteArray::fromStdString(nlohmann::json{{"parts", items}}.dump());
}
int userPartCount(const PartIndex& index) {
    int count = 0;
    for (const Part& part : index.parts())
        count += part.userPart ? 1 : 0;
    return count;
}
// The files beside `path` named as a damaged copy of it.
QStringList damagedCopies(const QString& path) {
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QStringLiteral(".damaged-*")}, QDir::Files);
}
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
bool writeFile(const QString& path, const QByteArray& bytes, qint64 offset = -1) {
    QFile file(path);
    if (!file.open(offset < 0 ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::ReadWrite))
        return false;
    if (offset >= 0 && !file.seek(offset))
        return false;
    return file.write(bytes) == bytes.size();
}
QByteArray randomBytes(qsizetype size) {
    QByteArray bytes(size, Qt::Uninitialized);
    for (char& c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return bytes;
}
} // namespace

class TestCatalogStore : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString dbPath(const char* name) const { return mDir.filePath(QLatin1String(name)); }

    // A store with `count` user parts and a price override, closed again.
    bool makeStore(const QString& path, int count) {
        CatalogStore store(path);
        QString error;
        if (!store.open(fixture("v1"), &error) ||
            !store.importParts(manyUserParts(count), QStringLiteral("many.json"), &error) ||
            !store.setPriceOverride(QStringLiteral("fixture-gpu"), Price{19000, QStringLiteral("EUR"), {}},
                                    &error)) {
            qWarning("makeStore: %s", qPrintable(error));
            return false;
        }
        return true;
    }

private slots:
    void createsSchemaAndSeeds() {
        CatalogStore store(dbPath("fresh/catalog.sqlite"));
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), CatalogStore::kSchemaVersion);
        QCOMPARE(store.bundledVersion(), 1);
        const PartIndex index = store.snapshot();
        QCOMPARE(index.size(), 2);
        QCOMPARE(index.find(QStringLiteral("fixture-gpu"))->maxPowerW, 700.0);
    }

    void migratesVersionOneDatabase() {
        const QString path = dbPath("v1.sqlite");
        {
            // A database as schema version 1 left it: no price_overrides table.
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("legacy"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")));
            QVERIFY(q.exec(
                QStringLiteral("CREATE TABLE parts (id TEXT PRIMARY KEY, kind TEXT NOT NULL, origin TEXT "
                               "NOT NULL, json TEXT NOT NULL)")));
            const QByteArray user = readData("user-parts.json");
            const auto object = nlohmann::json::parse(user.toStdString())["parts"][0];
            q.prepare(QStringLiteral("INSERT INTO parts VALUES ('acme-widget-gpu', 'gpu', 'user', ?)"));
            q.addBindValue(QString::fromStdString(object.dump()));
            QVERIFY(q.exec());
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 1")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("legacy"));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), CatalogStore::kSchemaVersion);
        QVERIFY(store.snapshot().find(QStringLiteral("acme-widget-gpu"))->userPart);
        QVERIFY2(store.recoveryNote().isEmpty(), qPrintable(store.recoveryNote())); // checksums added quietly
        QVERIFY2(store.setPriceOverride(QStringLiteral("fixture-gpu"),
                                        Price{25000, QStringLiteral("USD"), {}}, &error),
                 qPrintable(error));
    }

    void refreshKeepsUserPartsAndPrices() {
        const QString path = dbPath("refresh.sqlite");
        QString error;
        {
            CatalogStore store(path);
            QVERIFY(store.open(fixture("v1"), &error));
            QVERIFY2(
                store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error),
                qPrintable(error));
            QVERIFY(store.setPriceOverride(QStringLiteral("fixture-gpu"),
                                           Price{21000, QStringLiteral("EUR"), QStringLiteral("2026-10")},
                                           &error));
        }
        CatalogStore store(path);
        QVERIFY2(store.open(fixture("v2"), &error), qPrintable(error));
        QCOMPARE(store.bundledVersion(), 2);
        const PartIndex index = store.snapshot();
        QVERIFY(!index.find(QStringLiteral("fixture-psu")));                   // dropped from bundled v2
        QVERIFY(index.find(QStringLiteral("fixture-nic")));                    // new in v2
        QCOMPARE(index.find(QStringLiteral("fixture-gpu"))->maxPowerW, 650.0); // refreshed figure
        const Part* gpu = index.find(QStringLiteral("fixture-gpu"));
        QVERIFY(gpu->priceOverridden); // user's price kept
        QCOMPARE(gpu->price->amount, 21000.0);
        QCOMPARE(gpu->price->currency, QStringLiteral("EUR"));
        QVERIFY(!gpu->isEstimated(QStringLiteral("price")));
        QVERIFY(index.find(QStringLiteral("acme-widget-gpu"))->userPart); // user part kept
    }

    void rejectedImportChangesNothing() {
        CatalogStore store(dbPath("reject.sqlite"));
        QString error;
        QVERIFY(store.open(fixture("v1"), &error));
        const auto before = store.exportUserParts(&error);
        QVERIFY2(before, qPrintable(error));
        const qsizetype countBefore = store.snapshot().size();
        QVERIFY(!store.importParts(readData("user-parts-bad.json"), QStringLiteral("user-parts-bad.json"),
                                   &error));
        QVERIFY2(error.contains(QLatin1String("acme-bad-nic")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("max_power_w")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("user-parts-bad.json")), qPrintable(error));
        QCOMPARE(store.snapshot().size(), countBefore);
        QVERIFY(!store.snapshot().find(
            QStringLiteral("acme-good-psu"))); // the valid part was not imported either
        QCOMPARE(store.exportUserParts(&error), before);
    }

    void rejectsIdOfBundledPartAndBadJson() {
        CatalogStore store(dbPath("reject2.sqlite"));
        QString error;
        QVERIFY(store.open(fixture("v1"), &error));
        QByteArray clash = readData("user-parts.json").replace("acme-widget-gpu", "fixture-gpu");
        QVERIFY(!store.importParts(clash, QStringLiteral("clash.json"), &error));
        QVERIFY2(error.contains(QLatin1String("bundled")), qPrintable(error));
        QVERIFY(!store.importParts("{\"parts\": [\n  {\"id\": }\n]}", QStringLiteral("broken.json"), &error));
        QVERIFY2(error.contains(QLatin1String("broken.json: line 2, column")), qPrintable(error));
    }

    void exportRoundTrips() {
        CatalogStore store(dbPath("export.sqlite"));
        QString error;
        QVERIFY(store.open(fixture("v1"), &error));
        QVERIFY(store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error));
        const auto exportedOrNot = store.exportUserParts(&error);
        QVERIFY2(exportedOrNot, qPrintable(error));
        const QByteArray exported = *exportedOrNot;
        CatalogStore other(dbPath("import.sqlite"));
        QVERIFY(other.open(fixture("v1"), &error));
        QVERIFY2(other.importParts(exported, QStringLiteral("exported.json"), &error), qPrintable(error));
        QCOMPARE(other.exportUserParts(&error), exported);
        QCOMPARE(other.snapshot().find(QStringLiteral("acme-widget-gpu"))->gpu()->memoryGb, 48.0);
    }

    void searchFindsEitherLanguage() {
        CatalogStore store(dbPath("search.sqlite"));
        QString error;
        QVERIFY(store.open(fixture("v2"), &error));
        QVERIFY(store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error));
        const PartIndex index = store.snapshot();
        QCOMPARE(index.search(QStringLiteral("fixture 80gb")).size(), 1);
        QCOMPARE(index.search(QStringLiteral("用户添加")).first()->id, QStringLiteral("acme-widget-gpu"));
        QCOMPARE(index.search(QStringLiteral("FX-1")).first()->id, QStringLiteral("fixture-gpu"));
        QCOMPARE(index.search(QString(), PartKind::Gpu).size(), 2);
        QCOMPARE(index.search(QStringLiteral("nvidia"), PartKind::Nic).size(), 1);
        QVERIFY(index.search(QStringLiteral("nonexistent-thing")).isEmpty());
    }
    void notADatabaseIsMovedAsideAndRebuilt() {
        const QList<QByteArray> contents = {QByteArray("this is not a catalog\n").repeated(300),
                                            randomBytes(3 * 4096 + 17)};
        for (int i = 0; i < contents.size(); ++i) {
            const QString path = mDir.filePath(QStringLiteral("notdb%1/catalog.sqlite").arg(i));
            QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
            QVERIFY(writeFile(path, contents[i]));
            CatalogStore store(path);
            QString error;
            QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
            const QStringList copies = damagedCopies(path);
            QCOMPARE(copies.size(), 1);
            const QString aside = QFileInfo(path).dir().filePath(copies.first());
            QCOMPARE(readFile(aside), contents[i]); // kept as it was
            QVERIFY2(store.recoveryNote().contains(aside), qPrintable(store.recoveryNote()));
            QVERIFY2(store.recoveryNote().contains(QLatin1String("damaged")),
                     qPrintable(store.recoveryNote()));
            QCOMPARE(store.schemaVersion(), CatalogStore::kSchemaVersion);
            const auto index = store.snapshot(&error);
            QVERIFY2(index, qPrintable(error));
            QCOMPARE(index->size(), 2);
            QVERIFY(index->find(QStringLiteral("fixture-gpu")));
        }
    }

    void truncatedDatabaseIsRebuiltWithUserParts() {
        const QString path = dbPath("truncated.sqlite");
        QVERIFY(makeStore(path, 200));
        const QByteArray whole = readFile(path);
        QVERIFY(whole.size() > 8 * 4096);
        QVERIFY(writeFile(path, whole.left(whole.size() / 2 + 100)));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QVERIFY2(!store.recoveryNote().isEmpty(), "no recovery note");
        QCOMPARE(damagedCopies(path).size(), 1);
        const auto index = store.snapshot(&error);
        QVERIFY2(index, qPrintable(error));
        QCOMPARE(userPartCount(*index), 200);
        QVERIFY(index->find(QStringLiteral("fixture-gpu"))->priceOverridden);
    }

    void corruptPageRecoversReadableRowsAndTheBackup() {
        for (const bool withBackup : {true, false}) {
            const QString path = mDir.filePath(withBackup ? QStringLiteral("page-backup.sqlite")
                                                          : QStringLiteral("page.sqlite"));
            QVERIFY(makeStore(path, 200));
            if (!withBackup)
                QVERIFY(QFile::remove(CatalogStore::backupPath(path)));
            const qint64 pages = QFileInfo(path).size() / 4096;
            QVERIFY(pages > 8);
            QVERIFY(writeFile(path, randomBytes(4096), (pages / 2) * 4096));
            CatalogStore store(path);
            QString error;
            QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
            QVERIFY2(store.recoveryNote().contains(QLatin1String("damaged")),
                     qPrintable(store.recoveryNote()));
            QCOMPARE(damagedCopies(path).size(), 1);
            const auto index = store.snapshot(&error);
            QVERIFY2(index, qPrintable(error));
            QVERIFY(index->find(QStringLiteral("fixture-gpu"))); // bundled parts are back in any case
            const int users = userPartCount(*index);
            if (withBackup) {
                QCOMPARE(users, 200);
            } else {
                // Only the rows on the damaged page are lost.
                QVERIFY2(users > 150 && users <= 200, qPrintable(QString::number(users)));
            }
            // The rebuilt store has a backup of what it holds now.
            QVERIFY(QFileInfo::exists(CatalogStore::backupPath(path)));
        }
    }

    void backupRestoresUserPartsWhenTheFileGivesNone() {
        const QString path = dbPath("garbage.sqlite");
        QVERIFY(makeStore(path, 5));
        const QByteArray garbage = randomBytes(QFileInfo(path).size());
        QVERIFY(writeFile(path, garbage));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QVERIFY2(store.recoveryNote().contains(CatalogStore::backupPath(path)),
                 qPrintable(store.recoveryNote()));
        const auto index = store.snapshot(&error);
        QVERIFY2(index, qPrintable(error));
        QCOMPARE(userPartCount(*index), 5);
        QVERIFY(index->find(QStringLiteral("acme-gpu-004"))->userPart);
        const Part* gpu = index->find(QStringLiteral("fixture-gpu"));
        QVERIFY(gpu->priceOverridden);
        QCOMPARE(gpu->price->amount, 19000.0);
        QCOMPARE(readFile(QFileInfo(path).dir().filePath(damagedCopies(path).first())), garbage);
    }

    void emptiedDatabaseRestoresFromTheBackup() {
        const QString path = dbPath("emptied.sqlite");
        QVERIFY(makeStore(path, 3));
        QVERIFY(writeFile(path, QByteArray()));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QVERIFY2(store.recoveryNote().contains(CatalogStore::backupPath(path)),
                 qPrintable(store.recoveryNote()));
        QCOMPARE(userPartCount(store.snapshot()), 3);
        QVERIFY(store.snapshot().find(QStringLiteral("fixture-gpu"))->priceOverridden);
    }

    void lockedDatabaseIsAnErrorNotARebuild() {
        const QString path = dbPath("locked.sqlite");
        QVERIFY(makeStore(path, 2));
        const QByteArray before = readFile(path);
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            {
                CatalogStore store(path);
                QString error;
                QVERIFY(!store.open(fixture("v2"), &error));
                QVERIFY2(error.contains(path), qPrintable(error));
                QVERIFY2(error.contains(QLatin1String("locked")), qPrintable(error));
                QVERIFY2(!error.trimmed().endsWith(QLatin1Char(':')), qPrintable(error));
            }
            QVERIFY(damagedCopies(path).isEmpty());
            QCOMPARE(readFile(path), before);
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        QVERIFY(store.recoveryNote().isEmpty());
        QCOMPARE(userPartCount(store.snapshot()), 2);
    }

    void unreadableTableFailsInsteadOfReadingEmpty() {
        const QString path = dbPath("dropped.sqlite");
        CatalogStore store(path);
        QString error;
        QVERIFY(store.open(fixture("v1"), &error));
        QVERIFY(store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error));
        const QByteArray backup = readFile(CatalogStore::backupPath(path));
        QVERIFY(backup.contains("acme-widget-gpu"));
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("dropper"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("DROP TABLE parts")));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("dropper"));
        error.clear();
        QVERIFY(!store.snapshot(&error));
        QVERIFY2(error.contains(path) && error.contains(QLatin1String("parts")), qPrintable(error));
        error.clear();
        QVERIFY(!store.exportUserParts(&error));
        QVERIFY2(!error.isEmpty(), "export failed without a message");
        error.clear();
        QVERIFY(!store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error));
        QVERIFY2(!error.isEmpty(), "import failed without a message");
        QCOMPARE(readFile(CatalogStore::backupPath(path)), backup); // the backup is not emptied
    }

    void removeUserPartUpdatesTheBackup() {
        const QString path = dbPath("remove.sqlite");
        CatalogStore store(path);
        QString error;
        QVERIFY(store.open(fixture("v1"), &error));
        QVERIFY(store.importParts(readData("user-parts.json"), QStringLiteral("user-parts.json"), &error));
        QVERIFY(readFile(CatalogStore::backupPath(path)).contains("acme-widget-gpu"));
        QVERIFY2(store.removeUserPart(QStringLiteral("acme-widget-gpu"), &error), qPrintable(error));
        QVERIFY(!store.snapshot().find(QStringLiteral("acme-widget-gpu")));
        const QByteArray backup = readFile(CatalogStore::backupPath(path));
        QVERIFY(backup.contains("\"parts\""));
        QVERIFY(!backup.contains("acme-widget-gpu"));
        QVERIFY(!store.removeUserPart(QStringLiteral("acme-widget-gpu"), &error));
        QVERIFY2(error.contains(QLatin1String("acme-widget-gpu")), qPrintable(error));
        QVERIFY(!store.removeUserPart(QStringLiteral("fixture-gpu"), &error)); // bundled parts stay
        QVERIFY(store.snapshot().find(QStringLiteral("fixture-gpu")));
        // Price overrides are in the backup too.
        QVERIFY(store.setPriceOverride(QStringLiteral("fixture-gpu"), Price{1234, QStringLiteral("USD"), {}},
                                       &error));
        QVERIFY(readFile(CatalogStore::backupPath(path)).contains("1234"));
        QVERIFY(store.clearPriceOverride(QStringLiteral("fixture-gpu"), &error));
        QVERIFY(!readFile(CatalogStore::backupPath(path)).contains("1234"));
    }

    // The robustness issue's case: one changed byte inside a stored part's JSON passes SQLite's checks.
    // Here a digit of the bundled GPU's power (700 -> 760) changed in the file itself: the row's checksum
    // finds it, the part comes back from the bundled catalog, and the user is told.
    void changedByteInABundledRowIsRestored() {
        const QString path = dbPath("bytes.sqlite");
        QVERIFY(makeStore(path, 3));
        QByteArray file = readFile(path);
        const qsizetype at = file.indexOf("\"max_power_w\":700");
        QVERIFY(at > 0);
        QCOMPARE(file.indexOf("\"max_power_w\":700", at + 1), -1);
        const qsizetype digit = at + qsizetype(strlen("\"max_power_w\":7"));
        QVERIFY(writeFile(path, QByteArray("6"), digit));
        {
            // SQLite sees nothing wrong.
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("checker"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("checker"));
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        const QString note = store.recoveryNote();
        QVERIFY2(note.contains(QStringLiteral("%1: 1 stored part").arg(path)) &&
                     note.contains(QLatin1String("restored from the bundled catalog: fixture-gpu")),
                 qPrintable(note));
        const auto index = store.snapshot(&error);
        QVERIFY2(index, qPrintable(error));
        QCOMPARE(index->find(QStringLiteral("fixture-gpu"))->maxPowerW, 700.0);
        QVERIFY(index->find(QStringLiteral("fixture-gpu"))->priceOverridden); // the user's price stays
        QCOMPARE(userPartCount(*index), 3);
        QVERIFY(damagedCopies(path).isEmpty()); // the file itself was sound: no rebuild
        // Repaired once: the next open says nothing.
        CatalogStore again(path);
        QVERIFY2(again.open(fixture("v1"), &error), qPrintable(error));
        QVERIFY2(again.recoveryNote().isEmpty(), qPrintable(again.recoveryNote()));
    }

    // A user part damaged in its row comes back from the backup; one the backup does not hold is kept
    // in a file beside the catalog, as it was stored, and the note names it.
    void damagedUserRowsComeBackFromTheBackup() {
        const QString path = dbPath("userrows.sqlite");
        QVERIFY(makeStore(path, 4));
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damager"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            // Cut short (no longer JSON), and changed in a figure (still JSON, wrong value).
            QVERIFY(q.exec(
                QStringLiteral("UPDATE parts SET json = substr(json, 1, 40) WHERE id = 'acme-gpu-001'")));
            QVERIFY(q.exec(QStringLiteral(
                "UPDATE parts SET json = replace(json, '\"max_power_w\":', '\"max_power_w\":9') WHERE id = "
                "'acme-gpu-002'")));
            QCOMPARE(q.numRowsAffected(), 1);
            // A user part the backup has never seen (written behind the store's back), then damaged.
            QVERIFY(q.exec(QStringLiteral("INSERT INTO parts (id, kind, origin, json, checksum) VALUES "
                                          "('acme-ghost', 'gpu', 'user', '{\"id\": \"acme-gh', 'x')")));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("damager"));
        const QByteArray power2 = [] {
            const auto parts = nlohmann::json::parse(manyUserParts(4).toStdString())["parts"];
            return QByteArray::number(parts[2]["max_power_w"].get<double>());
        }();
        CatalogStore store(path);
        QString error;
        QVERIFY2(store.open(fixture("v1"), &error), qPrintable(error));
        const QString note = store.recoveryNote();
        QVERIFY2(note.contains(QStringLiteral("%1: 3 stored part").arg(path)), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("restored from the backup %1: acme-gpu-001, acme-gpu-002")
                                   .arg(CatalogStore::backupPath(path))),
                 qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("not restored: acme-ghost")), qPrintable(note));
        const QStringList kept =
            QFileInfo(path).dir().entryList({QStringLiteral("userrows.sqlite.damaged-*.rows.json")});
        QCOMPARE(kept.size(), 1);
        QVERIFY(readFile(QFileInfo(path).dir().filePath(kept.first())).contains("acme-gh"));
        const auto index = store.snapshot(&error);
        QVERIFY2(index, qPrintable(error));
        QCOMPARE(userPartCount(*index), 4);
        QCOMPARE(QByteArray::number(index->find(QStringLiteral("acme-gpu-002"))->maxPowerW), power2);
        QVERIFY(!index->find(QStringLiteral("acme-ghost")));
        // The backup still holds every user part (it was not rewritten from the damaged rows).
        const QByteArray backup = readFile(CatalogStore::backupPath(path));
        for (const char* id : {"acme-gpu-000", "acme-gpu-001", "acme-gpu-002", "acme-gpu-003"})
            QVERIFY2(backup.contains(id), id);
    }
};

CW_TEST_GUILESS_MAIN(TestCatalogStore)
#include "tst_catalogstore.moc"
