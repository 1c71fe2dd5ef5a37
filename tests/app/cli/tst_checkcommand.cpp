// `cluster-workbench check` run as a user would: the example designs, the JSON keys the issue promises, exit
// codes, and load errors on stderr.
#include "app/commandrunner.h"
#include "testmain.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

class TestCheckCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    using Result = CommandResult;
    Result run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")),
                            QStringList{QStringLiteral("check")} + arguments);
    }
    static QString example(const char* name) {
        return QStringLiteral(CW_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
    }

private slots:
    void examplesHaveTheDocumentedKeys_data() {
        QTest::addColumn<QString>("file");
        for (const char* name :
             {"reference-rack.json", "dgx-h100-rack.json", "k8s-32gpu-cluster.json", "lab-rtx4090.json"})
            QTest::newRow(name) << example(name);
    }
    void examplesHaveTheDocumentedKeys() {
        QFETCH(QString, file);
        const Result r = run({file, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const auto json = nlohmann::json::parse(r.out.toStdString());
        for (const char* key :
             {"power_w", "typical_power_w", "heat_btu_h", "cooling_tons", "airflow_cfm", "rack_units_used",
              "rack_units_total", "weight_kg", "gpus", "gpu_memory_gb", "peak_tflops", "cost"})
            QVERIFY2(json["totals"].contains(key), key);
        for (const char* key : {"fp64", "fp32", "tf32", "bf16", "fp8", "int8"})
            QVERIFY2(json["totals"]["peak_tflops"].contains(key), key);
        QVERIFY(json["totals"]["cost"].contains("amount") && json["totals"]["cost"].contains("currency"));
        QVERIFY(!json["racks"].empty());
        for (const auto& rack : json["racks"]) {
            for (const char* key : {"id", "rack_units_used", "rack_units_total", "power_w", "power_budget_w",
                                    "heat_btu_h", "weight_kg", "weight_limit_kg", "devices"})
                QVERIFY2(rack.contains(key), key);
            for (const auto& device : rack["devices"])
                for (const char* key :
                     {"id", "part", "power_w", "psu_count", "psu_capacity_w", "psu_usable_w",
                      "psu_redundancy", "pcie_lanes_used", "pcie_lanes_available", "gpus"})
                    QVERIFY2(device.contains(key), key);
        }
        bool errors = false;
        for (const auto& finding : json["findings"]) {
            for (const char* key : {"severity", "code", "where", "message"})
                QVERIFY2(finding.contains(key), key);
            errors = errors || finding["severity"] == "error";
        }
        QCOMPARE(r.exitCode, errors ? 1 : 0); // exit 1 exactly when there are error findings
    }

    void referenceRackFigures() {
        // The source material's rack: two 4U HGX A100 nodes, each 8 x A100 80 GB (640 GB); 4 x 3300 W in N+1
        // (the source's 4 x 3000 W in 3+1 cannot carry the node's 6.1 kW DC load on one feed:
        // docs/analysis.md).
        const Result r = run({example("reference-rack.json"), QStringLiteral("--json")});
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["totals"]["gpus"].get<int>(), 16);
        QCOMPARE(json["totals"]["gpu_memory_gb"].get<double>(), 1280.0);
        QCOMPARE(json["totals"]["peak_tflops"]["tf32"].get<double>(), 16 * 156.0);
        bool sawNode = false;
        for (const auto& device : json["racks"][0]["devices"]) {
            if (device["part"] != "generic-4u-hgx-a100-8gpu")
                continue;
            sawNode = true;
            QCOMPARE(device["psu_capacity_w"].get<double>(), 13200.0);
            QCOMPARE(device["psu_usable_w"].get<double>(), 9900.0);
            QCOMPARE(device["pcie_lanes_available"].get<int>(), 128);
            QVERIFY(device["pcie_lanes_used"].get<int>() <= 128);
        }
        QVERIFY(sawNode);
        const double power = json["totals"]["power_w"].get<double>();
        // 1 W = 3.412 BTU/h; both figures are printed to 0.01.
        QVERIFY(qAbs(json["totals"]["heat_btu_h"].get<double>() - power * 3.412) < 0.05);
    }

    // Into a pipe (a program reads it) the JSON is compact, nlohmann's dump(); at a terminal it is indented,
    // dump(2). The terminal is a pseudo-terminal from util-linux `script` (Debian: bsdutils, essential).
    void jsonLayoutFollowsTheOutput() {
        const QString design = example("dgx-h100-rack.json");
        const Result piped = run({design, QStringLiteral("--json")});
        QVERIFY2(piped.exitCode == 0, piped.err.constData());
        const QByteArray compact = piped.out.trimmed();
        QVERIFY(!compact.contains('\n'));
        const auto json = nlohmann::ordered_json::parse(compact.toStdString());
        QCOMPARE(compact, QByteArray::fromStdString(json.dump()));

        QProcess terminal;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"),
                   mDir.filePath(QStringLiteral("catalog.sqlite")));
        terminal.setProcessEnvironment(env);
        terminal.start(QStringLiteral("script"),
                       {QStringLiteral("-qec"),
                        QStringLiteral("'%1' check '%2' --json").arg(QStringLiteral(CW_EXECUTABLE), design),
                        QStringLiteral("/dev/null")});
        QVERIFY(terminal.waitForFinished(120000));
        QCOMPARE(terminal.exitCode(), 0);
        QByteArray indented = terminal.readAllStandardOutput();
        indented.replace("\r\n", "\n"); // the terminal's line ends
        QCOMPARE(indented.trimmed(), QByteArray::fromStdString(json.dump(2)));
    }

    void readableSummary() {
        const Result r = run({example("dgx-h100-rack.json")});
        QVERIFY(r.out.contains("dgx01"));
        // English plural forms, not "1 rack(s)".
        QVERIFY2(r.out.contains("Totals: 1 rack, 32 GPUs"), r.out.constData());
        QVERIFY2(r.out.contains("Findings: 0 errors, 0 warnings"), r.out.constData());
    }

    void summaryInChinese() {
        const Result r =
            run({example("dgx-h100-rack.json"), QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("合计：1 个机柜，32 块 GPU")), r.out.constData());
        QVERIFY2(out.contains(QStringLiteral("0 个错误")), r.out.constData());
        const Result bad =
            run({example("dgx-h100-rack.json"), QStringLiteral("--lang"), QStringLiteral("fr")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("fr"), bad.err.constData());
    }

    void loadErrorsExitTwo() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad-u.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "cluster-workbench-design", "version": 1, "name": "x",
 "racks": [{"id": "R01", "part": "rack-42u-600x1200",
   "devices": [{"id": "n01", "part": "generic-1u-cpu-node", "u": 0}]}]})");
        file.close();
        Result r = run({bad});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("bad-u.json"), r.err.constData());
        QVERIFY2(r.err.contains("racks[0].devices[0].u"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = run({dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("missing.json"));
        r = run({});
        QCOMPARE(r.exitCode, 2);
    }
};

CW_TEST_GUILESS_MAIN(TestCheckCommand)
#include "tst_checkcommand.moc"
