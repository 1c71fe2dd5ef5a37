// The step-time model against runs it was not set on: pytorch/torchtitan benchmarks/
// llama3_h100_202412_torchtitan.md (torchtitan 9dec370, December 2024), Llama 3.1 on Grand Teton hosts:
// 8 H100 SXM with 96 GB of HBM2e (2.4 TB/s) on NVLink, 400 Gb/s of RDMA per GPU, "the default 500W power
// limit"; tokens/s per GPU at the 90th iteration, torch.compile on (the torchtitan preset's fusions).
// Sequence 8,192 (torchtitan's Llama 3 train configs); selective checkpointing is torchtitan's per-op policy
// (every second matmul recomputed). The interleaved schedule's stages per rank are not given: two here.
// Held out: the model was not set on these rows (docs/workload.md "How far the published runs land").
#include "design/performance/publishedruns.h"
#include "testsupport.h"

#include "performance/softwarestack.h"
#include "testmain.h"

#include <QTest>

using namespace PublishedRuns;

namespace TorchtitanRuns {

struct TitanRow {
    const char* name;
    const char* model;
    int gpus;
    TrainingPrecision precision;
    int localBatch;
    Recompute recompute;
    int tp, pp, vp, cp, microBatch;
    bool asyncTp;
    double tokensPerGpu;
};

constexpr TrainingPrecision kTitanFp8 = TrainingPrecision::Fp8;
constexpr TrainingPrecision kTitanBf16 = TrainingPrecision::Mixed16;

const TitanRow kTitanRows[] = {
    // Table 1 (8 GPUs) and Table 3 (128 GPUs): FSDP, local batch 2, selective activation checkpointing.
    {"8B, 8 GPUs, FSDP, compile", "llama-3.1-8b", 8, kTitanBf16, 2, Recompute::Selective, 1, 1, 1, 1, 2,
     false, 6667},
    {"8B, 8 GPUs, FSDP, compile, Float8", "llama-3.1-8b", 8, kTitanFp8, 2, Recompute::Selective, 1, 1, 1, 1,
     2, false, 8532},
    {"8B, 128 GPUs, FSDP, compile", "llama-3.1-8b", 128, kTitanBf16, 2, Recompute::Selective, 1, 1, 1, 1, 2,
     false, 6514},
    {"8B, 128 GPUs, FSDP, compile, Float8", "llama-3.1-8b", 128, kTitanFp8, 2, Recompute::Selective, 1, 1, 1,
     1, 2, false, 8380},
    // Table 4: 70B on 256 GPUs, FSDP 32 x TP 8, local batch 16, full activation checkpointing, Float8.
    {"70B, 256 GPUs, FSDP 32 TP 8", "llama-3.1-70b", 256, kTitanFp8, 16, Recompute::Full, 8, 1, 1, 1, 16,
     false, 829},
    {"70B, 256 GPUs, FSDP 32 TP 8, async TP", "llama-3.1-70b", 256, kTitanFp8, 16, Recompute::Full, 8, 1, 1,
     1, 16, true, 876},
    // Table 5: 405B on 512 GPUs, FSDP 8 x TP 8 x PP 8, local batch 32 (micro batches of 1), full
    // activation checkpointing, Float8, async TP.
    {"405B, 512 GPUs, TP 8 PP 8, 1F1B", "llama-3.1-405b", 512, kTitanFp8, 32, Recompute::Full, 8, 8, 1, 1, 1,
     true, 100},
    {"405B, 512 GPUs, TP 8 PP 8, interleaved", "llama-3.1-405b", 512, kTitanFp8, 32, Recompute::Full, 8, 8, 2,
     1, 1, true, 128},
};

} // namespace TorchtitanRuns

using namespace TorchtitanRuns;

class TestTorchtitanRuns : public QObject {
    Q_OBJECT
    PartIndex mParts;

    double predicted(const TitanRow& r) {
        const Part* gpu = mParts.find(QStringLiteral("nvidia-h100-sxm5-96gb-hbm2e"));
        HardwareOptions options;
        options.gpusPerNode = 8;
        options.nicGbps = 400;
        options.powerCapsW.insert(gpu->id, 500);
        const ClusterHardware hw = clusterHardware(
            *gpu, trainingPeakTflops(*gpu->gpu(), r.precision), trainingPeakTflops(*gpu->gpu(), kTitanBf16),
            r.precision == kTitanFp8, options, nullptr, nullptr, mParts);
        const int dp = r.gpus / (r.tp * r.pp * r.cp);
        TrainingSetup setup =
            layoutOf(r.tp, r.pp, r.vp, r.microBatch, dp * r.localBatch, r.recompute, r.tp > 1, 8192);
        setup.precision = r.precision;
        setup.layout.zeroStage = 3; // FSDP2
        setup.stack = SoftwareStack::TorchTitan;
        TrainingStack stack = trainingStack(SoftwareStack::TorchTitan);
        stack.overlapTensorParallel = r.asyncTp;
        const TrainingPerformance perf = predictTraining(presetShape(r.model), setup, r.gpus, hw, stack);
        if (!perf.valid)
            qFatal("%s: %s", r.name, qPrintable(perf.problems.join(QLatin1Char(';'))));
        return perf.tokensPerS / r.gpus;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void benchmarkRows() {
        Tally all("torchtitan Llama 3.1 on H100 96GB at 500 W");
        for (const TitanRow& r : kTitanRows)
            all.add(QString::fromLatin1(r.name), r.tokensPerGpu, predicted(r));
        all.summary();
        QVERIFY2(all.medianOff() <= 0.15, qPrintable(QString::number(all.medianOff())));
        QVERIFY2(all.worstOff() <= 0.20, qPrintable(QString::number(all.worstOff())));
    }
};

CW_TEST_GUILESS_MAIN(TestTorchtitanRuns)
#include "tst_torchtitanruns.moc"
