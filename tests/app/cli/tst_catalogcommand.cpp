// The `catalog` command run as a user would, on a temporary catalog database.
#include "app/commandrunner.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

class TestCatalogCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    using Result = CommandResult;
    Result run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")),
                            QStringList{QStringLiteral("catalog")} + arguments);
    }

private slots:
    void showJsonHasFiguresAndSource() {
        const Result r =
            run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto part = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(part["max_power_w"].get<double>(), 700.0);
        QCOMPARE(part["spec"]["memory_bandwidth_gbs"].get<double>(), 3350.0);
        QCOMPARE(part["spec"]["memory_gb"].get<double>(), 80.0);
        QVERIFY(!part["source"].get<std::string>().empty());
        QCOMPARE(part["origin"].get<std::string>(), std::string("bundled"));
    }

    void listFiltersByKindAndText() {
        const Result r = run({QStringLiteral("list"), QStringLiteral("--kind"), QStringLiteral("system"),
                              QStringLiteral("--search"), QStringLiteral("H100"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto parts = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(!parts.empty());
        for (const auto& p : parts)
            QCOMPARE(p["kind"].get<std::string>(), std::string("system"));
        const Result text =
            run({QStringLiteral("list"), QStringLiteral("--search"), QStringLiteral("交换机")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("nvidia-qm9700"));
    }

    void badArgumentsExitTwo() {
        Result r = run({QStringLiteral("show"), QStringLiteral("no-such-part")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no-such-part"));
        r = run({QStringLiteral("list"), QStringLiteral("--kind"), QStringLiteral("toaster")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("toaster"));
        r = run({QStringLiteral("list"), QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 2);
        r = run({QStringLiteral("frobnicate")});
        QCOMPARE(r.exitCode, 2);
    }

    void importThenExport() {
        Result r =
            run({QStringLiteral("import"), QStringLiteral(CW_TEST_DATA "/catalog/user-parts-bad.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("acme-bad-nic"));
        r = run({QStringLiteral("import"), QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json")});
        QCOMPARE(r.exitCode, 0);
        const QString out = mDir.filePath(QStringLiteral("export.json"));
        r = run({QStringLiteral("export"), out});
        QCOMPARE(r.exitCode, 0);
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto doc = nlohmann::json::parse(file.readAll().toStdString());
        QCOMPARE(doc["parts"].size(), size_t(1));
        QCOMPARE(doc["parts"][0]["id"].get<std::string>(), std::string("acme-widget-gpu"));
        r = run({QStringLiteral("show"), QStringLiteral("acme-widget-gpu"), QStringLiteral("--json")});
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["origin"].get<std::string>(),
                 std::string("user"));
    }

    // The robustness issue: a bad user part could not be removed by any command.
    void removeDeletesAUserPartOnly() {
        QCOMPARE(
            run({QStringLiteral("import"), QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json")}).exitCode,
            0);
        Result r = run({QStringLiteral("remove"), QStringLiteral("acme-widget-gpu")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(run({QStringLiteral("show"), QStringLiteral("acme-widget-gpu")}).exitCode, 2);
        r = run({QStringLiteral("remove"), QStringLiteral("acme-widget-gpu")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("acme-widget-gpu"), r.err.constData());
        // A bundled part is not the user's to remove.
        r = run({QStringLiteral("remove"), QStringLiteral("nvidia-h100-sxm5-80gb")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm5-80gb")}).exitCode, 0);
    }

    // A damaged catalog database: the command says so on stderr, keeps the file and still works.
    void damagedCatalogIsMovedAsideWithAWarning() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            QFile junk(path);
            QVERIFY(junk.open(QIODevice::WriteOnly));
            junk.write(QByteArray(8192, 'x'));
        }
        const Result r = runWorkbench(path, {QStringLiteral("catalog"), QStringLiteral("list"),
                                             QStringLiteral("--kind"), QStringLiteral("gpu")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("damaged") && r.err.contains("catalog.sqlite.damaged-"), r.err.constData());
        QVERIFY(r.out.contains("nvidia-h100-sxm5-80gb"));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("catalog.sqlite.damaged-*")}).size(), 1);
        QCOMPARE(r.err.count("warning: "), 1); // said once, not by the store and again by the command
    }

    // A lost database beside its backup: the user parts come back, and the command says so once.
    void restoredFromTheBackupIsSaidOnce() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        const QString parts = QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json");
        QCOMPARE(runWorkbench(path, {QStringLiteral("catalog"), QStringLiteral("import"), parts}).exitCode,
                 0);
        QVERIFY(QFile::remove(path));
        const Result r = runWorkbench(path, {QStringLiteral("catalog"), QStringLiteral("list"),
                                             QStringLiteral("--search"), QStringLiteral("acme")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(r.err.count("held no catalog"), 1);
        QVERIFY(r.out.contains("acme-widget-gpu"));
    }

    // One changed byte inside a stored part (the robustness issue's case): found when the catalog opens,
    // the part restored from the bundled catalog, the user told once, and designs using it load.
    void damagedRowIsRestoredAndSaidOnce() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        QCOMPARE(runWorkbench(path, {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
        QByteArray bytes;
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            bytes = file.readAll();
        }
        const qsizetype at = bytes.indexOf("\"id\":\"rack-42u-600x1200\"");
        QVERIFY(at > 0);
        bytes[at + 6] = 'R'; // "rack-42u-..." -> "Rack-42u-...": the row's JSON names another part
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        const Result r =
            runWorkbench(path, {QStringLiteral("check"),
                                QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        QCOMPARE(r.err.count("stored part was damaged"), 1);
        QVERIFY2(r.err.contains("restored from the bundled catalog: rack-42u-600x1200"), r.err.constData());
        QVERIFY(!r.err.contains("unknown part"));
    }
};

CW_TEST_GUILESS_MAIN(TestCatalogCommand)
#include "tst_catalogcommand.moc"
