// The window on issue #27's 80,000-GPU floor (floordesign.h, hgxFloorDesign: 1,000 racks of ten HGX A100
// servers and one QM9700 fabric over every node), driven with the events a user makes, each timed end to end:
// from the event into the window until every event it caused is handled and the repaint is done, with the
// charts, inspector, budgets and findings visible. Goals:
//   start until idle (the `screenshot` command: a process that starts, loads, analyses and paints)  1.5 s
//   a drop of a part from the catalog onto the floor, its undo (Ctrl+Z), a server moved up one unit
//   (Up on the selected server) and its undo, a zoom step (Ctrl+wheel), the first visit to each tab
//   and a switch of tab (a click on the tab bar)                                                 100 ms each
// Each goal is printed on its own line (met or not, as measured here); what fails the run is the ratio to
// the yardstick run beside each gesture past 1.5 times the goal's (benchgoal.h; Python's json load and
// dump of the floor's file beside the start). Figures: docs/analysis.md, "Speed".
// Run: build/bin/benchmarks bench_windowscale.
#include "benchmarks/benchgoal.h"
#include "benchmarks/benchwindow.h"
#include "benchmarks/childrun.h"
#include "benchmarks/floordesign.h"

#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "palette/partmime.h"
#include "testmain.h"
#include "window/mainwindow.h"

#include <QElapsedTimer>
#include <QMimeData>
#include <QProcess>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

namespace {

// Until the window has handled what the event caused: queued work (the inspector's rebuild), then the
// paints it asked for.
void settle() {
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

// A part dragged from the catalog and dropped at `at` on the floor's viewport, as the window system
// delivers a drag: enter, move, drop.
bool dropPart(QWidget* viewport, const QString& partId, QPoint at) {
    QMimeData mime;
    mime.setData(PartMime::kType, partId.toUtf8());
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    if (!move.isAccepted())
        return false;
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
    return drop.isAccepted() && drop.dropAction() == Qt::CopyAction;
}

void ctrlWheel(QWidget* viewport, int delta) {
    const QPointF local(viewport->width() / 2.0, viewport->height() / 2.0);
    QWheelEvent event(local, viewport->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &event);
}

} // namespace

class BenchWindowScale : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;
    QString mFloorPath;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        mFloorPath = mDir.filePath(QStringLiteral("floor.json"));
        QString error;
        QVERIFY2(DesignFile::save(hgxFloorDesign(mParts, 1000), mFloorPath, &error), qPrintable(error));
    }

    // A process that starts, opens the floor, analyses it and paints the window once: what a user waits
    // for before the window answers.
    void startUntilIdle() {
        const QString catalog = mDir.filePath(QStringLiteral("catalog.sqlite"));
        QProcess seed; // the user's catalog exists already: seeding it is a first start's cost, untimed
        seed.start(QStringLiteral(CW_EXECUTABLE),
                   {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), catalog});
        QVERIFY(seed.waitForFinished(60000));
        PairedRuns runs;
        for (int i = 0; i < 3; ++i) {
            const ChildRun run =
                runChild(QStringLiteral(CW_EXECUTABLE),
                         {QStringLiteral("screenshot"), mFloorPath, QStringLiteral("-o"),
                          mDir.filePath(QStringLiteral("shot.png")), QStringLiteral("--size"),
                          QStringLiteral("1366x768"), QStringLiteral("--catalog"), catalog},
                         mDir.filePath(QStringLiteral("shot.txt")));
            QCOMPARE(run.exitCode, 0);
            const ChildRun python = pythonJsonYardstick(mFloorPath, mDir.path());
            QCOMPARE(python.exitCode, 0);
            runs.add(run.seconds, python.seconds);
        }
        // The goal's ratio: 1.5 s against the yardstick's 0.66 s on the idle build machine (this 20 MB file).
        const BenchGoal goal{QStringLiteral("start, open the 80,000-GPU floor, analyse and paint"), 1.5,
                             1.5 / 0.66};
        QVERIFY(goal.check(runs));
    }

    void dropUndoZoomAndTabs() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(openOn(window, mFloorPath, &error), qPrintable(error));
        QApplication::setActiveWindow(&window);
        settle();
        RackView* view = window.view();
        auto* scene = static_cast<RackScene*>(view->scene());
        DesignDocument* document = window.document();

        // Zoomed in on a rack in the middle of the floor, as one drops into a rack; its U41 and U42 are free.
        const QString rackId = QStringLiteral("R0500");
        view->setZoom(1.0);
        view->centerOn(scene->unitPoint(rackId, 41));
        settle();
        const QPoint at = view->mapFromScene(scene->unitPoint(rackId, 41));
        QVERIFY2(view->viewport()->rect().contains(at),
                 qPrintable(QStringLiteral("U41 at %1,%2").arg(at.x()).arg(at.y())));
        QElapsedTimer timer;
        PairedRuns drops, undos, moves, moveUndos, zooms, firstVisits, tabs;
        const auto timed = [&](PairedRuns& runs, const std::function<void()>& gesture) {
            timer.start();
            gesture();
            settle();
            runs.add(timer.nsecsElapsed() / 1e9); // and the yardstick right after, under the same load
        };
        for (int i = 0; i < 7; ++i) {
            const int steps = document->undoStack()->index();
            timed(drops,
                  [&] { QVERIFY(dropPart(view->viewport(), QStringLiteral("generic-1u-cpu-node"), at)); });
            QCOMPARE(document->undoStack()->index(), steps + 1);
            timed(undos, [&] { QTest::keyClick(view->viewport(), Qt::Key_Z, Qt::ControlModifier); });
            QCOMPARE(document->undoStack()->index(), steps);
        }

        // The rack's top server (U37-40) moved up one unit with the Up key, and back with Ctrl+Z: the node's
        // cables change length, so the fabric is cabled again.
        const QString server = QStringLiteral("r500-n9");
        scene->selectIds({server});
        settle();
        for (int i = 0; i < 7; ++i) {
            const int steps = document->undoStack()->index();
            timed(moves, [&] { QTest::keyClick(view->viewport(), Qt::Key_Up); });
            QCOMPARE(document->undoStack()->index(), steps + 1);
            QCOMPARE(document->design().device(server)->u, 38);
            timed(moveUndos, [&] { QTest::keyClick(view->viewport(), Qt::Key_Z, Qt::ControlModifier); });
            QCOMPARE(document->design().device(server)->u, 37);
        }

        for (int i = 0; i < 8; ++i) {
            const double zoom = view->zoom();
            timed(zooms, [&] { ctrlWheel(view->viewport(), i < 4 ? -120 : 120); });
            QVERIFY(view->zoom() != zoom);
        }

        // The first visit to each tab (what is worked out only when it shows), then switches between them.
        QTabBar* bar = window.centralTabs()->tabBar();
        QString slowestTab;
        double slowest = 0;
        for (int round = 0; round < 3; ++round)
            for (int t = 1; t <= bar->count(); ++t) {
                const int tab = t % bar->count(); // each tab, back to the floor last
                PairedRuns& runs = round == 0 && tab != 0 ? firstVisits : tabs;
                timed(runs, [&] {
                    QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
                });
                QCOMPARE(window.centralTabs()->currentIndex(), tab);
                if (round == 0 && tab != 0) {
                    qInfo("first visit to the %s tab: %.0f ms", qPrintable(bar->tabText(tab)),
                          firstVisits.lastSeconds() * 1e3);
                    if (firstVisits.lastSeconds() > slowest) {
                        slowest = firstVisits.lastSeconds();
                        slowestTab = bar->tabText(tab);
                    }
                }
            }
        qInfo(
            "on the 80,000-GPU floor, end to end (median; goal 100 ms each): drop %.0f ms, undo %.0f ms, "
            "move "
            "%.0f ms, its undo %.0f ms, zoom step %.0f ms, tab switch %.0f ms, first visit %.0f ms (slowest "
            "%.0f ms, to %s)",
            drops.medianSeconds() * 1e3, undos.medianSeconds() * 1e3, moves.medianSeconds() * 1e3,
            moveUndos.medianSeconds() * 1e3, zooms.medianSeconds() * 1e3, tabs.medianSeconds() * 1e3,
            firstVisits.medianSeconds() * 1e3, slowest * 1e3, qPrintable(slowestTab));
        bool ok = true;
        for (const auto& [what, runs] : {std::pair{"a drop of a part", &drops},
                                         {"its undo", &undos},
                                         {"a server moved up one unit", &moves},
                                         {"the move's undo", &moveUndos},
                                         {"a zoom step", &zooms},
                                         {"a switch of tab", &tabs}})
            ok =
                benchGoal(QStringLiteral("%1 on 80,000 GPUs").arg(QLatin1String(what)), 0.100).check(*runs) &&
                ok;
        // Each tab's first visit on its own: the slowest counts.
        ok = BenchGoal{QStringLiteral("the first visit to the slowest tab (%1)").arg(slowestTab), 0.100,
                       0.100 / BenchYardstick::kIdleSeconds}
                 .check(slowest, firstVisits.worstRatio()) &&
             ok;
        QVERIFY(ok);
        QTest::setBenchmarkResult(drops.medianSeconds() * 1e3, QTest::WalltimeMilliseconds);
    }
};

CW_TEST_MAIN(BenchWindowScale)
#include "bench_windowscale.moc"
