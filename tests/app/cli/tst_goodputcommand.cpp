// The goodput on the command line (docs/reliability.md, "Command line"): `plan --json`'s goodput object
// with the keys issue 44 names, Meta's Llama 3 run with its storage (Llama 3 paper 3.3.1 and 3.3.4: 2 TB/s
// sustained; 419 interruptions in 54 days; 16K GPUs in a 24K-GPU cluster), a design without storage saying
// what is missing, and `storage` sizing and racking a storage system that `check` and `plan` then take.
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using json = nlohmann::json;

class TestGoodputCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }

private slots:
    // Llama 3 405B on 16,384 H100 (tensor 8, pipeline 16, sequence parallel), Meta's storage at 2 TB/s, 1,024
    // spare servers: one interruption about every three hours (Table 5: 419 in 54 days, within 15%), the
    // 5.68 TB checkpoint in 2.8 s, an effective training time above 90%, and the days at that ratio.
    void llama3WithMetasStorage() {
        const CommandResult r = run({"plan",        "--model",  "llama-3.1-405b",
                                     "--gpus",      "16384",    "--tp",
                                     "8",           "--pp",     "16",
                                     "--zero",      "1",        "--sequence-parallel",
                                     "--recompute", "full",     "--seq",
                                     "8192",        "--gpu",    "nvidia-h100-sxm5-80gb",
                                     "--tokens",    "15.6T",    "--storage-write-gbs",
                                     "2000",        "--spares", "1024",
                                     "--json"});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const json plan = json::parse(r.out.toStdString());
        const json& g = plan.at("goodput");
        for (const char* key : {"interruptions_per_day", "mtbi_h", "checkpoint_gb", "checkpoint_write_s",
                                "interval_min", "ettr", "spare_nodes"})
            QVERIFY2(g.contains(key), key);
        const double expected = g.at("interruptions_per_day").get<double>() * 54;
        QVERIFY2(std::abs(expected - 419) <= 0.15 * 419, qPrintable(QString::number(expected)));
        QVERIFY(std::abs(g.at("checkpoint_gb").get<double>() - 5682) < 60);
        QVERIFY(std::abs(g.at("checkpoint_write_s").get<double>() - 2.84) < 0.05);
        QVERIFY(g.at("ettr").get<double>() > 0.90);
        QCOMPARE(g.at("spare_nodes").get<int>(), 1024);
        QVERIFY(g.at("missing").empty());
        const json& compute = plan.at("compute");
        const double ratio = compute.at("failure_free_days").get<double>() / compute.at("days").get<double>();
        QVERIFY(std::abs(ratio - g.at("ettr").get<double>()) < 0.002);
    }

    // The DGX H100 example has no storage system: the interruptions are there, the checkpoint's write time,
    // the interval and the ratio are null, "missing" says why, and the days are the failure-free ones.
    void noStorageSaysWhatIsMissing() {
        const CommandResult r = run({"plan", Examples::kDgx, "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const json plan = json::parse(r.out.toStdString());
        const json& g = plan.at("goodput");
        QVERIFY(g.at("interruptions_per_day").get<double>() > 0);
        QVERIFY(g.at("checkpoint_gb").get<double>() > 0);
        QVERIFY(g.at("checkpoint_write_s").is_null());
        QVERIFY(g.at("interval_min").is_null());
        QVERIFY(g.at("ettr").is_null());
        QCOMPARE(g.at("missing").size(), size_t(1));
        QVERIFY(plan.at("compute").at("days") == plan.at("compute").at("failure_free_days"));
        const CommandResult text = run({"plan", Examples::kDgx});
        QVERIFY(text.out.contains("missing: the design has no storage system"));
    }

    // `storage` sizes every catalog storage system for the example's workload (its 988 GB checkpoint within
    // 60 s: 16.5 GB/s), writes the design with the cheapest on its storage fabric; the new design checks
    // clean and has a ratio.
    void storageSizesAndRacks() {
        const CommandResult options = run({"storage", Examples::kDgx, "--json"});
        QVERIFY2(options.exitCode == 0, options.err.constData());
        const json sized = json::parse(options.out.toStdString());
        QVERIFY(std::abs(sized.at("need").at("write_gbs").get<double>() - 16.5) < 0.2);
        QVERIFY(sized.at("options").size() >= 7);
        QCOMPARE(sized.at("chosen").get<int>(), 0);
        const QString out = mDir.filePath(QStringLiteral("stored.json"));
        QCOMPARE(run({"storage", Examples::kDgx, "--system", "ddn-ai400x2", "-o", out}).exitCode, 0);
        const CommandResult check = run({"check", out, "--json"});
        QVERIFY2(check.exitCode == 0, check.out.constData());
        const json plan = json::parse(run({"plan", out, "--json"}).out.toStdString());
        const json& g = plan.at("goodput");
        QVERIFY(g.at("ettr").get<double>() > 0.5);
        QCOMPARE(g.at("storage_write_gbs").get<double>(), 65.0);
        QVERIFY(std::abs(g.at("checkpoint_write_s").get<double>() - 988.0 / 65) < 0.5);
    }

    void badOptionsExitTwo() {
        QCOMPARE(run({"plan", "--model", "llama-3.1-8b", "--spares", "-1"}).exitCode, 2);
        QCOMPARE(run({"plan", "--model", "llama-3.1-8b", "--failure-data", "rsc9"}).exitCode, 2);
        QCOMPARE(run({"plan", "--model", "llama-3.1-8b", "--storage-read-gbs", "100"}).exitCode, 2);
        const CommandResult noWorkload = run({"storage", Examples::kReference});
        QCOMPARE(noWorkload.exitCode, 2);
        QVERIFY(noWorkload.err.contains("has no workload"));
        QCOMPARE(run({"storage", Examples::kDgx, "--system", "nvidia-dgx-h100"}).exitCode, 2);
    }
};

CW_TEST_GUILESS_MAIN(TestGoodputCommand)
#include "tst_goodputcommand.moc"
