// The config.json dialects of current open models (design/workload/hfconfig.cpp, docs/workload.md "The
// model"), each read from its Hugging Face config.json (the fields the reader takes, as published in the
// model's repository) and counted against the size its authors publish.
#include "testmain.h"
#include "testsupport.h"
#include "workload/hfconfig.h"
#include "workload/modelpresets.h"
#include "workload/parametercount.h"

#include <QTest>

class TestModelConfigs : public QObject {
    Q_OBJECT

    static ModelArchitecture read(const char* json) {
        QString error;
        const auto m = parseHfConfig(QByteArray(json), QStringLiteral("config.json"), &error);
        if (!m)
            qFatal("%s", qPrintable(error));
        return *m;
    }

private slots:
    void publishedSizes_data() {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active");
        // mosaicml/mpt-7b config.json (n_layers, d_model, n_heads, expansion_ratio; no_bias, ALiBi): the
        // model card's "6.7B", 6.65 B on Hugging Face; a two-matrix GELU MLP, no biases.
        QTest::newRow("MPT-7B") << QByteArray(R"({"model_type": "mpt", "d_model": 4096, "n_heads": 32,
            "n_layers": 32, "expansion_ratio": 4, "max_seq_len": 2048, "vocab_size": 50432, "no_bias": true,
            "attn_config": {"alibi": true, "attn_pdrop": 0}, "resid_pdrop": 0})")
                                << 6.65e9 << 0.0;
        // bigcode/starcoder config.json (GPT-BigCode: multi-query attention, learned positions over
        // n_positions, a GELU MLP with biases, tied): the model card's "15.5B parameter models".
        QTest::newRow("StarCoder") << QByteArray(R"({"model_type": "gpt_bigcode", "n_embd": 6144,
            "n_head": 48, "n_inner": 24576, "n_layer": 40, "n_positions": 8192, "vocab_size": 49152,
            "multi_query": true, "activation_function": "gelu_pytorch_tanh"})")
                                   << 15.5e9 << 0.0;
        // google/gemma-2-9b config.json: four norms a layer, head_dim 256, tied: 9.24 B (Hugging Face).
        QTest::newRow("Gemma 2 9B") << QByteArray(R"({"model_type": "gemma2", "hidden_size": 3584,
            "intermediate_size": 14336, "num_attention_heads": 16, "num_key_value_heads": 8, "head_dim": 256,
            "num_hidden_layers": 42, "vocab_size": 256000, "sliding_window": 4096})")
                                    << 9.24e9 << 0.0;
        // google/gemma-3-27b-it config.json's text_config: the Gemma 3 technical report (Table 1) gives the
        // 27B's language model as 1,416 M embedding and 25,600 M non-embedding parameters.
        QTest::newRow("Gemma 3 27B") << QByteArray(R"({"model_type": "gemma3", "text_config": {
            "model_type": "gemma3_text", "hidden_size": 5376, "intermediate_size": 21504,
            "num_attention_heads": 32, "num_key_value_heads": 16, "head_dim": 128, "num_hidden_layers": 62,
            "vocab_size": 262208, "sliding_window": 1024}})")
                                     << 27.016e9 << 0.0;
        // microsoft/Phi-3-mini-4k-instruct config.json: 3.8 B (model card).
        QTest::newRow("Phi-3 mini") << QByteArray(R"({"model_type": "phi3", "hidden_size": 3072,
            "intermediate_size": 8192, "num_attention_heads": 32, "num_key_value_heads": 32,
            "num_hidden_layers": 32, "vocab_size": 32064, "tie_word_embeddings": false})")
                                    << 3.82e9 << 0.0;
        // microsoft/phi-4 config.json: 14.7 B (Hugging Face).
        QTest::newRow("Phi-4") << QByteArray(R"({"model_type": "phi3", "hidden_size": 5120,
            "intermediate_size": 17920, "num_attention_heads": 40, "num_key_value_heads": 10,
            "num_hidden_layers": 40, "vocab_size": 100352, "tie_word_embeddings": false})")
                               << 14.7e9 << 0.0;
        // Qwen/Qwen3-8B config.json: per-head query and key norms, no QKV bias: 8.2 B (model card).
        QTest::newRow("Qwen3 8B") << QByteArray(R"({"model_type": "qwen3", "hidden_size": 4096,
            "intermediate_size": 12288, "num_attention_heads": 32, "num_key_value_heads": 8, "head_dim": 128,
            "num_hidden_layers": 36, "vocab_size": 151936, "tie_word_embeddings": false,
            "attention_bias": false})")
                                  << 8.19e9 << 0.0;
        // deepseek-ai/DeepSeek-V2 config.json: 236 B in all, 21 B activated (the DeepSeek-V2 report).
        QTest::newRow("DeepSeek-V2") << QByteArray(R"({"model_type": "deepseek_v2", "hidden_size": 5120,
            "intermediate_size": 12288, "moe_intermediate_size": 1536, "num_attention_heads": 128,
            "num_key_value_heads": 128, "num_hidden_layers": 60, "n_routed_experts": 160,
            "n_shared_experts": 2, "num_experts_per_tok": 6, "first_k_dense_replace": 1, "q_lora_rank": 1536,
            "kv_lora_rank": 512, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
            "vocab_size": 102400, "tie_word_embeddings": false})")
                                     << 236e9 << 21e9;
        // mistralai/Mistral-7B-v0.1 config.json: sliding window 4096 on every layer; 7.24 B (Hugging Face).
        QTest::newRow("Mistral 7B") << QByteArray(R"({"model_type": "mistral", "hidden_size": 4096,
            "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8,
            "num_hidden_layers": 32, "vocab_size": 32000, "sliding_window": 4096,
            "tie_word_embeddings": false})")
                                    << 7.24e9 << 0.0;
        // Nemotron-4 (model_type "nemotron", as NVIDIA/NeMo's nemotron.py exports it: up and down
        // projections, squared ReLU, no gate, no biases, untied). Nemotron-4 15B (arXiv 2402.16819, section
        // 2: 32 layers, 6,144, 48 heads, 8 KV heads, 256,000 tokens): "3.2 billion embedding parameters
        // and 12.5 billion non-embedding parameters"; Nemotron-4 340B (arXiv 2406.11704, section 2: 96
        // layers, 18,432, 96 heads, 8 KV heads): 9.4 billion and 331.6 billion. FFN 4h, as both reports' NeMo
        // configurations.
        QTest::newRow("Nemotron-4 15B") << QByteArray(R"({"model_type": "nemotron", "hidden_size": 6144,
            "intermediate_size": 24576, "num_attention_heads": 48, "num_key_value_heads": 8,
            "num_hidden_layers": 32, "vocab_size": 256000, "hidden_act": "relu2",
            "partial_rotary_factor": 0.5, "tie_word_embeddings": false})")
                                        << 15.7e9 << 0.0;
        QTest::newRow("Nemotron-4 340B") << QByteArray(R"({"model_type": "nemotron", "hidden_size": 18432,
            "intermediate_size": 73728, "num_attention_heads": 96, "num_key_value_heads": 8,
            "num_hidden_layers": 96, "vocab_size": 256000, "hidden_act": "relu2",
            "partial_rotary_factor": 0.5, "tie_word_embeddings": false})")
                                         << 341.0e9 << 0.0;
        // bigcode/starcoder2-3b config.json (Starcoder2: a two-matrix GELU MLP, biases, LayerNorm, GQA with 2
        // key/value heads, tied): 3.03 B (Hugging Face); read as gated it came to 4.16 B.
        QTest::newRow("StarCoder2 3B") << QByteArray(R"({"model_type": "starcoder2", "hidden_size": 3072,
            "intermediate_size": 12288, "num_attention_heads": 24, "num_key_value_heads": 2,
            "num_hidden_layers": 30, "vocab_size": 49152, "max_position_embeddings": 16384,
            "sliding_window": 4096, "use_bias": true, "hidden_act": "gelu_pytorch_tanh"})")
                                       << 3.03e9 << 0.0;
    }
    void publishedSizes() {
        QFETCH(QByteArray, config);
        QFETCH(double, total);
        QFETCH(double, active);
        const ParameterCount count = countParameters(read(config.constData()));
        qInfo("%s: %.3f B (published %.3f B)", QTest::currentDataTag(), count.total / 1e9, total / 1e9);
        QVERIFY_WITHIN(count.total, total, 0.01);
        if (active > 0)
            QVERIFY_WITHIN(count.active, active, 0.02);
    }

    // What each dialect sets beyond the sizes.
    void dialectsReadTheirKeys() {
        const ModelArchitecture mpt = read(R"({"model_type": "mpt", "d_model": 2048, "n_heads": 16,
            "n_layers": 24, "expansion_ratio": 4, "max_seq_len": 2048, "vocab_size": 50368})");
        QVERIFY(!mpt.gatedMlp);
        QVERIFY(mpt.linearBiases); // no_bias is false by default (MPTConfig)
        const ModelArchitecture nemotron = read(R"({"model_type": "nemotron", "hidden_size": 3072,
            "intermediate_size": 9216, "num_attention_heads": 24, "num_key_value_heads": 8, "head_dim": 128,
            "num_hidden_layers": 32, "vocab_size": 256000})");
        QVERIFY(!nemotron.gatedMlp && !nemotron.linearBiases && nemotron.rotary());
        const ModelArchitecture starCoder2 = read(R"({"model_type": "starcoder2", "hidden_size": 3072,
            "intermediate_size": 12288, "num_attention_heads": 24, "num_key_value_heads": 2,
            "num_hidden_layers": 30, "vocab_size": 49152, "sliding_window": 4096})");
        QVERIFY(!starCoder2.gatedMlp && starCoder2.linearBiases && starCoder2.tiedEmbeddings);
        QCOMPARE(starCoder2.slidingLayers, 30); // every layer attends to the last 4,096 tokens
        QCOMPARE(mpt.intermediateSize, qint64(8192));
        QCOMPARE(mpt.positionEmbeddings, 2048); // learned positions without ALiBi
        QVERIFY(!mpt.rotary());
        // Positions: ALiBi in MPT's attn_config and always in BLOOM (bigscience/bloom config.json has no
        // position field: ALiBi is its architecture); rotary where nothing else is said (Llama).
        const ModelArchitecture mptAlibi = read(R"({"model_type": "mpt", "d_model": 2048, "n_heads": 16,
            "n_layers": 24, "max_seq_len": 2048, "vocab_size": 50368, "attn_config": {"alibi": true}})");
        QVERIFY(mptAlibi.alibi && !mptAlibi.rotary() && mptAlibi.positionEmbeddings == 0);
        const ModelArchitecture bloom = read(R"({"model_type": "bloom", "hidden_size": 1024, "n_head": 16,
            "n_layer": 24, "vocab_size": 250880})");
        QVERIFY(bloom.alibi && !bloom.rotary());
        // GPT-BigCode: learned positions, one key/value head (multi_query, true by default); Falcon: one
        // key/value head unless its new decoder architecture gives num_kv_heads (tiiuae/falcon-40b: 8),
        // no biases unless "bias" (FalconConfig).
        const ModelArchitecture bigCode = read(R"({"model_type": "gpt_bigcode", "n_embd": 2048,
            "n_head": 16, "n_layer": 24, "n_positions": 2048, "vocab_size": 49280})");
        QVERIFY(!bigCode.rotary());
        QCOMPARE(bigCode.positionEmbeddings, 2048);
        QCOMPARE(bigCode.effectiveKvHeads(), 1);
        const ModelArchitecture falcon7 = read(R"({"model_type": "falcon", "hidden_size": 4544,
            "num_attention_heads": 71, "num_hidden_layers": 32, "vocab_size": 65024, "multi_query": true,
            "new_decoder_architecture": false, "bias": false})");
        QCOMPARE(falcon7.effectiveKvHeads(), 1);
        QVERIFY(!falcon7.linearBiases && falcon7.rotary());
        const ModelArchitecture falcon40 = read(R"({"model_type": "falcon", "hidden_size": 8192,
            "num_attention_heads": 128, "num_kv_heads": 8, "num_hidden_layers": 60, "vocab_size": 65024,
            "new_decoder_architecture": true})");
        QCOMPARE(falcon40.effectiveKvHeads(), 8);
        const ModelArchitecture llama = read(R"({"model_type": "llama", "hidden_size": 4096,
            "intermediate_size": 14336, "num_attention_heads": 32, "num_key_value_heads": 8,
            "num_hidden_layers": 32, "vocab_size": 128256})");
        QVERIFY(llama.rotary());
        const ModelArchitecture gemma2 = read(R"({"model_type": "gemma2", "hidden_size": 2304,
            "intermediate_size": 9216, "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 256,
            "num_hidden_layers": 26, "vocab_size": 256000, "sliding_window": 4096})");
        QCOMPARE(gemma2.normsPerLayer, 4);
        QVERIFY(gemma2.tiedEmbeddings);
        QCOMPARE(gemma2.slidingLayers, 13); // every other layer
        const ModelArchitecture qwen3 = read(R"({"model_type": "qwen3", "hidden_size": 1024,
            "intermediate_size": 3072, "num_attention_heads": 16, "num_key_value_heads": 8, "head_dim": 128,
            "num_hidden_layers": 28, "vocab_size": 151936})");
        QVERIFY(qwen3.qkNorm);
        QVERIFY(!qwen3.qkvBias);
        const ModelSpec& v3 = *modelPreset(QStringLiteral("deepseek-v3"));
        QCOMPARE(v3.architecture->mtpLayers, 1);
        QCOMPARE(v3.architecture->groupsPerToken, 4);
        // The MTP module is left out of the published 671 B: deepseek-ai/DeepSeek-V3 README, "685B, which
        // includes 671B of the Main Model weights and 14B of the Multi-Token Prediction (MTP) Module
        // weights"; its MoE layer and projection are counted (the rest of the 14 B is the checkpoint's own
        // copies of the embedding and output head, which training shares).
        const double mtp = countParameters(*v3.architecture).mtp;
        QVERIFY2(mtp > 11e9 && mtp < 14e9, qPrintable(QString::number(mtp / 1e9)));
        QString error;
        QVERIFY(!parseHfConfig(R"({"model_type": "mpt", "d_model": 64, "n_heads": 4, "n_layers": 2,
            "expansion_ratio": "four", "vocab_size": 10})",
                               QStringLiteral("mpt.json"), &error));
        QCOMPARE(error, QStringLiteral("mpt.json: expansion_ratio: must be a number, got \"four\""));
    }
};

CW_TEST_GUILESS_MAIN(TestModelConfigs)
#include "tst_modelconfigs.moc"
