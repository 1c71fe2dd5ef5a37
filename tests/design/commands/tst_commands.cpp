// Undo commands on a DesignDocument: every redo changes the design, every undo restores exactly the
// previous file text (device order included), moves during one drag merge into one step.
#include "commands/cmdcomponentinstall.h"
#include "commands/cmdcomponentremove.h"
#include "commands/cmddeviceadd.h"
#include "commands/cmddevicemove.h"
#include "commands/cmddeviceremove.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackadd.h"
#include "commands/cmdrackpduadd.h"
#include "commands/cmdrackpduremove.h"
#include "commands/cmdrackremove.h"
#include "file/designfile.h"
#include "model/designdocument.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>

// check() and stop the test function at its first failure.
#define CHECK(...)                                                                                           \
    do {                                                                                                     \
        check(__VA_ARGS__);                                                                                  \
        if (QTest::currentTestFailed())                                                                      \
            return;                                                                                          \
    } while (false)

class TestCommands : public QObject {
    Q_OBJECT
    PartIndex mParts;
    Design mDesign; // tests/data/designs/valid.json: R01 {pdu-a, pdu-b; n01 at U10, sw01 at U40}, R02 {dgx01
                    // at U1}
    DesignDocument* mDocument = nullptr;

    QByteArray text() const { return DesignFile::write(mDocument->design()); }

    // Pushes the command, checks that it changed the design, then that undo/redo/undo/redo give exactly the
    // texts before and mAfter. Leaves the command done, and the design after it in mAfter.
    Design mAfter;
    void check(QUndoCommand* command, const QString& expectedText = {}) {
        const QByteArray before = text();
        const int count = mDocument->undoStack()->count();
        if (!expectedText.isEmpty())
            QCOMPARE(command->text(), expectedText);
        QSignalSpy changed(mDocument, &DesignDocument::changed);
        mDocument->undoStack()->push(command);
        const QByteArray after = text();
        mAfter = mDocument->design();
        QVERIFY(changed.count() >= 1);
        QCOMPARE(mDocument->undoStack()->count(), count + 1);
        QVERIFY(after != before);
        mDocument->undoStack()->undo();
        QCOMPARE(text(), before);
        mDocument->undoStack()->redo();
        QCOMPARE(text(), after);
        mDocument->undoStack()->undo();
        QCOMPARE(text(), before);
        mDocument->undoStack()->redo();
        QCOMPARE(text(), after);
    }

    void undoAll() {
        while (mDocument->undoStack()->canUndo())
            mDocument->undoStack()->undo();
    }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QString error;
        const auto design =
            DesignFile::load(QStringLiteral(CW_TEST_DATA "/designs/valid.json"), mParts, &error);
        QVERIFY2(design, qPrintable(error));
        mDesign = *design;
    }

    void init() {
        mDocument = new DesignDocument(this);
        mDocument->reset(mDesign, {});
    }

    void cleanup() {
        if (mDocument) {
            // Undoing everything returns to the loaded file.
            const QByteArray original = DesignFile::write(mDesign);
            undoAll();
            QCOMPARE(text(), original);
        }
        delete mDocument;
        mDocument = nullptr;
    }

    void rackAdd() {
        Rack rack;
        rack.id = QStringLiteral("R03");
        rack.partId = QStringLiteral("rack-42u-600x1200");
        rack.position = 2;
        CHECK(new CmdRackAdd(mDocument, rack), QStringLiteral("Add rack R03"));
        QCOMPARE(mAfter.racks.last().id, QStringLiteral("R03"));
        rack.id = QStringLiteral("R00");
        CHECK(new CmdRackAdd(mDocument, rack, 0), QStringLiteral("Add rack R00"));
        QCOMPARE(mAfter.racks.first().id, QStringLiteral("R00"));
        QCOMPARE(mAfter.racks.size(), 4);
    }

    void rackRemove() {
        CHECK(new CmdRackRemove(mDocument, QStringLiteral("R01")), QStringLiteral("Remove rack R01"));
        QCOMPARE(mAfter.racks.size(), 1);
        QCOMPARE(mAfter.racks[0].id, QStringLiteral("R02"));
    }

    void deviceAdd() {
        Device device;
        device.id = QStringLiteral("n02");
        device.partId = QStringLiteral("generic-1u-cpu-node");
        device.u = 20;
        device.components.append({QStringLiteral("amd-epyc-7742"), 2, {}});
        CHECK(new CmdDeviceAdd(mDocument, QStringLiteral("R01"), device),
              QStringLiteral("Add n02 (generic-1u-cpu-node) to R01 at U20"));
        QCOMPARE(mAfter.racks[0].devices.last(), device);
        device.id = QStringLiteral("n03");
        CHECK(new CmdDeviceAdd(mDocument, QStringLiteral("R01"), device, 0));
        QCOMPARE(mAfter.racks[0].devices.first().id, QStringLiteral("n03"));
    }

    void deviceRemoveKeepsOrder() {
        CHECK(new CmdDeviceRemove(mDocument, QStringLiteral("n01")), QStringLiteral("Remove n01"));
        QCOMPARE(mAfter.racks[0].devices.size(), 1);
        QCOMPARE(mAfter.racks[0].devices[0].id, QStringLiteral("sw01"));
        mDocument->undoStack()->undo(); // check() compared the texts; here the order itself
        QCOMPARE(mDocument->design().racks[0].devices, mDesign.racks[0].devices);
    }

    void deviceMoveWithinRack() {
        CHECK(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R01"), 12),
              QStringLiteral("Move n01 to U12"));
        QCOMPARE(mAfter.racks[0].devices[0].id, QStringLiteral("n01")); // keeps its place in the list
        QCOMPARE(mAfter.racks[0].devices[0].u, 12);
    }

    void deviceMoveToAnotherRack() {
        CHECK(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 20),
              QStringLiteral("Move n01 to R02 U20"));
        QCOMPARE(mAfter.racks[0].devices.size(), 1);
        QCOMPARE(mAfter.racks[1].devices.size(), 2);
        QCOMPARE(mAfter.racks[1].devices[1].id, QStringLiteral("n01"));
        QCOMPARE(mAfter.racks[1].devices[1].u, 20);
        QCOMPARE(mAfter.racks[1].devices[1].components, mDesign.racks[0].devices[0].components);
    }

    void movesInOneDragMerge() {
        QUndoStack* stack = mDocument->undoStack();
        const QByteArray before = text();
        const int drag = CmdDeviceMove::newGestureId();
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R01"), 12, drag));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 14, drag));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 16, drag));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Move n01 to R02 U16"));
        const QByteArray after = text();
        QCOMPARE(mDocument->design().device(QStringLiteral("n01"))->u, 16);
        QCOMPARE(mDocument->design().deviceLocation(QStringLiteral("n01")), std::make_pair(1, 1));
        stack->undo();
        QCOMPARE(text(), before);
        stack->redo();
        QCOMPARE(text(), after);

        // The next drag is its own step; a move of another device in between is not merged either.
        const int next = CmdDeviceMove::newGestureId();
        QVERIFY(next != drag);
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 30, next));
        QCOMPARE(stack->count(), 2);
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("sw01"), QStringLiteral("R01"), 41, next));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 32, next));
        QCOMPARE(stack->count(), 4);
        // Gesture 0 never merges.
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 33));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 34));
        QCOMPARE(stack->count(), 6);
        undoAll();
        QCOMPARE(text(), before);
    }

    void dragBackToTheStartLeavesNoStep() {
        QUndoStack* stack = mDocument->undoStack();
        const QByteArray before = text();
        const int drag = CmdDeviceMove::newGestureId();
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 12, drag));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R01"), 10, drag));
        QCOMPARE(text(), before);
        QCOMPARE(stack->count(), 0);

        // Out and back into its rack at another U: one step, and n01 keeps its place in R01's list.
        const int again = CmdDeviceMove::newGestureId();
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R02"), 12, again));
        stack->push(new CmdDeviceMove(mDocument, QStringLiteral("n01"), QStringLiteral("R01"), 20, again));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Move n01 to U20"));
        QCOMPARE(mDocument->design().racks[0].devices[0].id, QStringLiteral("n01"));
        QCOMPARE(mDocument->design().racks[0].devices[0].u, 20);
        const QByteArray after = text();
        stack->undo();
        QCOMPARE(text(), before);
        stack->redo();
        QCOMPARE(text(), after);
    }

    void componentInstall() {
        const Component psu{QStringLiteral("psu-3000w-titanium"), 1, QStringLiteral("PSU 4")};
        CHECK(new CmdComponentInstall(mDocument, QStringLiteral("n01"), psu),
              QStringLiteral("Install 1 x psu-3000w-titanium in n01 (PSU 4)"));
        const QList<Component>& components = mAfter.device(QStringLiteral("n01"))->components;
        QCOMPARE(components.size(), 5);
        QCOMPARE(components.last(), psu);
        // An identical entry is appended, not merged.
        const Component cpu{QStringLiteral("amd-epyc-7742"), 2, {}};
        CHECK(new CmdComponentInstall(mDocument, QStringLiteral("n01"), cpu),
              QStringLiteral("Install 2 x amd-epyc-7742 in n01"));
        QCOMPARE(mAfter.device(QStringLiteral("n01"))->components.size(), 6);
    }

    void componentRemoveKeepsOrder() {
        CHECK(new CmdComponentRemove(mDocument, QStringLiteral("n01"), 1),
              QStringLiteral("Remove nvidia-a100-sxm4-80gb from n01"));
        const QList<Component>& components = mAfter.device(QStringLiteral("n01"))->components;
        QCOMPARE(components.size(), 3);
        QCOMPARE(components[1].partId, QStringLiteral("psu-3000w-titanium"));
    }

    void rackPdus() {
        const RackPdu pdu{QStringLiteral("pdu-c"), QStringLiteral("pdu-3ph-400v-63a"), {}};
        CHECK(new CmdRackPduAdd(mDocument, QStringLiteral("R02"), pdu),
              QStringLiteral("Add PDU pdu-c to R02"));
        QCOMPARE(mAfter.racks[1].pdus, QList<RackPdu>{pdu});
        CHECK(new CmdRackPduRemove(mDocument, QStringLiteral("pdu-a")), QStringLiteral("Remove PDU pdu-a"));
        QCOMPARE(mAfter.racks[0].pdus.size(), 1);
        QCOMPARE(mAfter.racks[0].pdus[0].id, QStringLiteral("pdu-b"));
    }

    void propertyEdits() {
        CHECK(CmdPropertyEdit::rackName(mDocument, QStringLiteral("R02"), QStringLiteral("Row A, second")),
              QStringLiteral("Rename rack R02 to \"Row A, second\""));
        QCOMPARE(mAfter.racks[1].name, QStringLiteral("Row A, second"));

        CHECK(CmdPropertyEdit::rackPowerBudget(mDocument, QStringLiteral("R02"), 45000),
              QStringLiteral("Set power budget of R02 to 45,000 W"));
        QCOMPARE(mAfter.racks[1].powerBudgetW.value_or(-1), 45000.0);
        CHECK(CmdPropertyEdit::rackPowerBudget(mDocument, QStringLiteral("R01"), std::nullopt),
              QStringLiteral("Reset power budget of R01"));
        QVERIFY(!mAfter.racks[0].powerBudgetW);
        CHECK(CmdPropertyEdit::rackCoolingBudget(mDocument, QStringLiteral("R01"), 30000));
        QCOMPARE(mAfter.racks[0].coolingBudgetW.value_or(-1), 30000.0);
        CHECK(CmdPropertyEdit::rackPlacement(mDocument, QStringLiteral("R02"), 1, 0));
        QCOMPARE(mAfter.racks[1].row, 1);
        QCOMPARE(mAfter.racks[1].position, 0);

        CHECK(CmdPropertyEdit::deviceName(mDocument, QStringLiteral("sw01"), QStringLiteral("HDR leaf")),
              QStringLiteral("Rename sw01 to \"HDR leaf\""));
        QCOMPARE(mAfter.device(QStringLiteral("sw01"))->name, QStringLiteral("HDR leaf"));
        CHECK(CmdPropertyEdit::devicePsuRedundancy(mDocument, QStringLiteral("n01"), QStringLiteral("2N")),
              QStringLiteral("Set PSU redundancy of n01 to 2N"));
        QCOMPARE(mAfter.device(QStringLiteral("n01"))->psuRedundancy, QStringLiteral("2N"));
        CHECK(CmdPropertyEdit::deviceFace(mDocument, QStringLiteral("n01"), Face::Rear));
        QCOMPARE(mAfter.device(QStringLiteral("n01"))->face, Face::Rear);
        CHECK(CmdPropertyEdit::componentQty(mDocument, QStringLiteral("n01"), 3, 2),
              QStringLiteral("Set quantity of psu-3000w-titanium in n01 to 2"));
        QCOMPARE(mAfter.device(QStringLiteral("n01"))->components[3].qty, 2);
        CHECK(CmdPropertyEdit::componentBay(mDocument, QStringLiteral("n01"), 2, {}));
        QCOMPARE(mAfter.device(QStringLiteral("n01"))->components[2].bay, QString());

        CHECK(CmdPropertyEdit::designName(mDocument, QStringLiteral("Renamed")));
        QCOMPARE(mAfter.name, QStringLiteral("Renamed"));
        DesignSettings settings = mDocument->design().settings;
        settings.currency = QStringLiteral("EUR");
        settings.pue = 1.2;
        CHECK(CmdPropertyEdit::settings(mDocument, settings), QStringLiteral("Change design settings"));
        QCOMPARE(mAfter.settings, settings);

        // A generic edit; the id cannot be changed through it.
        CHECK(CmdPropertyEdit::editDevice(mDocument, QStringLiteral("dgx01"), QStringLiteral("Edit dgx01"),
                                          {}, [](Device& device) {
                                              device.id = QStringLiteral("other");
                                              device.u = 3;
                                          }));
        QCOMPARE(mAfter.device(QStringLiteral("dgx01"))->u, 3);
    }

    void propertyEditsOfOneFieldMerge() {
        QUndoStack* stack = mDocument->undoStack();
        const QByteArray before = text();
        for (double budget : {21000.0, 22000.0, 23000.0})
            stack->push(CmdPropertyEdit::rackPowerBudget(mDocument, QStringLiteral("R01"), budget));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Set power budget of R01 to 23,000 W"));
        // Another field, or another rack, is another step.
        stack->push(CmdPropertyEdit::rackCoolingBudget(mDocument, QStringLiteral("R01"), 1000));
        stack->push(CmdPropertyEdit::rackPowerBudget(mDocument, QStringLiteral("R02"), 1000));
        QCOMPARE(stack->count(), 3);
        // An edit that changes nothing is not pushed.
        stack->push(CmdPropertyEdit::rackName(mDocument, QStringLiteral("R01"), mDesign.racks[0].name));
        QCOMPARE(stack->count(), 3);
        stack->undo();
        stack->undo();
        stack->undo();
        QCOMPARE(text(), before);
    }

    void gestureWithSeveralEditsIsOneStep() {
        // Documented pattern (cmdpropertyedit.h): children of one parent command. The children record
        // positions when redone, so later children see the earlier ones' effect.
        QUndoStack* stack = mDocument->undoStack();
        const QByteArray before = text();
        auto* gesture = new QUndoCommand(QStringLiteral("Replace the R01 devices"));
        new CmdDeviceRemove(mDocument, QStringLiteral("n01"), gesture);
        new CmdDeviceRemove(mDocument, QStringLiteral("sw01"), gesture);
        Device device = mDesign.racks[0].devices[0];
        device.id = QStringLiteral("n09");
        new CmdDeviceAdd(mDocument, QStringLiteral("R01"), device, -1, gesture);
        CmdPropertyEdit::deviceName(mDocument, QStringLiteral("n09"), QStringLiteral("copy"), gesture);
        new CmdRackRemove(mDocument, QStringLiteral("R02"), gesture);
        stack->push(gesture);
        QCOMPARE(stack->count(), 1);
        mAfter = mDocument->design();
        QCOMPARE(mAfter.racks.size(), 1);
        QCOMPARE(mAfter.racks[0].devices.size(), 1);
        QCOMPARE(mAfter.racks[0].devices[0].name, QStringLiteral("copy"));
        const QByteArray afterText = text();
        stack->undo();
        QCOMPARE(text(), before);
        stack->redo();
        QCOMPARE(text(), afterText);
    }

    void savedDocumentIsClean() {
        QVERIFY(!mDocument->isModified());
        mDocument->undoStack()->push(CmdPropertyEdit::designName(mDocument, QStringLiteral("x")));
        QVERIFY(mDocument->isModified());
        mDocument->undoStack()->undo();
        QVERIFY(!mDocument->isModified());
    }
};

CW_TEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
