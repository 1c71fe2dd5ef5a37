// The power sign-off in the window: the Power tab follows the selected rack and shows every feed and PDU
// line; the inspector edits a device's power cord, a PDU's feed and the design's derating as undo steps
// with texts in the user's words; a cord chosen in the inspector shows in the rear view's data.
#include "analysis/liveanalysis.h"
#include "floor/rackscene.h"
#include "inspector/inspectorwidget.h"
#include "model/designdocument.h"
#include "power/powerpanel.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

namespace {
const QString kDgx = QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json");

QStringList codes(const Budgets& b) {
    QStringList list;
    for (const Finding& f : b.findings)
        list.append(f.code);
    return list;
}
} // namespace

class TestPowerPanel : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mParts = bundledParts();
    }

    void powerTabShowsTheSelectedRack() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(window.loadFile(kDgx, &error), qPrintable(error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.powerPanel());
        window.scene()->selectIds({QStringLiteral("dgx01")});
        QCoreApplication::processEvents();
        QCOMPARE(window.powerPanel()->currentRackId(), QStringLiteral("R01"));
        // Four three-phase PDUs: twelve lines.
        QCOMPARE(window.powerPanel()->linesTable()->rowCount(), 12);
    }

    void inspectorCablesAPsuByHand() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(window.loadFile(kDgx, &error), qPrintable(error));
        window.scene()->selectIds({QStringLiteral("dgx01")});
        QCoreApplication::processEvents();
        auto* cord = window.inspector()->findChild<QComboBox*>(QStringLiteral("device-cord-1"));
        QVERIFY(cord);
        QVERIFY(cord->itemText(0).startsWith(QStringLiteral("Automatic")));
        // The first outlet offered on feed B's first PDU.
        int index = -1;
        for (int i = 1; i < cord->count() && index < 0; ++i)
            if (cord->itemData(i).toString().startsWith(QStringLiteral("pdu-b1\n")))
                index = i;
        QVERIFY(index > 0);
        const QStringList place = cord->itemData(index).toString().split(QLatin1Char('\n'));
        cord->setCurrentIndex(index);
        const Device* device = window.document()->design().device(QStringLiteral("dgx01"));
        QCOMPARE(device->powerCords.size(), 1);
        QCOMPARE(device->powerCords[0].pduId, QStringLiteral("pdu-b1"));
        QCOMPARE(device->powerCords[0].outlet, place[1].toInt());
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->undoText(),
                 QStringLiteral("Cable PSU 1 of dgx-h100-01 (DGX H100) to pdu-b1 outlet %1").arg(place[1]));
        bool fromUser = false;
        for (const CordUse& use : window.analysis()->budgets().rack(QStringLiteral("R01"))->power.cords)
            fromUser = fromUser || (use.deviceId == QLatin1String("dgx01") && use.psu == 1 && use.fromUser &&
                                    use.pduId == QLatin1String("pdu-b1"));
        QVERIFY(fromUser);
        undo->undo();
        QVERIFY(window.document()->design().device(QStringLiteral("dgx01"))->powerCords.isEmpty());
    }

    // Circuit loading from IEC 100 % to the North American 80 %: the 16 A banks can no longer carry a DGX
    // PSU's 3.4 kW with a feed lost. One undo step takes it back.
    void deratingIsADesignSetting() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(window.loadFile(kDgx, &error), qPrintable(error));
        QCoreApplication::processEvents();
        QVERIFY(codes(window.analysis()->budgets()).isEmpty() ||
                !codes(window.analysis()->budgets())
                     .contains(QStringLiteral("rack.power.feed_failover_overload")));
        auto* derating = window.inspector()->findChild<QComboBox*>(QStringLiteral("design-derating"));
        QVERIFY(derating);
        QCOMPARE(derating->currentData().toDouble(), 100.0);
        const int eighty = derating->findData(80.0);
        derating->setCurrentIndex(eighty);
        emit derating->activated(eighty);
        QCOMPARE(window.document()->design().settings.deratingPercent, 80.0);
        QVERIFY(codes(window.analysis()->budgets())
                    .contains(QStringLiteral("rack.power.feed_failover_overload")));
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->design().settings.deratingPercent, 100.0);
    }

    void pduFeedAndMeasuredPower() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(window.loadFile(kDgx, &error), qPrintable(error));
        window.scene()->selectIds({QStringLiteral("pdu-b2")});
        QCoreApplication::processEvents();
        auto* feed = window.inspector()->findChild<QComboBox*>(QStringLiteral("pdu-feed"));
        QVERIFY(feed);
        feed->setCurrentIndex(feed->findData(QStringLiteral("A")));
        QCOMPARE(window.document()->design().racks[0].pdus[3].feed, QStringLiteral("A"));
        QCOMPARE(window.document()->undoStack()->undoText(), QStringLiteral("Put PDU pdu-b2 on feed A"));
        window.document()->undoStack()->undo();

        window.scene()->selectIds({QStringLiteral("dgx02")});
        QCoreApplication::processEvents();
        auto* measured = window.inspector()->findChild<QDoubleSpinBox*>(QStringLiteral("device-measured"));
        QVERIFY(measured);
        measured->setValue(8200);
        QCOMPARE(window.document()->design().device(QStringLiteral("dgx02"))->measuredPowerW, 8200.0);
        QCOMPARE(window.document()->undoStack()->undoText(),
                 QStringLiteral("Set the measured power of dgx-h100-02 (DGX H100)"));
    }
};

CW_TEST_MAIN(TestPowerPanel)
#include "tst_powerpanel.moc"
