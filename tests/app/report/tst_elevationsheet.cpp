// The rack elevation sheet (`render`, File > Export > Rack Elevations) never makes a PNG past 16,384 pixels
// a side (issue #27): a wide floor is drawn smaller, down to a pixel a unit, and past that refused with what
// to write instead; SVG and PDF have no such limit.
#include "analysis/analyzer.h"
#include "report/elevationsheet.h"
#include "testmain.h"
#include "testsupport.h"

#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

namespace {

Design floorOf(int racks, const PartIndex& parts) {
    Design design = exampleDesign(QStringLiteral("reference-rack.json"), parts);
    const Rack first = design.racks.first();
    design.racks.clear();
    for (int r = 0; r < racks; ++r) {
        Rack rack = first;
        rack.id = QStringLiteral("R%1").arg(r + 1);
        rack.position = r;
        for (RackPdu& pdu : rack.pdus)
            pdu.id += QStringLiteral("-%1").arg(r);
        for (Device& device : rack.devices) {
            device.id += QStringLiteral("-%1").arg(r);
            device.powerCords.clear();
        }
        design.racks.append(rack);
    }
    return design;
}

} // namespace

class TestElevationSheet : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void pngsStayWithinTheLimit() {
        for (const int racks : {2, 30, 44}) { // 44: about 16,100 units wide, drawn at 1 pixel a unit
            const Design design = floorOf(racks, mParts);
            const QString path = mDir.filePath(QStringLiteral("floor-%1.png").arg(racks));
            QString error;
            QVERIFY2(
                ElevationSheet::write(path, design, analyze(design, mParts), mParts, Face::Front, &error),
                qPrintable(error));
            const QSize size = QImageReader(path).size();
            QVERIFY2(size.width() <= 16384 && size.height() <= 16384,
                     qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
            QVERIFY(size.width() > 0);
        }
    }

    void aFloorTooWideForAPngIsRefusedWithTheWay() {
        const Design design = floorOf(200, mParts);
        const QString path = mDir.filePath(QStringLiteral("wide.png"));
        QString error;
        QVERIFY(!ElevationSheet::write(path, design, analyze(design, mParts), mParts, Face::Front, &error));
        QVERIFY2(error.contains(QStringLiteral("16384")) && error.contains(QStringLiteral("SVG")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
        // The same floor as SVG is written.
        QVERIFY2(ElevationSheet::write(mDir.filePath(QStringLiteral("wide.svg")), design,
                                       analyze(design, mParts), mParts, Face::Front, &error),
                 qPrintable(error));
    }
};

CW_TEST_MAIN(TestElevationSheet)
#include "tst_elevationsheet.moc"
