// Runs no catalog cable reaches are one finding per fabric, not one per cable (issue #27: 60,932 of them on a
// floor of a thousand racks were most of a check's time and memory), and the finding says how many links,
// their shortest and longest run and the first one.
#include "analysis/analyzer.h"
#include "fabric/fabricanalysis.h"
#include "fabricdesigns.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QTest>

class TestFabricFindings : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // 160 DGX A100 (8 HDR 200G ports each) in 40 racks on a rail-optimised QM8700 fabric whose switches
    // stand in a network rack at the end of the row, with a catalog whose HDR cables stop at 10 m: the far
    // nodes' runs are longer than they reach.
    void unreachedRunsAreOneFinding() {
        QList<Part> shortCables;
        for (const Part& part : mParts.parts())
            if (!part.cable() || part.cable()->lengthM <= 10)
                shortCables.append(part);
        const PartIndex parts(shortCables);
        Design design = dgxFloor(QStringLiteral("nvidia-dgx-a100-640gb"), 160, true);
        design.fabrics[0].switchPartId = QStringLiteral("nvidia-qm8700");
        design.fabrics[0].nicPartIds = {QStringLiteral("nvidia-connectx-6-hdr")};
        const FabricReport report = analyzeFabric(design, parts, design.fabrics[0]);
        qint64 unreached = 0;
        double longest = 0;
        for (const FabricCable& cable : report.cables())
            if (cable.choice.partId.isEmpty()) {
                ++unreached;
                longest = std::max(longest, cable.runM);
            }
        QVERIFY2(unreached > 1, "the floor should have runs the catalog does not reach");
        QList<Finding> none;
        for (const Finding& finding : report.findings)
            if (finding.code == QLatin1String("fabric.cable.none"))
                none << finding;
        QCOMPARE(none.size(), 1);
        QVERIFY2(
            none[0].message.contains(QStringLiteral("runs of %1 200 Gb/s infiniband link").arg(unreached)),
            qPrintable(none[0].message));
        QVERIFY(none[0].message.contains(QStringLiteral(" of ib-compute, ")));
        QVERIFY(none[0].message.contains(QStringLiteral("to %1 m").arg(longest, 0, 'f', 1)));
        QCOMPARE(none[0].severity, Severity::Error);
    }
};

CW_TEST_GUILESS_MAIN(TestFabricFindings)
#include "tst_fabricfindings.moc"
