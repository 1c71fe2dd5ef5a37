#pragma once

#include <QString>
#include <QtGlobal>

#include <algorithm>

// A transformer language model's shape, as a Hugging Face config.json gives it (docs/workload.md). Enough
// to count its parameters, its KV cache and its training FLOPs; dense decoders (Llama, Qwen, GPT), mixtures
// of experts (Mixtral, DeepSeek) and DeepSeek's latent attention (MLA).
struct ModelArchitecture {
    qint64 hiddenSize = 0;
    int layers = 0;
    int attentionHeads = 0;
    int kvHeads = 0; // 0: as many as attention heads (multi-head attention)
    int headDim = 0; // 0: hidden / heads
    qint64 intermediateSize = 0;
    qint64 vocabSize = 0;
    bool tiedEmbeddings = false;
    bool gatedMlp = true;       // SwiGLU (gate, up, down); false: GPT's two matrices and GELU
    bool linearBiases = false;  // GPT-2/3: a bias on every linear layer, LayerNorm with bias
    bool qkvBias = false;       // Qwen2: biases on the query, key and value projections only
    int positionEmbeddings = 0; // learned absolute positions (GPT-3: 2048); 0 for rotary or ALiBi
    bool alibi = false;         // positions as a bias inside attention (BLOOM, MPT's attn_config.alibi)
    int contextLength = 0;      // max_position_embeddings
    bool dropout = false;       // trained with dropout (GPT-2/3); current decoders use none
    int normsPerLayer = 2;      // Gemma 2/3: four (before and after attention and the MLP)
    bool qkNorm = false;        // a norm over each head's queries and keys (Qwen3, Gemma 3)
    // Sliding-window attention: `slidingLayers` of the layers attend to the last `slidingWindow` tokens only
    // (Gemma 2/3, GPT-OSS, Mistral 7B v0.1).
    int slidingWindow = 0;
    int slidingLayers = 0;
    // Multi-token prediction (DeepSeek-V3 num_nextn_predict_layers): extra layers trained after the last,
    // each with its own projection and the shared output head; not counted in the model's published size.
    int mtpLayers = 0;

    // Mixture of experts: 0 experts is a dense model.
    int experts = 0;
    int expertsPerToken = 0;
    int sharedExperts = 0;
    qint64 moeIntermediateSize = 0; // 0: intermediateSize
    int denseLayers = 0;            // the first layers keep a dense MLP (DeepSeek's first_k_dense_replace)
    // Group-limited routing (DeepSeek-V3 n_group, topk_group): the experts in expertGroups groups (one a
    // node in its training layout), each token's experts in at most groupsPerToken of them.
    int expertGroups = 0;
    int groupsPerToken = 0;

    // Multi-head latent attention (DeepSeek-V2/V3): kvLoraRank > 0.
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;

    QString dtype; // torch_dtype, informative

    bool isMoe() const { return experts > 0; }
    bool isMla() const { return kvLoraRank > 0; }
    bool rotary() const { return positionEmbeddings == 0 && !alibi; }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : attentionHeads; }
    double slidingShare() const {
        return slidingWindow > 0 && layers > 0 ? double(std::min(slidingLayers, layers)) / layers : 0;
    }
    qint64 effectiveHeadDim() const {
        return headDim > 0 ? headDim : attentionHeads > 0 ? hiddenSize / attentionHeads : 0;
    }
    bool operator==(const ModelArchitecture&) const = default;
};
