// The `fabric` command run as a user would: NVIDIA's published DGX B200 SuperPOD rows from designs with
// fabrics and from the ad-hoc form, the same figures in `check --json`, the cut-sheet in CSV and XLSX, and
// bad arguments (exit 2).
#include "app/commandrunner.h"
#include "fabricdesigns.h"
#include "file/designfile.h"
#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using json = nlohmann::json;

class TestFabricCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }
    QString floorFile(int nodes, bool withFabric) {
        const QString path = mDir.filePath(QStringLiteral("b200-%1-%2.json").arg(nodes).arg(withFabric));
        QString error;
        if (!DesignFile::save(dgxB200Floor(nodes, withFabric), path, &error))
            qFatal("%s", qPrintable(error));
        return path;
    }
    static json fabricOf(const CommandResult& r) {
        const json document = json::parse(r.out.toStdString());
        return document.at("fabrics").at(0);
    }

private slots:
    // NVIDIA DGX SuperPOD RA featuring DGX B200 (RA-11334), "Larger DGX SuperPOD component counts":
    // 64 nodes: 16 leaf + 8 spine, 128 nodes: 32 leaf + 16 spine (QM9700, 8 x 400G rails per node).
    void publishedRows_data() {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<bool>("adHoc");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("spines");
        QTest::newRow("64, design fabric") << 64 << false << 16 << 8;
        QTest::newRow("64, ad hoc") << 64 << true << 16 << 8;
        QTest::newRow("128, design fabric") << 128 << false << 32 << 16;
        QTest::newRow("128, ad hoc") << 128 << true << 32 << 16;
    }

    void publishedRows() {
        QFETCH(int, nodes);
        QFETCH(bool, adHoc);
        QStringList arguments{QStringLiteral("fabric"), floorFile(nodes, !adHoc), QStringLiteral("--json")};
        if (adHoc)
            arguments << QStringLiteral("--switch") << QStringLiteral("nvidia-qm9700")
                      << QStringLiteral("--nic") << QStringLiteral("nvidia-connectx-7-ndr");
        const CommandResult r = run(arguments);
        QCOMPARE(r.exitCode, 0); // warnings (switches not placed yet) do not fail the command
        const json f = fabricOf(r);
        QTEST(f.at("switches").at("leaf").get<int>(), "leaves");
        QTEST(f.at("switches").at("spine").get<int>(), "spines");
        QCOMPARE(f.at("switches").at("core").get<int>(), 0);
        QCOMPARE(f.at("tiers").get<int>(), 2);
        QCOMPARE(f.at("hosts").get<int>(), nodes);
        QCOMPARE(f.at("host_ports").get<int>(), nodes * 8);
        QCOMPARE(f.at("links").at("leaf_spine").get<int>(), nodes * 8);
        QCOMPARE(f.at("oversubscription").get<double>(), 1.0);
        QCOMPARE(f.at("switch_part").get<std::string>(), "nvidia-qm9700");
        QVERIFY(!f.at("cables").empty());
        QVERIFY(!f.at("transceivers").empty());
    }

    void checkJsonCarriesTheSameFabrics() {
        const QString path = floorFile(64, true);
        const CommandResult fabric = run({QStringLiteral("fabric"), path, QStringLiteral("--json")});
        const CommandResult check = run({QStringLiteral("check"), path, QStringLiteral("--json")});
        QVERIFY2(check.exitCode == 0 || check.exitCode == 1, check.err.constData());
        const json checked = json::parse(check.out.toStdString());
        QVERIFY(checked.at("fabrics").at(0) == fabricOf(fabric));
        bool missing = false;
        for (const json& finding : checked.at("findings"))
            missing = missing || finding.at("code") == "fabric.switches.missing";
        QVERIFY(missing);
    }

    void blockingFromTheCommandLine() {
        const CommandResult r = run(
            {QStringLiteral("fabric"), floorFile(128, false), QStringLiteral("--json"),
             QStringLiteral("--switch"), QStringLiteral("nvidia-qm9700"), QStringLiteral("--nic"),
             QStringLiteral("nvidia-connectx-7-ndr"), QStringLiteral("--blocking"), QStringLiteral("2:1")});
        QCOMPARE(r.exitCode, 0);
        const json f = fabricOf(r);
        QCOMPARE(f.at("oversubscription").get<double>(), 2.0);
        QCOMPARE(f.at("links").at("leaf_spine").get<int>(), 32 * 21); // 42 hosts and 21 uplinks a leaf
    }

    void cutSheets() {
        const QString path = floorFile(64, true);
        const QString csv = mDir.filePath(QStringLiteral("cut.csv"));
        const QString xlsx = mDir.filePath(QStringLiteral("cut.xlsx"));
        QCOMPARE(run({QStringLiteral("fabric"), path, QStringLiteral("--cutsheet"), csv}).exitCode, 0);
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 1 + 1024 + 1); // header, 512 host and 512 leaf-spine links, final CRLF
        QVERIFY(lines[0].startsWith("\xEF\xBB\xBF"
                                    "Cable,Link,A rack,A U,A device,A port,B rack"));
        // A DGX B200's ports as its rear panel names them: OSFP1P1 ... OSFP4P2.
        QVERIFY(lines[1].startsWith("ib-compute/H0001,host to leaf,R001,1,dgx0001,OSFP1P1,"));
        QVERIFY(lines[513].startsWith("ib-compute/S0001,leaf to spine,"));
        const CommandResult zh = run({QStringLiteral("fabric"), path, QStringLiteral("--cutsheet"), xlsx,
                                      QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(zh.exitCode, 0);
        QFile book(xlsx);
        QVERIFY(book.open(QIODevice::ReadOnly));
        QVERIFY(book.read(2) == "PK"); // a zip: the XLSX container
    }

    void badArgumentsExitTwo() {
        const QString path = floorFile(8, false);
        QCOMPARE(
            run({QStringLiteral("fabric"), path, QStringLiteral("--switch"), QStringLiteral("nvidia-qm9700")})
                .exitCode,
            2);
        QCOMPARE(
            run({QStringLiteral("fabric"), path, QStringLiteral("--blocking"), QStringLiteral("2")}).exitCode,
            2);
        QCOMPARE(run({QStringLiteral("fabric"), path, QStringLiteral("--switch"),
                      QStringLiteral("nvidia-connectx-7-ndr"), QStringLiteral("--nic"),
                      QStringLiteral("nvidia-connectx-7-ndr")})
                     .exitCode,
                 2);
        const CommandResult suffix = run({QStringLiteral("fabric"), path, QStringLiteral("--cutsheet"),
                                          mDir.filePath(QStringLiteral("cut.txt"))});
        QCOMPARE(suffix.exitCode, 2);
        QVERIFY(suffix.err.contains(".csv or .xlsx"));
        const CommandResult none = run({QStringLiteral("fabric"), path});
        QCOMPARE(none.exitCode, 0);
        QVERIFY(none.out.contains("--switch PART --nic PART"));
    }
};

CW_TEST_GUILESS_MAIN(TestFabricCommand)
#include "tst_fabriccommand.moc"
