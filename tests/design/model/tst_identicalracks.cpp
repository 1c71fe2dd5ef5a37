// Racks built alike (model/identicalracks.h): what makes two racks the same build for the report, which
// shows each build once with its count.
#include "model/identicalracks.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestIdenticalRacks : public QObject {
    Q_OBJECT
    PartIndex mParts = bundledParts();

    // The reference rack again under another id, name and floor place.
    Rack copyOf(const Rack& rack, int n) {
        Rack copy = rack;
        copy.id = QStringLiteral("R%1").arg(100 + n);
        copy.name = QStringLiteral("copy %1").arg(n);
        copy.position = n;
        for (RackPdu& pdu : copy.pdus)
            pdu.id = QStringLiteral("%1-%2").arg(copy.id, pdu.id);
        for (Device& device : copy.devices) {
            const QString old = device.id;
            device.id = QStringLiteral("%1-%2").arg(copy.id, device.id);
            device.name = device.id;
            for (PowerCord& cord : device.powerCords)
                cord.pduId = QStringLiteral("%1-%2").arg(copy.id, cord.pduId);
        }
        return copy;
    }

private slots:
    void idsNamesAndPlacesAside() {
        const Rack rack = exampleDesign(QStringLiteral("reference-rack.json"), mParts).racks.first();
        QList<Rack> racks{rack};
        for (int n = 1; n <= 5; ++n)
            racks.append(copyOf(rack, n));
        QCOMPARE(identicalRacks(racks), (QList<QList<int>>{{0, 1, 2, 3, 4, 5}}));
    }

    void whatMakesADifferentBuild_data() {
        QTest::addColumn<int>("change");
        QTest::newRow("a device one U higher") << 0;
        QTest::newRow("another rack part") << 1;
        QTest::newRow("a PDU on the other feed") << 2;
        QTest::newRow("one GPU fewer") << 3;
        QTest::newRow("another power budget") << 4;
        QTest::newRow("a device on the rear face") << 5;
        QTest::newRow("a cord to another outlet") << 6;
        QTest::newRow("a cord to the other PDU") << 7;
    }

    void whatMakesADifferentBuild() {
        QFETCH(int, change);
        Rack rack = exampleDesign(QStringLiteral("reference-rack.json"), mParts).racks.first();
        // Cords from the first node's PSUs to the two PDUs, so cords can differ.
        Device& node = rack.devices.first();
        node.powerCords = {{1, rack.pdus[0].id, 1}, {2, rack.pdus[1].id, 1}};
        Rack other = copyOf(rack, 1);
        Device& otherNode = other.devices.first();
        switch (change) {
        case 0:
            otherNode.u += 1;
            break;
        case 1:
            other.partId = QStringLiteral("rack-48u-800x1200");
            break;
        case 2:
            other.pdus[0].feed = QStringLiteral("B");
            break;
        case 3:
            --otherNode.components[2].qty;
            break;
        case 4:
            other.powerBudgetW = 12000;
            break;
        case 5:
            otherNode.face = Face::Rear;
            break;
        case 6:
            otherNode.powerCords[0].outlet = 2;
            break;
        case 7:
            otherNode.powerCords[0].pduId = other.pdus[1].id;
            break;
        }
        const Rack same = copyOf(rack, 2);
        QCOMPARE(identicalRacks({rack, other, same}), (QList<QList<int>>{{0, 2}, {1}}));
    }

    // Groups come in the order of their first rack, each in rack order.
    void groupsInOrderOfTheirFirstRack() {
        const Design example = exampleDesign(QStringLiteral("reference-rack.json"), mParts);
        const Rack a = example.racks.first();
        Rack b = copyOf(a, 1);
        b.devices.removeLast();
        QCOMPARE(identicalRacks({b, a, copyOf(b, 2), copyOf(a, 3), copyOf(b, 4)}),
                 (QList<QList<int>>{{0, 2, 4}, {1, 3}}));
        QCOMPARE(identicalRacks({}), QList<QList<int>>{});
    }
};

CW_TEST_GUILESS_MAIN(TestIdenticalRacks)
#include "tst_identicalracks.moc"
