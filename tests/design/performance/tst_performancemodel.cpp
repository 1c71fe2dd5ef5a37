// The step-time model (design/performance/trainingperformance.h, inferenceperformance.h; docs/workload.md
// "Step time") against published training and inference runs; each case cites its source.
#include "design/performance/publishedruns.h"
#include "testsupport.h"

#include "performance/inferenceperformance.h"
#include "performance/trainingperformance.h"
#include "testmain.h"
#include "workload/gpupeak.h"
#include "workload/inference.h"
#include "workload/modelpresets.h"
#include "workload/trainingcompute.h"

#include <QTest>

#include <tuple>

#include <cmath>

using namespace PublishedRuns;

namespace {

ClusterHardware hardwareOf(const PartIndex& parts, const char* gpuId, TrainingPrecision precision,
                           double nicGbps, double oversubscription = 1) {
    return cluster(parts, gpuId, precision, nicGbps, oversubscription);
}

TrainingStack megatron2021() {
    return megatron2021Stack();
}

TrainingSetup setupOf(int tp, int pp, int vp, int microBatch, int globalBatch, Recompute recompute,
                      bool sequenceParallel, int sequence = 2048) {
    return layoutOf(tp, pp, vp, microBatch, globalBatch, recompute, sequenceParallel, sequence);
}

// Llama 2 70B (meta-llama/Llama-2-70b-hf config.json): 80 layers, hidden 8,192, 64 heads, 8 KV heads,
// SwiGLU 28,672, vocabulary 32,000.
ModelArchitecture llama2_70b() {
    ModelArchitecture m;
    m.hiddenSize = 8192;
    m.layers = 80;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.intermediateSize = 28672;
    m.vocabSize = 32000;
    return m;
}

ClusterHardware servingHardware(const PartIndex& parts, const char* gpuId, WeightPrecision precision) {
    return servingCluster(parts, gpuId, precision);
}

InferenceSetup servingOf(WeightPrecision weights, int gpus, int batch) {
    InferenceSetup setup;
    setup.weights = weights;
    setup.kvBytesPerValue = weights == WeightPrecision::Fp8 ? 1 : 2;
    setup.gpus = gpus;
    setup.batch = batch;
    return setup;
}

} // namespace

class TestPerformanceModel : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Narayanan et al. 2021 (SC21, arXiv 2104.04473) Table 1: achieved TFLOP/s per GPU (eq. 3's count, with
    // full recomputation) of every weak-scaling run on A100 80GB, within 10%. Micro batch and interleaving
    // from NVIDIA/Megatron-LM examples/sc21/run_table_1.sh (MBS; --num-layers-per-virtual-pipeline-stage
    // 5, 5, 3, 1 for 76B, 145B, 310B, 530B: v = 3, 2, 2, 3), recompute "uniform" (full). The cluster (their
    // section 5): 8 A100 on NVLink a node, "eight NVIDIA Mellanox 200Gbps HDR Infiniband HCAs" a node: 200
    // Gb/s a GPU, as in every A100 run of this file but BLOOM's.
    void narayananTable1_data() {
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vp");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("microBatch");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("tflops");
        QTest::newRow("1.7B") << 2304 << 24 << 24 << 1 << 1 << 1 << 32 << 16 << 512 << 137.0;
        QTest::newRow("3.6B") << 3072 << 30 << 32 << 2 << 1 << 1 << 64 << 16 << 512 << 138.0;
        QTest::newRow("7.5B") << 4096 << 36 << 32 << 4 << 1 << 1 << 128 << 16 << 512 << 142.0;
        QTest::newRow("18.4B") << 6144 << 40 << 48 << 8 << 1 << 1 << 256 << 8 << 1024 << 135.0;
        QTest::newRow("39.1B") << 8192 << 48 << 64 << 8 << 2 << 1 << 512 << 4 << 1536 << 138.0;
        QTest::newRow("76.1B") << 10240 << 60 << 80 << 8 << 4 << 3 << 1024 << 2 << 1792 << 140.0;
        QTest::newRow("145.6B") << 12288 << 80 << 96 << 8 << 8 << 2 << 1536 << 2 << 2304 << 148.0;
        QTest::newRow("310.1B") << 16384 << 96 << 128 << 8 << 16 << 2 << 1920 << 1 << 2160 << 155.0;
        QTest::newRow("529.6B") << 20480 << 105 << 128 << 8 << 35 << 3 << 2520 << 1 << 2520 << 163.0;
        QTest::newRow("1008B") << 25600 << 128 << 160 << 8 << 64 << 1 << 3072 << 1 << 3072 << 163.0;
    }
    void narayananTable1() {
        QFETCH(int, hidden);
        QFETCH(int, layers);
        QFETCH(int, heads);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, vp);
        QFETCH(int, gpus);
        QFETCH(int, microBatch);
        QFETCH(int, batch);
        QFETCH(double, tflops);
        const ClusterHardware hw =
            hardwareOf(mParts, "nvidia-a100-sxm4-80gb", TrainingPrecision::Mixed16, 200);
        const TrainingPerformance perf = predictTraining(
            megatronGpt(hidden, layers, heads),
            setupOf(tp, pp, vp, microBatch, batch, Recompute::Full, false), gpus, hw, megatron2021());
        QVERIFY2(perf.valid, qPrintable(perf.problems.join(QLatin1Char('\n'))));
        qInfo("%s: %.1f TFLOP/s per GPU (published %.0f), step %.2f s", QTest::currentDataTag(),
              perf.hardwareTflopsPerGpu, tflops, perf.stepTimeS);
        QVERIFY_WITHIN(perf.hardwareTflopsPerGpu, tflops, 0.10);
    }

    // Narayanan et al. 2021 §5.1 eq. 4: GPT-3 175B (96 layers, 12,288 hidden, 96 heads) on 300 B tokens,
    // 1,024 A100, batch 1,536: "the time required to train this model is 34 days". Layout as the 145.6B row
    // of Table 1 (TP 8, PP 8).
    void gpt3On1024A100Takes34Days() {
        const ClusterHardware hw =
            hardwareOf(mParts, "nvidia-a100-sxm4-80gb", TrainingPrecision::Mixed16, 200);
        const TrainingPerformance perf =
            predictTraining(megatronGpt(12288, 96, 96), setupOf(8, 8, 2, 2, 1536, Recompute::Full, false),
                            1024, hw, megatron2021());
        QVERIFY(perf.valid);
        const double days = 300e9 / perf.tokensPerS / 86400;
        qInfo("GPT-3 175B on 1024 A100: %.1f days, %.1f TFLOP/s per GPU", days, perf.hardwareTflopsPerGpu);
        QVERIFY_WITHIN(days, 34.0, 0.10);
    }

    // Korthikanti et al. 2022 (arXiv 2205.05198) Table 5 with sequence parallelism and selective
    // recomputation, data parallel 1; MFU and HFU from NVIDIA/Megatron-LM README (commit 2e90a342f5):
    // 22B 41.5/43.7%, 175B 51.4/52.8%, 530B 56.0/57.0%, 1T 56.3/57.0%. Layouts from their Table 3
    // (calculon-ai/calculon validation configs): TP 8; PP 1, 8, 35, 64; interleaving 1, 3, 3, 1; micro batch
    // 4, 1, 1, 1; global batch 4, 64, 280, 512. The paper's HFU counts the recomputed attention core as
    // 72 B L s h^2 (s / 3h), ours as one more forward of it (s / 6h / 3 more): HFU is checked within 10% all
    // the same.
    void korthikantiTable5_data() {
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vp");
        QTest::addColumn<int>("microBatch");
        QTest::addColumn<int>("batch");
        QTest::addColumn<double>("mfu");
        QTest::addColumn<double>("hfu");
        QTest::newRow("22B") << 6144 << 48 << 64 << 1 << 1 << 4 << 4 << 0.415 << 0.437;
        QTest::newRow("175B") << 12288 << 96 << 96 << 8 << 3 << 1 << 64 << 0.514 << 0.528;
        QTest::newRow("530B") << 20480 << 105 << 128 << 35 << 3 << 1 << 280 << 0.560 << 0.570;
        QTest::newRow("1T") << 25600 << 128 << 160 << 64 << 1 << 1 << 512 << 0.563 << 0.570;
    }
    void korthikantiTable5() {
        QFETCH(int, hidden);
        QFETCH(int, layers);
        QFETCH(int, heads);
        QFETCH(int, pp);
        QFETCH(int, vp);
        QFETCH(int, microBatch);
        QFETCH(int, batch);
        QFETCH(double, mfu);
        QFETCH(double, hfu);
        const ClusterHardware hw =
            hardwareOf(mParts, "nvidia-a100-sxm4-80gb", TrainingPrecision::Mixed16, 200);
        const TrainingPerformance perf = predictTraining(
            megatronGpt(hidden, layers, heads),
            setupOf(8, pp, vp, microBatch, batch, Recompute::Selective, true), 8 * pp, hw, megatron2021());
        QVERIFY(perf.valid);
        qInfo("%s: MFU %.3f (published %.3f), HFU %.3f (%.3f), step %.2f s", QTest::currentDataTag(),
              perf.mfu, mfu, perf.hfu, hfu, perf.stepTimeS);
        QVERIFY_WITHIN(perf.mfu, mfu, 0.10);
        QVERIFY_WITHIN(perf.hfu, hfu, 0.10);
    }
    // TensorRT-LLM docs/source/performance.md (v0.5/v0.6.1, NVIDIA/TensorRT-LLM): A100 FP16, static batch,
    // LLaMA 7B (Llama 2 7B) batch 384, TP 1, 128 in / 128 out: 5,586 output tokens/s.
    void inferenceLlama7bA100Throughput() {
        const ModelSpec* model = modelPreset(QStringLiteral("llama-2-7b"));
        QVERIFY(model && model->architecture);
        const InferencePerformance perf =
            predictInference(*model->architecture, servingOf(WeightPrecision::Bf16, 1, 384), 128, 128,
                             servingHardware(mParts, "nvidia-a100-sxm4-80gb", WeightPrecision::Bf16));
        QVERIFY(perf.valid);
        qInfo("Llama 2 7B, A100, batch 384, 128/128: %.0f output tokens/s (published 5586)",
              perf.outputTokensPerS);
        QVERIFY_WITHIN(perf.outputTokensPerS, 5586.0, 0.20);
    }

    // The same page, first-token latency at batch 1 (v0.5): A100 FP16 LLaMA 70B (Llama 2 70B) on TP 4:
    // 377 ms at 2,048 input tokens; LLaMA 7B on TP 1: 133 ms at 2,048. (Short prompts land low: 32 ms
    // against 47 ms at 128 tokens, where fixed per-kernel costs the model leaves out dominate; see
    // docs/published-runs.md.)
    void inferenceTimeToFirstToken_data() {
        QTest::addColumn<bool>("big");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("ms");
        QTest::newRow("70B TP4 2048") << true << 4 << 2048 << 377.0;
        QTest::newRow("7B TP1 2048") << false << 1 << 2048 << 133.0;
    }
    void inferenceTimeToFirstToken() {
        QFETCH(bool, big);
        QFETCH(int, tp);
        QFETCH(int, input);
        QFETCH(double, ms);
        const ModelArchitecture model =
            big ? llama2_70b() : *modelPreset(QStringLiteral("llama-2-7b"))->architecture;
        const InferencePerformance perf =
            predictInference(model, servingOf(WeightPrecision::Bf16, tp, 1), input, 1,
                             servingHardware(mParts, "nvidia-a100-sxm4-80gb", WeightPrecision::Bf16));
        QVERIFY(perf.valid);
        qInfo("%s: first token %.1f ms (published %.0f)", QTest::currentDataTag(),
              perf.timeToFirstTokenS * 1e3, ms);
        QVERIFY_WITHIN(perf.timeToFirstTokenS * 1e3, ms, 0.20);
    }

    // Other published runs (the source of each on its row): the model's TFLOP/s per GPU (model FLOPs, or
    // hardware FLOPs where the source counts recomputation); docs/published-runs.md lists how far each lands.
    void otherPublishedRuns_data() {
        QTest::addColumn<int>("run");
        QTest::addColumn<double>("tflops");
        // Llama 3 405B (arXiv 2407.21783 Table 4): 8,192 H100, TP 8, PP 16, DP 64 (FSDP), sequence 8,192,
        // 16M tokens a batch, 430 TFLOP/s per GPU, no activation checkpointing, 400 Gb/s RoCE per GPU. Its
        // FSDP (3.3.2) "shards the optimizer states and gradients, but for model shards we do not reshard
        // after forward computation": the weights gathered once for the step's micro batches, ZeRO-2 here.
        QTest::newRow("Llama 3 405B, 8192 H100") << 0 << 430.0;
        // BLOOM 176B (bigscience tr11-176B-ml.slurm, chronicles.md): 384 A100 80GB, TP 4, PP 12, DP 8, micro
        // batch 2, global 2,048, sequence 2,048, full recomputation, 4 x 100 Gb/s Omni-Path per node (50 Gb/s
        // a GPU): 149 hardware TFLOP/s.
        QTest::newRow("BLOOM 176B, 384 A100") << 1 << 149.0;
        // MT-NLG 530B (arXiv 2201.11990 §2.4, via cli99/llm-analysis): 2,240 A100, TP 8, PP 35, global batch
        // 1,920, 126 TFLOP/s.
        QTest::newRow("MT-NLG 530B, 2240 A100") << 2 << 126.0;
        // NeMo 24.07 performance_summary.md, DGX-H100 FP8: GPT3-175B, 128 GPUs, GBS 256, MBS 1, TP 4, PP 8,
        // VP 6: 782 model TFLOP/s.
        QTest::newRow("NeMo GPT-3 175B fp8, 128 H100") << 3 << 782.0;
        // Same table: Llama 3 70B, 64 GPUs, GBS 128, sequence 8,192, TP 4, PP 4, CP 2, VP 5: 738.
        QTest::newRow("NeMo Llama 3 70B fp8, 64 H100") << 4 << 738.0;
        // Megatron-Core r0.8 H100 table (NVIDIA/Megatron-LM README): 177B (96 layers, 12,288, 96 heads),
        // vocabulary 131,072, sequence 4,096, TP 8, PP 6, DP 48, batch 1,152: 432.8 TFLOP/s.
        QTest::newRow("Megatron-Core 177B, 2304 H100") << 5 << 432.8;
    }
    void otherPublishedRuns() {
        QFETCH(int, run);
        QFETCH(double, tflops);
        const TrainingStack modern = trainingStack(SoftwareStack::MegatronCore);
        TrainingPerformance perf;
        double achieved = 0;
        if (run == 0) {
            TrainingSetup setup = setupOf(8, 16, 1, 1, 2048, Recompute::None, true, 8192);
            setup.layout.zeroStage = 2;
            perf = predictTraining(
                *modelPreset(QStringLiteral("llama-3.1-405b"))->architecture, setup, 8192,
                hardwareOf(mParts, "nvidia-h100-sxm5-80gb", TrainingPrecision::Mixed16, 400), modern);
            achieved = perf.modelTflopsPerGpu;
        } else if (run == 1 || run == 2) {
            ModelArchitecture m = run == 1 ? megatronGpt(14336, 70, 112) : megatronGpt(20480, 105, 128);
            m.vocabSize = run == 1 ? 250880 : 50272;
            const TrainingSetup setup = run == 1 ? setupOf(4, 12, 1, 2, 2048, Recompute::Full, false)
                                                 : setupOf(8, 35, 1, 1, 1920, Recompute::Full, false);
            perf = predictTraining(
                m, setup, run == 1 ? 384 : 2240,
                hardwareOf(mParts, "nvidia-a100-sxm4-80gb", TrainingPrecision::Mixed16, run == 1 ? 50 : 200),
                megatron2021());
            achieved = perf.hardwareTflopsPerGpu;
        } else if (run == 3 || run == 4) {
            TrainingSetup setup = run == 3 ? setupOf(4, 8, 6, 1, 256, Recompute::None, true)
                                           : setupOf(4, 4, 5, 1, 128, Recompute::None, true, 8192);
            setup.precision = TrainingPrecision::Fp8;
            if (run == 4)
                setup.layout.contextParallel = 2;
            const ModelArchitecture m = run == 3
                                            ? megatronGpt(12288, 96, 96)
                                            : *modelPreset(QStringLiteral("llama-3.1-70b"))->architecture;
            perf = predictTraining(m, setup, run == 3 ? 128 : 64,
                                   hardwareOf(mParts, "nvidia-h100-sxm5-80gb", TrainingPrecision::Fp8, 400),
                                   modern);
            achieved = perf.modelTflopsPerGpu;
        } else {
            ModelArchitecture m = megatronGpt(12288, 96, 96);
            m.vocabSize = 131072;
            perf = predictTraining(
                m, setupOf(8, 6, 1, 1, 1152, Recompute::None, true, 4096), 2304,
                hardwareOf(mParts, "nvidia-h100-sxm5-80gb", TrainingPrecision::Mixed16, 400), modern);
            achieved = perf.modelTflopsPerGpu;
        }
        QVERIFY2(perf.valid, qPrintable(perf.problems.join(QLatin1Char('\n'))));
        qInfo("%s: %.0f TFLOP/s per GPU (published %.0f, %+.0f%%)", QTest::currentDataTag(), achieved, tflops,
              (achieved / tflops - 1) * 100);
        // Llama 3 405B (the kept check) within 10%; the others within 30% (MT-NLG lands +27%: Smith
        // et al.'s 126 TFLOP/s is below the same layout in Narayanan's Table 1, docs/published-runs.md).
        QVERIFY_WITHIN(achieved, tflops, run == 0 ? 0.10 : 0.30);
    }

    // Megatron-Core's MoE all-to-all overlap (the "megatron-moe-overlap" preset) runs only where
    // megatron/core/transformer/transformer_config.py lets it: expert parallelism, interleaved stages when
    // there is pipeline parallelism, no full recomputation. Where it runs it hides the all-to-all under the
    // compute of the other micro batch (at most as long as that compute); elsewhere the step is Megatron-
    // Core's. Its pipeline bubble is the interleaved schedule's, not DualPipe's. Qwen3 30B-A3B on 16 H100
    // with EP 16 (NVIDIA-NeMo/Megatron-Bridge 26.06's layout; 16 more a pipeline stage): the all-to-all
    // crosses two nodes.
    void megatronMoeOverlapRunsWhereMegatronAllowsIt() {
        const ModelArchitecture& qwen = *modelPreset(QStringLiteral("qwen3-30b-a3b"))->architecture;
        const ClusterHardware hw = hardwareOf(mParts, "nvidia-h100-sxm5-80gb", TrainingPrecision::Fp8, 400);
        const auto step = [&](SoftwareStack stack, int pp, int vp, Recompute recompute) {
            TrainingSetup setup = setupOf(1, pp, vp, 1, 1024, recompute, false, 4096);
            setup.precision = TrainingPrecision::Fp8;
            setup.layout.expertParallel = 16;
            const TrainingPerformance perf = predictTraining(qwen, setup, 16 * pp, hw, trainingStack(stack));
            if (!perf.valid)
                qFatal("%s", qPrintable(perf.problems.join(QLatin1Char(';'))));
            return perf;
        };
        // Expert parallelism folds over a pipeline stage's GPUs and must divide them: EP 16 on 8 is refused.
        TrainingSetup tooWide = setupOf(1, 1, 1, 1, 1024, Recompute::Selective, false, 4096);
        tooWide.layout.expertParallel = 16;
        const TrainingPerformance refused = predictTraining(qwen, tooWide, 8, hw);
        QVERIFY(!refused.valid);
        QCOMPARE(refused.problems.value(0),
                 QStringLiteral("expert parallel 16 does not divide the 8 GPUs of a pipeline stage"));
        const auto plain = step(SoftwareStack::MegatronCore, 1, 1, Recompute::Selective);
        const auto overlapped = step(SoftwareStack::MegatronCoreMoeOverlap, 1, 1, Recompute::Selective);
        QVERIFY(plain.breakdown.epCommS > 0.1 * plain.stepTimeS);
        // Over two nodes' 400 Gb/s NICs the all-to-all outlasts the compute beside it: part stays exposed.
        qInfo("all-to-all exposed: %.2f s of %.2f without the overlap, %.2f with it; step %.2f s and %.2f s",
              plain.breakdown.epCommS, plain.epCommTotalS, overlapped.breakdown.epCommS, plain.stepTimeS,
              overlapped.stepTimeS);
        QVERIFY(overlapped.breakdown.epCommS < 0.8 * plain.breakdown.epCommS);
        QCOMPARE(overlapped.epCommTotalS, plain.epCommTotalS); // the same bytes, hidden
        QVERIFY(overlapped.stepTimeS < plain.stepTimeS);
        // Pipeline parallel without interleaving, or full recomputation: Megatron refuses the overlap.
        for (const auto& [pp, vp, recompute] :
             {std::tuple{2, 1, Recompute::Selective}, std::tuple{1, 1, Recompute::Full}}) {
            const auto a = step(SoftwareStack::MegatronCore, pp, vp, recompute);
            const auto b = step(SoftwareStack::MegatronCoreMoeOverlap, pp, vp, recompute);
            QCOMPARE(b.stepTimeS, a.stepTimeS);
        }
        // Interleaved: it runs, and the bubble stays the interleaved schedule's.
        const auto a = step(SoftwareStack::MegatronCore, 2, 24, Recompute::Selective);
        const auto b = step(SoftwareStack::MegatronCoreMoeOverlap, 2, 24, Recompute::Selective);
        QVERIFY(b.breakdown.epCommS < 0.8 * a.breakdown.epCommS);
        QVERIFY(b.breakdown.ppBubbleS > 0);
        QVERIFY(b.breakdown.ppBubbleS <= a.breakdown.ppBubbleS);
    }
};

CW_TEST_GUILESS_MAIN(TestPerformanceModel)
#include "tst_performancemodel.moc"
