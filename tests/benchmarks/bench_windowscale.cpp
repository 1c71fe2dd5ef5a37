// The window on issue #27's 80,000-GPU floor (floordesign.h, hgxFloorDesign: 1,000 racks of ten HGX A100
// servers and one QM9700 fabric over every node), driven with the events a user makes, each timed end to end:
// from the event into the window until every event it caused is handled and the repaint is done, with the
// charts, inspector, budgets and findings visible. Goals (printed, with what was measured):
//   start until idle (the `screenshot` command: a process that starts, loads, analyses and paints)  1.5 s
//   a drop of a part from the catalog onto the floor, its undo (Ctrl+Z), a zoom step (Ctrl+wheel)
//   and a switch of tab (a click on the tab bar)                                                 100 ms each
// Figures: docs/analysis.md, "Speed". Run: build/bin/benchmarks bench_windowscale.
#include "benchmarks/benchwindow.h"
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
        QList<qint64> runs;
        for (int i = 0; i < 3; ++i) {
            QProcess process;
            QElapsedTimer timer;
            timer.start();
            process.start(QStringLiteral(CW_EXECUTABLE),
                          {QStringLiteral("screenshot"), mFloorPath, QStringLiteral("-o"),
                           mDir.filePath(QStringLiteral("shot.png")), QStringLiteral("--size"),
                           QStringLiteral("1366x768"), QStringLiteral("--catalog"), catalog});
            QVERIFY(process.waitForFinished(120000));
            runs.append(timer.nsecsElapsed());
            QCOMPARE(process.exitCode(), 0);
        }
        qInfo("start, open the 80,000-GPU floor, analyse and paint: %.0f ms (median of 3; goal 1,500 ms)",
              medianMs(runs));
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
        QList<qint64> drops, undos, zooms, tabs;
        for (int i = 0; i < 7; ++i) {
            const int steps = document->undoStack()->index();
            timer.start();
            QVERIFY(dropPart(view->viewport(), QStringLiteral("generic-1u-cpu-node"), at));
            settle();
            drops.append(timer.nsecsElapsed());
            QCOMPARE(document->undoStack()->index(), steps + 1);

            timer.start();
            QTest::keyClick(view->viewport(), Qt::Key_Z, Qt::ControlModifier);
            settle();
            undos.append(timer.nsecsElapsed());
            QCOMPARE(document->undoStack()->index(), steps);
        }

        for (int i = 0; i < 8; ++i) {
            const double zoom = view->zoom();
            timer.start();
            ctrlWheel(view->viewport(), i < 4 ? -120 : 120);
            settle();
            zooms.append(timer.nsecsElapsed());
            QVERIFY(view->zoom() != zoom);
        }

        QTabBar* bar = window.centralTabs()->tabBar();
        QString slowestTab;
        qint64 slowest = 0;
        for (int round = 0; round < 2; ++round)
            for (int t = 1; t <= bar->count(); ++t) {
                const int tab = t % bar->count(); // each tab, back to the floor last
                timer.start();
                QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
                settle();
                tabs.append(timer.nsecsElapsed());
                QCOMPARE(window.centralTabs()->currentIndex(), tab);
                if (tabs.last() > slowest) {
                    slowest = tabs.last();
                    slowestTab = bar->tabText(tab);
                }
            }
        qInfo("on the 80,000-GPU floor, end to end (median; goal 100 ms each): drop %.0f ms, undo %.0f ms, "
              "zoom "
              "step %.0f ms, tab switch %.0f ms (slowest %.0f ms, to %s)",
              medianMs(drops), medianMs(undos), medianMs(zooms), medianMs(tabs), slowest / 1e6,
              qPrintable(slowestTab));
        QTest::setBenchmarkResult(medianMs(drops), QTest::WalltimeMilliseconds);
    }
};

CW_TEST_MAIN(BenchWindowScale)
#include "bench_windowscale.moc"
