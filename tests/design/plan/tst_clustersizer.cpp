// "Size a cluster for this workload" (design/plan/clustersizer): nodes, racks within the power budget
// and the compute fabric, against NVIDIA's published DGX B200 SuperPOD counts and hand calculations.
#include "analysis/analyzer.h"
#include "parts/partindex.h"
#include "testsupport.h"

#include "fabric/fabricsizer.h"
#include "plan/clustersizer.h"
#include "testmain.h"

#include <QTest>

class TestClusterSizer : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // 512 GPUs of DGX B200 (8 a node): 64 nodes. NVIDIA's DGX SuperPOD RA for DGX B200 (RA-11334) sizes 64
    // nodes' compute fabric at 16 leaf + 8 spine QM9700: the cluster gets exactly that fabric. Racks: the
    // node's rated maximum (catalog: 14.3 kW, DGX B200 user guide) three to a 45 kW rack (four would be
    // 57.2 kW), though four fit by height (10U each in 42U).
    void dgxB200SuperPodOf64Nodes() {
        ClusterRequest request;
        request.systemPartId = QStringLiteral("nvidia-dgx-b200");
        request.gpus = 512;
        request.rackPartId = QStringLiteral("rack-42u-600x1200");
        request.rackBudgetW = 45000;
        QString error;
        const auto plan = planCluster(Design{}, mParts, request, &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->gpusPerNode, 8);
        QCOMPARE(plan->nodes, 64);
        QCOMPARE(plan->nodeU, 10);
        QCOMPARE(plan->nodePowerW, 14300.0);
        QCOMPARE(plan->nodesPerRack, 3);
        QVERIFY(plan->powerLimited);
        QCOMPARE(plan->racks, 22);

        const auto design = buildCluster(Design{}, mParts, request, &error);
        QVERIFY2(design, qPrintable(error));
        const Budgets budgets = analyze(*design, mParts);
        QCOMPARE(budgets.totals.gpus, 512);
        QCOMPARE(design->fabrics.size(), 1);
        const Fabric& fabric = design->fabrics.first();
        QCOMPARE(fabric.switchPartId, QStringLiteral("nvidia-qm9700"));
        QCOMPARE(fabric.leafIds.size(), 16);
        QCOMPARE(fabric.spineIds.size(), 8);
        for (const RackBudget& rack : budgets.racks)
            QVERIFY2(rack.powerW <= 45000 || rack.id.startsWith(QLatin1String("NET")), qPrintable(rack.id));
    }

    // A configured server of the design copied with its components: the Kubernetes example's 4-GPU worker.
    // 16 GPUs more are 4 nodes in one new rack; they join the example's compute fabric on the same NIC.
    void configuredServerJoinsTheExistingFabric() {
        const Design example = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        ClusterRequest request;
        request.templateDeviceId = QStringLiteral("w01");
        request.gpus = 14; // rounded up to whole nodes
        request.rackPartId = example.racks.first().partId;
        QString error;
        const auto design = buildCluster(example, mParts, request, &error);
        QVERIFY2(design, qPrintable(error));
        QCOMPARE(design->racks.size() - example.racks.size() >= 1, true);
        const Rack& added = design->racks[example.racks.size()];
        QCOMPARE(added.devices.size(), 4);
        QCOMPARE(added.row, 1);
        QCOMPARE(added.devices.first().components, example.device(QStringLiteral("w01"))->components);
        QCOMPARE(analyze(*design, mParts).totals.gpus, 32 + 16);
        QCOMPARE(design->fabrics.size(), example.fabrics.size());
        const auto hosts = fabricHosts(*design, mParts, design->fabrics.first());
        QCOMPARE(hosts.size(), fabricHosts(example, mParts, example.fabrics.first()).size() + 4);
    }

    void refusals() {
        ClusterRequest request;
        request.systemPartId = QStringLiteral("nvidia-dgx-b200");
        request.gpus = 8;
        request.rackPartId = QStringLiteral("rack-42u-600x1200");
        request.rackBudgetW = 10000;
        QString error;
        QVERIFY(!planCluster(Design{}, mParts, request, &error));
        QCOMPARE(error, QStringLiteral(
                            "one NVIDIA DGX B200 (14300 W) is more than the rack's power budget of 10000 W"));
        request.systemPartId = QStringLiteral("nvidia-qm9700");
        QVERIFY(!planCluster(Design{}, mParts, request, &error));
        QVERIFY(error.startsWith(QStringLiteral("choose a system")));
    }

    // GPUs to finish in time: Llama 2 7B on 1 T tokens, A100 (312 TFLOPS BF16), MFU 40%, 30 days. By hand:
    // GPUs = FLOPs / (30 x 86,400 s x 312e12 x 0.4), up to whole tensor x pipeline groups.
    void gpusForATrainingDeadline() {
        WorkloadRequest request;
        request.model = *modelPreset(QStringLiteral("llama-2-7b"));
        request.tokens = 1e12;
        request.training.sequenceLength = 4096;
        const double flops = trainingFlopsPerToken(request.model, 4096, request.training.recompute) * 1e12;
        const int expected = int(std::ceil(flops / (30 * 86400 * 312e12 * 0.4)));
        request.mfuOverride = true;
        QCOMPARE(gpusForTrainingDays(request, mParts, QStringLiteral("nvidia-a100-sxm4-80gb"), 30), expected);
        request.training.layout.tensorParallel = 8;
        QCOMPARE(gpusForTrainingDays(request, mParts, QStringLiteral("nvidia-a100-sxm4-80gb"), 30),
                 (expected + 7) / 8 * 8);
        QCOMPARE(gpusForTrainingDays(request, mParts, QStringLiteral("nvidia-qm9700"), 30), 0);
    }

    // With the predicted speed (no typed MFU): Llama 2 7B, TP 1, 1,024 sequences of 4,096 a step on A100
    // SXM. The count lies between the counts at 30% and at 75% utilisation: no published end-to-end run
    // reaches 75% (the best of mosaicml/llm-foundry's A100 80GB benchmark table, scripts/train/benchmarking/
    // README.md, is 64.2% MFU: MPT-7B at 2,048 tokens on 8 GPUs), and a
    // 7B model on A100 runs well above 30% (Narayanan et al. 2021 Table 1: 1.7-7.5B at 44-46% of peak with
    // full recomputation). A 2:1 oversubscribed fabric of 100 Gb/s a GPU needs at least as many GPUs.
    void gpusForADeadlineFromThePrediction() {
        WorkloadRequest request;
        request.model = *modelPreset(QStringLiteral("llama-2-7b"));
        request.tokens = 1e12;
        request.training.sequenceLength = 4096;
        request.training.globalBatch = 1024;
        request.training.layout.zeroStage = 1;
        const double flops = trainingFlopsPerToken(request.model, 4096, request.training.recompute) * 1e12;
        const auto atMfu = [&](double mfu) { return flops / (30 * 86400 * 312e12 * mfu); };
        const int gpus = gpusForTrainingDays(request, mParts, QStringLiteral("nvidia-a100-sxm4-80gb"), 30);
        QVERIFY2(gpus >= atMfu(0.75) && gpus <= atMfu(0.3), qPrintable(QString::number(gpus)));
        request.hardware.nicGbps = 100;
        request.hardware.oversubscription = 2;
        QVERIFY(gpusForTrainingDays(request, mParts, QStringLiteral("nvidia-a100-sxm4-80gb"), 30) >= gpus);
    }
};

CW_TEST_GUILESS_MAIN(TestClusterSizer)
#include "tst_clustersizer.moc"
