// The workload sizer's models (design/workload, docs/workload.md) against published figures; each case
// cites its source.
#include "parts/partindex.h"
#include "testsupport.h"

#include "testmain.h"
#include "workload/hfconfig.h"
#include "workload/inference.h"
#include "workload/modelpresets.h"
#include "workload/trainingcompute.h"
#include "workload/trainingmemory.h"

#include <QTest>

#include <cmath>

namespace {

const ModelSpec& preset(const char* id) {
    const ModelSpec* model = modelPreset(QString::fromLatin1(id));
    if (!model)
        qFatal("no preset %s", id);
    return *model;
}

// GPT-style architecture of Narayanan et al. 2021, Table 1 (hidden, layers, heads; vocabulary 51,200,
// sequence 2,048).
ModelSpec megatronGpt(qint64 hidden, int layers, int heads, qint64 vocab) {
    ModelArchitecture m;
    m.hiddenSize = hidden;
    m.layers = layers;
    m.attentionHeads = heads;
    m.intermediateSize = 4 * hidden;
    m.vocabSize = vocab;
    m.gatedMlp = false;
    m.tiedEmbeddings = true;
    return modelFromArchitecture(m, QStringLiteral("GPT"));
}

} // namespace

class TestWorkload : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Parameter counts from the configs match what the authors publish within 1% (model cards and papers,
    // cited in resources/models/presets.json): Llama 3.1 8B 8.03 B, 70B 70.6 B, 405B 405 B, Llama 2 7B
    // 6.74 B, Qwen2.5 7B 7.61 B, 72B 72.7 B, Mixtral 8x7B 46.7 B (12.9 B active), DeepSeek-V3 671 B (37 B
    // active), GPT-3 175 B. Active counts within 2%: model cards round them to two digits (Qwen3-30B-A3B's
    // "3.3 B activated" is 3.35 B from its config.json).
    void parameterCountsMatchThePublishedSizes() {
        QVERIFY(modelPresets().size() >= 9);
        for (const ModelSpec& model : modelPresets()) {
            QVERIFY2(!model.source.isEmpty(), qPrintable(model.id));
            QVERIFY2(within(model.parameters, model.publishedParameters, 0.01),
                     qPrintable(QStringLiteral("%1: %2 B, published %3 B")
                                    .arg(model.id)
                                    .arg(model.parameters / 1e9)
                                    .arg(model.publishedParameters / 1e9)));
            QVERIFY2(within(model.activeParameters, model.publishedActiveParameters, 0.02),
                     qPrintable(QStringLiteral("%1: %2 B active, published %3 B")
                                    .arg(model.id)
                                    .arg(model.activeParameters / 1e9)
                                    .arg(model.publishedActiveParameters / 1e9)));
        }
        QVERIFY_WITHIN(preset("llama-3.1-8b").parameters, 8.03e9, 0.001); // 8,030,261,248 on Hugging Face
    }

    // A config.json read from a file, as Hugging Face publishes it (Llama 3.1 8B's, trimmed to its sizes).
    void readsAConfigJson() {
        const QByteArray text = R"({
            "architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
            "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
            "num_key_value_heads": 8, "vocab_size": 128256, "tie_word_embeddings": false,
            "rope_scaling": {"factor": 8.0, "rope_type": "llama3"}, "torch_dtype": "bfloat16",
            "max_position_embeddings": 131072})";
        QString error;
        const auto m = parseHfConfig(text, QStringLiteral("config.json"), &error);
        QVERIFY2(m, qPrintable(error));
        QCOMPARE(*m, *preset("llama-3.1-8b").architecture);
        QCOMPARE(countParameters(*m).total, 8030261248.0);
    }

    // A config.json without "tie_word_embeddings" takes its model type's Transformers default
    // (src/transformers/models/<type>/configuration_<type>.py): OPTConfig passes nothing, so v4's
    // PretrainedConfig default (tied) holds; GemmaConfig declares True; LlamaConfig declares False.
    void tiedEmbeddingsFollowTheModelType() {
        // facebook/opt-13b's config.json (the fields as published on the Hugging Face hub). Tied: 40 layers
        // of 4h^2 + 4h attention, 2 h f + f + h MLP and two norms, + 50,272 x 5,120 tokens + 2,050 x 5,120
        // positions + the final norm = 12,853,473,280 (untied would add the 257 M output matrix: 13.11 B).
        QString error;
        auto m = parseHfConfig(R"({"_name_or_path": "facebook/opt-13b", "activation_function": "relu",
            "architectures": ["OPTForCausalLM"], "do_layer_norm_before": true, "ffn_dim": 20480,
            "hidden_size": 5120, "max_position_embeddings": 2048, "model_type": "opt", "num_attention_heads": 40,
            "num_hidden_layers": 40, "torch_dtype": "float16", "vocab_size": 50272, "word_embed_proj_dim": 5120})",
                               QStringLiteral("config.json"), &error);
        QVERIFY2(m, qPrintable(error));
        QVERIFY(m->tiedEmbeddings);
        QVERIFY_WITHIN(countParameters(*m).total, 12.85e9, 0.001);
        // google/gemma-7b's config.json (no tie key): the Gemma report (arXiv 2403.08295, Table 2) gives
        // 786,821,120 embedding and 7,751,248,896 non-embedding parameters, 8.54 B; untied would be 9.32 B.
        m = parseHfConfig(R"({"architectures": ["GemmaForCausalLM"], "head_dim": 256, "hidden_act": "gelu",
            "hidden_size": 3072, "intermediate_size": 24576, "max_position_embeddings": 8192, "model_type": "gemma",
            "num_attention_heads": 16, "num_hidden_layers": 28, "num_key_value_heads": 16, "vocab_size": 256000})",
                          QStringLiteral("config.json"), &error);
        QVERIFY2(m, qPrintable(error));
        QVERIFY(m->tiedEmbeddings);
        QVERIFY_WITHIN(countParameters(*m).total, 786821120.0 + 7751248896.0, 0.002);
        // Llama 2 7B's shape with the key left out: LlamaConfig is untied, 6.74 B as Meta publishes (tied
        // would be 6.61 B).
        m = parseHfConfig(R"({"model_type": "llama", "hidden_size": 4096, "intermediate_size": 11008,
            "num_attention_heads": 32, "num_hidden_layers": 32, "vocab_size": 32000})",
                          QStringLiteral("config.json"), &error);
        QVERIFY2(m, qPrintable(error));
        QVERIFY(!m->tiedEmbeddings);
        QVERIFY_WITHIN(countParameters(*m).total, 6.74e9, 0.001);
        // The key, where given, wins over the type's default.
        m = parseHfConfig(R"({"model_type": "opt", "hidden_size": 64, "num_attention_heads": 2,
            "num_hidden_layers": 1, "vocab_size": 10, "tie_word_embeddings": false})",
                          QStringLiteral("config.json"), &error);
        QVERIFY2(m, qPrintable(error));
        QVERIFY(!m->tiedEmbeddings);
    }

    void badConfigsSayWhereAndWhy_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{\"hidden_size\": 4096,")
                                  << QStringLiteral("config.json: line 1");
        QTest::newRow("missing")
            << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 2, "vocab_size": 10})")
            << QStringLiteral(
                   "config.json: hidden_size is missing (looked for hidden_size, n_embd, d_model)");
        QTest::newRow("text")
            << QByteArray(
                   R"({"hidden_size": "big", "num_hidden_layers": 2, "num_attention_heads": 2, "vocab_size": 10})")
            << QStringLiteral("config.json: hidden_size: must be a whole number, got \"big\"");
        QTest::newRow("huge")
            << QByteArray(
                   R"({"hidden_size": 1e300, "num_hidden_layers": 2, "num_attention_heads": 2, "vocab_size": 10})")
            << QStringLiteral("config.json: hidden_size: must be between 1 and 1000000, got 1e+300");
        QTest::newRow("heads")
            << QByteArray(
                   R"({"hidden_size": 100, "num_hidden_layers": 2, "num_attention_heads": 3, "vocab_size": 10})")
            << QStringLiteral("config.json: hidden_size: 100 is not a multiple of the 3 attention heads");
        QTest::newRow("kv")
            << QByteArray(
                   R"({"hidden_size": 96, "num_hidden_layers": 2, "num_attention_heads": 6, "num_key_value_heads": 4, "vocab_size": 10})")
            << QStringLiteral("config.json: num_key_value_heads: the 6 attention heads do not divide into 4");
        QTest::newRow("array") << QByteArray("[1, 2]")
                               << QStringLiteral("config.json: a config.json is a JSON object");
    }

    void badConfigsSayWhereAndWhy() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!parseHfConfig(text, QStringLiteral("config.json"), &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    // ZeRO (Rajbhandari et al. 2020, Figure 1): 7.5 B parameters, mixed-precision Adam (K = 12), data
    // parallel 64: 120 GB per GPU without ZeRO, 31.4 GB with optimizer states partitioned, 16.6 GB with
    // gradients too, 1.9 GB with parameters too.
    void zeroFigureOne() {
        const ModelSpec model = modelFromParameters(7.5e9, QStringLiteral("7.5B"));
        QCOMPARE(stateBytesPerParameter(TrainingPrecision::Mixed16, Optimizer::Adam).optimizer, 12.0);
        TrainingSetup setup;
        setup.layout.dataParallel = 64;
        const double expected[] = {120, 31.4, 16.6, 1.9};
        for (int stage = 0; stage <= 3; ++stage) {
            setup.layout.zeroStage = stage;
            const MemoryBreakdown memory = trainingMemory(model, setup);
            QVERIFY(!memory.activationsKnown);
            QVERIFY2(std::abs(memory.total() / 1e9 - expected[stage]) < 0.05,
                     qPrintable(QStringLiteral("stage %1: %2 GB").arg(stage).arg(memory.total() / 1e9)));
        }
    }

    // Korthikanti et al. 2022, Table 2, activation bytes per layer: sbh(34 + 5as/h) without parallelism,
    // sbh(10 + 24/t + 5as/ht) with tensor parallelism, 34sbh/t with tensor + sequence parallelism and
    // selective recomputation, 2sbh with full recomputation. Their GPT-3 175B row (Table 3: s 2048, h 12288,
    // a 96, t 8, b 1) gives 34 x 2048 x 12288 / 8 bytes a layer: 107 MB. The s x s terms are those of
    // Megatron's unfused attention (the paper's); a flash kernel keeps none (tst_trainingmemory).
    void korthikantiTableTwo() {
        const ModelArchitecture gpt3 = *preset("gpt-3-175b").architecture;
        TrainingSetup setup;
        setup.sequenceLength = 2048;
        setup.microBatch = 1;
        const double s = 2048, h = 12288, a = 96, t = 8;
        setup.recompute = Recompute::None;
        QCOMPARE(activationBytesPerLayer(gpt3, setup, true), s * h * (34 + 5 * a * s / h));
        setup.layout.tensorParallel = 8;
        QCOMPARE(activationBytesPerLayer(gpt3, setup, true), s * h * (10 + 24 / t + 5 * a * s / (h * t)));
        setup.layout.sequenceParallel = true;
        QCOMPARE(activationBytesPerLayer(gpt3, setup, true), s * h * (34 / t + 5 * a * s / (h * t)));
        setup.recompute = Recompute::Selective;
        QCOMPARE(activationBytesPerLayer(gpt3, setup), 34 * s * h / t);
        QVERIFY_WITHIN(activationBytesPerLayer(gpt3, setup), 106.95e6, 0.001);
        setup.layout.sequenceParallel = false;
        QCOMPARE(activationBytesPerLayer(gpt3, setup), s * h * (10 + 24 / t));
        setup.recompute = Recompute::Full;
        setup.layout.tensorParallel = 1;
        QCOMPARE(activationBytesPerLayer(gpt3, setup), 2 * s * h);
    }

    // Context parallelism (Megatron-LM's context_parallel docs: each GPU holds the activations of
    // sequence / cp tokens; its distributed optimizer shards over data x context parallel GPUs). NVIDIA
    // NeMo's Llama 3 70B pretraining recipe (tensor 4, pipeline 4, context 2, sequence parallel, 8,192
    // tokens, micro batch 1, distributed optimizer, 512 sequences a step) runs on 80 GB H100s: it fits.
    void contextParallelSplitsTheSequence() {
        const ModelArchitecture gpt3 = *preset("gpt-3-175b").architecture;
        TrainingSetup setup;
        setup.sequenceLength = 4096;
        setup.recompute = Recompute::None;
        setup.layout.tensorParallel = 8;
        const double s = 4096, h = 12288, a = 96, t = 8;
        setup.layout.contextParallel = 2;
        // Korthikanti's terms for the local 2,048 tokens; the scores of local queries against all keys.
        QCOMPARE(activationBytesPerLayer(gpt3, setup, true), s / 2 * h * (10 + 24 / t + 5 * a * s / (h * t)));

        const ModelSpec& llama = preset("llama-3.1-70b");
        TrainingSetup recipe;
        recipe.sequenceLength = 8192;
        recipe.microBatch = 1;
        recipe.layout.tensorParallel = 4;
        recipe.layout.pipelineParallel = 4;
        recipe.layout.contextParallel = 2;
        recipe.layout.sequenceParallel = true;
        recipe.layout.zeroStage = 1;
        recipe.layout.dataParallel = 512 / 32;
        QVERIFY2(trainingMemory(llama, recipe).total() <= 72e9,
                 qPrintable(QString::number(trainingMemory(llama, recipe).total() / 1e9)));
        // The optimizer's share is that of 32 GPUs (16 data x 2 context), not 16.
        TrainingSetup noContext = recipe;
        noContext.layout.contextParallel = 1;
        QVERIFY_WITHIN(trainingMemory(llama, recipe).optimizer * 2,
                       trainingMemory(llama, noContext).optimizer, 1e-9);
        // fittingLayouts tries context parallel when asked: 2 splits a layout's group further.
        const QList<ParallelLayout> withContext = fittingLayouts(llama, recipe, 512, 80, 8, 0.1, 2);
        QVERIFY(std::any_of(withContext.cbegin(), withContext.cend(),
                            [](const ParallelLayout& l) { return l.contextParallel == 2; }));
        for (const ParallelLayout& l : fittingLayouts(llama, recipe, 512, 80, 8, 0.1))
            QCOMPARE(l.contextParallel, 2); // the setup's, when not asked
    }

    // Training compute: GPT-3 175B on 300 B tokens takes 3.14e23 FLOPs (Brown et al. 2020, Table D.1); Llama
    // 3.1 405B on 15.6 T tokens 3.8e25 FLOPs (Llama 3 paper, section 3.4): 6 x parameters x tokens.
    void sixPTMatchesPublishedTotals() {
        QVERIFY_WITHIN(6 * preset("gpt-3-175b").parameters * 300e9, 3.14e23, 0.01);
        const ModelSpec llama =
            modelFromParameters(preset("llama-3.1-405b").parameters, QStringLiteral("405B"));
        QVERIFY_WITHIN(trainingCompute(llama, 15.6e12, 8192, Recompute::None, 1, 1, 1).flops, 3.8e25, 0.01);
        // MoE: DeepSeek-V3 trains 37 B active parameters a token: 6 x 37 B x 14.8 T = 3.3e24.
        QVERIFY_WITHIN(6 * preset("deepseek-v3").activeParameters * 14.8e12, 3.3e24, 0.02);
    }

    // Narayanan et al. 2021, section 5.1: GPT-3 175B on 300 B tokens on 1,024 A100 at 140 TFLOP/s each
    // takes about 34 days; the 1 T model (Table 1: h 25600, 128 layers, 160 heads) on 450 B tokens on 3,072
    // GPUs at 163 TFLOP/s about 84 days. Both with full recomputation (their 8TP estimate). The model's
    // count with the sequence length (2,048) and vocabulary (51,200) is within 3% of those estimates.
    void megatronTrainingTime() {
        const ModelSpec gpt3 = megatronGpt(12288, 96, 96, 51200);
        const double a100 = 312;
        const TrainingCompute t1 =
            trainingCompute(gpt3, 300e9, 2048, Recompute::Full, 1024, a100, 140.0 / a100);
        QCOMPARE(t1.formula, FlopsFormula::Megatron);
        QVERIFY_WITHIN(t1.days(), 34, 0.03);
        // By hand, eq. 3: 96 B s l h^2 (1 + s/6h + V/16lh) per batch of B s tokens.
        const double perToken =
            96 * 96 * 12288.0 * 12288 * (1 + 2048 / (6 * 12288.0) + 51200 / (16 * 96 * 12288.0));
        QVERIFY_WITHIN(t1.flopsPerToken, perToken, 1e-9);
        const ModelSpec trillion = megatronGpt(25600, 128, 160, 51200);
        const TrainingCompute t2 =
            trainingCompute(trillion, 450e9, 2048, Recompute::Full, 3072, a100, 163.0 / a100);
        QVERIFY_WITHIN(t2.days(), 84, 0.03);
        // Without recomputation: 72 B s l h^2 (1 + s/6h + V/12lh).
        const double plain = trainingFlopsPerToken(gpt3, 2048, Recompute::None);
        QVERIFY_WITHIN(plain,
                       72 * 96 * 12288.0 * 12288 * (1 + 2048 / (6 * 12288.0) + 51200 / (12 * 96 * 12288.0)),
                       1e-9);
        QCOMPARE(t1.gpuHours(), 1024 * t1.seconds / 3600);
    }

    // KV cache per token: Llama 2 7B in fp16 0.5 MB (2 x 32 layers x 4096 x 2 bytes; NVIDIA, "Mastering LLM
    // Techniques: Inference Optimization", 2023: 2 GB for a 4,096-token sequence); Llama 3 70B 320 KiB (GQA,
    // 8 KV heads); DeepSeek-V3 with MLA (kv_lora_rank 512 + rope 64 per layer, 61 layers, DeepSeek-V2
    // paper, Table 1: 576 elements a layer) 70,272 bytes.
    void kvCachePerToken() {
        QCOMPARE(kvCacheBytesPerToken(*preset("llama-2-7b").architecture, 2), 524288.0);
        QCOMPARE(kvCacheBytesPerToken(*preset("llama-3.1-70b").architecture, 2), 327680.0);
        QCOMPARE(kvCacheBytesPerToken(*preset("deepseek-v3").architecture, 2), 61.0 * 576 * 2);
        InferenceSetup setup;
        setup.context = 4096;
        const InferenceEstimate e = inferenceEstimate(preset("llama-2-7b"), setup, 80, 2039, 312);
        QCOMPARE(e.kvCacheBytes, 524288.0 * 4096); // 2 GiB
    }

    // Weights and the largest batch: Llama 3.1 70B in bf16 is 141 GB, more than one 80 GB GPU; over 2
    // (tensor parallel) 70.6 GB each, and the cache of the rest (144 GB x 0.9 - 141 GB = 3.0 GB in all) holds
    // 2 sequences of 4,096 tokens (1.34 GB each). In int4 it fits one GPU.
    void inferenceFitAndLargestBatch() {
        const ModelSpec& llama = preset("llama-3.1-70b");
        InferenceSetup setup;
        setup.context = 4096;
        InferenceEstimate one = inferenceEstimate(llama, setup, 80, 3350, 989.4);
        QVERIFY(one.maxBatch == 0);
        setup.gpus = 2;
        const InferenceEstimate two = inferenceEstimate(llama, setup, 80, 3350, 989.4);
        QVERIFY_WITHIN(two.weightBytes * 2, 141.1e9, 0.01);
        const double usable = 2 * 80e9 * 0.9 - llama.parameters * 2;
        QCOMPARE(two.maxBatch, qint64(std::floor(usable / (327680.0 * 4096))));
        QCOMPARE(two.maxBatch, 2);
        setup.gpus = 1;
        setup.weights = WeightPrecision::Int4;
        one = inferenceEstimate(llama, setup, 80, 3350, 989.4);
        QVERIFY(one.maxBatch > 0);
        QVERIFY_WITHIN(one.weightBytes, 35.3e9, 0.01);
    }

    // Decode is bound by memory bandwidth: a 7 B model in fp16 (14 GB) on an A100 40GB (1.555 TB/s) reads its
    // weights in about 9 ms a token, ~110 tokens/s at batch 1 (Databricks, "LLM Inference Performance
    // Engineering: Best Practices", 2023, the MBU example); prefill is bound by compute (2 FLOPs a weight a
    // token).
    void decodeIsBoundByBandwidth() {
        const ModelSpec seven = modelFromParameters(7e9, QStringLiteral("7B"));
        InferenceSetup setup;
        setup.context = 1;
        const InferenceEstimate e = inferenceEstimate(seven, setup, 40, 1555, 312);
        QVERIFY_WITHIN(e.decodeStepS, 14e9 / 1555e9, 1e-9);
        QVERIFY(e.decodeTokensPerS > 105 && e.decodeTokensPerS < 115);
        QVERIFY_WITHIN(e.prefillTokensPerS, 312e12 / (2 * 7e9), 1e-9);
        // Batching amortises the weights: 8 sequences decode nearly 8 x as fast with a tiny cache.
        setup.batch = 8;
        QVERIFY(inferenceEstimate(seven, setup, 40, 1555, 312).decodeTokensPerS > 7.9 * e.decodeTokensPerS);
    }

    // Which GPUs a need fits, biggest first, with the headroom; and the smallest layout. Llama 3.1 70B,
    // mixed-precision Adam, ZeRO-1 on 64 GPUs of 80 GB: model states alone are 70.6 x (2 + 2 + 12/dp) GB
    // per model-parallel shard, so tensor parallelism of at least 4 is needed.
    void fitsAndSmallestLayout() {
        const QList<GpuFit> fits = gpuFits(100e9, mParts);
        QVERIFY(!fits.isEmpty());
        QVERIFY(fits.first().memoryGb >= fits.last().memoryGb);
        for (const GpuFit& fit : fits)
            QCOMPARE(fit.fits, fit.memoryGb * 0.9 >= 100);
        const ModelSpec& llama = preset("llama-3.1-70b");
        TrainingSetup setup;
        setup.layout.zeroStage = 1;
        setup.layout.sequenceParallel = true;
        setup.sequenceLength = 8192;
        const auto layout = smallestLayout(llama, setup, 64, 80);
        QVERIFY(layout);
        QCOMPARE(layout->gpus(), 64);
        TrainingSetup chosen = setup;
        chosen.layout = *layout;
        QVERIFY(trainingMemory(llama, chosen).total() <= 72e9);
        // Nothing with fewer model-parallel GPUs fits.
        for (int tp = 1; tp <= 8; tp *= 2)
            for (int pp = 1; tp * pp < layout->tensorParallel * layout->pipelineParallel; pp *= 2) {
                TrainingSetup smaller = setup;
                smaller.layout.tensorParallel = tp;
                smaller.layout.pipelineParallel = pp;
                smaller.layout.dataParallel = 64 / (tp * pp);
                QVERIFY(trainingMemory(llama, smaller).total() > 72e9);
            }
        QVERIFY(layout->tensorParallel * layout->pipelineParallel >= 4);
        // A model too big for any layout of one GPU.
        QVERIFY(!smallestLayout(preset("llama-3.1-405b"), setup, 1, 80));
    }
};

CW_TEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
