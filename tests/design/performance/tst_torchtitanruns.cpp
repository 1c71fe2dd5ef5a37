// The step-time model against runs it was not set on: pytorch/torchtitan benchmarks/
// llama3_h100_202412_torchtitan.md (torchtitan 9dec370, December 2024), Llama 3.1 on Grand Teton hosts:
// 8 H100 SXM with 96 GB of HBM2e (2.4 TB/s) on NVLink, 400 Gb/s of RDMA per GPU, "the default 500W power
// limit"; tokens/s per GPU at the 90th iteration, torch.compile on (the torchtitan preset's fusions).
// Sequence 8,192 (torchtitan's Llama 3 train configs); selective checkpointing is torchtitan's per-op policy
// (every second matmul recomputed). The interleaved schedule's stages per rank are not given: two here.
// Held out: the model was not set on these rows (docs/published-runs.md).
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

// Held out: benchmarks/asyncTP_llama3_h100_2025-06_torchtitan.md (torchtitan commit 2887250, June
// 2025), the same hosts at 500 W; its tables, tokens/s per GPU with and without async TP. Float8 rowwise is
// left out: the page calls its vanilla-TP baseline low (torchtitan issue 1207), and the model has no rowwise
// recipe. docs/published-runs.md says where they land: the model is too fast at TP 8 and credits async TP
// with more than the 1.09-1.16x measured.
const TitanRow kAsyncTpRows[] = {
    // 70B on 256 GPUs, FSDP 32 x TP 8, local batch 16, full activation checkpointing.
    {"70B, 256 GPUs, TP 8, bf16", "llama-3.1-70b", 256, kTitanBf16, 16, Recompute::Full, 8, 1, 1, 1, 16,
     false, 597.3},
    {"70B, 256 GPUs, TP 8, bf16, async TP", "llama-3.1-70b", 256, kTitanBf16, 16, Recompute::Full, 8, 1, 1, 1,
     16, true, 652.4},
    {"70B, 256 GPUs, TP 8, Float8", "llama-3.1-70b", 256, kTitanFp8, 16, Recompute::Full, 8, 1, 1, 1, 16,
     false, 809.8},
    {"70B, 256 GPUs, TP 8, Float8, async TP", "llama-3.1-70b", 256, kTitanFp8, 16, Recompute::Full, 8, 1, 1,
     1, 16, true, 942.4},
    // 8B on 64 GPUs, FSDP 8 x TP 8, local batch 12, per-op selective checkpointing.
    {"8B, 64 GPUs, TP 8, bf16", "llama-3.1-8b", 64, kTitanBf16, 12, Recompute::Selective, 8, 1, 1, 1, 12,
     false, 4378},
    {"8B, 64 GPUs, TP 8, bf16, async TP", "llama-3.1-8b", 64, kTitanBf16, 12, Recompute::Selective, 8, 1, 1,
     1, 12, true, 4809.4},
    {"8B, 64 GPUs, TP 8, Float8", "llama-3.1-8b", 64, kTitanFp8, 12, Recompute::Selective, 8, 1, 1, 1, 12,
     false, 5078.1},
    {"8B, 64 GPUs, TP 8, Float8, async TP", "llama-3.1-8b", 64, kTitanFp8, 12, Recompute::Selective, 8, 1, 1,
     1, 12, true, 5570.1},
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
        // FSDP2: resharded after every forward (ZeRO-3) without pipeline parallelism; with it, torchtitan's
        // default keeps each stage's weights gathered and its gradients unreduced for the step
        // (torchtitan/parallelisms/parallelize_llama.py at 9dec370: "For PP, do not reshard after forward to
        // avoid per-microbatch all-gathers"; PyTorch's pipeline stage defers FSDP's gradient sync to the last
        // micro batch): the model's ZeRO-1.
        setup.layout.zeroStage = r.pp > 1 ? 1 : 3;
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

    // The rows without pipeline parallelism held: median within 15%, each within 20%. The 405B rows (PP 8)
    // are held only to their order: with FSDP gathering once a step, as torchtitan runs it under pipelining,
    // the model is +75% (1F1B) and +50% (interleaved), docs/published-runs.md.
    void benchmarkRows() {
        Tally held("torchtitan Llama 3.1 on H100 96GB at 500 W, FSDP and TP");
        Tally pipelined("torchtitan Llama 3.1 405B with PP 8 (printed)");
        double oneFOneB = 0, interleaved = 0;
        for (const TitanRow& r : kTitanRows) {
            const double model = predicted(r);
            (r.pp > 1 ? pipelined : held).add(QString::fromLatin1(r.name), r.tokensPerGpu, model);
            if (r.pp > 1)
                (r.vp > 1 ? interleaved : oneFOneB) = model;
        }
        held.summary();
        pipelined.summary();
        // Of the two 405B rows, what the table shows holds: the interleaved schedule is the faster (128 and
        // 100).
        QVERIFY(interleaved > oneFOneB);
        QVERIFY2(held.medianOff() <= 0.15, qPrintable(QString::number(held.medianOff())));
        QVERIFY2(held.worstOff() <= 0.20, qPrintable(QString::number(held.worstOff())));
    }

    // The rows lie where docs/published-runs.md says; what is held: async TP speeds each layout up, as the
    // table measured (1.09-1.16x), and no more than 1.35x (the model's over-credit, 1.22-1.32x, not to grow);
    // the vanilla-TP rows within 30% (+28% at worst, the 8B bf16 row).
    void asyncTpRows() {
        Tally tally("torchtitan async TP, June 2025 (held out)");
        double vanilla = 0;
        for (const TitanRow& r : kAsyncTpRows) {
            const double model = predicted(r);
            tally.add(QString::fromLatin1(r.name), r.tokensPerGpu, model);
            if (!r.asyncTp) {
                vanilla = model;
                QVERIFY_WITHIN(model, r.tokensPerGpu, 0.30);
                continue;
            }
            const double speedup = model / vanilla; // each async row follows its vanilla row
            QVERIFY2(speedup > 1 && speedup <= 1.35,
                     qPrintable(QStringLiteral("%1: %2").arg(r.name).arg(speedup)));
        }
        tally.summary();
    }

    // Held out, H200: pytorch/torchtitan benchmarks/llama3_8b_h200_2025-06_torchtitan.md (Trainy, June 2025):
    // Llama 3.1 8B on 4 and 8 hosts of 8 H200 on NVLink, "400Gb/s (Mellanox CX-7) per GPU", FSDP, local
    // batch 2, torch.compile, Float8 (tensorwise) with its all-gathers in float8, llama3_8b.toml's sequence
    // 8,192 and per-op selective checkpointing: 10,938 and 10,753 tokens/s per GPU.
    void h200Rows() {
        const Part* gpu = mParts.find(QStringLiteral("nvidia-h200-sxm"));
        QVERIFY(gpu && gpu->gpu());
        HardwareOptions options;
        options.gpusPerNode = 8;
        options.nicGbps = 400;
        const ClusterHardware hw = clusterHardware(*gpu, trainingPeakTflops(*gpu->gpu(), kTitanFp8),
                                                   trainingPeakTflops(*gpu->gpu(), kTitanBf16), true, options,
                                                   nullptr, nullptr, mParts);
        Tally tally("torchtitan Llama 3.1 8B on H200 (held out)");
        for (const auto& [gpus, published] : {std::pair{32, 10938.0}, std::pair{64, 10753.0}}) {
            TrainingSetup setup = layoutOf(1, 1, 1, 2, 2 * gpus, Recompute::Selective, false, 8192);
            setup.precision = kTitanFp8;
            setup.layout.zeroStage = 3;
            const TrainingPerformance perf = predictTraining(presetShape("llama-3.1-8b"), setup, gpus, hw,
                                                             trainingStack(SoftwareStack::TorchTitan));
            QVERIFY2(perf.valid, qPrintable(perf.problems.join(QLatin1Char(';'))));
            tally.add(QStringLiteral("8B, %1 H200, FSDP, compile, Float8").arg(gpus), published,
                      perf.tokensPerS / gpus);
        }
        tally.summary();
        QVERIFY2(tally.worstOff() <= 0.20, qPrintable(QString::number(tally.worstOff())));
    }
};

CW_TEST_GUILESS_MAIN(TestTorchtitanRuns)
#include "tst_torchtitanruns.moc"
