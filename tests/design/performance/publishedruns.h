#pragma once

// What the step-time model's tests of published runs share: the clusters (catalog GPUs on their nodes and
// fabrics), the model shapes the papers trained, and the tally of how far each row lands.
#include "parts/partindex.h"
#include "performance/performanceplan.h"
#include "performance/trainingperformance.h"
#include "workload/gpupeak.h"
#include "workload/inference.h"
#include "workload/modelpresets.h"
#include "workload/trainingcompute.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace PublishedRuns {

// A catalog GPU on an 8-GPU NVLink node (its GPU link, as the design's node would give it) with `nicGbps`
// The rows of a published table copied to tests/data/performance/NAME.csv: every line but comments ('#'),
// blank lines and the header, split at commas (the tables hold no quoted fields), each checked to have
// `columns` fields.
inline QList<QStringList> csvRows(const char* name, qsizetype columns) {
    QFile file(QStringLiteral(CW_TEST_DATA "/performance/%1.csv").arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QList<QStringList> rows;
    bool header = true;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() != columns)
            qFatal("%s: %lld fields in \"%s\", expected %lld", qPrintable(file.fileName()),
                   qlonglong(fields.size()), qPrintable(line), qlonglong(columns));
        if (!std::exchange(header, false))
            rows.append(fields);
    }
    return rows;
}

// of fabric per GPU, non-blocking unless said, at the run's precision.
inline ClusterHardware cluster(const PartIndex& parts, const char* gpuId, TrainingPrecision precision,
                               double nicGbps, double oversubscription = 1, int gpusPerNode = 8) {
    const Part* part = parts.find(QString::fromLatin1(gpuId));
    if (!part || !part->gpu())
        qFatal("no GPU %s", gpuId);
    HardwareOptions options;
    options.gpusPerNode = gpusPerNode;
    options.nicGbps = nicGbps;
    options.oversubscription = oversubscription;
    return clusterHardware(*part, trainingPeakTflops(*part->gpu(), precision),
                           trainingPeakTflops(*part->gpu(), TrainingPrecision::Mixed16),
                           precision == TrainingPrecision::Fp8, options, nullptr, nullptr, parts);
}

inline ClusterHardware servingCluster(const PartIndex& parts, const char* gpuId, WeightPrecision weights) {
    ClusterHardware hw = cluster(parts, gpuId, TrainingPrecision::Mixed16, 400); // a DGX: 8 x 400G
    hw.peakTflops = inferencePeakTflops(*parts.find(QString::fromLatin1(gpuId))->gpu(), weights);
    return hw;
}

// GPT as Megatron builds it (Narayanan et al. 2021; Korthikanti et al. 2022): MLP 4h with GELU, biases,
// dropout, vocabulary 51,200, 2,048 learned positions.
inline ModelArchitecture megatronGpt(qint64 hidden, int layers, int heads) {
    ModelArchitecture m;
    m.hiddenSize = hidden;
    m.layers = layers;
    m.attentionHeads = heads;
    m.intermediateSize = 4 * hidden;
    m.vocabSize = 51200;
    m.gatedMlp = false;
    m.linearBiases = true;
    m.tiedEmbeddings = true;
    m.positionEmbeddings = 2048;
    m.dropout = true;
    return m;
}

inline const ModelArchitecture& presetShape(const char* id) {
    const ModelSpec* model = modelPreset(QString::fromLatin1(id));
    if (!model || !model->architecture)
        qFatal("no preset %s", id);
    return *model->architecture;
}

inline TrainingSetup layoutOf(int tp, int pp, int vp, int microBatch, int globalBatch, Recompute recompute,
                              bool sequenceParallel, int sequence = 2048) {
    TrainingSetup setup;
    setup.layout.tensorParallel = tp;
    setup.layout.pipelineParallel = pp;
    setup.layout.virtualStages = vp;
    setup.layout.sequenceParallel = sequenceParallel;
    setup.layout.zeroStage = 1; // Megatron's distributed optimizer
    setup.microBatch = microBatch;
    setup.globalBatch = globalBatch;
    setup.recompute = recompute;
    setup.sequenceLength = sequence;
    return setup;
}

// How far a table of published rows lands: each row's model / published - 1, the median of their sizes.
class Tally {
public:
    explicit Tally(const char* title) : mTitle(title) {}
    void add(const QString& row, double published, double model, bool print = true) {
        mRows.append({row, published, model});
        if (print)
            std::printf("  %-58s published %10.1f  model %10.1f  %+6.1f%%\n", qPrintable(row), published,
                        model, (model / published - 1) * 100);
    }
    double medianOff() const {
        QList<double> offs;
        for (const Row& r : mRows)
            offs << std::fabs(r.model / r.published - 1);
        std::sort(offs.begin(), offs.end());
        if (offs.isEmpty())
            return 0;
        const qsizetype n = offs.size();
        return n % 2 ? offs[n / 2] : (offs[n / 2 - 1] + offs[n / 2]) / 2;
    }
    qsizetype size() const { return mRows.size(); }
    double worstOff() const {
        double worst = 0;
        for (const Row& r : mRows)
            worst = std::max(worst, std::fabs(r.model / r.published - 1));
        return worst;
    }
    void summary() const {
        std::printf("%s: %lld rows, median off %.1f%%, worst %.1f%%\n", mTitle, qlonglong(mRows.size()),
                    medianOff() * 100, worstOff() * 100);
    }

private:
    struct Row {
        QString name;
        double published;
        double model;
    };
    const char* mTitle;
    QList<Row> mRows;
};

} // namespace PublishedRuns
