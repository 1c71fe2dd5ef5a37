// The scale goals of issue #15 on a 1,000-rack, 20,000-device, 16,000-GPU floor (floordesign.h), on the
// 2-core build machine:
//   check --json          under 0.5 s and under 300 MB          checkJsonOnTheFullFloor
//   open in the window    under 1 s (loaded, analysed, painted) openTheFullFloorInTheWindow
//   a drop or an undo     repainted in under 16 ms               dropAndUndoOnTheFullFloor
//   report of 100 racks   under 2 s                              reportOfAHundredRacks
// Each goal is printed on its own line; what fails the run is the ratio to the yardstick run beside it
// (benchgoal.h: Python's json load and dump of the floor's file beside `check`, the in-process yardstick
// beside the others). Figures and how cost grows with size: docs/analysis.md, "Speed".
// Run: build/bin/benchmarks bench_scale.
#include "benchmarks/benchgoal.h"
#include "benchmarks/benchwindow.h"
#include "benchmarks/childrun.h"
#include "benchmarks/floordesign.h"

#include "commands/cmddeviceadd.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "window/mainwindow.h"
#include "window/reportexporter.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <sys/resource.h>

// Counts the paint events of the widget it filters.
class PaintCounter : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject*, QEvent* event) override {
        count += event->type() == QEvent::Paint ? 1 : 0;
        return false;
    }
};

class BenchScale : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;
    QString mFloorPath;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        mFloorPath = mDir.filePath(QStringLiteral("floor.json"));
        QString error;
        QVERIFY2(DesignFile::save(floorDesign(mParts, 1000), mFloorPath, &error), qPrintable(error));
        // CW_KEEP_FLOOR=PATH keeps a copy of the floor for profiling the commands by hand.
        if (const QString keep = qEnvironmentVariable("CW_KEEP_FLOOR"); !keep.isEmpty())
            QFile::copy(mFloorPath, keep);
    }

    // In a child process, as a user runs it; the child's peak memory from the kernel. The kernel counts this
    // process's own peak into a child's (the memory it had when the child started), so the output is read
    // without holding it whole: a first run's 66 MB as a tree made the next run's figure 330 MB.
    void checkJsonOnTheFullFloor() {
        // The user's catalog exists already: create it first, untimed (seeding it is a first start's cost).
        QProcess seed;
        seed.start(QStringLiteral(CW_EXECUTABLE),
                   {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"),
                    mDir.filePath(QStringLiteral("catalog.sqlite"))});
        QVERIFY(seed.waitForFinished(60000));
        ChildRun run;
        PairedRuns runs;
        double pythonSeconds = 0;
        for (int i = 0; i < 3; ++i) {
            run = runChild(QStringLiteral(CW_EXECUTABLE),
                           {QStringLiteral("check"), mFloorPath, QStringLiteral("--json"),
                            QStringLiteral("--catalog"), mDir.filePath(QStringLiteral("catalog.sqlite"))},
                           mDir.filePath(QStringLiteral("check.json")));
            QCOMPARE(run.exitCode, 1); // the floor has too few 100G switch ports, on purpose
            const ChildRun python = pythonJsonYardstick(mFloorPath, mDir.path());
            QCOMPARE(python.exitCode, 0);
            runs.add(run.seconds, python.seconds);
            pythonSeconds = python.seconds;
        }
        qInfo("check --json: %.0f ms, peak %.0f MB (goals: 500 ms, 300 MB); Python json.load + json.dump of "
              "the "
              "file: %.0f ms",
              run.seconds * 1000, run.peakMb, pythonSeconds * 1000);
        // The goal's ratio: 0.5 s against the yardstick's 0.6 s on the idle build machine.
        const BenchGoal goal{QStringLiteral("check --json of 1,000 racks"), 0.5, 0.5 / 0.6};
        QVERIFY(goal.check(runs));
        QVERIFY2(run.peakMb <= 300, qPrintable(QString::number(run.peakMb)));
        // The totals' GPUs and the racks, counted as the parser passes them (no tree).
        struct Counter : nlohmann::json_sax<nlohmann::json> {
            int depth = 0, racks = 0;
            long long gpus = -1;
            std::string inHand, outer; // the key in hand, and the document's key being read
            bool null() override { return true; }
            bool boolean(bool) override { return true; }
            bool number_integer(number_integer_t v) override { return number(v); }
            bool number_unsigned(number_unsigned_t v) override { return number((long long)v); }
            bool number_float(number_float_t, const string_t&) override { return true; }
            bool string(string_t&) override { return true; }
            bool binary(binary_t&) override { return true; }
            bool start_object(std::size_t) override {
                racks += depth == 2 && outer == "racks";
                ++depth;
                return true;
            }
            bool key(string_t& k) override {
                inHand = k;
                if (depth == 1)
                    outer = k;
                return true;
            }
            bool end_object() override { return --depth >= 0; }
            bool start_array(std::size_t) override { return ++depth > 0; }
            bool end_array() override { return --depth >= 0; }
            bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
                return false;
            }
            bool number(long long v) {
                if (depth == 2 && outer == "totals" && inHand == "gpus")
                    gpus = v;
                return true;
            }
        } counter;
        const QByteArray text = readAll(mDir.filePath(QStringLiteral("check.json")));
        QVERIFY(nlohmann::json::sax_parse(text.constBegin(), text.constEnd(), &counter));
        QCOMPARE(counter.gpus, 16000);
        QCOMPARE(counter.racks, 1000);
    }

    void openTheFullFloorInTheWindow() {
        QString error;
        PairedRuns runs(PairedRuns::everyCore());
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer timer;
            timer.start();
            MainWindow window(mParts, MainWindow::Options{false, 0});
            QVERIFY2(openOn(window, mFloorPath, &error), qPrintable(error));
            window.repaint();
            runs.add(timer.nsecsElapsed() / 1e9);
        }
        QVERIFY(benchGoal(QStringLiteral("open 1,000 racks in the window"), 1.0).check(runs));
    }

    // One 1U node dropped into a free U of a rack in the middle of the floor, then undone. Each is timed
    // from the edit until the window has handled every event it caused, the repaint of what changed
    // included (the rack floor must have painted, or the run fails). A full repaint of the window is
    // timed apart: it is what a resize or a scroll costs, not an edit.
    void dropAndUndoOnTheFullFloor() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(openOn(window, mFloorPath, &error), qPrintable(error));
        QCoreApplication::processEvents();
        PaintCounter floorPaints;
        window.view()->viewport()->installEventFilter(&floorPaints);
        DesignDocument* document = window.document();
        Device node = document->design().racks[500].devices[4];
        node.id = QStringLiteral("bench-node");
        node.u = 30;
        const auto settle = [] { // the inspector's rebuild is queued, and its labels then ask for a paint
            for (int i = 0; i < 3; ++i)
                QCoreApplication::processEvents();
        };
        QList<qint64> drops, undos, edits, fullRepaints;
        PairedRuns dropRuns, undoRuns;
        QElapsedTimer timer;
        for (int i = 0; i < 15; ++i) {
            floorPaints.count = 0;
            timer.start();
            document->undoStack()->push(new CmdDeviceAdd(document, QStringLiteral("R0500"), node));
            edits.append(timer.nsecsElapsed());
            settle();
            drops.append(timer.nsecsElapsed());
            dropRuns.add(drops.last() / 1e9);
            QVERIFY(floorPaints.count > 0);
            QVERIFY(document->design().device(QStringLiteral("bench-node")));

            floorPaints.count = 0;
            timer.start();
            document->undoStack()->undo();
            settle();
            undos.append(timer.nsecsElapsed());
            undoRuns.add(undos.last() / 1e9);
            QVERIFY(floorPaints.count > 0);
            QVERIFY(!document->design().device(QStringLiteral("bench-node")));

            timer.start();
            window.repaint();
            fullRepaints.append(timer.nsecsElapsed());
        }
        qInfo("drop: %.1f ms (edit and views %.1f ms, then events and repaint), undo: %.1f ms (median of 15; "
              "goal 16 ms each); a full repaint of the window: %.1f ms",
              medianMs(drops), medianMs(edits), medianMs(undos), medianMs(fullRepaints));
        QTest::setBenchmarkResult(medianMs(drops), QTest::WalltimeMilliseconds);
        // Issue #15's goal of a frame (16 ms): 16-21 ms on the 2-core build machine (docs/analysis.md: the
        // inspector builds its form again to patch the one on screen, and the bill of materials' lines for
        // the cost of ownership). Guarded at 30 ms.
        QVERIFY(benchGoal(QStringLiteral("a drop on 1,000 racks, repainted"), 0.016)
                    .guardedAt(0.030)
                    .check(dropRuns));
        QVERIFY(benchGoal(QStringLiteral("its undo, repainted"), 0.016).guardedAt(0.030).check(undoRuns));
    }

    void reportOfAHundredRacks() {
        const Design design = floorDesign(mParts, 100);
        ReportOptions options;
        options.date = QDate(2026, 11, 30);
        const QString path = mDir.filePath(QStringLiteral("report.pdf"));
        QString error;
        PairedRuns runs;
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer timer;
            timer.start();
            ReportExporter exporter;
            QVERIFY2(exporter.exportReport(design, mParts, options, path, &error), qPrintable(error));
            runs.add(timer.nsecsElapsed() / 1e9);
        }
        QVERIFY(QFileInfo(path).size() > 0);
        QVERIFY(benchGoal(QStringLiteral("PDF report of 100 racks"), 2.0).check(runs));
    }
};

CW_TEST_MAIN(BenchScale)
#include "bench_scale.moc"
