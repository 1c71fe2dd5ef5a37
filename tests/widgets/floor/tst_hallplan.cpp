// The hall plan (the Hall tab): racks and units drag to another place and move with the arrow keys, each move
// one undo step with the rack floor's rules (a rack onto a rack swaps them; an in-row unit never onto a rack;
// wall units on a wall); racks are coloured by what limits them; the tab adds and removes units.
#include "analysis/liveanalysis.h"
#include "floor/hallpanel.h"
#include "floor/hallplanstyle.h"
#include "floor/hallplanview.h"
#include "floor/rackscene.h"
#include "halldesigns.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "testsupport.h"

#include <QImage>
#include <QTest>

class TestHallPlan : public QObject {
    Q_OBJECT
    PartIndex mParts;

    struct Fixture {
        DesignDocument document;
        LiveAnalysis analysis;
        RackScene scene;
        HallPanel panel;
        explicit Fixture(const PartIndex& parts)
            : analysis(&document, parts), scene(&analysis), panel(&analysis, &scene) {
            document.reset(gb200Hall(), {});
            analysis.refresh();
            panel.resize(1000, 640);
            panel.show();
            QApplication::processEvents();
        }
        HallPlanView* plan() { return panel.plan(); }
        const Design& design() const { return document.design(); }
        std::pair<int, int> rackPlace(const QString& id) const {
            const Rack& r = design().racks[design().rackIndex(id)];
            return {r.row, r.position};
        }
    };

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void dragsARackToAFreePlace() {
        Fixture f(mParts);
        const QRectF from = f.plan()->itemRect(QStringLiteral("R01"));
        QVERIFY(!from.isEmpty());
        // To the free place 4 of row 1 (R01-R04 at 0-3, cdu-1 at 5).
        const QPointF to = f.plan()->placeRect(0, 4).center();
        QTest::mousePress(f.plan(), Qt::LeftButton, {}, from.center().toPoint());
        QTest::mouseMove(f.plan(), (from.center() + QPointF(20, 0)).toPoint());
        QTest::mouseMove(f.plan(), to.toPoint());
        QTest::mouseRelease(f.plan(), Qt::LeftButton, {}, to.toPoint());
        QCOMPARE(f.rackPlace(QStringLiteral("R01")), std::make_pair(0, 4));
        QCOMPARE(f.document.undoStack()->count(), 1);
        f.document.undoStack()->undo();
        QCOMPARE(f.rackPlace(QStringLiteral("R01")), std::make_pair(0, 0));
    }

    void arrowKeysMoveTheSelectionOneStepEach() {
        Fixture f(mParts);
        f.plan()->setFocus();
        // The arrows move what is drawn: rows drawn as columns turn them a quarter.
        const bool t = f.plan()->transposed();
        const Qt::Key nextPlace = t ? Qt::Key_Down : Qt::Key_Right;
        const Qt::Key prevPlace = t ? Qt::Key_Up : Qt::Key_Left;
        const Qt::Key nextRow = t ? Qt::Key_Right : Qt::Key_Down;
        f.plan()->select(QStringLiteral("R04"));
        QTest::keyClick(f.plan(), nextPlace); // to the free place 4
        QCOMPARE(f.rackPlace(QStringLiteral("R04")), std::make_pair(0, 4));
        QTest::keyClick(f.plan(), nextPlace); // onto cdu-1: refused
        QCOMPARE(f.rackPlace(QStringLiteral("R04")), std::make_pair(0, 4));
        QTest::keyClick(f.plan(), nextRow); // onto row 2's free place 4
        QCOMPARE(f.rackPlace(QStringLiteral("R04")), std::make_pair(1, 4));
        QCOMPARE(f.document.undoStack()->count(), 2);
        // A rack onto a rack: the two swap, one step.
        f.plan()->select(QStringLiteral("R05"));
        QTest::keyClick(f.plan(), nextPlace);
        QCOMPARE(f.rackPlace(QStringLiteral("R05")), std::make_pair(1, 1));
        QCOMPARE(f.rackPlace(QStringLiteral("R06")), std::make_pair(1, 0));
        QCOMPARE(f.document.undoStack()->count(), 3);
        // A wall unit along its wall; an arrow press after another on the same unit is the same step.
        f.plan()->select(QStringLiteral("crah-1"));
        QTest::keyClick(f.plan(), nextPlace);
        QTest::keyClick(f.plan(), nextRow); // into a row: refused, an air handler stands at a wall
        QCOMPARE(f.design().hall->unit(QStringLiteral("crah-1"))->position, 1);
        QCOMPARE(f.design().hall->unit(QStringLiteral("crah-1"))->row, -1);
        QTest::keyClick(f.plan(), prevPlace);
        QCOMPARE(f.document.undoStack()->count(), 3); // moved back where it started: no step left
        // Tab picks the next item; Escape drops the selection.
        f.plan()->select(QStringLiteral("R01"));
        QTest::keyClick(f.plan(), Qt::Key_Tab);
        QCOMPARE(f.plan()->selectedId(), QStringLiteral("R02"));
        QTest::keyClick(f.plan(), Qt::Key_Escape);
        QVERIFY(f.plan()->selectedId().isEmpty());
    }

    // Every rack of the GB200 hall is limited by the floor (1,889 of 1,200 kg/m^2): drawn in the over-100 %
    // red.
    void racksAreColouredByWhatLimitsThem() {
        Fixture f(mParts);
        QImage image(f.plan()->size(), QImage::Format_ARGB32);
        f.plan()->render(&image);
        const QRectF r = f.plan()->itemRect(QStringLiteral("R03"));
        const QColor centre = image.pixelColor(r.toRect().adjusted(3, 3, -3, -3).topLeft() + QPoint(2, 2));
        QCOMPARE(centre, HallPlanStyle::resource(HallResource::Floor, 1.5));
        // A strong floor: the rack is limited by its loop (897.6 kW on 750 kW with a CDU lost).
        Hall strong = *f.design().hall;
        strong.floorRatingKgM2 = 3000;
        f.document.mutableDesign().hall = strong;
        f.document.notifyChanged();
        f.analysis.refresh();
        QCOMPARE(f.analysis.budgets().facility->rack(QStringLiteral("R03"))->limit, HallResource::Liquid);
    }

    void tabAddsAndRemovesUnits() {
        Fixture f(mParts);
        QVERIFY(f.panel.addUnit(QStringLiteral("coolit-chx750"), 0));
        QCOMPARE(f.design().hall->loops[0].cdus.size(), 3);
        QCOMPARE(f.document.undoStack()->text(0), QStringLiteral("Add CHx750 to the hall"));
        QVERIFY(!f.panel.addUnit(QStringLiteral("generic-ups-module-500kw"), 0));
        f.plan()->select(QStringLiteral("cdu-3"));
        QVERIFY(f.panel.removeSelectedUnit());
        QCOMPARE(f.design().hall->loops[0].cdus.size(), 2);
        QCOMPARE(f.document.undoStack()->count(), 2);
        // Without a hall, the tab offers to add one.
        f.document.reset(Design{}, {});
        f.analysis.refresh();
        f.panel.addHall();
        QVERIFY(f.design().hall);
        QCOMPARE(f.document.undoStack()->text(0), QStringLiteral("Add a hall"));
    }
};

CW_TEST_MAIN(TestHallPlan)
#include "tst_hallplan.moc"
