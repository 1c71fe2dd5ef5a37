#pragma once

// Megatron-Bridge's published training rows (NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md
// at commit 067f987), as tst_megatronbridgeruns.cpp checks them: tokens/s per GPU, the layout as published.
#include "design/performance/publishedruns.h"

namespace BridgeRows {

using namespace PublishedRuns;

// DGX-H100, DGX-B200 and DGX-B300: 8 GPUs on NVLink; DGX-GB200 and DGX-GB300: the NVL72 rack, 72 GPUs on
// one NVLink domain. 400 Gb/s of fabric a GPU (ConnectX-7), 800 on the Blackwell Ultra systems (ConnectX-8).
enum class System { H100, B200, GB200, B300, GB300 };

struct BridgeRow {
    const char* name;
    const char* model; // preset
    System system;
    int gpus;
    TrainingPrecision precision;
    int globalBatch, microBatch, sequence;
    bool fsdp;
    int tp, pp, cp, vp, ep;
    double tokensPerGpu;
    bool mxfp8 = false;     // FP8-MX (block scaling) rather than FP8-CS
    bool tokenDrop = false; // capacity factor 1.0, padded to capacity
    bool moeOverlap =
        false; // the release's configuration overlaps the MoE all-to-all ("Overlap source" above)
};

constexpr TrainingPrecision kFp8 = TrainingPrecision::Fp8;
constexpr TrainingPrecision kBf16 = TrainingPrecision::Mixed16;
constexpr System kH100 = System::H100, kB200 = System::B200, kGB200 = System::GB200, kB300 = System::B300,
                 kGB300 = System::GB300;

// Overlap source: which 26.x MoE rows overlap the expert all-to-all is read from each release's own
// benchmark configuration, scripts/performance/configs/{qwen,deepseek,gpt_oss}/*_workload_base_configs.py
// (moe_a2a_overlap) at the Megatron-Bridge tag of that container, matched by date and by the published
// layouts: v0.3.0 (26.02, Qwen3 30B-A3B on B200 at micro batch 1), v0.3.1 (26.02.01, micro batch 4),
// v0.4.0 (26.04), v0.4.2 (26.04.01: DeepSeek-V3 on B200 at PP 8, VP 2, EP 32 with the overlap, on GB200
// without), v0.5.0 (26.06: the MXFP8 full-iteration configurations of DeepSeek-V3, Qwen3 and GPT-OSS on
// GB200, GB300 and B300 with it, DeepSeek-V3 on B300 without). Overlapped before 26.06: only Qwen3
// 235B-A22B on H100, and Qwen3 30B-A3B on H100 in 26.02. GPT-OSS 120B on GB200 in 26.04 has two
// configurations of the published layout (V1 without, V2 with); V1 is taken.
// The all-to-all overlap of 25.09 and 25.11 likewise: 25.09's scripts/performance/run_script.py at
// fa0315ae2 overlaps it for DeepSeek-V3 on H100 only (A2A_1F1B, with DeepEP); 25.11's configurations
// (Megatron-Bridge v0.2.0, configs/*/workload_base_configs.py) for Qwen3 235B-A22B on B200 and H100 and
// Qwen3 30B-A3B on H100.
// The rows as published (VP "n/a" as 1; FSDP "8" / "1" as fully sharded).
inline constexpr BridgeRow kRows[] = {
    {"25.11 B200 Llama 3 8B", "llama-3.1-8b", kB200, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1, 30624},
    {"25.11 B200 Llama 3.1 405B", "llama-3.1-405b", kB200, 128, kFp8, 64, 1, 8192, false, 4, 8, 2, 8, 1, 661},
    {"25.11 B200 DeepSeek-V3 (MTP)", "deepseek-v3", kB200, 256, kFp8, 2048, 1, 4096, false, 1, 16, 1, 1, 8,
     2139, true},
    {"25.11 B200 GPT-OSS 120B", "gpt-oss-120b", kB200, 64, kBf16, 512, 4, 4096, false, 1, 1, 1, 1, 8, 8213},
    {"25.11 B200 Qwen3 30B-A3B", "qwen3-30b-a3b", kB200, 8, kFp8, 512, 1, 4096, false, 1, 1, 1, 1, 8, 9299,
     true},
    {"25.11 B200 Qwen3 235B-A22B", "qwen3-235b-a22b", kB200, 64, kFp8, 1024, 1, 4096, false, 1, 8, 1, 2, 8,
     3269, true, false, true},
    {"25.11 H100 Llama 3 8B", "llama-3.1-8b", kH100, 8, kFp8, 128, 1, 8192, true, 1, 1, 1, 1, 1, 14451},
    {"25.11 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 128, 1, 8192, false, 4, 8, 1, 5, 1, 1602},
    {"25.11 H100 Llama 3.1 405B", "llama-3.1-405b", kH100, 1024, kFp8, 512, 1, 8192, false, 8, 8, 2, 8, 1,
     292},
    {"25.11 H100 GPT-OSS 120B", "gpt-oss-120b", kH100, 64, kBf16, 512, 4, 4096, false, 1, 4, 1, 1, 8, 5630},
    {"25.11 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 512, 2, 4096, false, 1, 2, 1, 24, 8, 5275,
     false, false, true},
    {"25.11 H100 Qwen3 235B-A22B", "qwen3-235b-a22b", kH100, 256, kFp8, 2048, 1, 4096, false, 2, 8, 1, 4, 32,
     1575, false, false, true},
    {"25.09 B200 Llama 3 8B", "llama-3.1-8b", kB200, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1, 29994},
    {"25.09 B200 Llama 3.1 405B", "llama-3.1-405b", kB200, 128, kFp8, 64, 1, 8192, false, 4, 8, 2, 8, 1, 664},
    {"25.09 B200 DeepSeek-V3", "deepseek-v3", kB200, 256, kFp8, 2048, 1, 4096, false, 1, 16, 1, 1, 8, 2265,
     false, true},
    {"25.09 B200 Qwen3 30B-A3B", "qwen3-30b-a3b", kB200, 8, kFp8, 512, 1, 4096, false, 1, 1, 1, 1, 8, 18066,
     false, true},
    {"25.09 B200 Qwen3 235B-A22B", "qwen3-235b-a22b", kB200, 64, kFp8, 1024, 1, 4096, false, 1, 8, 1, 2, 8,
     4104, false, true},
    {"25.09 H100 Llama 3 8B", "llama-3.1-8b", kH100, 8, kFp8, 128, 1, 8192, true, 1, 1, 1, 1, 1, 14079},
    {"25.09 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 128, 1, 8192, false, 4, 8, 1, 5, 1, 1619},
    {"25.09 H100 Llama 3.1 405B", "llama-3.1-405b", kH100, 1024, kFp8, 512, 1, 8192, false, 8, 8, 2, 8, 1,
     302},
    {"25.09 H100 DeepSeek-V3", "deepseek-v3", kH100, 1024, kFp8, 8192, 1, 4096, false, 2, 8, 1, 4, 64, 1297,
     false, false, true},
    {"25.09 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 512, 2, 4096, false, 1, 2, 1, 24, 8, 10494,
     false, true},
    {"25.09 H100 Qwen3 235B-A22B", "qwen3-235b-a22b", kH100, 256, kFp8, 2048, 1, 4096, false, 2, 8, 1, 4, 32,
     1204, false, true},
};

// Held out: the same page's later releases and its DGX-GB200 tables, which the model was never set on
// (docs/performance-summary-archive.md at 067f987: "25.09 NeMo Container" and "25.11 NeMo Container",
// System: DGX-GB200; "26.04.01 NeMo Container" and "26.06 NeMo Container", Model: LLAMA3_70B,
// LLAMA3.1_405B, DeepSeekV3, GPT OSS 120B, Qwen3_30B_a3B, Qwen3_235B_a22B, the DGX-GB200, DGX-B200 and
// DGX-H100 rows in FP8, MXFP8 or BF16; FSDP "1" or "64" as fully sharded). 25.11's MoE rows are
// dropless with forced balance. A 26.x MoE row is predicted with the Megatron-Core preset that overlaps the
// all-to-all where its release's own benchmark configuration sets moe_a2a_overlap ("Overlap source" above);
// HybridEP dispatch, CUDA graphs and fp8 attention, which those configurations also use, are not modelled.
inline constexpr BridgeRow kLaterRows[] = {
    {"25.09 GB200 Llama 3 8B", "llama-3.1-8b", kGB200, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1, 31357},
    {"25.09 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 128, 2, 8192, true, 1, 1, 1, 1, 1, 3986},
    {"25.09 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 128, kFp8, 64, 1, 8192, true, 2, 1, 1, 1, 1,
     729},
    {"25.11 GB200 Llama 3 8B", "llama-3.1-8b", kGB200, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1, 31508},
    {"25.11 GB200 Llama 3 8B MXFP8", "llama-3.1-8b", kGB200, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1,
     29789, true},
    {"25.11 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1, 4312},
    {"25.11 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4, 1,
     813},
    {"26.04.01 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1,
     4224},
    {"26.04.01 GB200 Llama 3 70B MXFP8", "llama-3.1-70b", kGB200, 64, kFp8, 256, 1, 8192, false, 2, 4, 1, 5,
     1, 3712, true},
    {"26.04.01 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4,
     1, 864},
    {"26.04.01 GB200 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16,
     1, 8, 1, 800, true},
    {"26.04.01 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 256, 1, 8192, false, 4, 8, 1, 5, 1, 1664},
    {"26.04.01 H100 Llama 3.1 405B", "llama-3.1-405b", kH100, 1024, kFp8, 1536, 1, 8192, false, 8, 8, 2, 8, 1,
     328},
    {"26.06 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4, 1,
     843},
    {"26.06 GB200 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1,
     8, 1, 783, true},
    {"26.06 H100 Llama 3.1 405B", "llama-3.1-405b", kH100, 1024, kFp8, 1536, 1, 8192, false, 8, 8, 2, 8, 1,
     326},
    // Mixtures of experts.
    {"25.09 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 2048, 1, 4096, false, 1, 4, 1, 4, 64, 3454,
     false, true},
    {"25.09 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 22775,
     false, true},
    {"25.09 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 64, kFp8, 1024, 1, 4096, false, 2, 1, 1, 1, 64,
     4452, false, true},
    {"25.11 GB200 DeepSeek-V3 BF16", "deepseek-v3", kGB200, 256, kBf16, 4096, 1, 4096, false, 1, 4, 1, 4, 64,
     3139},
    {"25.11 GB200 DeepSeek-V3 MXFP8", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 8, 1, 4, 32,
     4018, true},
    {"25.11 GB200 GPT-OSS 120B", "gpt-oss-120b", kGB200, 64, kBf16, 1280, 1, 8192, false, 1, 1, 1, 1, 64,
     15876},
    {"25.11 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 23766,
     true},
    {"25.11 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 256, kBf16, 8192, 1, 4096, false, 1, 8, 1, 3,
     32, 4916},
    {"26.04.01 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 4, 1, 4, 64,
     4256, true},
    {"26.04.01 B200 DeepSeek-V3", "deepseek-v3", kB200, 256, kFp8, 4096, 1, 4096, false, 1, 8, 1, 2, 32, 3328,
     true, false, true},
    {"26.06 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 4, 1, 4, 64, 4969,
     true, false, true},
    {"26.06 GB200 GPT-OSS 120B", "gpt-oss-120b", kGB200, 64, kFp8, 1280, 4, 4096, false, 1, 1, 1, 1, 64,
     28947, true, false, true},
    {"26.06 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 40706,
     true, false, true},
    {"26.06 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 256, kFp8, 8192, 1, 4096, false, 1, 8, 1, 3,
     32, 7376, true, false, true},
    {"26.06 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 1024, 1, 4096, false, 1, 1, 1, 1, 16,
     8826},
};

// Held out as well: the releases between, 26.02, 26.02.01 and 26.04 (the same page at 067f987, "26.02 NeMo
// Container", "26.02.01 NeMo Container" and "26.04 NeMo Container", every DGX-GB200, DGX-B200 and DGX-H100
// row in FP8, MXFP8 or BF16; NVFP4 is not modelled, Nemotron 3 (hybrid Mamba) and Kimi K2 (Muon) are not
// shapes the model knows). The MoE rows' overlap as their release's configuration sets it ("Overlap source"
// above).
inline constexpr BridgeRow kInterimRows[] = {
    {"26.02 GB200 Llama 3 70B MXFP8", "llama-3.1-70b", kGB200, 64, kFp8, 256, 1, 8192, false, 2, 4, 1, 5, 1,
     3613, true},
    {"26.02 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1, 4040},
    {"26.02 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 256, 1, 8192, false, 4, 8, 1, 5, 1, 1621},
    {"26.02 GB200 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1,
     8, 1, 786, true},
    {"26.02 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4, 1,
     793},
    {"26.02 H100 Llama 3.1 405B", "llama-3.1-405b", kH100, 1024, kFp8, 1536, 1, 8192, false, 8, 8, 2, 8, 1,
     311},
    {"26.02.01 GB200 Llama 3 70B MXFP8", "llama-3.1-70b", kGB200, 64, kFp8, 256, 1, 8192, false, 2, 4, 1, 5,
     1, 3837, true},
    {"26.02.01 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1,
     4357},
    {"26.02.01 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 256, 1, 8192, false, 4, 8, 1, 5, 1, 1639},
    {"26.02.01 GB200 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16,
     1, 8, 1, 775, true},
    {"26.02.01 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4,
     1, 818},
    {"26.04 GB200 Llama 3 70B MXFP8", "llama-3.1-70b", kGB200, 64, kFp8, 256, 1, 8192, false, 2, 4, 1, 5, 1,
     3828, true},
    {"26.04 GB200 Llama 3 70B", "llama-3.1-70b", kGB200, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1, 4143},
    {"26.04 H100 Llama 3 70B", "llama-3.1-70b", kH100, 64, kFp8, 256, 1, 8192, false, 4, 8, 1, 5, 1, 1633},
    {"26.04 GB200 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1,
     8, 1, 793, true},
    {"26.04 GB200 Llama 3.1 405B", "llama-3.1-405b", kGB200, 256, kFp8, 1536, 1, 8192, false, 4, 16, 1, 4, 1,
     842},
    // Mixtures of experts.
    {"26.02 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 4, 1, 4, 64, 3955,
     true},
    {"26.02 B200 DeepSeek-V3", "deepseek-v3", kB200, 256, kFp8, 4096, 1, 4096, false, 1, 16, 1, 1, 8, 2689,
     true},
    {"26.02 GB200 GPT-OSS 120B", "gpt-oss-120b", kGB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 64,
     15784},
    {"26.02 B200 GPT-OSS 120B", "gpt-oss-120b", kB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 64, 8047},
    {"26.02 H100 GPT-OSS 120B", "gpt-oss-120b", kH100, 64, kBf16, 1280, 1, 4096, false, 1, 4, 1, 1, 8, 5993},
    {"26.02 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 26084,
     true},
    {"26.02 B200 Qwen3 30B-A3B", "qwen3-30b-a3b", kB200, 8, kFp8, 512, 1, 4096, false, 1, 1, 1, 1, 8, 9691,
     true},
    {"26.02 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 1024, 1, 4096, false, 1, 2, 1, 12, 8, 5113,
     false, false, true},
    {"26.02 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 256, kFp8, 8192, 1, 4096, false, 1, 8, 1, 1,
     32, 5448, true},
    {"26.02 B200 Qwen3 235B-A22B", "qwen3-235b-a22b", kB200, 256, kFp8, 8192, 1, 4096, false, 1, 8, 1, 1, 8,
     3805, true},
    {"26.02 H100 Qwen3 235B-A22B", "qwen3-235b-a22b", kH100, 256, kFp8, 8192, 1, 4096, false, 2, 8, 1, 4, 32,
     1633, false, false, true},
    {"26.02.01 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 4, 1, 4, 64,
     4021, true},
    {"26.02.01 B200 DeepSeek-V3", "deepseek-v3", kB200, 256, kFp8, 4096, 1, 4096, false, 1, 16, 1, 1, 8, 2790,
     true},
    {"26.02.01 GB200 GPT-OSS 120B", "gpt-oss-120b", kGB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 64,
     15754},
    {"26.02.01 B200 GPT-OSS 120B", "gpt-oss-120b", kB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 8,
     13722},
    {"26.02.01 H100 GPT-OSS 120B", "gpt-oss-120b", kH100, 64, kBf16, 1280, 1, 4096, false, 1, 4, 1, 1, 8,
     5984},
    {"26.02.01 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8,
     26373, true},
    {"26.02.01 B200 Qwen3 30B-A3B", "qwen3-30b-a3b", kB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8,
     26695, true},
    {"26.02.01 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 1024, 1, 4096, false, 1, 2, 1, 12, 8,
     9058},
    {"26.02.01 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 256, kFp8, 8192, 1, 4096, false, 1, 8, 1, 1,
     32, 5530, true},
    {"26.02.01 H100 Qwen3 235B-A22B", "qwen3-235b-a22b", kH100, 256, kFp8, 8192, 1, 4096, false, 2, 8, 1, 4,
     32, 1611, false, false, true},
    {"26.04 GB200 DeepSeek-V3", "deepseek-v3", kGB200, 256, kFp8, 4096, 1, 4096, false, 1, 4, 1, 4, 64, 4193,
     true},
    {"26.04 B200 DeepSeek-V3", "deepseek-v3", kB200, 256, kFp8, 4096, 1, 4096, false, 1, 16, 1, 1, 8, 2815,
     true},
    {"26.04 GB200 GPT-OSS 120B", "gpt-oss-120b", kGB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 64,
     15938},
    {"26.04 B200 GPT-OSS 120B", "gpt-oss-120b", kB200, 64, kBf16, 1280, 4, 4096, false, 1, 1, 1, 1, 8, 13045},
    {"26.04 H100 GPT-OSS 120B", "gpt-oss-120b", kH100, 64, kBf16, 1280, 1, 4096, false, 1, 4, 1, 1, 8, 5810},
    {"26.04 GB200 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 26032,
     true},
    {"26.04 B200 Qwen3 30B-A3B", "qwen3-30b-a3b", kB200, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 26859,
     true},
    {"26.04 H100 Qwen3 30B-A3B", "qwen3-30b-a3b", kH100, 16, kFp8, 1024, 1, 4096, false, 1, 1, 1, 1, 16,
     8901},
    {"26.04 GB200 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB200, 256, kFp8, 8192, 1, 4096, false, 1, 8, 1, 3,
     32, 5672, true},
    {"26.04 H100 Qwen3 235B-A22B", "qwen3-235b-a22b", kH100, 256, kFp8, 8192, 1, 4096, false, 2, 8, 1, 4, 32,
     1686, false, false, true},
};

// Held out: Blackwell Ultra (the same page's DGX-GB300 and DGX-B300 rows in FP8, MXFP8 and BF16: "25.11 NeMo
// Container", System: DGX-GB300; "26.04 NeMo Container", "26.04.01 NeMo Container" and "26.06 NeMo
// Container", every GB300 and B300 row of the models above). The MoE rows' overlap as their release's
// configuration sets it ("Overlap source" above; 25.11's rows without).
inline constexpr BridgeRow kBlackwellUltraRows[] = {
    {"25.11 GB300 Llama 3 8B", "llama-3.1-8b", kGB300, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1, 37556},
    {"25.11 GB300 Llama 3 8B MXFP8", "llama-3.1-8b", kGB300, 8, kFp8, 128, 2, 8192, false, 1, 1, 1, 1, 1,
     36108, true},
    {"25.11 GB300 Llama 3 70B", "llama-3.1-70b", kGB300, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1, 4520},
    {"25.11 GB300 Llama 3.1 405B", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 2, 8, 2, 4, 1,
     999},
    {"26.04 GB300 Llama 3 70B MXFP8", "llama-3.1-70b", kGB300, 64, kFp8, 256, 1, 8192, false, 1, 4, 1, 5, 1,
     4742, true},
    {"26.04 GB300 Llama 3 70B", "llama-3.1-70b", kGB300, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1, 5243},
    {"26.04 GB300 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 2, 8, 2,
     4, 1, 968, true},
    {"26.04 GB300 Llama 3.1 405B", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 4, 8, 1, 4, 1,
     1036},
    {"26.04.01 GB300 Llama 3 70B", "llama-3.1-70b", kGB300, 64, kFp8, 256, 2, 8192, true, 1, 1, 1, 1, 1,
     5248},
    {"26.04.01 GB300 Llama 3 70B MXFP8", "llama-3.1-70b", kGB300, 64, kFp8, 256, 1, 8192, false, 1, 4, 1, 5,
     1, 4864, true},
    {"26.04.01 GB300 Llama 3.1 405B", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 4, 8, 1, 4,
     1, 1024},
    {"26.04.01 GB300 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 2, 8,
     2, 4, 1, 960, true},
    {"26.06 GB300 Llama 3.1 405B", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 4, 8, 1, 4, 1,
     1048},
    {"26.06 GB300 Llama 3.1 405B MXFP8", "llama-3.1-405b", kGB300, 256, kFp8, 1536, 1, 8192, false, 2, 8, 2,
     4, 1, 952, true},
    // Mixtures of experts.
    {"25.11 GB300 DeepSeek-V3 BF16", "deepseek-v3", kGB300, 256, kBf16, 4096, 1, 4096, false, 1, 2, 1, 4, 32,
     3848},
    {"25.11 GB300 DeepSeek-V3 MXFP8", "deepseek-v3", kGB300, 256, kFp8, 4096, 1, 4096, false, 1, 2, 1, 4, 32,
     4357, true},
    {"25.11 GB300 GPT-OSS 120B", "gpt-oss-120b", kGB300, 64, kBf16, 1280, 2, 8192, false, 1, 1, 1, 1, 64,
     18347},
    {"25.11 GB300 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB300, 8, kFp8, 512, 4, 4096, false, 1, 1, 1, 1, 8, 28934,
     true},
    {"25.11 GB300 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB300, 256, kBf16, 8192, 2, 4096, false, 1, 4, 1, 12,
     16, 6131},
    {"26.06 GB300 DeepSeek-V3", "deepseek-v3", kGB300, 256, kFp8, 4096, 1, 4096, false, 1, 2, 1, 8, 32, 6338,
     true, false, true},
    {"26.06 B300 DeepSeek-V3", "deepseek-v3", kB300, 256, kFp8, 4096, 2, 4096, false, 1, 8, 1, 1, 8, 3541,
     true},
    {"26.06 GB300 GPT-OSS 120B", "gpt-oss-120b", kGB300, 64, kFp8, 1280, 4, 4096, false, 1, 1, 1, 1, 16,
     33166, true, false, true},
    {"26.06 B300 GPT-OSS 120B", "gpt-oss-120b", kB300, 64, kFp8, 1280, 4, 4096, false, 1, 1, 1, 1, 8, 18534,
     true},
    {"26.06 GB300 Qwen3 30B-A3B", "qwen3-30b-a3b", kGB300, 8, kFp8, 512, 8, 4096, false, 1, 1, 1, 1, 8, 45275,
     true, false, true},
    {"26.06 B300 Qwen3 30B-A3B", "qwen3-30b-a3b", kB300, 8, kFp8, 512, 8, 4096, false, 1, 1, 1, 1, 8, 40769,
     true, false, true},
    {"26.06 GB300 Qwen3 235B-A22B", "qwen3-235b-a22b", kGB300, 256, kFp8, 8192, 2, 4096, false, 1, 4, 1, 12,
     32, 9015, true, false, true},
};

} // namespace BridgeRows
