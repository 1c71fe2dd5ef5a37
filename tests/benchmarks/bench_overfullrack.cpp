// An overfull rack (the robustness issue: 10,000 devices in one 42 U rack took 31-77 s and 3.5 GB in
// `check`, every colliding pair a finding). Prints how long the work takes now that it is linear:
//   analysis of 10,000 devices in one rack (in memory, past the file limit)   analyzeTenThousandInOneRack
//   the first free unit of that rack                                          firstFreeUnitOfThatRack
//   `check` of a file with 10,000 devices in one rack: refused by the limit   checkRefusesTheFileAtOnce
//   `check` of a rack at the limit, 1,000 devices                             checkARackAtTheLimit
// Goal: each well under 5 s on the 2-core build machine (the quadratic version took 31 s and more),
// printed on its own line; what fails the run is the ratio to the yardstick run beside it (benchgoal.h).
// Run: build/bin/benchmarks bench_overfullrack.
#include "analysis/analyzer.h"
#include "benchmarks/benchgoal.h"
#include "model/designlimits.h"
#include "placement/mountcheck.h"
#include "testmain.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sys/resource.h>

namespace {

// The Kubernetes example's first rack holding `count` of its 1U CPU node, stacked up the rack again and
// again (device i at U 1 + i mod 42).
Design overfull(const PartIndex& parts, int count) {
    Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), parts);
    const Device node = design.racks[0].devices[4];
    Rack rack = design.racks[0];
    rack.devices.clear();
    for (int i = 0; i < count; ++i) {
        Device device = node;
        device.id = QStringLiteral("n%1").arg(i);
        device.name.clear();
        device.u = 1 + i % 42;
        rack.devices.append(device);
    }
    design.racks = {rack};
    design.fabrics.clear();
    design.cables.clear();
    return design;
}

} // namespace

class BenchOverfullRack : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;

    // `check FILE` as a user runs it: its exit code, and the wall time and peak memory it took.
    std::tuple<int, qint64, long> check(const QString& path) {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer timer;
        timer.start();
        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("check"), path, QStringLiteral("--catalog"),
                       mDir.filePath(QStringLiteral("catalog.sqlite"))});
        if (!process.waitForFinished(300000))
            return {-1, timer.elapsed(), 0};
        const qint64 elapsed = timer.elapsed();
        rusage usage{};
        getrusage(RUSAGE_CHILDREN, &usage);
        return {process.exitCode(), elapsed, usage.ru_maxrss / 1024};
    }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QProcess seed; // the user's catalog exists already; seeding it is a first start's cost
        seed.start(QStringLiteral(CW_EXECUTABLE),
                   {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"),
                    mDir.filePath(QStringLiteral("catalog.sqlite"))});
        QVERIFY(seed.waitForFinished(60000));
    }

    void analyzeTenThousandInOneRack() {
        const Design design = overfull(mParts, 10000);
        QElapsedTimer timer;
        timer.start();
        const Budgets budgets = analyze(design, mParts);
        const qint64 elapsed = timer.elapsed();
        qInfo("analysis of 10,000 devices in one 42 U rack: %lld ms, %lld findings (goal: under 5 s)",
              elapsed, qint64(budgets.findings.size()));
        QVERIFY(budgets.findings.size() < 3 * 10000); // linear: a few per device at most
        PairedRuns runs(PairedRuns::everyCore());
        runs.add(elapsed / 1e3);
        QVERIFY(benchGoal(QStringLiteral("analysis of 10,000 devices in one rack"), 5).check(runs));
    }

    void firstFreeUnitOfThatRack() {
        const Design design = overfull(mParts, 10000);
        QElapsedTimer timer;
        timer.start();
        int found = 0;
        for (int height = 1; height <= 8; ++height)
            found += MountCheck::firstFreeU(design, mParts, design.racks[0].id, height);
        const qint64 elapsed = timer.elapsed();
        qInfo("first free unit, 8 heights, in a rack of 10,000 devices: %lld ms", elapsed);
        QCOMPARE(found, 0); // nothing is free
        PairedRuns runs;
        runs.add(elapsed / 1e3);
        QVERIFY(benchGoal(QStringLiteral("first free unit in a rack of 10,000 devices"), 5).check(runs));
    }

    void checkRefusesTheFileAtOnce() {
        const QString path = mDir.filePath(QStringLiteral("overfull.json"));
        QString error;
        QVERIFY2(DesignFile::save(overfull(mParts, 10000), path, &error), qPrintable(error));
        const auto [code, elapsed, peakMb] = check(path);
        qInfo("check of a file with 10,000 devices in one rack: exit %d in %lld ms, peak %ld MB (refused: a "
              "rack holds at most %d)",
              code, elapsed, peakMb, DesignLimits::kMaxDevicesPerRack);
        QCOMPARE(code, 2);
        PairedRuns runs;
        runs.add(elapsed / 1e3);
        QVERIFY(benchGoal(QStringLiteral("check refusing 10,000 devices in one rack"), 5).check(runs));
    }

    void checkARackAtTheLimit() {
        const QString path = mDir.filePath(QStringLiteral("full.json"));
        QString error;
        QVERIFY2(DesignFile::save(overfull(mParts, DesignLimits::kMaxDevicesPerRack), path, &error),
                 qPrintable(error));
        const auto [code, elapsed, peakMb] = check(path);
        qInfo("check of a rack at the limit, 1,000 devices in 42 U: exit %d in %lld ms, peak %ld MB", code,
              elapsed, peakMb);
        QCOMPARE(code, 1); // collisions: error findings
        PairedRuns runs(PairedRuns::everyCore());
        runs.add(elapsed / 1e3);
        QVERIFY(benchGoal(QStringLiteral("check of a rack of 1,000 devices"), 5).check(runs));
    }
};

CW_TEST_MAIN(BenchOverfullRack)
#include "bench_overfullrack.moc"
