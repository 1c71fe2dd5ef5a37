// The rack elevation sheet (`render`, File > Export > Rack Elevations) never makes a PNG past 16,384 pixels
// a side (issue #27): a floor too wide for its racks side by side at twice their size is drawn as an
// overview that fits, and said (issue #47); SVG and PDF have no such limit.
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

    // A floor too wide for its racks side by side (issue #47: past about 20 racks every PNG was refused) is
    // drawn as an overview that fits, its racks wrapped into lines, and the note says so and what to write
    // for every label.
    void aWideFloorIsDrawnAsAnOverviewThatFits() {
        const Design design = floorOf(200, mParts);
        const QString path = mDir.filePath(QStringLiteral("wide.png"));
        QString error, note;
        QVERIFY2(
            ElevationSheet::write(path, design, analyze(design, mParts), mParts, Face::Front, &error, &note),
            qPrintable(error));
        const QSize size = QImageReader(path).size();
        QVERIFY2(size.width() <= 5000 && size.height() <= 5000 && size.width() > 1000 && size.height() > 1000,
                 qPrintable(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())));
        QVERIFY2(note.contains(QLatin1String("200 rack")) && note.contains(QLatin1String("overview")) &&
                     note.contains(QStringLiteral("%1 x %2").arg(size.width()).arg(size.height())),
                 qPrintable(note));
        // The racks are drawn: the picture is not blank, and its middle holds a rack's dark frame.
        const QImage image(path);
        int dark = 0;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                dark += qGray(image.pixel(x, y)) < 80 ? 1 : 0;
        QVERIFY2(dark > (image.width() / 7) * (image.height() / 7) / 10, qPrintable(QString::number(dark)));
        // A floor so large that its devices are drawn without names says what to write for every label.
        const Design large = floorOf(1200, mParts);
        QVERIFY(ElevationSheet::write(mDir.filePath(QStringLiteral("large.png")), large,
                                      analyze(large, mParts), mParts, Face::Front, &error, &note));
        QVERIFY2(note.contains(QLatin1String("1200 rack")) && note.contains(QLatin1String("SVG or PDF")),
                 qPrintable(note));
        QVERIFY(QImageReader(mDir.filePath(QStringLiteral("large.png"))).size().width() <= 5000);
        // A floor that fits side by side says nothing.
        const Design small = floorOf(2, mParts);
        note.clear();
        QVERIFY(ElevationSheet::write(mDir.filePath(QStringLiteral("small.png")), small,
                                      analyze(small, mParts), mParts, Face::Front, &error, &note));
        QVERIFY2(note.isEmpty(), qPrintable(note));
        // The same wide floor as SVG is written whole.
        QVERIFY2(ElevationSheet::write(mDir.filePath(QStringLiteral("wide.svg")), design,
                                       analyze(design, mParts), mParts, Face::Front, &error),
                 qPrintable(error));
    }
};

CW_TEST_MAIN(TestElevationSheet)
#include "tst_elevationsheet.moc"
