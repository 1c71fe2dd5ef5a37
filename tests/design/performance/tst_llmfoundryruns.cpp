// The step-time model (design/performance, docs/published-runs.md) against
// every row of mosaicml/llm-foundry's benchmark tables (scripts/train/benchmarking/README.md at commit
// 8c8dd48, copied to tests/data/performance/llm-foundry-benchmarks.csv): MPT models trained by Composer
// with FSDP on A100 80GB (8 x 200 Gb/s RoCE a node, as the table's title says) and H100 80GB (bf16 and
// fp8 through Transformer Engine; the table names no fabric: 8 x 400 Gb/s a node, the H100 systems'
// usual rails, assumed).
#include "design/performance/publishedruns.h"
#include "testsupport.h"

#include "performance/softwarestack.h"
#include "testmain.h"

#include <QTest>

using namespace PublishedRuns;

namespace {

struct FoundryRow {
    QString table;
    QString model;
    int seq = 0, gpus = 0, microBatch = 0, globalBatch = 0;
    double tokensPerGpu = 0;
    QString precision, mpMode, sharding;
    bool checkpointing = false;
};

QList<FoundryRow> foundryRows() {
    QList<FoundryRow> rows;
    for (const QStringList& c : csvRows("llm-foundry-benchmarks", 13))
        rows.append(FoundryRow{c[0], c[1], c[2].toInt(), c[3].toInt(), c[4].toInt(), c[6].toInt(),
                               c[7].toDouble(), c[8], c[9], c[10], c[11] == QLatin1String("true")});
    return rows;
}

// llm-foundry's MPT configurations (scripts/train/yamls/pretrain/mpt-*.yaml): d_model, n_layers, n_heads;
// expansion_ratio 4 (a GELU MLP), vocabulary 50,368, learned positions of max_seq_len, biases (no_bias is
// false by default), tied embeddings, no dropout. The 70b (no yaml) from its row's 64,862,437,376
// parameters: 80 layers of 8,192 with 64 heads.
ModelArchitecture mptShape(const QString& name, int seq) {
    struct Shape {
        const char* name;
        int hidden, layers, heads;
    };
    static const Shape shapes[] = {{"125m", 768, 12, 12}, {"350m", 1024, 24, 16}, {"760m", 1536, 24, 12},
                                   {"1b", 2048, 24, 16},  {"3b", 2560, 32, 20},   {"7b", 4096, 32, 32},
                                   {"13b", 5120, 40, 40}, {"30b", 7168, 48, 56},  {"70b", 8192, 80, 64}};
    for (const Shape& s : shapes)
        if (name == QLatin1String(s.name)) {
            ModelArchitecture m;
            m.hiddenSize = s.hidden;
            m.layers = s.layers;
            m.attentionHeads = s.heads;
            m.intermediateSize = 4 * qint64(s.hidden);
            m.vocabSize = 50368;
            m.gatedMlp = false;
            m.linearBiases = true;
            m.tiedEmbeddings = true;
            m.positionEmbeddings = seq;
            return m;
        }
    qFatal("no MPT %s", qPrintable(name));
}

// Rows the tables contradict themselves on, by their own MFU column (which counts attention): the A100 760m
// at 512 tokens falls to 45.1% MFU from 56.9% at 2,048 while the 350m, 1b and 3b beside it hold theirs
// within 1.5 points from 512 to 2,048; the 30b at 8,192 tokens falls to 39.4% (A100) and 29.9% (H100) from
// 51.4% and 35.9% at 4,096, while the 7b's H100 MFU falls only from 40.4% to 37.1%. The model holds the
// physics (shorter sequences cost no more, FlashAttention gets faster with the sequence); its own figures
// stay within 35% there.
bool selfContradicting(const FoundryRow& r) {
    return (r.table == QLatin1String("a100") && r.model == QLatin1String("760m") && r.seq == 512) ||
           (r.model == QLatin1String("30b") && r.seq == 8192 && r.precision == QLatin1String("amp_bf16"));
}

} // namespace

class TestLlmFoundryRuns : public QObject {
    Q_OBJECT
    PartIndex mParts;

    // Tokens per second and GPU the model predicts for a row.
    double predicted(const FoundryRow& r) {
        const bool a100 = r.table == QLatin1String("a100");
        const TrainingPrecision precision =
            r.precision == QLatin1String("amp_fp8") ? TrainingPrecision::Fp8 : TrainingPrecision::Mixed16;
        const ClusterHardware hw = cluster(mParts, a100 ? "nvidia-a100-sxm4-80gb" : "nvidia-h100-sxm5-80gb",
                                           precision, a100 ? 200 : 400);
        TrainingSetup setup;
        setup.precision = precision;
        setup.stack = SoftwareStack::LlmFoundry;
        setup.sequenceLength = r.seq;
        setup.microBatch = r.microBatch;
        setup.globalBatch = r.globalBatch;
        setup.recompute = r.checkpointing ? Recompute::Full : Recompute::None;
        setup.layout.zeroStage = r.sharding == QLatin1String("FULL_SHARD") ? 3 : 2;
        TrainingStack stack = trainingStack(SoftwareStack::LlmFoundry);
        // The tables were measured with flash-attn 1: llm-foundry's setup.py at the tables' commits (b2a43a1,
        // 5e85bd6) installs flash-attn==1.0.9 with the "gpu" extra, FlashAttention-2 only with "gpu-flash2".
        stack.attention = AttentionKernel::FlashAttention1;
        if (r.mpMode == QLatin1String("PURE"))
            stack.gradientReduceBytes = 2; // Composer's PURE mixed precision reduces in bf16
        const TrainingPerformance perf = predictTraining(mptShape(r.model, r.seq), setup, r.gpus, hw, stack);
        if (!perf.valid)
            qFatal("%s", qPrintable(perf.problems.join(QLatin1Char(';'))));
        return perf.tokensPerS / r.gpus;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    // Every row of each table: the median within 10%, every row within 20% but the three the table
    // contradicts itself on (selfContradicting), within 35%.
    void everyTable_data() {
        QTest::addColumn<QString>("table");
        QTest::newRow("A100 80GB") << QStringLiteral("a100");
        QTest::newRow("H100 80GB BF16") << QStringLiteral("h100bf16");
        QTest::newRow("H100 80GB FP8") << QStringLiteral("h100fp8");
    }
    void everyTable() {
        QFETCH(QString, table);
        Tally tally(QTest::currentDataTag());
        Tally consistent("  of them consistent with the table's own MFU");
        for (const FoundryRow& r : foundryRows()) {
            if (r.table != table)
                continue;
            const QString name = QStringLiteral("%1 seq %2 on %3 (mb %4%5)")
                                     .arg(r.model)
                                     .arg(r.seq)
                                     .arg(r.gpus)
                                     .arg(r.microBatch)
                                     .arg(r.checkpointing ? QStringLiteral(", recompute") : QString());
            const double model = predicted(r);
            tally.add(name, r.tokensPerGpu, model);
            if (selfContradicting(r))
                QVERIFY2(std::fabs(model / r.tokensPerGpu - 1) <= 0.35, qPrintable(name));
            else
                consistent.add(QString(), r.tokensPerGpu, model, false);
        }
        tally.summary();
        consistent.summary();
        QVERIFY2(tally.medianOff() <= 0.10, qPrintable(QString::number(tally.medianOff())));
        QVERIFY2(consistent.worstOff() <= 0.20, qPrintable(QString::number(consistent.worstOff())));
    }
};

CW_TEST_GUILESS_MAIN(TestLlmFoundryRuns)
#include "tst_llmfoundryruns.moc"
