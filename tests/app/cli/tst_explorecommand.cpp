// The `explore` command run as a user would: its JSON, and each variant it saves checked and planned by the
// workbench's own `check --json` and `plan --json`, whose figures equal what the explorer showed.
#include "app/commandrunner.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

class TestExploreCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }

private slots:
    void variantsCheckAndPlanAsShown() {
        const QString saved = mDir.filePath(QStringLiteral("variants"));
        const CommandResult r = run(
            {QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
             QStringLiteral("--tokens"), QStringLiteral("1T"), QStringLiteral("--days"), QStringLiteral("30"),
             QStringLiteral("--systems"), QStringLiteral("nvidia-dgx-b200,nvidia-dgx-h100"),
             QStringLiteral("--json"), QStringLiteral("--save-dir"), saved});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const nlohmann::json json = nlohmann::json::parse(r.out.toStdString());
        const nlohmann::json& variants = json.at("variants");
        // Two systems, each in air and rear-door racks (the default floor offers both and liquid), on
        // InfiniBand and on Ethernet (their ConnectX-7 are VPI), at 1:1 and 2:1: every one checks and plans.
        QCOMPARE(int(variants.size()), 16);
        QVERIFY(json.contains("chosen"));
        QVERIFY(variants.at(json.at("chosen").get<int>()).at("pareto").get<bool>());
        for (size_t i = 0; i < variants.size(); ++i) {
            const nlohmann::json& v = variants[i];
            QVERIFY(v.at("feasible").get<bool>());
            const QString file =
                QDir(saved).filePath(QStringLiteral("variant-%1.json").arg(i + 1, 2, 10, QLatin1Char('0')));
            const CommandResult check = run({QStringLiteral("check"), file, QStringLiteral("--json")});
            QVERIFY2(check.exitCode == 0, check.err.constData());
            const nlohmann::json checked = nlohmann::json::parse(check.out.toStdString());
            for (const nlohmann::json& finding : checked.at("findings"))
                QVERIFY2(finding.at("severity") != "error", finding.dump().c_str());
            QCOMPARE(checked.at("totals").at("gpus").get<int>(), v.at("gpus").get<int>());
            QVERIFY(std::abs(checked.at("totals").at("power_w").get<double>() / 1000 -
                             v.at("power_kw").get<double>()) < 0.01);
            const CommandResult plan = run({QStringLiteral("plan"), file, QStringLiteral("--json")});
            QVERIFY2(plan.exitCode == 0, plan.err.constData());
            const nlohmann::json planned = nlohmann::json::parse(plan.out.toStdString());
            QCOMPARE(planned.at("compute").at("days").get<double>(), v.at("days").get<double>());
            QVERIFY(v.at("days").get<double>() <= 30);
        }
    }

    // Serving: each saved variant planned by `plan --json` serves what the explorer showed (its replicas
    // times one replica's output tokens per second) with the same time to the first token.
    void servingVariantsPlanAsShown() {
        const QString saved = mDir.filePath(QStringLiteral("serving"));
        const CommandResult r =
            run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--serve-tokens-per-s"), QStringLiteral("20000"), QStringLiteral("--ttft-s"),
                 QStringLiteral("5"), QStringLiteral("--systems"), QStringLiteral("nvidia-dgx-h100"),
                 QStringLiteral("--oversubscription"), QStringLiteral("1"), QStringLiteral("--json"),
                 QStringLiteral("--save-dir"), saved});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const nlohmann::json json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json.at("goal").get<std::string>(), std::string("serve"));
        const nlohmann::json& v = json.at("variants").at(0);
        QVERIFY(v.at("feasible").get<bool>());
        QVERIFY(v.at("tokens_per_s").get<double>() >= 20000);
        const CommandResult plan =
            run({QStringLiteral("plan"), QDir(saved).filePath(QStringLiteral("variant-01.json")),
                 QStringLiteral("--json")});
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        const nlohmann::json planned = nlohmann::json::parse(plan.out.toStdString());
        QCOMPARE(planned.at("mode").get<std::string>(), std::string("inference"));
        QCOMPARE(planned.at("inference").at("replicas").get<int>(), v.at("layout").at("dp").get<int>());
        const double served = planned.at("inference").at("replicas").get<int>() *
                              planned.at("performance").at("output_tokens_per_s").get<double>();
        QVERIFY2(std::abs(served - v.at("tokens_per_s").get<double>()) <= 0.01 * served,
                 qPrintable(QString::number(served)));
        QVERIFY(std::abs(planned.at("performance").at("time_to_first_token_s").get<double>() -
                         v.at("ttft_s").get<double>()) < 1e-3);

        // Serving options without the serving goal, and two goals at once.
        CommandResult bad = run({QStringLiteral("explore"), QStringLiteral("--model"),
                                 QStringLiteral("llama-3.1-70b"), QStringLiteral("--gpu-count"),
                                 QStringLiteral("64"), QStringLiteral("--ttft-s"), QStringLiteral("1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--serve-tokens-per-s"), bad.err.constData());
        bad = run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                   QStringLiteral("--serve-tokens-per-s"), QStringLiteral("1000"),
                   QStringLiteral("--gpu-count"), QStringLiteral("64")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("one goal"), bad.err.constData());
    }

    void badArgumentsExitTwo() {
        CommandResult r =
            run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--tokens N --days D"));
        r = run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--systems"),
                 QStringLiteral("nvidia-h100-sxm5-80gb")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("is neither a system of the catalog"));
        r = run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("no-such-model"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no-such-model"));
        r = run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--row-length"),
                 QStringLiteral("2.5")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--row-length 2.5: expected a whole number"));
    }

    // The design's configured GPU servers are candidates beside the catalog's systems: the reference rack's
    // HGX A100 nodes, named as configured, sized and checked like any system.
    void configuredServersAreCandidates() {
        const QTemporaryDir dir;
        const QString design = QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json");
        const CommandResult r = run(
            {QStringLiteral("explore"), design, QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
             QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--systems"),
             QStringLiteral("n01,nvidia-dgx-h100"), QStringLiteral("--oversubscription"), QStringLiteral("1"),
             QStringLiteral("--fabric"), QStringLiteral("infiniband"), QStringLiteral("--cooling"),
             QStringLiteral("rdhx"), QStringLiteral("--save-dir"), dir.path(), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["variants"].size(), size_t(2));
        // The feasible in the order of their cost (exploreOrder): find the configured one by its chassis.
        const int at = json["variants"][0]["system"] == "generic-4u-hgx-a100-8gpu" ? 0 : 1;
        const auto& configured = json["variants"][at];
        QCOMPARE(configured["system"].get<std::string>(), std::string("generic-4u-hgx-a100-8gpu"));
        QCOMPARE(configured["gpus"].get<int>(), 64);
        QVERIFY2(configured["feasible"].get<bool>(), configured["reasons"].dump().c_str());
        // Its design holds eight nodes configured as n01 (its GPUs, CPUs and NICs), and checks.
        const CommandResult check =
            run({QStringLiteral("check"),
                 dir.filePath(QStringLiteral("variant-%1.json").arg(at + 1, 2, 10, QLatin1Char('0'))),
                 QStringLiteral("--json")});
        QCOMPARE(check.exitCode, 0);
        const auto checked = nlohmann::json::parse(check.out.toStdString());
        QCOMPARE(checked["totals"]["gpus"].get<int>(), 64);
        // A name that is neither a system nor a configured server says so.
        const CommandResult bad =
            run({QStringLiteral("explore"), design, QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--systems"),
                 QStringLiteral("sw01")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("nor a GPU server template"));
    }

    // The library's server templates (templates/ beside the catalog database) are candidates too, named
    // in --systems by the template's name; the floor's cooling and the fabric are options checked by name.
    void serverTemplatesAreCandidates() {
        QFile reference(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"));
        QVERIFY(reference.open(QIODevice::ReadOnly));
        nlohmann::json design = nlohmann::json::parse(reference.readAll().toStdString());
        nlohmann::json rack = design["racks"][0];
        nlohmann::json server;
        for (const auto& device : rack["devices"])
            if (device["id"] == "n01")
                server = device;
        QVERIFY(!server.is_null());
        rack["devices"] = nlohmann::json::array({server});
        rack["pdus"] = nlohmann::json::array();
        design["racks"] = nlohmann::json::array({rack});
        design.erase("fabrics");
        const nlohmann::json templ{{"format", "cluster-workbench-template"},
                                   {"version", 1},
                                   {"name", "A100 node"},
                                   {"kind", "server"},
                                   {"design", design}};
        QVERIFY(QDir(mDir.path()).mkpath(QStringLiteral("templates")));
        QFile file(mDir.filePath(QStringLiteral("templates/a100-node.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(templ.dump(2)));
        file.close();
        const CommandResult r =
            run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--systems"),
                 QStringLiteral("A100 node"), QStringLiteral("--oversubscription"), QStringLiteral("1"),
                 QStringLiteral("--cooling"), QStringLiteral("air"), QStringLiteral("--json")});
        QVERIFY(QFile::remove(file.fileName())); // the other cases run without it
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto json = nlohmann::json::parse(r.out.toStdString());
        // Its ConnectX-6 HDR are VPI: InfiniBand and Ethernet, in air racks only.
        QCOMPARE(json["variants"].size(), size_t(2));
        for (const auto& v : json["variants"]) {
            QCOMPARE(v["system"].get<std::string>(), std::string("generic-4u-hgx-a100-8gpu"));
            QCOMPARE(v["cooling"].get<std::string>(), std::string("air"));
            QCOMPARE(v["gpus"].get<int>(), 64);
            QVERIFY2(v["feasible"].get<bool>(), v["reasons"].dump().c_str());
        }
        const QSet<QString> fabrics{QString::fromStdString(json["variants"][0]["fabric"].get<std::string>()),
                                    QString::fromStdString(json["variants"][1]["fabric"].get<std::string>())};
        QCOMPARE(fabrics, (QSet<QString>{QStringLiteral("infiniband"), QStringLiteral("ethernet")}));
        const CommandResult bad =
            run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("64"), QStringLiteral("--cooling"),
                 QStringLiteral("water")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--cooling water: expected some of air,rdhx,liquid"), bad.err.constData());
    }

    // The floor from the command line: rows of the given length, and a floor too small says so.
    void floorFromTheCommandLine() {
        const CommandResult r =
            run({QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-70b"),
                 QStringLiteral("--gpu-count"), QStringLiteral("512"), QStringLiteral("--systems"),
                 QStringLiteral("nvidia-dgx-b200"), QStringLiteral("--oversubscription"), QStringLiteral("1"),
                 QStringLiteral("--floor-positions"), QStringLiteral("20"), QStringLiteral("--row-length"),
                 QStringLiteral("8"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1); // no variant is feasible
        const auto json = nlohmann::json::parse(r.out.toStdString());
        const auto& v = json["variants"][0];
        QVERIFY(v["racks"].get<int>() > 20);
        QVERIFY(QString::fromStdString(v["reasons"].dump()).contains(QStringLiteral("floor's 20 positions")));
    }
};

CW_TEST_GUILESS_MAIN(TestExploreCommand)
#include "tst_explorecommand.moc"
