// Every command on issue #27's floor (floordesign.h, hgxFloorDesign: 1,000 racks of ten HGX A100 servers,
// 80,000 GPUs, one QM9700 fabric over all nodes) and on twice that floor, each in a child process as a user
// runs it, with its wall time and peak memory from the kernel. It prints each figure, the growth exponent
// from 1,000 to 2,000 racks (log2 of the time ratio, each size the quicker of two runs when the first pair is
// past the goal; goal at most 1.1, printed; the run fails near 2, cost growing as the square of the floor),
// and for `check --json` the ratio to the yardstick run beside it: Python's json.load + json.dump of the
// same file (goal 0.6x and 300 MB, each side the quicker of two runs when the first pair is past it). Each
// goal is printed on a GOAL line, met or not; what fails the run is a ratio to a yardstick past the goal's
// by the headroom of benchgoal.h (a guard against regressions on a loaded 2-core machine), or memory past
// its goal. Figures: docs/analysis.md, "Speed". Run: build/bin/benchmarks bench_commandscale.
#include "benchmarks/benchgoal.h"
#include "benchmarks/childrun.h"
#include "benchmarks/floordesign.h"
#include "testmain.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <sys/wait.h>

class BenchCommandScale : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString mCatalog;

    QString floorFile(int racks) { return mDir.filePath(QStringLiteral("floor-%1.json").arg(racks)); }
    QString otherFile(int racks) { return mDir.filePath(QStringLiteral("other-%1.json").arg(racks)); }
    QString largestFile() { return mDir.filePath(QStringLiteral("dgx-h100-3125.json")); }

    ChildRun workbench(QStringList arguments, const QString& output) {
        arguments << QStringLiteral("--catalog") << mCatalog;
        return runChild(QStringLiteral(CW_EXECUTABLE), arguments, mDir.filePath(output));
    }

    // The command's arguments for the floor of `racks`.
    QStringList commandFor(const QString& command, int racks) {
        const QString floor = floorFile(racks);
        const QString out = mDir.filePath(QStringLiteral("out-%1-%2").arg(command).arg(racks));
        if (command == QLatin1String("check"))
            return {QStringLiteral("check"), floor, QStringLiteral("--json")};
        if (command == QLatin1String("bom"))
            return {QStringLiteral("bom"), floor, QStringLiteral("--format"), QStringLiteral("json")};
        if (command == QLatin1String("fabric"))
            return {QStringLiteral("fabric"), floor, QStringLiteral("--json")};
        if (command == QLatin1String("plan"))
            return {QStringLiteral("plan"),     floor,
                    QStringLiteral("--model"),  QStringLiteral("llama-3.1-70b"),
                    QStringLiteral("--tokens"), QStringLiteral("15T"),
                    QStringLiteral("--json")};
        if (command == QLatin1String("compare"))
            return {QStringLiteral("compare"), floor, otherFile(racks), QStringLiteral("--json")};
        if (command == QLatin1String("report"))
            return {QStringLiteral("report"), floor,
                    QStringLiteral("--lang"), QStringLiteral("en"),
                    QStringLiteral("-o"),     out + QStringLiteral(".pdf")};
        return {QStringLiteral("render"), floor, QStringLiteral("-o"), out + QStringLiteral(".svg")};
    }

private slots:
    void initTestCase() {
        mCatalog = mDir.filePath(QStringLiteral("catalog.sqlite"));
        // The user's catalog exists already: seeding it is a first start's cost, untimed.
        QCOMPARE(workbench({QStringLiteral("catalog"), QStringLiteral("list")}, QStringLiteral("seed.txt"))
                     .exitCode,
                 0);
        // The floors are made in a child process: a child's peak memory as the kernel reports it starts at
        // the peak of the process it was spawned from, so this one stays small.
        const pid_t maker = fork();
        if (maker == 0) {
            const PartIndex parts = bundledParts();
            bool ok = true;
            QString error;
            for (int racks : {1000, 2000}) {
                Design floor = hgxFloorDesign(parts, racks);
                ok = ok && DesignFile::save(floor, floorFile(racks), &error);
                floor.racks.removeLast(); // what compare finds: one rack fewer
                ok = ok && DesignFile::save(floor, otherFile(racks), &error);
            }
            ok = ok && DesignFile::save(dgxH100FloorDesign(parts, 3125), largestFile(), &error);
            std::_Exit(ok ? 0 : 1);
        }
        int status = 0;
        QVERIFY(maker > 0 && waitpid(maker, &status, 0) == maker);
        QVERIFY2(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the floors could not be written");
        // CW_KEEP_FLOOR=DIR keeps the floors for profiling the commands by hand.
        if (const QString keep = qEnvironmentVariable("CW_KEEP_FLOOR"); !keep.isEmpty())
            for (const QString& file : {floorFile(1000), floorFile(2000), largestFile()})
                QFile::copy(file, QDir(keep).filePath(QFileInfo(file).fileName()));
    }

    void checkAgainstThePythonYardstick() {
        const QString floor = floorFile(1000);
        ChildRun python, check;
        // One pair of runs, and a second pair when the first is past the goal: the host's load only adds
        // time, to either side (check uses both cores, the yardstick one), so each side's quicker run counts.
        for (int pair = 0; pair < 2; ++pair) {
            const ChildRun p = pythonJsonYardstick(floor, mDir.path());
            QCOMPARE(p.exitCode, 0);
            const ChildRun c =
                workbench(commandFor(QStringLiteral("check"), 1000), QStringLiteral("check.json"));
            QVERIFY(c.exitCode == 0 || c.exitCode == 1);
            if (pair == 0 || p.seconds < python.seconds)
                python = p;
            if (pair == 0 || c.seconds < check.seconds)
                check = c;
            if (check.seconds / python.seconds <= 0.6)
                break;
        }
        // The totals come first: read them from the head of the file, not the whole 100 MB into this process
        // (whose peak the next child's would start from).
        QFile output(mDir.filePath(QStringLiteral("check.json")));
        QVERIFY(output.open(QIODevice::ReadOnly));
        const QString head = QString::fromUtf8(output.read(4096));
        QVERIFY2(head.contains(QRegularExpression(QStringLiteral("\"gpus\":\\s*80000\\b"))),
                 qPrintable(head));
        const double ratio = check.seconds / python.seconds;
        qInfo(
            "check --json on 80,000 GPUs: %.2f s, %.0f MB; Python json.load + json.dump: %.2f s; ratio %.2f "
            "(goals: 0.6, 300 MB)",
            check.seconds, check.peakMb, python.seconds, ratio);
        const BenchGoal goal{QStringLiteral("check --json of 80,000 GPUs"), 0.6 * python.seconds, 0.6};
        QVERIFY(goal.check(check.seconds, ratio));
        QVERIFY2(check.peakMb <= 300, qPrintable(QString::number(check.peakMb)));
    }

    // The largest design the issue names, 3,125 racks of four DGX H100 (100,000 GPUs): its elevations as SVG
    // and PDF (a PNG that size is refused, tst_elevationsheet) each within 30 s and 2 GB, and its report.
    void largestDesignRenders_data() {
        QTest::addColumn<QStringList>("arguments");
        const QString out = mDir.filePath(QStringLiteral("largest"));
        QTest::newRow("render svg") << QStringList{QStringLiteral("render"), largestFile(),
                                                   QStringLiteral("-o"), out + QStringLiteral(".svg")};
        QTest::newRow("render pdf") << QStringList{QStringLiteral("render"), largestFile(),
                                                   QStringLiteral("-o"), out + QStringLiteral(".pdf")};
        QTest::newRow("report") << QStringList{QStringLiteral("report"), largestFile(),
                                               QStringLiteral("--lang"), QStringLiteral("en"),
                                               QStringLiteral("-o"),     out + QStringLiteral("-report.pdf")};
    }

    void largestDesignRenders() {
        QFETCH(QStringList, arguments);
        const ChildRun run = workbench(arguments, QStringLiteral("largest.txt"));
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, qPrintable(QString::number(run.exitCode)));
        // The in-process yardstick right after it, on every core as the command's threads use them.
        PairedRuns runs(PairedRuns::everyCore());
        runs.add(run.seconds);
        qInfo("%s of 100,000 GPUs: %.1f s, %.0f MB (goals: 30 s, 2 GB)", QTest::currentDataTag(), run.seconds,
              run.peakMb);
        QVERIFY(
            benchGoal(QStringLiteral("%1 of 100,000 GPUs").arg(QLatin1String(QTest::currentDataTag())), 30)
                .check(runs));
        QVERIFY2(run.peakMb <= 2048, QTest::currentDataTag());
    }

    void growthFromOneToTwoThousandRacks_data() {
        QTest::addColumn<QString>("command");
        for (const char* command : {"check", "bom", "fabric", "plan", "compare", "render", "report"})
            QTest::newRow(command) << QString::fromLatin1(command);
    }

    void growthFromOneToTwoThousandRacks() {
        QFETCH(QString, command);
        ChildRun runs[2];
        const auto measure = [&] {
            for (int i = 0; i < 2; ++i) {
                const int racks = 1000 * (i + 1);
                const ChildRun run = workbench(commandFor(command, racks),
                                               QStringLiteral("%1-%2.txt").arg(command).arg(racks));
                if (run.exitCode != 0 && run.exitCode != 1)
                    return run.exitCode;
                if (runs[i].seconds == 0 || run.seconds < runs[i].seconds)
                    runs[i] = run; // the quicker of the runs: the host's load only ever adds time
            }
            return 0;
        };
        int exitCode = measure();
        // One run's noise on this shared 2-core host moves an exponent by up to 0.6 (a 2,000-rack run alone
        // slow): past the goal, each size is run once more and its quicker run counts.
        if (exitCode == 0 && std::log2(runs[1].seconds / runs[0].seconds) > 1.1)
            exitCode = measure();
        QVERIFY2(exitCode == 0, qPrintable(QStringLiteral("%1 exited with %2").arg(command).arg(exitCode)));
        const double exponent = std::log2(runs[1].seconds / runs[0].seconds);
        qInfo("%-8s 1,000 racks: %6.2f s %5.0f MB; 2,000 racks: %6.2f s %5.0f MB", qPrintable(command),
              runs[0].seconds, runs[0].peakMb, runs[1].seconds, runs[1].peakMb);
        qInfo("GOAL %s grows with an exponent of at most 1.1 from 1,000 to 2,000 racks: %s (%.2f; fails past "
              "1.7)",
              qPrintable(command), exponent <= 1.1 ? "met" : "not met", exponent);
        // The goal is printed, not enforced: what fails the run is cost growing as the square of the floor
        // (an exponent near 2).
        QVERIFY2(exponent <= 1.7, qPrintable(QString::number(exponent)));
    }
};

CW_TEST_GUILESS_MAIN(BenchCommandScale)
#include "bench_commandscale.moc"
