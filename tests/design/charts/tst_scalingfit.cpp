// The scaling fit (design/charts/scalingfit, docs/charts.md) against the source material's measured table
// and NVIDIA's published single-node scaling.
#include "charts/scalingfit.h"

#include "testmain.h"
#include "testsupport.h"

#include <QTest>

#include <cmath>

class TestScalingFit : public QObject {
    Q_OBJECT

private slots:
    // The seed article's table (ResNet-50 on 8 nodes of 4 GPUs): 1 node 215 img/s, 4 nodes 798 (3.7x),
    // 8 nodes 1480 (6.9x). The fit reproduces 4 and 8 nodes within 3% (the bar) and projects on with
    // falling efficiency.
    void sourceTable() {
        const ScalingFit fit = fitScaling({{1, 215}, {4, 798}, {8, 1480}});
        QVERIFY(fit.valid);
        QVERIFY(within(fit.throughput(1), 215, 0.03));
        QVERIFY(within(fit.throughput(4), 798, 0.03));
        QVERIFY(within(fit.throughput(8), 1480, 0.03));
        QVERIFY(fit.bandwidthTerm >= 0 && fit.perNodeTerm >= 0);
        const ScalingSeries series = scalingSeries(fit, {1, 2, 4, 8, 16, 32});
        QCOMPARE(series.points.size(), 6);
        QVERIFY(within(series.points[2].speedup, 798.0 / 215, 0.03));  // 3.7x
        QVERIFY(within(series.points[3].speedup, 1480.0 / 215, 0.03)); // 6.9x
        for (qsizetype i = 1; i < series.points.size(); ++i) {
            QVERIFY(series.points[i].efficiency < series.points[i - 1].efficiency);
            QVERIFY(series.points[i].speedup > series.points[i - 1].speedup);
        }
    }

    // Without a one-node measurement the single-node throughput is fitted too.
    void withoutOneNode() {
        const ScalingFit fit = fitScaling({{4, 798}, {8, 1480}});
        QVERIFY(fit.valid);
        QVERIFY(within(fit.throughput(4), 798, 0.03));
        QVERIFY(within(fit.throughput(8), 1480, 0.03));
        QVERIFY(fit.singleNodeThroughput >= 798.0 / 4);
    }

    // NVIDIA DeepLearningExamples, ResNet-50 v1.5 (20.06): DGX A100 TF32 1 GPU 909 img/s, 8 GPUs 7000
    // (7.70x); a two-point fit passes through both.
    void twoPointsPassThroughBoth() {
        const ScalingFit fit = fitScaling({{1, 909}, {8, 7000}});
        QVERIFY(fit.valid);
        QVERIFY(within(fit.throughput(1), 909, 1e-9));
        QVERIFY(within(fit.throughput(8), 7000, 1e-9));
        QCOMPARE(fit.perNodeTerm, 0.0);
    }

    // Data made from known terms come back exactly; a term the data make negative (better than linear
    // scaling, e.g. caches) is dropped rather than projected.
    void recoversKnownTermsAndDropsNegativeOnes() {
        ScalingFit truth;
        truth.valid = true;
        truth.singleNodeThroughput = 100;
        truth.bandwidthTerm = 0.05;
        truth.perNodeTerm = 0.01;
        QList<ScalingMeasurement> points;
        for (int n : {1, 2, 4, 8, 16})
            points.append({n, truth.throughput(n)});
        const ScalingFit fit = fitScaling(points);
        QVERIFY(std::abs(fit.singleNodeThroughput - 100) < 1e-6);
        QVERIFY(std::abs(fit.bandwidthTerm - 0.05) < 1e-9);
        QVERIFY(std::abs(fit.perNodeTerm - 0.01) < 1e-9);

        const ScalingFit superlinear = fitScaling({{1, 100}, {2, 205}, {4, 390}});
        QVERIFY(superlinear.valid);
        QVERIFY(superlinear.bandwidthTerm >= 0 && superlinear.perNodeTerm >= 0);
        QVERIFY(!fitScaling({}).valid);
    }
};

CW_TEST_GUILESS_MAIN(TestScalingFit)
#include "tst_scalingfit.moc"
