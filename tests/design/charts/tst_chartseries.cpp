// The chart series (design/charts): every figure against a hand calculation from the definitions in
// shared/reference/hardware.md (nccl-tests bus bandwidth, PCIe and NVLink tables) and docs/charts.md.
#include "analysis/analyzer.h"
#include "file/designfile.h"
#include "model/units.h"
#include "parts/partindex.h"
#include "testsupport.h"

#include "charts/bandwidthhierarchy.h"
#include "charts/rackstackseries.h"
#include "charts/scalingmodel.h"
#include "performance/collectivemodel.h"
#include "performance/nodebandwidth.h"
#include "testmain.h"

#include <QDir>
#include <QTest>

namespace {

const QString kExamples = QStringLiteral(CW_SOURCE_DIR "/resources/examples/");

bool near(double actual, double expected, double relative = 1e-9) {
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

#define QCOMPARE_NEAR(actual, expected)                                                                      \
    QVERIFY2(near((actual), (expected)), qPrintable(QStringLiteral("%1 = %2, expected %3")                   \
                                                        .arg(#actual)                                        \
                                                        .arg((actual), 0, 'g', 12)                           \
                                                        .arg((expected), 0, 'g', 12)))

const BandwidthBar* barOf(const BandwidthHierarchy& h, BandwidthLevel level) {
    for (const BandwidthBar& bar : h.bars)
        if (bar.level == level)
            return &bar;
    return nullptr;
}

} // namespace

class TestChartSeries : public QObject {
    Q_OBJECT
    PartIndex mParts;

    Design load(const QString& name) const { return exampleDesign(name, mParts); }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void pcieTable() {
        QCOMPARE(Units::pcieGbsPerDirection(3, 16), 15.75);
        QCOMPARE(Units::pcieGbsPerDirection(4, 16), 31.5);
        QCOMPARE(Units::pcieGbsPerDirection(5, 16), 63.0);
        QCOMPARE(Units::pcieGbsPerDirection(3, 8), 7.875);
    }

    // The stacked categories of every example design add up to the rack's power, and heat is power x 3.412.
    void powerAndHeatStacksSumToTheRackTotals() {
        const QStringList files = QDir(kExamples).entryList({QStringLiteral("*.json")});
        QVERIFY(!files.isEmpty());
        for (const QString& file : files) {
            const Design design = load(file);
            const Budgets budgets = analyze(design, mParts);
            const RackStackSeries power = powerPerRack(design, budgets);
            const RackStackSeries heat = heatPerRack(design, budgets);
            QCOMPARE(power.rackIds.size(), budgets.racks.size());
            QCOMPARE(power.categories.size(), 7);
            for (qsizetype r = 0; r < budgets.racks.size(); ++r) {
                const RackBudget& rack = budgets.racks[r];
                double sum = 0;
                for (qsizetype c = 0; c < power.categories.size(); ++c)
                    sum += power.values[c][r];
                QVERIFY2(std::abs(sum - rack.powerW) < 1e-6, qPrintable(file + QLatin1Char(' ') + rack.id));
                QVERIFY(std::abs(power.totals[r] - rack.powerW) < 1e-6);
                QCOMPARE(power.budgets[r], rack.powerBudgetW);
                QVERIFY(std::abs(heat.totals[r] - rack.powerW * 3.412) < 1e-6);
                QVERIFY(std::abs(heat.totals[r] - rack.heatBtuH) < 1e-6);
                QVERIFY(std::abs(heat.budgets[r] - rack.coolingBudgetW * 3.412) < 1e-6);
            }
        }
    }

    void powerSeriesOfTheDgxRack() {
        // Four DGX H100 at their rated 10.2 kW each, PSU efficiency 0.96: losses 4 x 10200 x 0.04 = 1632 W.
        const Design design = load(QStringLiteral("dgx-h100-rack.json"));
        const Budgets budgets = analyze(design, mParts);
        const RackStackSeries power = powerPerRack(design, budgets);
        QCOMPARE(power.rackIds, QStringList{QStringLiteral("R01")});
        const qsizetype psu = power.categories.indexOf(PowerCategory::PsuLoss);
        QVERIFY(power.values[psu][0] >= 4 * 10200 * 0.04 - 1e-6);
        QCOMPARE(power.budgets[0], 45000.0);
        QCOMPARE(heatPerRack(design, budgets).budgets[0], 45000.0 * 3.412);
    }

    // Reference rack: generic 4U HGX A100 with 8 x A100 SXM4 80GB behind four PCIe Gen4 x16 switches (two
    // GPUs each) and 8 x ConnectX-6 HDR (one per GPU).
    void bandwidthHierarchyOfAnHgxA100() {
        const Design design = load(QStringLiteral("reference-rack.json"));
        const Budgets budgets = analyze(design, mParts);
        QCOMPARE(firstGpuDeviceId(budgets), QStringLiteral("n01"));
        const auto node = nodeBandwidth(design, budgets, mParts, QStringLiteral("n01"));
        QVERIFY(node);
        QCOMPARE(node->gpus, 8);
        const BandwidthHierarchy h = bandwidthHierarchy(*node);
        QCOMPARE(h.bars.size(), 6);
        QCOMPARE(barOf(h, BandwidthLevel::GpuMemory)->gbs, 2039.0);  // HBM2e
        QCOMPARE(barOf(h, BandwidthLevel::GpuLink)->gbs, 600.0 / 2); // NVLink3 per direction
        QCOMPARE(barOf(h, BandwidthLevel::GpuLink)->linkName, QStringLiteral("NVLink3"));
        QCOMPARE(barOf(h, BandwidthLevel::PcieHost)->gbs, 31.5); // Gen4 x16
        QCOMPARE(barOf(h, BandwidthLevel::PcieHost)->linkName, QStringLiteral("PCIe Gen4 x16"));
        QCOMPARE(barOf(h, BandwidthLevel::PcieSwitchUplink)->gbs, 31.5 / 2); // x16 Gen4 shared by 2 GPUs
        QCOMPARE(barOf(h, BandwidthLevel::NicPerGpu)->gbs, 200 * 0.125);     // HDR 200 Gb/s, 1 NIC per GPU
        QCOMPARE(barOf(h, BandwidthLevel::FabricPerNode)->gbs, 8 * 200 * 0.125); // 200 GB/s
        QVERIFY(barOf(h, BandwidthLevel::FabricPerNode)->linkName.startsWith(QStringLiteral("InfiniBand 8")));
        QCOMPARE(node->intraNodeBusGbs(8), 300.0);
        // Across nodes the eight rings (one per NIC) together move 200 GB/s, below NVLink's 300.
        QCOMPARE(node->interNodeBusGbs(), 200.0);
    }

    void bandwidthOfFixedSystemsUsesTheComputeFabric() {
        // DGX H100: 8 x ConnectX-7 NDR 400 Gb/s InfiniBand; the two dual-port Ethernet cards are storage.
        const Design design = load(QStringLiteral("dgx-h100-rack.json"));
        const Budgets budgets = analyze(design, mParts);
        const auto node = nodeBandwidth(design, budgets, mParts, QStringLiteral("dgx01"));
        QVERIFY(node);
        QCOMPARE(node->gpus, 8);
        QCOMPARE(node->gpuLinkGbs, 900.0 / 2); // NVLink4
        QCOMPARE(node->hostLinkGbs, 63.0);     // Gen5 x16
        QCOMPARE(node->fabricProtocol, QStringLiteral("infiniband"));
        QCOMPARE(node->fabricGbs, 8 * 400 * 0.125); // 400 GB/s
        QCOMPARE(node->nicGbsPerGpu(), 50.0);
        QVERIFY(node->switches.isEmpty());
    }

    void pcieCardsWithABridgeUsePcieBeyondAPair() {
        // k8s example: 4 x A100 PCIe (NVLink bridge, 600 GB/s) on Gen4 x16 CPU slots, one ConnectX-6 Dx
        // 2 x 100 GbE on Gen4 x16: 2 x 100 x 0.125 = 25 GB/s (below the slot's 31.5) per node, 6.25 per GPU.
        const Design design = load(QStringLiteral("k8s-32gpu-cluster.json"));
        const Budgets budgets = analyze(design, mParts);
        const auto node = nodeBandwidth(design, budgets, mParts, QStringLiteral("w01"));
        QVERIFY(node);
        QCOMPARE(node->gpus, 4);
        QVERIFY(node->gpuLinkPairOnly);
        QCOMPARE(node->intraNodeBusGbs(2), 300.0);
        QCOMPARE(node->intraNodeBusGbs(4), 31.5);
        QCOMPARE(node->fabricProtocol, QStringLiteral("ethernet"));
        QCOMPARE(node->fabricGbs, 25.0);
        QCOMPARE(node->nicGbsPerGpu(), 6.25);
        QCOMPARE(node->interNodeBusGbs(), 25.0); // the node's one NIC, below the PCIe ring inside (31.5)
        QVERIFY(!bandwidthHierarchy(design, budgets, mParts, QStringLiteral("m01")).bars.size()); // CPU node
        QVERIFY(!nodeBandwidth(design, budgets, mParts, QStringLiteral("nope")));
        QCOMPARE(gpuDeviceIds(budgets).size(), 8);
    }

    void nicCappedByItsPcieLink() {
        // Intel X710 2 x 10 GbE on PCIe Gen3 x8: ports 2.5 GB/s, link 7.875 GB/s -> 2.5 GB/s.
        const Design design = load(QStringLiteral("lab-rtx4090.json"));
        const Budgets budgets = analyze(design, mParts);
        const auto node = nodeBandwidth(design, budgets, mParts, QStringLiteral("n01"));
        QVERIFY(node);
        QCOMPARE(node->fabricGbs, 2.5);
        QCOMPARE(node->gpuLinkGbs, 0.0);
        QCOMPARE(node->intraNodeBusGbs(4), 31.5); // RTX 4090: no GPU link, PCIe Gen4 x16
        QVERIFY(!barOf(bandwidthHierarchy(*node), BandwidthLevel::GpuLink));
    }

    void allReduceAndAllGatherTimes() {
        const double gib = 1073741824.0; // bytes
        // AllReduce of 1 GiB over 8 GPUs at busbw 100 GB/s: 1.073741824 GB / 100 GB/s x 2 x 7 / 8 = 18.790
        // ms, plus 2 x 7 steps x 2 us latency = 28 us.
        QCOMPARE_NEAR(collectiveTimeS(Collective::AllReduce, 8, gib, 100, 0), 1.073741824 / 100 * 2 * 7 / 8);
        QCOMPARE_NEAR(collectiveTimeS(Collective::AllReduce, 8, gib, 100, 2), 0.01879048192 + 14 * 2e-6);
        // AllGather: (n-1)/n and (n-1) latency steps: 9.395 ms + 14 us.
        QCOMPARE_NEAR(collectiveTimeS(Collective::AllGather, 8, gib, 100, 2), 0.00939524096 + 7 * 2e-6);
        // busbw from the nccl-tests definition: algbw x 2(n-1)/n recovers the bus bandwidth.
        const double t = collectiveTimeS(Collective::AllReduce, 8, gib, 100, 0);
        QCOMPARE_NEAR(gib / t / 1e9 * 2 * 7 / 8, 100.0);
        QCOMPARE(collectiveTimeS(Collective::AllReduce, 1, gib, 100, 2), 0.0);

        const QList<double> sizes = defaultMessageSizes();
        QCOMPARE(sizes.size(), 25);
        QCOMPARE(sizes.first(), 1024.0);
        QCOMPARE(sizes.last(), 16.0 * gib);
        const CollectiveCurve curve = collectiveTime(Collective::AllReduce, 8, 100, 2, sizes);
        QCOMPARE(curve.seconds.size(), 25);
        QCOMPARE_NEAR(curve.seconds[20], 0.01879048192 + 28e-6); // 2^30 bytes
    }

    // The seed article's table (8 nodes x 4 GPUs, ResNet-50): 1 node 215 img/s; 4 nodes 3.7x with 12%
    // communication; 8 nodes 6.9x with 18%. Representative inputs: ResNet-50's 25.6 M FP32 gradients
    // (102.4 MB), a 256-image step per node at 215 img/s (256 / 215 = 1.190698 s), 10 GbE between nodes
    // (1.25 GB/s), alpha 5 us. Hand calculation of docs/charts.md's formula, without overlap:
    //   comm(4) = 0.1024 / 1.25 x 2 x 3/4 + 2 x 3 x 5e-6 = 0.12288 + 0.00003 = 0.12291 s
    //   comm(8) = 0.1024 / 1.25 x 2 x 7/8 + 2 x 7 x 5e-6 = 0.14336 + 0.00007 = 0.14343 s
    //   speed-up(N) = N x 1.190698 / (1.190698 + comm(N)): 3.6257 at 4 nodes, 7.1399 at 8.
    // Efficiency falls with node count (100%, 90.6%, 89.2%) and the communication share rises (0, 9.4%,
    // 10.8%), the table's shape; the ring's bandwidth term saturates at 2 x S / B, so the model falls more
    // slowly from 4 to 8 nodes than the measured table (stragglers and congestion are not modelled).
    void scalingFollowsTheSeedTableShape() {
        ScalingParameters parameters;
        parameters.gradientBytes = 25.6e6 * 4;
        parameters.stepComputeS = 256.0 / 215.0;
        parameters.nodeBusBandwidthGbs = 10 * 0.125;
        parameters.latencyUs = 5;
        parameters.overlap = false;
        parameters.nodes = {1, 4, 8};
        const ScalingSeries series = dataParallelScaling(parameters);
        QCOMPARE(series.points.size(), 3);
        const double compute = 256.0 / 215.0;
        const double comm4 = 0.1024 / 1.25 * 2 * 3 / 4 + 2 * 3 * 5e-6;
        const double comm8 = 0.1024 / 1.25 * 2 * 7 / 8 + 2 * 7 * 5e-6;
        QCOMPARE_NEAR(comm4, 0.12291);
        QCOMPARE_NEAR(comm8, 0.14343);
        QCOMPARE(series.points[0].speedup, 1.0);
        QCOMPARE(series.points[0].commShare, 0.0);
        QCOMPARE_NEAR(series.points[1].commS, comm4);
        QCOMPARE_NEAR(series.points[1].speedup, 4 * compute / (compute + comm4));
        QCOMPARE_NEAR(series.points[2].speedup, 8 * compute / (compute + comm8));
        QVERIFY(std::abs(series.points[1].speedup - 3.6257) < 1e-4);
        QVERIFY(std::abs(series.points[2].speedup - 7.1399) < 1e-4);
        QVERIFY(series.points[0].efficiency > series.points[1].efficiency);
        QVERIFY(series.points[1].efficiency > series.points[2].efficiency);
        QVERIFY(series.points[1].commShare < series.points[2].commShare);
        QCOMPARE_NEAR(series.points[2].commShare, comm8 / (compute + comm8)); // 10.75%
    }

    void overlapHidesCommunicationUpToItsShareOfTheStep() {
        // 2 GB over 8 nodes at 200 GB/s: comm = 2 / 200 x 2 x 7/8 + 14 x 5 us = 17.57 ms. Compute 20 ms,
        // overlap fraction 0.5 hides up to 10 ms: exposed 7.57 ms, step 27.57 ms, speed-up 8 x 20 / 27.57.
        ScalingParameters parameters;
        parameters.gradientBytes = 2e9;
        parameters.stepComputeS = 0.020;
        parameters.nodeBusBandwidthGbs = 200;
        parameters.latencyUs = 5;
        parameters.nodes = {8};
        parameters.overlap = true;
        const ScalingPoint point = dataParallelScaling(parameters).points.first();
        const double comm = 2.0 / 200 * 2 * 7 / 8 + 14 * 5e-6;
        QCOMPARE_NEAR(point.commS, comm);
        QCOMPARE_NEAR(point.exposedCommS, comm - 0.5 * 0.020);
        QCOMPARE_NEAR(point.speedup, 8 * 0.020 / (0.020 + comm - 0.010));
        QCOMPARE_NEAR(point.commShare, comm / (0.020 + comm - 0.010));
        parameters.stepComputeS = 0.5; // fully hidden
        QCOMPARE(dataParallelScaling(parameters).points.first().efficiency, 1.0);
    }
};

CW_TEST_GUILESS_MAIN(TestChartSeries)
#include "tst_chartseries.moc"
