// The hall's edits as undo steps: setting the hall (a field edited step by step is one step), moving a unit
// (a drag's steps merge), importing measured power; and where units may go (facility/hallplacement.h).
#include "commands/cmdhallset.h"
#include "commands/cmdhallunitmove.h"
#include "facility/hallplacement.h"
#include "halldesigns.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestHallCommands : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void hallSetIsUndoneAndMerges() {
        DesignDocument document;
        document.reset(gb200Hall(), {});
        QUndoStack* stack = document.undoStack();
        for (double rating : {1300.0, 1400.0, 1500.0}) {
            Hall hall = *document.design().hall;
            hall.floorRatingKgM2 = rating;
            stack->push(new CmdHallSet(&document, hall, QStringLiteral("Change the floor"),
                                       QStringLiteral("hall.floor")));
        }
        QCOMPARE(stack->count(), 1); // one step
        QCOMPARE(document.design().hall->floorRatingKgM2, 1500.0);
        stack->undo();
        QCOMPARE(document.design().hall->floorRatingKgM2, 1200.0);
        stack->redo();
        stack->push(new CmdHallSet(&document, std::nullopt, QStringLiteral("Remove the hall")));
        QVERIFY(!document.design().hall);
        stack->undo();
        QCOMPARE(document.design().hall->floorRatingKgM2, 1500.0);
    }

    void unitMovesMergeIntoOneStep() {
        DesignDocument document;
        document.reset(gb200Hall(), {});
        QUndoStack* stack = document.undoStack();
        stack->push(new CmdHallUnitMove(&document, QStringLiteral("crah-1"), -1, 1));
        stack->push(new CmdHallUnitMove(&document, QStringLiteral("crah-1"), 2, 1)); // the back wall
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Move crah-1 in the hall"));
        QCOMPARE(document.design().hall->unit(QStringLiteral("crah-1"))->row, 2);
        stack->undo();
        QCOMPARE(document.design().hall->unit(QStringLiteral("crah-1"))->row, -1);
        QCOMPARE(document.design().hall->unit(QStringLiteral("crah-1"))->position, 0);
        stack->push(new CmdHallUnitMove(&document, QStringLiteral("cdu-1"), 0, 4));
        stack->push(new CmdHallUnitMove(&document, QStringLiteral("crah-2"), -1, 3));
        QCOMPARE(stack->count(), 2); // different units: two steps
    }

    void whereUnitsMayGo() {
        const Design design = gb200Hall();
        // An in-row CDU in a row, not on a rack; an air handler on a wall.
        QVERIFY(
            HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("coolit-chx750"), 0, 4).isEmpty());
        QCOMPARE(HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("coolit-chx750"), 0, 0),
                 QStringLiteral("R01 stands there"));
        QCOMPARE(HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("coolit-chx750"), -1, 1),
                 QStringLiteral("an in-row unit stands in a row, between the racks"));
        QCOMPARE(HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("generic-crah-150kw"), 0, 4),
                 QStringLiteral("this unit stands along a wall, not in a row"));
        QCOMPARE(HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("generic-crah-150kw"), -1, 0),
                 QStringLiteral("crah-1 stands there"));
        QCOMPARE(HallPlacement::unitPlaceProblem(design, mParts, QStringLiteral("generic-crah-150kw"), -1, 9),
                 QStringLiteral("outside the hall (2 row(s) of 6 places, and its two walls)"));
        // A new in-row unit takes the last free place of the last row; a new CDU joins loop 1.
        QCOMPARE(HallPlacement::placeForNew(design, mParts, QStringLiteral("coolit-chx750")),
                 std::make_pair(1, 4));
        QString error;
        const auto hall =
            HallPlacement::withUnitAdded(design, mParts, QStringLiteral("coolit-chx750"), 0, &error);
        QVERIFY2(hall, qPrintable(error));
        QCOMPARE(hall->loops[0].cdus.size(), 3);
        QCOMPARE(hall->loops[0].cdus.last().id, QStringLiteral("cdu-3"));
        QVERIFY(!HallPlacement::withUnitAdded(design, mParts, QStringLiteral("generic-ups-module-500kw"), 0,
                                              &error));
        QCOMPARE(HallPlacement::withUnitRemoved(*hall, QStringLiteral("cdu-3")), *design.hall);
        // A hall around a design's racks.
        const Hall around = HallPlacement::defaultHall(gb200Hall());
        QCOMPARE(around.rows, 4);
        QCOMPARE(around.positions, 10);
    }
};

CW_TEST_MAIN(TestHallCommands)
#include "tst_hallcommands.moc"
