// The step-time chart's variants (performance/fabricvariants.h): the same step on the same GPUs with the
// fabric changed. A ring all-reduce moves 2(n - 1)/n of the data over the slowest link (Patarasuk and Yuan
// 2009, "Bandwidth optimal all-reduce algorithms for clusters of workstations"), so with the bandwidth term
// dominating, halving the bandwidth a GPU gets across the spines doubles the data-parallel traffic time;
// groups that stay on one leaf do not see the spines' oversubscription at all.
#include "parts/partindex.h"
#include "performance/fabricvariants.h"
#include "testmain.h"
#include "testsupport.h"
#include "workload/gpupeak.h"
#include "workload/modelpresets.h"
#include "workload/trainingcompute.h"

#include <QTest>

#include <cmath>

namespace {

// 64 DGX H100: 8 GPUs on NVLink4 (450 GB/s each way), one 400G NDR port per GPU, 32 nodes per leaf.
ClusterHardware dgxH100(const PartIndex& parts, double oversubscription, int nodesPerLeaf) {
    const GpuSpec& gpu = *parts.find(QStringLiteral("nvidia-h100-sxm5-80gb"))->gpu();
    ClusterHardware hw;
    hw.peakTflops = hw.peak16Tflops = trainingPeakTflops(gpu, TrainingPrecision::Mixed16);
    hw.kernels = kernelFigures(QStringLiteral("nvidia-h100-sxm5-80gb"));
    hw.hbmGbs = gpu.memoryBandwidthGbs;
    hw.memoryGb = gpu.memoryGb;
    hw.gpusPerNode = 8;
    hw.scaleUpGbs = gpu.gpuLinkGbs / 2;
    hw.nicGbsPerGpu = 50;
    hw.oversubscription = oversubscription;
    hw.nodesPerLeaf = nodesPerLeaf;
    return hw;
}

// Llama 3.1 70B, tensor parallel in each node, data parallel across the 64 nodes.
TrainingSetup tensorInNode() {
    TrainingSetup setup;
    setup.layout.tensorParallel = 8;
    setup.layout.sequenceParallel = true;
    setup.sequenceLength = 8192;
    return setup;
}

const FabricVariantStep* find(const QList<FabricVariantStep>& steps, FabricVariant variant) {
    for (const FabricVariantStep& step : steps)
        if (step.variant == variant)
            return &step;
    return nullptr;
}

} // namespace

class TestFabricVariants : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void halfTheBandwidthAcrossTheSpinesDoublesTheRing() {
        const ModelArchitecture& model = *modelPreset(QStringLiteral("llama-3.1-70b"))->architecture;
        const auto steps = fabricVariantSteps(model, tensorInNode(), 512, dgxH100(mParts, 1, 32));
        QCOMPARE(steps.size(), 3); // as designed, 2:1, half the rails; no non-blocking bar: it is one
        QCOMPARE(steps[0].variant, FabricVariant::Design);
        const FabricVariantStep* blocked = find(steps, FabricVariant::Oversubscribed);
        const FabricVariantStep* half = find(steps, FabricVariant::HalfBandwidth);
        QVERIFY(blocked && half && !find(steps, FabricVariant::NonBlocking));
        QCOMPARE(half->hardware.nicGbsPerGpu, 25.0);
        const double ring = steps[0].performance.dpCommTotalS;
        QVERIFY(ring > 0);
        QVERIFY_WITHIN(blocked->performance.dpCommTotalS / ring, 2.0, 0.1);
        QVERIFY_WITHIN(half->performance.dpCommTotalS / ring, 2.0, 0.1);
        // Only the communication changes: the same compute, a longer step.
        QCOMPARE(blocked->performance.breakdown.computeS, steps[0].performance.breakdown.computeS);
        QVERIFY(blocked->performance.stepTimeS > steps[0].performance.stepTimeS);
        QVERIFY(half->performance.stepTimeS > steps[0].performance.stepTimeS);
    }

    // Four nodes on one leaf a rail: the spines carry none of the ring, so 2:1 costs nothing; an
    // oversubscribed design is shown against non-blocking instead.
    void groupsOnOneLeafDoNotSeeTheSpines() {
        const ModelArchitecture& model = *modelPreset(QStringLiteral("llama-3.1-70b"))->architecture;
        const auto onOneLeaf = fabricVariantSteps(model, tensorInNode(), 32, dgxH100(mParts, 1, 32));
        const FabricVariantStep* blocked = find(onOneLeaf, FabricVariant::Oversubscribed);
        QVERIFY(blocked);
        QCOMPARE(blocked->performance.stepTimeS, onOneLeaf[0].performance.stepTimeS);

        const auto oversubscribed = fabricVariantSteps(model, tensorInNode(), 512, dgxH100(mParts, 3, 48));
        QVERIFY(find(oversubscribed, FabricVariant::NonBlocking));
        QVERIFY(!find(oversubscribed, FabricVariant::Oversubscribed));
        QVERIFY(find(oversubscribed, FabricVariant::NonBlocking)->performance.stepTimeS <
                oversubscribed[0].performance.stepTimeS);
    }

    void aStepTheModelCannotWorkOutHasNoVariants() {
        ModelArchitecture empty;
        QVERIFY(fabricVariantSteps(empty, tensorInNode(), 512, dgxH100(mParts, 1, 32)).isEmpty());
    }
};

CW_TEST_GUILESS_MAIN(TestFabricVariants)
#include "tst_fabricvariants.moc"
