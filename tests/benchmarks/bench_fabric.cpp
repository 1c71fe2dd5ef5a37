// Fabric speed (issue #10): sizing and cabling a 512-node, 8-rail fabric (4,096 host links, 12,288 links
// in three tiers) in under 100 ms on the 2-core build machine. Figures in docs/fabric.md.
// Run: build/bin/bench_fabric (Qt Test prints the time per iteration).
#include "fabricanalysis.h"
#include "fabricdesigns.h"
#include "testsupport.h"

#include <QTest>

class BenchFabric : public QObject {
    Q_OBJECT
    PartIndex mParts;
    Design mDesign;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        mDesign = dgxB200Floor(512, true);
    }

    void sizeAndCable512Nodes() {
        FabricReport report;
        QBENCHMARK {
            report = analyzeFabric(mDesign, mParts, mDesign.fabrics.first());
        }
        QCOMPARE(report.size.tiers, 3);
        QCOMPARE(report.cables.size(), 3 * 4096);
        QVERIFY(!report.cableParts.isEmpty());
    }
};

QTEST_GUILESS_MAIN(BenchFabric)
#include "bench_fabric.moc"
