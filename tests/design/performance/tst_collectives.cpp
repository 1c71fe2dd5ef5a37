// The collective-time model (design/performance/collectivemodel, collectivenetwork; docs/charts.md
// "Collective time") against published measurements, and across nodes against the fabric the design has.
#include "analysis/analyzer.h"
#include "fabric/fabricsizer.h"
#include "fabricdesigns.h"
#include "parts/partindex.h"
#include "testsupport.h"

#include "charts/scalingmodel.h"
#include "design/performance/publishedruns.h"
#include "performance/collectivemodel.h"
#include "performance/collectivenetwork.h"
#include "performance/commgroups.h"
#include "performance/nodebandwidth.h"
#include "testmain.h"

#include <QTest>

#include <cmath>

namespace {

const double gib = 1073741824.0;

bool between(double actual, double low, double high) {
    return actual >= low && actual <= high;
}

const CollectiveCurve* curveOf(const QList<CollectiveCurve>& curves, Collective kind, CollectiveScope scope) {
    for (const CollectiveCurve& curve : curves)
        if (curve.kind == kind && curve.scope == scope)
            return &curve;
    return nullptr;
}

} // namespace

class TestCollectives : public QObject {
    Q_OBJECT
    PartIndex mParts;

    NodeBandwidth node(const Design& design, const QString& deviceId) const {
        const Budgets budgets = analyze(design, mParts);
        const auto found = nodeBandwidth(design, budgets, mParts, deviceId);
        return found ? *found : NodeBandwidth{};
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Austin et al., "How to Scale Your Model" (2025), "How to Think About GPUs": all-reduce over an
    // 8 x H100 node (SHARP off) reaches close to 370 GB/s bus bandwidth against NVLink4's 450 GB/s per
    // direction, at large messages. The DGX H100 example's node, 16 GiB.
    // Expert-parallel all-to-all inside one node against DeepEP's published bottleneck bandwidths, all the
    // bytes a GPU sends (its own share included) over the time: deepseek-ai/DeepEP docs/legacy.md, V1 normal
    // kernels on H800 ("~160 GB/s NVLink maximum"), EP 8, 4,096 tokens of 7,168 to 8 experts: dispatch
    // 153 GB/s, combine 158 GB/s; README, V2 on SM100 (B200), EP 8: 726 and 740 GB/s at most (64 SMs), 643
    // and 675 with the fewest (24). The model's all-to-all runs at the fastest kernel's speed: within 10%.
    void expertAllToAllInsideANode() {
        struct Case {
            const char* gpu;
            double dispatchGbs, combineGbs;
        };
        for (const Case& c : {Case{"nvidia-h800-sxm5-80gb", 153, 158}, Case{"nvidia-b200-sxm", 726, 740}}) {
            const ClusterHardware hw = PublishedRuns::cluster(mParts, c.gpu, TrainingPrecision::Fp8, 400);
            const double bytes = 4096.0 * 8 * 7168; // fp8: a byte a value
            const double modelGbs = bytes / allToAllS(hw, 8, 1, bytes, 1) / 1e9;
            std::printf("%s EP 8 all-to-all: model %.0f GB/s, DeepEP dispatch %.0f, combine %.0f\n", c.gpu,
                        modelGbs, c.dispatchGbs, c.combineGbs);
            QVERIFY_WITHIN(modelGbs, c.dispatchGbs, 0.10);
            QVERIFY_WITHIN(modelGbs, c.combineGbs, 0.10);
        }
    }

    void eightH100ReachAbout370GBs() {
        const Design design = exampleDesign(QStringLiteral("dgx-h100-rack.json"), mParts);
        const NodeBandwidth dgx = node(design, QStringLiteral("dgx01"));
        QCOMPARE(dgx.gpus, 8);
        QCOMPARE(dgx.intraNodeBusGbs(8), 450.0);
        const auto curves = collectiveCurves(dgx, 8);
        const CollectiveCurve* inside = curveOf(curves, Collective::AllReduce, CollectiveScope::IntraNode);
        QVERIFY(inside);
        QCOMPARE(inside->peakBusGbs, 450.0);
        const double busbw = inside->busBandwidthAt(inside->bytes.size() - 1);
        QVERIFY2(between(busbw, 360, 375), qPrintable(QString::number(busbw)));
        QCOMPARE(inside->algorithms.last(), CollectiveAlgorithm::Ring);
        // Small messages are latency: 1 KiB over 8 ranks is 14 steps x 2 us and a bus bandwidth far below.
        QVERIFY(inside->busBandwidthAt(0) < 1.0);
    }

    // NVLink3: an 8 x A100 SXM4 node measures 230-250 GB/s all-reduce bus bandwidth in nccl-tests (Alaya NeW,
    // "NCCL-tests in practice", 2026, reference table). The model is calibrated on H100 only.
    void eightA100FallInTheMeasuredRange() {
        const Design design = exampleDesign(QStringLiteral("reference-rack.json"), mParts);
        const NodeBandwidth hgx = node(design, QStringLiteral("n01"));
        QCOMPARE(hgx.intraNodeBusGbs(8), 300.0);
        const auto curves = collectiveCurves(hgx, 8);
        const CollectiveCurve* inside = curveOf(curves, Collective::AllReduce, CollectiveScope::IntraNode);
        QVERIFY(inside);
        const double busbw = inside->busBandwidthAt(inside->bytes.size() - 1);
        QVERIFY2(between(busbw, 230, 250), qPrintable(QString::number(busbw)));
    }

    // nccl-tests' definition recovered from the model's time: busbw = S / t x 2(n-1)/n.
    void busBandwidthFollowsTheNcclTestsDefinition() {
        const CollectiveCurve ring = collectiveTime(Collective::AllReduce, 16, 300, 0, {gib});
        QCOMPARE(ring.busBandwidthAt(0), 300.0);
        const CollectiveCurve gather = collectiveTime(Collective::AllGather, 16, 300, 0, {gib});
        // AllGather moves (n-1)/n: half the AllReduce time at the same bus bandwidth.
        QCOMPARE(gather.seconds[0] * 2, ring.seconds[0]);
        QCOMPARE(gather.busBandwidthAt(0), 300.0);
    }

    // Across nodes the bandwidth comes from the designed fabric: 8 rails of 400 Gb/s (DGX B200, QM9700,
    // NVIDIA DGX B200 SuperPOD RA) = 400 GB/s per node, below NVLink5's 900.
    void acrossNodesRunsOverTheFabric() {
        const Design design = dgxB200Floor(64, true);
        const auto network = collectiveNetwork(design, mParts, QStringLiteral("dgx0001"));
        QVERIFY(network);
        QCOMPARE(network->rails, 8);
        QCOMPARE(network->portSpeedGbps, 400.0);
        QCOMPARE(network->tiers, 2);
        QCOMPARE(network->nodesPerLeaf, 32); // a scalable unit: 32 of the QM9700's 64 ports face hosts
        QCOMPARE(network->perNodeGbs(), 400.0);
        const NodeBandwidth dgx = node(design, QStringLiteral("dgx0001"));
        const auto curves = collectiveCurves(dgx, 512, network);
        const CollectiveCurve* across = curveOf(curves, Collective::AllReduce, CollectiveScope::InterNode);
        QVERIFY(across);
        QCOMPARE(across->nodes, 64);
        QCOMPARE(across->peakBusGbs, 400.0);
        QVERIFY(across->via.contains(QLatin1String("ib-compute")));
        QVERIFY(std::abs(across->busBandwidthGbs - 400 * kRingEfficiency) < 1e-9);

        // Without a fabric the node's own NICs give the same 400 GB/s.
        const Design bare = dgxB200Floor(64, false);
        QVERIFY(!collectiveNetwork(bare, mParts, QStringLiteral("dgx0001")));
        const auto bareCurves = collectiveCurves(node(bare, QStringLiteral("dgx0001")), 512);
        QCOMPARE(curveOf(bareCurves, Collective::AllReduce, CollectiveScope::InterNode)->peakBusGbs, 400.0);
    }

    // Ascend 910B servers: HCCS inside the node, the NPUs' own 200GE ports across nodes, and the curves
    // named for Huawei's HCCL rather than NCCL.
    void ascendRunsOverHccsAndIsNamedHccl() {
        const Design design = exampleDesign(QStringLiteral("atlas-800t-a2-cny.json"), mParts);
        const NodeBandwidth atlas = node(design, QStringLiteral("a01"));
        QCOMPARE(atlas.gpus, 8);
        QCOMPARE(atlas.gpuLinkName, QStringLiteral("HCCS"));
        const auto curves =
            collectiveCurves(atlas, 32, collectiveNetwork(design, mParts, QStringLiteral("a01")));
        QVERIFY(!curves.isEmpty());
        for (const CollectiveCurve& curve : curves)
            QCOMPARE(curve.library, QStringLiteral("HCCL"));
        const CollectiveCurve* inside = curveOf(curves, Collective::AllReduce, CollectiveScope::IntraNode);
        QVERIFY(inside && inside->via.contains(QLatin1String("HCCS")));
    }

    // A 2:1 fabric halves what crosses the spines, not what stays under one leaf.
    void oversubscriptionLimitsOnlyTrafficAcrossLeaves() {
        Design design = dgxB200Floor(128, true);
        design.fabrics[0].blocking = 2;
        const auto network = collectiveNetwork(design, mParts, QStringLiteral("dgx0001"));
        QVERIFY(network);
        QVERIFY2(between(network->oversubscription, 1.9, 2.1),
                 qPrintable(QString::number(network->oversubscription)));
        const NodeBandwidth dgx = node(design, QStringLiteral("dgx0001"));
        const auto small = collectiveCurves(dgx, 16, network); // 2 nodes, one leaf per rail
        QCOMPARE(curveOf(small, Collective::AllReduce, CollectiveScope::InterNode)->peakBusGbs, 400.0);
        const auto large = collectiveCurves(dgx, 1024, network); // 128 nodes over several leaves
        const CollectiveCurve* across = curveOf(large, Collective::AllReduce, CollectiveScope::InterNode);
        QVERIFY(std::abs(across->peakBusGbs - 400 / network->oversubscription) < 1e-9);
        QVERIFY(across->via.contains(QLatin1String(":1")));
    }

    // The Scaling model over a 2:1 fabric: past 32 nodes a leaf (a scalable unit) the gradients cross the
    // spines at half the bandwidth. By hand, 2 GB at 100 GB/s, alpha 5 us: 16 nodes 2/100 x 2 x 15/16 +
    // 30 x 5 us = 37.65 ms; 64 nodes 2/50 x 2 x 63/64 + 126 x 5 us = 79.38 ms.
    void scalingPastOneLeafPaysTheOversubscription() {
        ScalingParameters parameters;
        parameters.gradientBytes = 2e9;
        parameters.stepComputeS = 1;
        parameters.nodeBusBandwidthGbs = 100;
        parameters.latencyUs = 5;
        parameters.nodesPerLeaf = 32;
        parameters.oversubscription = 2;
        parameters.nodes = {16, 64};
        const ScalingSeries series = dataParallelScaling(parameters);
        QVERIFY(std::abs(series.points[0].commS - (2.0 / 100 * 2 * 15 / 16 + 30 * 5e-6)) < 1e-12);
        QVERIFY(std::abs(series.points[1].commS - (2.0 / 50 * 2 * 63 / 64 + 126 * 5e-6)) < 1e-12);
    }

    // Small messages across nodes take NCCL's tree: latency 2 (ceil(log2 N) x 5 us + (g-1) x 2 us), so it
    // grows with log2 of the nodes, where a ring's grows with every rank (NVIDIA, "Massively Scale Your Deep
    // Learning Training with NCCL 2.4", 2019). 1 KiB on 64 x 8 GPUs by hand:
    //   tree = 1024 / (400 x 0.822 x 0.92 GB/s) x 2 x 511/512 + 2 (6 x 5 + 7 x 2) us = 88.007 us
    //   ring = ... + 2 x 511 x 5 us = 5.11 ms
    void smallMessagesTakeTheTree() {
        const Design design = dgxB200Floor(512, true);
        const auto network = collectiveNetwork(design, mParts, QStringLiteral("dgx0001"));
        QVERIFY(network);
        QCOMPARE(network->tiers, 3);
        const NodeBandwidth dgx = node(design, QStringLiteral("dgx0001"));
        const auto at64 = collectiveCurves(dgx, 512, network);
        const CollectiveCurve* across64 = curveOf(at64, Collective::AllReduce, CollectiveScope::InterNode);
        QCOMPARE(across64->algorithms.first(), CollectiveAlgorithm::Tree);
        const double busbw = 400 * 370.0 / 450.0;
        const double tree = 1024 / (busbw * 0.92 * 1e9) * 2 * 511 / 512 + 2 * (6 * 5 + 7 * 2) * 1e-6;
        QVERIFY(std::abs(across64->seconds.first() - tree) < 1e-12);
        QVERIFY(std::abs(tree - 88.007e-6) < 1e-8);

        const auto at512 = collectiveCurves(dgx, 4096, network);
        const CollectiveCurve* across512 = curveOf(at512, Collective::AllReduce, CollectiveScope::InterNode);
        // 8 x the nodes: 3 more tree levels, 2 x 3 x 5 us, not 8 x the latency.
        const double grown = across512->seconds.first() - across64->seconds.first();
        QVERIFY2(between(grown, 29e-6, 31e-6), qPrintable(QString::number(grown)));
        // AllGather has no tree in the model: its latency is the ring's.
        const CollectiveCurve* gather = curveOf(at64, Collective::AllGather, CollectiveScope::InterNode);
        QCOMPARE(gather->algorithms.first(), CollectiveAlgorithm::Ring);
        QVERIFY(gather->seconds.first() > 511 * 5e-6);
    }

    // On two nodes the ring's extra latency (30 steps of 5 us) is paid back at large messages by its 8%
    // higher bandwidth: the chart switches to the ring, as NCCL's tuner does.
    void largeMessagesOnFewNodesTakeTheRing() {
        const Design design = dgxB200Floor(4, true);
        const auto network = collectiveNetwork(design, mParts, QStringLiteral("dgx0001"));
        const auto curves = collectiveCurves(node(design, QStringLiteral("dgx0001")), 16, network);
        const CollectiveCurve* across = curveOf(curves, Collective::AllReduce, CollectiveScope::InterNode);
        QCOMPARE(across->algorithms.first(), CollectiveAlgorithm::Tree);
        QCOMPARE(across->algorithms.last(), CollectiveAlgorithm::Ring);
        const double busbw = across->busBandwidthAt(across->bytes.size() - 1);
        QVERIFY2(between(busbw, 0.99 * across->busBandwidthGbs, across->busBandwidthGbs),
                 qPrintable(QString::number(busbw)));
    }
};

CW_TEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
