// `compare` and the `tco` of `check --json`, run as a user would: side-by-side figures and BOM differences as
// text, JSON and a PDF; bad arguments exit 2 and name the problem.
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {
using Examples::kLab;
using Examples::kReference;
} // namespace

class TestCompareCommand : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    CommandResult run(const QStringList& arguments) {
        return runWorkbench(mDir.filePath(QStringLiteral("catalog.sqlite")), arguments);
    }

private slots:
    void jsonSideBySide() {
        const CommandResult r = run({QStringLiteral("compare"), kLab, kReference, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(json["figures"]["gpus"]["a"].get<double>(), 4.0);
        QCOMPARE(json["figures"]["gpus"]["b"].get<double>(), 16.0);
        QCOMPARE(json["figures"]["gpus"]["difference"].get<double>(), 12.0);
        QCOMPARE(json["figures"]["capex"]["a"].get<double>(), 24976.0); // tst_bom's hand count
        bool removed = false;
        for (const auto& d : json["bom_differences"])
            removed = removed || (d["part"] == "nvidia-rtx-4090" && d["change"] == "removed");
        QVERIFY(removed);
        QVERIFY(json["tco_b"]["cost_per_gpu_hour"].get<double>() > 0);
    }

    void textAndPdf() {
        CommandResult r = run({QStringLiteral("compare"), kLab, kReference});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Cost per GPU-hour"));
        QVERIFY(r.out.contains("removed"));
        const QString pdf = mDir.filePath(QStringLiteral("compare.pdf"));
        r = run({QStringLiteral("compare"), kLab, kReference, QStringLiteral("-o"), pdf});
        QCOMPARE(r.exitCode, 0);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        r = run(
            {QStringLiteral("compare"), kLab, kReference, QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QString::fromUtf8(r.out).contains(QStringLiteral("每 GPU 小时成本")));
    }

    void badArguments() {
        CommandResult r = run({QStringLiteral("compare"), kLab});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("usage: cluster-workbench compare"));
        r = run({QStringLiteral("compare"), kLab, mDir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("missing.json"));
    }

    // check --json carries the cost of ownership with its sensitivity.
    void checkJsonHasTco() {
        const CommandResult r = run({QStringLiteral("check"), kReference, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const auto json = nlohmann::json::parse(r.out.toStdString());
        const auto& tco = json["tco"];
        QCOMPARE(tco["years"].get<double>(), 5.0);
        QCOMPARE(tco["gpus"].get<int>(), 16);
        const double total = tco["capex"].get<double>() + 5 * (tco["energy_per_year"].get<double>() +
                                                               tco["facility_per_year"].get<double>() +
                                                               tco["support_per_year"].get<double>());
        QVERIFY(std::abs(tco["total"].get<double>() - total) < 0.05);
        QCOMPARE(tco["sensitivity"].size(), size_t(7));
    }
};

CW_TEST_GUILESS_MAIN(TestCompareCommand)
#include "tst_comparecommand.moc"
