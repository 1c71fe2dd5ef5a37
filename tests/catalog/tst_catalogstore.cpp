#include "catalogstore.h"

#include <QFile>
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
} // namespace

class TestCatalogStore : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString dbPath(const char* name) const { return mDir.filePath(QLatin1String(name)); }

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
        QCOMPARE(store.schemaVersion(), 2);
        QVERIFY(store.snapshot().find(QStringLiteral("acme-widget-gpu"))->userPart);
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
        const QByteArray before = store.exportUserParts();
        const qsizetype countBefore = store.snapshot().size();
        QVERIFY(!store.importParts(readData("user-parts-bad.json"), QStringLiteral("user-parts-bad.json"),
                                   &error));
        QVERIFY2(error.contains(QLatin1String("acme-bad-nic")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("max_power_w")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("user-parts-bad.json")), qPrintable(error));
        QCOMPARE(store.snapshot().size(), countBefore);
        QVERIFY(!store.snapshot().find(
            QStringLiteral("acme-good-psu"))); // the valid part was not imported either
        QCOMPARE(store.exportUserParts(), before);
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
        const QByteArray exported = store.exportUserParts();
        CatalogStore other(dbPath("import.sqlite"));
        QVERIFY(other.open(fixture("v1"), &error));
        QVERIFY2(other.importParts(exported, QStringLiteral("exported.json"), &error), qPrintable(error));
        QCOMPARE(other.exportUserParts(), exported);
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
};

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "tst_catalogstore.moc"
