// The step-time model against NVIDIA's Megatron-Bridge performance tables and the DeepSeek-V3 report
// (docs/published-runs.md):
// - NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md (commit 067f987), "25.11 NeMo Container"
//   and "25.09 NeMo Container", every DGX-H100 and DGX-B200 row: tokens/s per GPU. DGX-H100: 8 H100 SXM on
//   NVLink4, 8 x 400G InfiniBand; DGX-B200: 8 B200 on NVLink5, 8 x 400G. 25.09's rows are FP8 (the
//   numbers outside the parentheses: current scaling; the page's "Precision Options ... BF16, FP8, MXFP8").
//   25.11's MoE rows are dropless with forced balance (the page's note: "we force-balance the token
//   distribution among experts and all benchmarks are token-dropless"). 25.09's are "(tokendrop)" but
//   DeepSeek-V3 on H100 "(dropless)": the 25.09 recipes (scripts/performance/run_script.py at fa0315ae2)
//   apply apply_moe_token_drop, capacity factor 1.0 and every expert's input padded to it, so each expert
//   computes its even share as under forced balance (which 25.09's note gives the dropless rows only).
// - DeepSeek-V3 technical report (arXiv 2412.19437): 2,048 H800, PP 16, EP 64 over 8 nodes, ZeRO-1 data
//   parallel, no tensor parallelism, DualPipe, fp8, sequence 4,096, batch 15,360, one MTP layer; "180K H800
//   GPU hours" per trillion tokens: 1e12 / (180e3 x 3600) = 1,543 tokens/s per GPU.
// - DeepSeek-V2 technical report (arXiv 2405.04434), held out: "172.8K GPU hours" per trillion tokens on
//   H800 (deepSeekV2OnH800).
#include "design/performance/megatronbridgerows.h"
#include "testsupport.h"

#include "performance/softwarestack.h"
#include "testmain.h"
#include "workload/hfconfig.h"

#include <QTest>

#include <span>

using namespace PublishedRuns;
using namespace BridgeRows;

namespace {

// DeepSeek-V3 without its MTP layer. The recipes train it (mtp_num_layers 1) on a pipeline stage with the
// loss and fewer layers (25.09: layout Et|(tt|)*30mL, scripts/performance/run_script.py at fa0315ae2; 25.11,
// PP 16: one layer, the MTP layer and the loss on the last stage, src/megatron/bridge/recipes/deepseek/
// deepseek_v3.py at 97ad8cc6f), so that no pipeline rank holds more than the even share of the 61 layers
// rounded up (4 at PP 16, 8 at PP 8). The model splits the layers evenly (61 / PP a rank) and would add the
// MTP layer and its output head to the last rank; without them it comes within 5% of the recipes' ranks.
ModelArchitecture shapeOf(const BridgeRow& row) {
    ModelArchitecture m = presetShape(row.model);
    if (QByteArray(row.name).contains("DeepSeek"))
        m.mtpLayers = 0;
    return m;
}

} // namespace

class TestMegatronBridgeRuns : public QObject {
    Q_OBJECT
    PartIndex mParts;

    double predicted(const BridgeRow& r) {
        const char* gpu = r.system == kGB300   ? "nvidia-gb300-blackwell-ultra-gpu"
                          : r.system == kB300  ? "nvidia-b300-sxm"
                          : r.system == kGB200 ? "nvidia-gb200-blackwell-gpu"
                          : r.system == kB200  ? "nvidia-b200-sxm"
                                               : "nvidia-h100-sxm5-80gb";
        const bool ultra = r.system == kGB300 || r.system == kB300;
        const bool rack = r.system == kGB200 || r.system == kGB300;
        const ClusterHardware hw = cluster(mParts, gpu, r.precision, ultra ? 800 : 400, 1, rack ? 72 : 8);
        TrainingSetup setup = layoutOf(r.tp, r.pp, r.vp, r.microBatch, r.globalBatch, Recompute::Selective,
                                       r.tp > 1, r.sequence);
        setup.precision = r.precision;
        setup.layout.contextParallel = r.cp;
        setup.layout.expertParallel = r.ep;
        setup.layout.zeroStage = r.fsdp ? 3 : 1;
        setup.capacityFactor = r.tokenDrop ? 1.0 : 0.0;
        TrainingStack stack =
            trainingStack(r.moeOverlap ? SoftwareStack::MegatronCoreMoeOverlap : SoftwareStack::MegatronCore);
        if (r.mxfp8)
            stack.fp8Scaling = Fp8Scaling::Block;
        const TrainingPerformance perf = predictTraining(shapeOf(r), setup, r.gpus, hw, stack);
        if (!perf.valid)
            qFatal("%s: %s", r.name, qPrintable(perf.problems.join(QLatin1Char(';'))));
        return perf.tokensPerS / r.gpus;
    }

    // A held-out table: its dense rows held as the issue asks of the named ones (median within 10%, each
    // within 20%), its MoE rows printed.
    void holdDenseRows(const char* denseTitle, const char* moeTitle, std::span<const BridgeRow> rows) {
        Tally dense(denseTitle), moe(moeTitle);
        for (const BridgeRow& r : rows)
            (presetShape(r.model).isMoe() ? moe : dense)
                .add(QString::fromLatin1(r.name), r.tokensPerGpu, predicted(r));
        dense.summary();
        moe.summary();
        QVERIFY2(dense.medianOff() <= 0.10, qPrintable(QString::number(dense.medianOff())));
        QVERIFY2(dense.worstOff() <= 0.20, qPrintable(QString::number(dense.worstOff())));
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void performanceSummaryRows() {
        Tally dense("Megatron-Bridge dense"), moe("Megatron-Bridge MoE"),
            moe2509("Megatron-Bridge 25.09 MoE");
        for (const BridgeRow& r : kRows) {
            const bool isMoe = presetShape(r.model).isMoe();
            const double model = predicted(r);
            (isMoe ? moe : dense).add(QString::fromLatin1(r.name), r.tokensPerGpu, model);
            if (isMoe && QByteArray(r.name).startsWith("25.09"))
                moe2509.add(QString::fromLatin1(r.name), r.tokensPerGpu, model, false);
        }
        dense.summary();
        moe.summary();
        moe2509.summary();
        // The dense rows: the median within 10%, every row within 20%.
        QVERIFY2(dense.medianOff() <= 0.10, qPrintable(QString::number(dense.medianOff())));
        QVERIFY2(dense.worstOff() <= 0.20, qPrintable(QString::number(dense.worstOff())));
        // The MoE rows of 25.09, one release run one way (token drop but DeepSeek-V3 on H100), held where
        // the model stands, a regression guard: median within 30%, every row within 45%. Those with expert
        // parallelism inside a node run a third slower than predicted, and DeepSeek-V3 on H100, modelled
        // with the all-to-all overlap its run had (run_script.py at fa0315ae2: A2A_1F1B on H100), +42%
        // (docs/published-runs.md says what the model still lacks). The 25.11 rows (dropless) are printed
        // only: the same layouts ran up to twice as slow as in 25.09.
        QVERIFY2(moe2509.medianOff() <= 0.30, qPrintable(QString::number(moe2509.medianOff())));
        QVERIFY2(moe2509.worstOff() <= 0.45, qPrintable(QString::number(moe2509.worstOff())));
        // Qwen3 235B-A22B on H100, whose all-to-all crosses nodes without overlap (TP 2, EP 32, folded over
        // the tensor-parallel GPUs), within 20%.
        for (const BridgeRow& r : kRows)
            if (QByteArray(r.name) == "25.09 H100 Qwen3 235B-A22B")
                QVERIFY_WITHIN(predicted(r), r.tokensPerGpu, 0.20);
    }

    // Held out: the later releases and the GB200 rack. The dense rows as the issue asks of the named ones
    // (median within 10%, each within 20%); the MoE rows printed, for docs/published-runs.md: the 26.x
    // recipes run MoE layers in ways the Megatron-Core preset does not model (HybridEP, CUDA graphs,
    // overlap).
    void laterReleasesHeldOut() {
        holdDenseRows("Megatron-Bridge later releases, dense (held out)",
                      "Megatron-Bridge later releases, MoE (held out, printed)", kLaterRows);
        // TP 2 with EP 64 on 64 GB200: folded, the expert-parallel group stays on one NVL72 domain (at a
        // stride of the tensor-parallel size it spanned two and landed at -52%).
        for (const BridgeRow& r : kLaterRows)
            if (QByteArray(r.name) == "25.09 GB200 Qwen3 235B-A22B")
                QVERIFY_WITHIN(predicted(r), r.tokensPerGpu, 0.20);
        // The Megatron-Core preset with the MoE all-to-all overlapped, on the 26.06 GB200 rows whose recipes
        // set it: DeepSeek-V3 and Qwen3 within 20% (GPT-OSS 120B lands +35%: docs/published-runs.md).
        for (const BridgeRow& r : kLaterRows) {
            const QByteArray name(r.name);
            if (r.moeOverlap && name.startsWith("26.06 GB200") && !name.contains("GPT-OSS"))
                QVERIFY_WITHIN(predicted(r), r.tokensPerGpu, 0.20);
        }
    }

    // Held out: the releases between 25.11 and 26.04.01.
    void interimReleasesHeldOut() {
        holdDenseRows("Megatron-Bridge 26.02-26.04, dense (held out)",
                      "Megatron-Bridge 26.02-26.04, MoE (held out, printed)", kInterimRows);
    }

    // Held out: Blackwell Ultra, GB300 NVL72 and DGX B300 as their catalog parts (the Blackwell kernel
    // figures at their own peaks and power).
    void blackwellUltraHeldOut() {
        holdDenseRows("Megatron-Bridge GB300, dense (held out)", "Megatron-Bridge GB300/B300, MoE (printed)",
                      kBlackwellUltraRows);
    }

    // Held out: DeepSeek-V2 (arXiv 2405.04434, 3.1.2-3.1.3): 236 B parameters, 21 B active, trained on H800
    // in bf16 with 16-way zero-bubble pipeline parallelism, 8-way expert parallelism (one node's NVLink)
    // and ZeRO-1, no tensor parallelism, part of the operators recomputed; sequence 4,096, batch 9,216
    // sequences; "172.8K GPU hours" per trillion tokens: 1e12 / (172.8e3 x 3600) = 1,608 tokens/s per GPU.
    // The report overlaps only the shared experts' compute with the all-to-all, so the Megatron-Core preset
    // (all-to-all exposed, 1F1B bubble) is the nearest stack; the cluster's size is not published: 1,024
    // and 2,048 GPUs (DeepSeek-V3's cluster) bracket it.
    void deepSeekV2OnH800() {
        QString error;
        // deepseek-ai/DeepSeek-V2 config.json (tst_modelconfigs.cpp counts it against the report's sizes).
        const auto v2 = parseHfConfig(QByteArray(R"({"model_type": "deepseek_v2", "hidden_size": 5120,
            "intermediate_size": 12288, "moe_intermediate_size": 1536, "num_attention_heads": 128,
            "num_key_value_heads": 128, "num_hidden_layers": 60, "n_routed_experts": 160,
            "n_shared_experts": 2, "num_experts_per_tok": 6, "first_k_dense_replace": 1, "q_lora_rank": 1536,
            "kv_lora_rank": 512, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
            "vocab_size": 102400, "tie_word_embeddings": false})"),
                                      QStringLiteral("config.json"), &error);
        QVERIFY2(v2, qPrintable(error));
        const double published = 1e12 / (172.8e3 * 3600);
        for (int gpus : {1024, 2048}) {
            const ClusterHardware hw = cluster(mParts, "nvidia-h800-sxm5-80gb", kBf16, 400);
            TrainingSetup setup = layoutOf(1, 16, 1, 1, 9216, Recompute::Selective, false, 4096);
            setup.precision = kBf16;
            setup.layout.expertParallel = 8;
            setup.stack = SoftwareStack::MegatronCore;
            const TrainingPerformance perf = predictTraining(*v2, setup, gpus, hw);
            QVERIFY2(perf.valid, qPrintable(perf.problems.join(QLatin1Char(';'))));
            const double perGpu = perf.tokensPerS / gpus;
            std::printf("DeepSeek-V2 on %d H800: %.0f tokens/s per GPU (published %.0f, %+.1f%%)\n", gpus,
                        perGpu, published, (perGpu / published - 1) * 100);
            QVERIFY_WITHIN(perGpu, published, 0.20);
        }
    }

    void deepSeekV3OnH800() {
        const ClusterHardware hw = cluster(mParts, "nvidia-h800-sxm5-80gb", kFp8, 400);
        TrainingSetup setup = layoutOf(1, 16, 1, 1, 15360, Recompute::Selective, false, 4096);
        setup.precision = kFp8;
        setup.layout.expertParallel = 64;
        setup.stack = SoftwareStack::DeepSeekDualPipe;
        const TrainingPerformance perf = predictTraining(presetShape("deepseek-v3"), setup, 2048, hw);
        QVERIFY(perf.valid);
        const double perGpu = perf.tokensPerS / 2048;
        std::printf("DeepSeek-V3 on 2,048 H800: %.0f tokens/s per GPU (published 1543, %+.1f%%), "
                    "expert all-to-all %.2f s of %.2f hidden\n",
                    perGpu, (perGpu / 1543 - 1) * 100, perf.epCommTotalS - perf.breakdown.epCommS,
                    perf.epCommTotalS);
        QVERIFY_WITHIN(perGpu, 1e12 / (180e3 * 3600), 0.20);
    }
};

CW_TEST_GUILESS_MAIN(TestMegatronBridgeRuns)
#include "tst_megatronbridgeruns.moc"
