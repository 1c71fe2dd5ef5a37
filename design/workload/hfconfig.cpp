#include "workload/hfconfig.h"

#include <cmath>

#include "jsontext.h"

#include <QCoreApplication>
#include <QFile>

#include <initializer_list>

namespace {

using json = nlohmann::json;

struct ConfigError {
    QString message;
};

// Model families whose MLP is two matrices with GELU (not gated) and whose linear layers carry biases.
bool isGptStyle(const QString& type) {
    for (const char* name :
         {"gpt2", "gpt_neox", "gptj", "opt", "bloom", "gpt_bigcode", "phi", "falcon", "mpt"})
        if (type == QLatin1String(name))
            return true;
    return false;
}

// Whether a config.json without "tie_word_embeddings" ties them: the default of its model type's
// configuration class in Hugging Face Transformers (src/transformers/models/<type>/configuration_<type>.py,
// main at 008e5743 and the v4 files before it). v4's PretrainedConfig defaulted to tied, so the classes that
// declare nothing (OPT, GPT-2, GPT-J, BLOOM, Falcon, GPT-BigCode) are tied; the others declare their own.
// Types Transformers has no class for (remote code): untied, as most current decoders are.
bool tiedByDefault(const QString& type) {
    static const char* const tied[] = {"opt",         "gpt2",   "gptj",      "bloom",  "falcon",
                                       "gpt_bigcode", "mpt",    "gemma",     "gemma2", "gemma3",
                                       "gemma3_text", "cohere", "starcoder2"};
    for (const char* name : tied)
        if (type == QLatin1String(name))
            return true;
    return false; // llama, mistral, mixtral, qwen2(_moe), qwen3(_moe), deepseek_v2/v3, gpt_neox, phi, phi3,
                  // olmo, olmo2, granite declare False
}

class ConfigReader {
public:
    ConfigReader(const json& object, QString prefix) : mObject(object), mPrefix(std::move(prefix)) {}

    // The first of `keys` that is present and not null; nullptr when none.
    const json* find(std::initializer_list<const char*> keys, const char** found = nullptr) const {
        for (const char* key : keys) {
            const auto it = mObject.find(key);
            if (it != mObject.end() && !it->is_null()) {
                if (found)
                    *found = key;
                return &*it;
            }
        }
        return nullptr;
    }

    // A whole number in [minimum, maximum] under one of `keys`; `fallback` when absent (or an error when
    // `required`).
    qint64 whole(std::initializer_list<const char*> keys, bool required, qint64 fallback, qint64 minimum,
                 qint64 maximum) const {
        const char* key = *keys.begin();
        const json* value = find(keys, &key);
        if (!value) {
            if (!required)
                return fallback;
            QStringList names;
            for (const char* k : keys)
                names << QString::fromLatin1(k);
            throw ConfigError{QCoreApplication::translate("ModelConfig", "%1 is missing (looked for %2)")
                                  .arg(place(*keys.begin()), names.join(QLatin1String(", ")))};
        }
        // As a double first: a float or an unsigned integer past qint64 (5e114) is out of range, not cast.
        const double asDouble = value->is_number() ? value->get<double>() : 0;
        const bool whole =
            value->is_number_integer() ||
            (value->is_number_float() && std::isfinite(asDouble) && asDouble == std::floor(asDouble));
        if (!whole)
            throw ConfigError{QCoreApplication::translate("ModelConfig", "%1: must be a whole number, got %2")
                                  .arg(place(key), shownJsonValue(*value))};
        if (asDouble < double(minimum) || asDouble > double(maximum))
            throw ConfigError{
                QCoreApplication::translate("ModelConfig", "%1: must be between %2 and %3, got %4")
                    .arg(place(key))
                    .arg(minimum)
                    .arg(maximum)
                    .arg(shownJsonValue(*value))};
        const qint64 number = value->is_number_integer() ? value->get<qint64>() : qint64(asDouble);
        if (number < minimum || number > maximum)
            throw ConfigError{
                QCoreApplication::translate("ModelConfig", "%1: must be between %2 and %3, got %4")
                    .arg(place(key))
                    .arg(minimum)
                    .arg(maximum)
                    .arg(number)};
        return number;
    }

    // A number under `key` (a dropout rate, a ratio), `fallback` when absent.
    double number(const char* key, double fallback) const {
        const json* value = find({key});
        if (!value)
            return fallback;
        if (!value->is_number() || !std::isfinite(value->get<double>()))
            throw ConfigError{QCoreApplication::translate("ModelConfig", "%1: must be a number, got %2")
                                  .arg(place(key), shownJsonValue(*value))};
        return value->get<double>();
    }

    // The object under `key` (MPT's attn_config), an empty one when absent.
    ConfigReader child(const char* key) const {
        static const json empty = json::object();
        const json* value = find({key});
        return ConfigReader(value && value->is_object() ? *value : empty,
                            mPrefix + QString::fromLatin1(key) + QLatin1Char('.'));
    }

    bool boolean(const char* key, bool fallback) const {
        const json* value = find({key});
        if (!value)
            return fallback;
        if (!value->is_boolean())
            throw ConfigError{QCoreApplication::translate("ModelConfig", "%1: must be true or false, got %2")
                                  .arg(place(key), shownJsonValue(*value))};
        return value->get<bool>();
    }

    QString string(const char* key) const {
        const json* value = find({key});
        return value && value->is_string() ? QString::fromStdString(value->get<std::string>()) : QString();
    }

private:
    QString place(const char* key) const { return mPrefix + QString::fromLatin1(key); }
    const json& mObject;
    QString mPrefix;
};

constexpr qint64 kMaxWidth = 1000000; // hidden and MLP sizes
constexpr qint64 kMaxCount = 100000;  // layers, heads, experts
constexpr qint64 kMaxVocab = 100000000;

ModelArchitecture read(const json& root) {
    const json* object = &root;
    QString prefix;
    if (!root.contains("hidden_size") && !root.contains("n_embd") && !root.contains("d_model") &&
        root.contains("text_config") && root.at("text_config").is_object()) {
        object = &root.at("text_config"); // multimodal models keep the language model here
        prefix = QStringLiteral("text_config.");
    }
    const ConfigReader r(*object, prefix);
    ModelArchitecture m;
    const QString type = r.string("model_type");
    const bool gpt = isGptStyle(type);
    m.hiddenSize = r.whole({"hidden_size", "n_embd", "d_model"}, true, 0, 1, kMaxWidth);
    m.layers =
        int(r.whole({"num_hidden_layers", "n_layer", "num_layers", "n_layers"}, true, 0, 1, kMaxCount));
    m.attentionHeads = int(r.whole({"num_attention_heads", "n_head", "n_heads"}, true, 0, 1, kMaxCount));
    m.kvHeads = int(r.whole({"num_key_value_heads", "multi_query_group_num"}, false, 0, 1, m.attentionHeads));
    // Multi-query attention, one key/value head: GPT-BigCode (StarCoder) and the first Falcons say
    // "multi_query" (true by default in both Transformers configuration classes); Falcon's new decoder
    // architecture (40B, 180B) gives its groups as num_kv_heads.
    const bool bigCode = type == QLatin1String("gpt_bigcode"), falcon = type == QLatin1String("falcon");
    if (m.kvHeads == 0 && falcon && r.boolean("new_decoder_architecture", false))
        m.kvHeads = int(r.whole({"num_kv_heads"}, false, 0, 1, m.attentionHeads));
    else if (m.kvHeads == 0 && (bigCode || falcon) && r.boolean("multi_query", true))
        m.kvHeads = 1;
    m.headDim = int(r.whole({"head_dim"}, false, 0, 1, kMaxWidth));
    // MPT gives the MLP's width as expansion_ratio x d_model.
    const double expansion = r.number("expansion_ratio", 4);
    if (expansion <= 0 || expansion > 1000)
        throw ConfigError{QCoreApplication::translate("ModelConfig", "%1: must be between 0 and 1000, got %2")
                              .arg(prefix + QStringLiteral("expansion_ratio"))
                              .arg(expansion)};
    m.intermediateSize = r.whole({"intermediate_size", "n_inner", "ffn_dim"}, false,
                                 qint64(std::llround(expansion * double(m.hiddenSize))), 1, kMaxWidth);
    m.vocabSize = r.whole({"vocab_size"}, true, 0, 1, kMaxVocab);
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", tiedByDefault(type));
    // Two-matrix MLPs beside the GPT-2 family: Nemotron (NemotronMLP: up_proj, squared ReLU, down_proj; no
    // biases) and StarCoder2 (Starcoder2MLP: c_fc, GELU, c_proj; biases where use_bias, true by default).
    const bool starCoder2 = type == QLatin1String("starcoder2");
    m.gatedMlp = !gpt && type != QLatin1String("nemotron") && !starCoder2;
    m.linearBiases = (gpt && !(type == QLatin1String("mpt") && r.boolean("no_bias", false)) &&
                      !(falcon && !r.boolean("bias", false))) || // FalconConfig: bias false by default
                     (starCoder2 && r.boolean("use_bias", true));
    const bool gptOss = type == QLatin1String("gpt_oss");
    m.qkvBias = type.startsWith(QLatin1String("qwen2")) || gptOss || r.boolean("attention_bias", false);
    // Dropout: any rate above 0; without one, the Transformers defaults of GPT-2 and OPT (0.1), else none.
    bool anyRate = false;
    for (const char* key : {"resid_pdrop", "attn_pdrop", "hidden_dropout", "attention_dropout", "dropout",
                            "hidden_dropout_prob", "embd_pdrop"})
        if (r.find({key})) {
            anyRate = true;
            m.dropout = m.dropout || r.number(key, 0) > 0;
        }
    if (const ConfigReader attn = r.child("attn_config"); attn.find({"attn_pdrop"})) {
        anyRate = true;
        m.dropout = m.dropout || attn.number("attn_pdrop", 0) > 0;
    }
    if (!anyRate)
        m.dropout = type == QLatin1String("gpt2") || type == QLatin1String("opt");
    // Gemma 2 and 3 norm before and after attention and the MLP; Qwen3 and Gemma 3 norm each head's
    // queries and keys.
    if (type.startsWith(QLatin1String("gemma2")) || type.startsWith(QLatin1String("gemma3")))
        m.normsPerLayer = 4;
    m.qkNorm = type.startsWith(QLatin1String("qwen3")) || type.startsWith(QLatin1String("gemma3"));
    m.contextLength = int(
        r.whole({"max_position_embeddings", "n_positions", "n_ctx", "seq_length"}, false, 0, 1, kMaxVocab));
    if (type == QLatin1String("gpt2") || type == QLatin1String("opt") || bigCode)
        m.positionEmbeddings = m.contextLength; // learned absolute positions (wpe)
    if (type == QLatin1String("mpt")) {         // learned positions unless ALiBi (attn_config.alibi)
        const ConfigReader attn = r.child("attn_config");
        m.alibi = attn.boolean("alibi", false);
        if (!m.alibi && attn.boolean("learned_pos_emb", true))
            m.positionEmbeddings = int(r.whole({"max_seq_len"}, false, 2048, 1, kMaxVocab));
    }
    // BLOOM always, Falcon where its config says so: ALiBi rather than rotary positions.
    m.alibi = m.alibi || type == QLatin1String("bloom") ||
              (type == QLatin1String("falcon") && r.boolean("alibi", false));
    // Sliding-window attention: Gemma 2 every other layer, Gemma 3 five in six, GPT-OSS every other;
    // layer_types names them where given.
    m.slidingWindow = int(r.whole({"sliding_window"}, false, 0, 0, kMaxVocab));
    if (m.slidingWindow > 0) {
        const json* types = r.find({"layer_types"});
        if (types && types->is_array()) {
            for (const json& layer : *types)
                if (layer.is_string() && layer.get<std::string>() == "sliding_attention")
                    ++m.slidingLayers;
        } else if (type.startsWith(QLatin1String("gemma2")) || gptOss) {
            m.slidingLayers = m.layers / 2;
        } else if (type.startsWith(QLatin1String("gemma3"))) {
            const int pattern = int(r.whole({"sliding_window_pattern"}, false, 6, 1, kMaxCount));
            m.slidingLayers = m.layers - m.layers / pattern;
        } else if (type == QLatin1String("mistral") || type == QLatin1String("mixtral") || starCoder2 ||
                   r.boolean("use_sliding_window", false)) {
            m.slidingLayers = m.layers;
        }
        if (m.slidingLayers == 0)
            m.slidingWindow = 0;
    }
    m.experts =
        int(r.whole({"num_local_experts", "n_routed_experts", "num_experts"}, false, 0, 0, kMaxCount));
    if (m.experts > 0) {
        m.expertsPerToken =
            int(r.whole({"num_experts_per_tok", "moe_topk", "experts_per_token"}, true, 0, 1, m.experts));
        m.moeIntermediateSize = r.whole({"moe_intermediate_size"}, false, 0, 1, kMaxWidth);
        m.sharedExperts = int(r.whole({"n_shared_experts"}, false, 0, 0, kMaxCount));
        const qint64 shared = r.whole({"shared_expert_intermediate_size"}, false, 0, 0, kMaxWidth);
        if (shared > 0 && m.moeIntermediateSize > 0) // Qwen-MoE: one wide shared expert
            m.sharedExperts = int((shared + m.moeIntermediateSize / 2) / m.moeIntermediateSize);
        m.denseLayers = int(r.whole({"first_k_dense_replace"}, false, 0, 0, m.layers));
        m.expertGroups = int(r.whole({"n_group"}, false, 0, 0, m.experts));
        if (m.expertGroups > 0)
            m.groupsPerToken = int(r.whole({"topk_group"}, false, m.expertGroups, 1, m.expertGroups));
        // GPT-OSS's experts are as wide as the model (intermediate_size is theirs).
        if (gptOss && m.moeIntermediateSize == 0)
            m.moeIntermediateSize = m.intermediateSize;
    }
    m.mtpLayers = int(r.whole({"num_nextn_predict_layers"}, false, 0, 0, kMaxCount));
    m.kvLoraRank = int(r.whole({"kv_lora_rank"}, false, 0, 0, kMaxWidth));
    if (m.kvLoraRank > 0) {
        m.qLoraRank = int(r.whole({"q_lora_rank"}, false, 0, 0, kMaxWidth));
        m.qkNopeHeadDim = int(r.whole({"qk_nope_head_dim"}, true, 0, 1, kMaxWidth));
        m.qkRopeHeadDim = int(r.whole({"qk_rope_head_dim"}, true, 0, 0, kMaxWidth));
        m.vHeadDim = int(r.whole({"v_head_dim"}, true, 0, 1, kMaxWidth));
    }
    m.dtype = r.string("torch_dtype");
    if (m.dtype.isEmpty())
        m.dtype = r.string("dtype");
    if (m.headDim == 0 && m.hiddenSize % m.attentionHeads != 0)
        throw ConfigError{
            QCoreApplication::translate("ModelConfig",
                                        "%1: %2 is not a multiple of the %3 attention heads: give head_dim")
                .arg(prefix + QStringLiteral("hidden_size"))
                .arg(m.hiddenSize)
                .arg(m.attentionHeads)};
    if (m.attentionHeads % m.effectiveKvHeads() != 0)
        throw ConfigError{
            QCoreApplication::translate("ModelConfig",
                                        "%1: the %2 attention heads do not divide into %3 key/value heads")
                .arg(prefix + QStringLiteral("num_key_value_heads"))
                .arg(m.attentionHeads)
                .arg(m.effectiveKvHeads())};
    return m;
}

} // namespace

std::optional<ModelArchitecture> hfConfigFromJson(const nlohmann::json& object, QString* error) {
    if (!object.is_object()) {
        *error = QCoreApplication::translate("ModelConfig", "a config.json is a JSON object, got %1")
                     .arg(shownJsonValue(object));
        return std::nullopt;
    }
    try {
        return read(object);
    } catch (const ConfigError& e) {
        *error = e.message;
    } catch (const std::exception& e) { // nlohmann type errors: never expected after the checks above
        *error = QString::fromLocal8Bit(e.what());
    }
    return std::nullopt;
}

std::optional<ModelArchitecture> parseHfConfig(const QByteArray& text, const QString& fileName,
                                               QString* error) {
    QString message;
    const auto root = parseJsonText(text, &message);
    auto architecture = root ? hfConfigFromJson(*root, &message) : std::nullopt;
    if (!architecture)
        *error = QStringLiteral("%1: %2").arg(fileName, message);
    return architecture;
}

std::optional<ModelArchitecture> readHfConfig(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("ModelConfig", "%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > 16 * 1024 * 1024) {
        *error =
            QCoreApplication::translate("ModelConfig", "%1: larger than 16 MB: not a config.json").arg(path);
        return std::nullopt;
    }
    return parseHfConfig(file.readAll(), path, error);
}
