#pragma once

#include "model/modelarchitecture.h"
#include "performance/gemmefficiency.h"

// The forward matrix multiplies of one transformer layer on one GPU (docs/workload.md "Step time"), for
// `tokens` tokens on that GPU, its weights split over `tensorParallel` GPUs (Megatron: the query, key,
// value and first MLP matrices by columns, the output and second MLP matrices by rows; MLA's down
// projections are not split) and an MoE's experts over `expertParallel` GPUs (each GPU runs its experts
// on the tokens the router sends them: tokens x experts per token in all).
struct LayerShapes {
    QList<GemmShape> attention; // projections
    QList<GemmShape> mlp;       // dense MLP, or router, routed and shared experts
    // Attention core per GPU: scores Q.K^T and the weighted sum of values, for `tokens` queries against
    // `keys` keys per sequence of the local heads.
    QList<GemmShape> core;
    double localHeads = 0;
    double queryWidth = 0; // q/k head dim
    double valueWidth = 0;
    double kvValuesPerToken = 0;   // K and V values one token keeps (whole model width, all heads)
    double mlpActivationWidth = 0; // the MLP's inner width per GPU a token's activation function touches
    double localExperts = 0;       // routed experts on this GPU
    bool moe = false;
};

// `capacityFactor` > 0: each expert computes capacity x its even share of the tokens (padded to capacity);
// 0: dropless, the even share (balanced routing). `expertTensorParallel`: the GPUs one expert's weights are
// split over. 1 in training (Megatron-Core's MoE parallel folding, expert_tensor_parallel_size 1 in every
// Megatron-Bridge recipe: each GPU routes its own sequence-parallel share of the tokens to whole experts);
// the tensor-parallel size in serving, whose engines split every expert over the tensor-parallel GPUs.
LayerShapes layerShapes(const ModelArchitecture& model, bool moeLayer, double sequences, double queriesPerSeq,
                        double keysPerSeq, int tensorParallel, int expertParallel, int expertTensorParallel,
                        double capacityFactor = 0);

// The backward GEMMs of a forward GEMM: the input gradient (M x N by N x K) and the weight gradient
// (K x M by M x N).
GemmShape inputGradient(const GemmShape& forward);
GemmShape weightGradient(const GemmShape& forward);

// The output layer's GEMM (hidden x vocabulary, split over tensor parallel) for `tokens` tokens.
GemmShape logitsShape(const ModelArchitecture& model, double tokens, int tensorParallel);

// Layers with experts (an MoE's first `denseLayers` keep a dense MLP).
int moeLayerCount(const ModelArchitecture& model);
