#pragma once

#include "model/modelarchitecture.h"

// What a model's shape (model/modelarchitecture.h) adds up to: its weights and its KV cache per token.
struct ParameterCount {
    double total = 0;         // every weight stored
    double active = 0;        // the weights one token passes through (all of them for a dense model)
    double embedding = 0;     // input embeddings (and an untied output layer)
    double routedExperts = 0; // the routed experts' weights of every layer (split over expert parallel)
    double mtp = 0; // multi-token prediction layers (not in total: the published sizes leave them out)
    // The matrix weights of one layer a token passes through, for the FLOP count: attention and the (active)
    // MLP, without norms and biases.
    double activeMatmulPerLayer = 0;
};

ParameterCount countParameters(const ModelArchitecture& model);

// Bytes of KV cache per token of one sequence at `bytesPerValue` (2 for bf16/fp16, 1 for fp8):
//   2 x layers x KV heads x head dim x bytes           (multi-head and grouped-query attention)
//   layers x (kv_lora_rank + qk_rope_head_dim) x bytes (MLA keeps one latent vector per token)
double kvCacheBytesPerToken(const ModelArchitecture& model, double bytesPerValue);
