// Training memory of the layouts published runs used (design/workload/trainingmemory.h, docs/workload.md
// "Training memory"): they fit the GPUs they ran on.
#include "testmain.h"
#include "testsupport.h"
#include "workload/modelpresets.h"
#include "workload/modelshards.h"
#include "workload/trainingmemory.h"

#include <QTest>

namespace {

const ModelSpec& presetModel(const char* id) {
    const ModelSpec* model = modelPreset(QString::fromLatin1(id));
    if (!model)
        qFatal("no preset %s", id);
    return *model;
}

} // namespace

class TestTrainingMemory : public QObject {
    Q_OBJECT

private slots:
    // DeepSeek-V3 technical report (arXiv 2412.19437, 3.2): 2,048 H800 of 80 GB, pipeline 16, expert
    // parallel 64 over 8 nodes, ZeRO-1 data parallel, no tensor parallel. The routed experts (58 layers x
    // 256) are split over the 64 expert-parallel GPUs, their optimizer states over the 2 GPUs that hold the
    // same experts; the dense weights over the pipeline and their states over all 128 data-parallel GPUs.
    void deepSeekV3ExpertsAreSplitOverExpertParallel() {
        const ModelSpec& v3 = presetModel("deepseek-v3");
        TrainingSetup setup;
        setup.layout.pipelineParallel = 16;
        setup.layout.expertParallel = 64;
        setup.layout.dataParallel = 128;
        setup.layout.zeroStage = 1;
        setup.sequenceLength = 4096;
        setup.recompute = Recompute::Selective;
        const MemoryBreakdown ep64 = trainingMemory(v3, setup);
        setup.layout.expertParallel = 1;
        const MemoryBreakdown ep1 = trainingMemory(v3, setup);
        const auto states = [](const MemoryBreakdown& m) { return m.parameters + m.gradients + m.optimizer; };
        qInfo("parameters per GPU: %.1f GB at EP 64, %.1f GB at EP 1; model states %.1f GB and %.1f GB",
              ep64.parameters / 1e9, ep1.parameters / 1e9, states(ep64) / 1e9, states(ep1) / 1e9);
        QVERIFY(ep1.parameters > 10 * ep64.parameters); // the routed experts are 97% of the weights
        const ModelShards shards = modelShards(*v3.architecture, setup.layout);
        QVERIFY_WITHIN(shards.experts, 58.0 * 256 * 3 * 7168 * 2048, 1e-9);
        // The model's states take a quarter of the 80 GB at EP 64 (the rest for activations, which DeepSeek
        // keeps in fp8 with recomputed norms and up-projections, 3.3.4); at EP 1 they alone overflow it.
        QVERIFY(states(ep64) < 20e9);
        QVERIFY(states(ep1) > 80e9);
    }

    // Megatron-Bridge 25.09, Qwen3 235B-A22B on 256 H100 80 GB (NVIDIA-NeMo/Megatron-Bridge
    // docs/performance-summary-archive.md; its recipe scripts/performance/configs/qwen3/
    // qwen3_235b_a22b_llm_pretrain.yaml at fa0315ae2: TP 2, PP 8, EP 32, etp 1, distributed optimizer). With
    // expert tensor parallelism 1 Megatron-Core folds the expert-parallel group over the tensor- and data-
    // parallel GPUs (NVIDIA/Megatron-LM megatron/core/parallel_state.py, the expert RankGenerator): each GPU
    // holds 4 whole experts of its 12 layers, as at TP 1, and their optimizer states are sharded over the
    // t x dp / ep = 1 GPU that holds the same ones.
    void expertsFoldOverTensorParallel() {
        const ModelSpec& qwen = presetModel("qwen3-235b-a22b");
        TrainingSetup setup;
        setup.layout.tensorParallel = 2;
        setup.layout.sequenceParallel = true;
        setup.layout.pipelineParallel = 8;
        setup.layout.virtualStages = 4;
        setup.layout.expertParallel = 32;
        setup.layout.dataParallel = 16;
        setup.layout.zeroStage = 1;
        setup.sequenceLength = 4096;
        setup.recompute = Recompute::Selective;
        const ModelShards tp2 = modelShards(*qwen.architecture, setup.layout);
        ParallelLayout tp1 = setup.layout;
        tp1.tensorParallel = 1;
        const ModelShards whole = modelShards(*qwen.architecture, tp1);
        // Qwen/Qwen3-235B-A22B config.json: 94 layers of 128 experts, each 3 x 4096 x 1536.
        const double expertsPerGpu = 94.0 / 8 * 4 * 3 * 4096 * 1536;
        QVERIFY_WITHIN(tp2.perGpu - tp2.dense / (2 * 8), expertsPerGpu, 1e-6);
        QVERIFY_WITHIN(whole.perGpu - whole.dense / 8, expertsPerGpu, 1e-6);
        QCOMPARE(tp2.expertZeroDivisor, 1.0);
        const MemoryBreakdown m = trainingMemory(qwen, setup);
        qInfo("Qwen3 235B-A22B at TP 2, PP 8, EP 32: %.1f GB per GPU", m.total() / 1e9);
        QVERIFY(m.total() < 80e9 * 0.9); // it ran on 80 GB H100
    }

    // Llama 3 405B (Meta 2024, Table 4): 8,192 H100 of 80 GB, TP 8, PP 16, sequence 8,192, FSDP over the
    // data-parallel GPUs, no activation recomputation. Flash attention keeps no s x s scores: the
    // activations are Korthikanti's 34sbh/t generalised (grouped KV heads, SwiGLU, no dropout), 126 layers'
    // worth on the first stage.
    void llama405bFitsItsLayout() {
        const ModelSpec& llama = presetModel("llama-3.1-405b");
        TrainingSetup setup;
        setup.layout.tensorParallel = 8;
        setup.layout.pipelineParallel = 16;
        setup.layout.dataParallel = 64;
        setup.layout.sequenceParallel = true;
        setup.layout.zeroStage = 3;
        setup.sequenceLength = 8192;
        setup.recompute = Recompute::None;
        const MemoryBreakdown m = trainingMemory(llama, setup);
        qInfo("activations %.1f GB, total %.1f GB per GPU", m.activations / 1e9, m.total() / 1e9);
        QVERIFY(m.total() < 80e9 * 0.9);
        // The s x s scores of unfused attention would need four times the GPU.
        const double unfused =
            activationBytesPerLayer(*llama.architecture, setup, true) * llama.architecture->layers;
        QVERIFY(unfused > 300e9);
        // The smallest layout that fits is no bigger than the run's.
        const auto smallest = smallestLayout(llama, setup, 8192, 80, 8, kDefaultMemoryReserve);
        QVERIFY(smallest);
        QVERIFY(smallest->tensorParallel * smallest->pipelineParallel <= 8 * 16);
    }

    // Korthikanti et al. 2022, Table 2's GPT terms come out of the generalised count for a GPT (multi-head
    // attention, 4h GELU MLP, dropout): 34 sbh/t with sequence parallelism, plus 5as/ht unfused.
    void gptTermsAreKorthikantis() {
        const ModelArchitecture gpt3 = *presetModel("gpt-3-175b").architecture;
        QVERIFY(gpt3.dropout);
        TrainingSetup setup;
        setup.sequenceLength = 2048;
        setup.layout.tensorParallel = 8;
        setup.layout.sequenceParallel = true;
        setup.recompute = Recompute::None;
        const double sbh = 2048.0 * 12288;
        QCOMPARE(activationBytesPerLayer(gpt3, setup), sbh * 34 / 8);
        QCOMPARE(activationBytesPerLayer(gpt3, setup, true),
                 sbh * (34.0 / 8 + 5 * 96 * 2048 / (12288.0 * 8)));
    }
};

CW_TEST_GUILESS_MAIN(TestTrainingMemory)
#include "tst_trainingmemory.moc"
