#include "workloadpanel.h"

#include "charts/workloadmemorychart.h"
#include "cmdworkloadset.h"
#include "designdocument.h"
#include "liveanalysis.h"
#include "money.h"
#include "workloadform.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

WorkloadPanel::WorkloadPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mForm(new WorkloadForm(this)), mHeadline(new QLabel(this)),
      mChart(new WorkloadMemoryChart(this)), mFigures(new QTableWidget(0, 2, this)),
      mSizeCluster(new QPushButton(this)), mRemove(new QPushButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* left = new QWidget(scroll);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 6, 0);
    leftLayout->addWidget(mForm);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(mSizeCluster);
    buttons->addWidget(mRemove);
    buttons->addStretch(1);
    leftLayout->addLayout(buttons);
    scroll->setWidget(left);
    scroll->setMinimumWidth(300);
    split->addWidget(scroll);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 0, 0, 0);
    mHeadline->setWordWrap(true);
    mHeadline->setTextFormat(Qt::RichText);
    rightLayout->addWidget(mHeadline);
    auto* results = new QSplitter(Qt::Vertical, right);
    results->addWidget(mChart);
    results->addWidget(mFigures);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 2);
    rightLayout->addWidget(results, 1);
    split->addWidget(right);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({380, 700});
    layout->addWidget(split);
    mFigures->verticalHeader()->hide();
    mFigures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mFigures->horizontalHeader()->setStretchLastSection(true);
    mFigures->setAlternatingRowColors(true);
    mFigures->setWordWrap(false); // long values are elided; the tooltip has them whole

    connect(mForm, &WorkloadForm::edited, this,
            [this](const Workload& next, const QString& setting, const QString& label) {
                DesignDocument* document = mAnalysis->document();
                const bool first = !document->design().workload;
                const QString text =
                    first ? tr("Set the workload") : tr("Change the workload: %1").arg(label);
                document->undoStack()->push(
                    new CmdWorkloadSet(document, next, text, first ? QString() : setting));
            });
    connect(mRemove, &QPushButton::clicked, this, [this] {
        DesignDocument* document = mAnalysis->document();
        document->undoStack()->push(new CmdWorkloadSet(document, std::nullopt, tr("Remove the workload")));
    });
    connect(mSizeCluster, &QPushButton::clicked, this, &WorkloadPanel::sizeClusterRequested);
    connect(mAnalysis, &LiveAnalysis::updated, this, &WorkloadPanel::refresh);
    retranslate();
    refresh();
}

Workload WorkloadPanel::defaultWorkload() {
    Workload workload;
    workload.presetId = QStringLiteral("llama-3.1-8b");
    workload.tokens = 1e12;
    return workload;
}

QString WorkloadPanel::headline() const {
    return mHeadline->text();
}

QString WorkloadPanel::figure(const QString& key) const {
    for (int r = 0; r < mFigures->rowCount(); ++r)
        if (mFigures->item(r, 0)->data(Qt::UserRole).toString() == key)
            return mFigures->item(r, 1)->text();
    return {};
}

void WorkloadPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WorkloadPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void WorkloadPanel::retranslate() {
    mSizeCluster->setText(tr("Size a Cluster…"));
    mSizeCluster->setToolTip(
        tr("Add the nodes, racks and compute fabric this workload needs, as one undo step"));
    mRemove->setText(tr("Remove Workload"));
    mFigures->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    refresh();
}

void WorkloadPanel::refresh() {
    if (window()->isVisible() && !isVisible()) { // behind another tab: when shown
        mStale = true;
        return;
    }
    mStale = false;
    const Design& design = mAnalysis->document()->design();
    const PartIndex& parts = mAnalysis->parts();
    const Workload workload = design.workload.value_or(defaultWorkload());
    const DesignGpus gpus = designGpus(design, parts);
    const Part* gpuPart = parts.find(gpus.partId);
    mForm->setWorkload(workload, parts, gpus.count, gpuPart ? gpuPart->displayName() : QString());
    mRemove->setEnabled(design.workload.has_value());
    const WorkloadPlan plan = planWorkload(workload.request(), parts, &design, &mAnalysis->budgets());
    showPlan(workload, plan);
}

void WorkloadPanel::showPlan(const Workload& workload, const WorkloadPlan& plan) {
    const QLocale locale;
    const auto gb = [&](double bytes) { return tr("%1 GB").arg(locale.toString(bytes / 1e9, 'f', 1)); };
    const MemoryBreakdown& m = plan.memory;
    QString headline;
    if (!plan.chosenFit) {
        headline = tr("<b>%1 per GPU.</b> Choose a GPU (or add GPU servers) to see whether it fits.")
                       .arg(gb(m.total()));
    } else if (plan.chosenFit->fits) {
        headline =
            tr("<span style='color:#2e7d32'><b>Fits</b></span> %1: %2 per GPU of %3 usable, %4 to spare.")
                .arg(plan.chosenFit->model, gb(m.total()),
                     gb((plan.chosenFit->requiredGb + plan.chosenFit->headroomGb) * 1e9),
                     gb(plan.chosenFit->headroomGb * 1e9));
    } else {
        headline = tr("<span style='color:#c62828'><b>Does not fit</b></span> %1: %2 per GPU, %3 usable.")
                       .arg(plan.chosenFit->model, gb(m.total()),
                            gb((plan.chosenFit->requiredGb + plan.chosenFit->headroomGb) * 1e9));
        if (plan.smallestLayout)
            headline += QLatin1Char(' ') + tr("Tensor %1 × pipeline %2 would fit.")
                                               .arg(plan.smallestLayout->tensorParallel)
                                               .arg(plan.smallestLayout->pipelineParallel);
    }
    if (!workload.inference && plan.compute && plan.compute->seconds > 0)
        headline += QStringLiteral("<br>") + tr("%1 billion tokens in <b>%2 days</b> on %3 GPUs.")
                                                 .arg(locale.toString(workload.tokens / 1e9, 'f', 0))
                                                 .arg(locale.toString(plan.compute->days(), 'f', 1))
                                                 .arg(plan.gpus);
    mHeadline->setText(headline);

    const double usable = plan.chosenFit ? plan.chosenFit->requiredGb + plan.chosenFit->headroomGb : 0;
    const ModelSpec model = workload.model();
    if (workload.inference) {
        mChart->setMemory({m}, true, 0, usable, plan.gpuModel);
    } else {
        TrainingSetup setup = workload.training;
        setup.layout = plan.layout;
        mChart->setMemory(memoryByZeroStage(model, setup), false, setup.layout.zeroStage, usable,
                          plan.gpuModel);
    }

    mFigures->setRowCount(0);
    const auto add = [this](const QString& key, const QString& name, const QString& value) {
        const int row = mFigures->rowCount();
        mFigures->insertRow(row);
        auto* item = new QTableWidgetItem(name);
        item->setData(Qt::UserRole, key);
        mFigures->setItem(row, 0, item);
        auto* valueItem = new QTableWidgetItem(value);
        valueItem->setToolTip(value);
        mFigures->setItem(row, 1, valueItem);
    };
    add(QStringLiteral("model"), tr("Model"),
        tr("%1: %2 B parameters, %3 B active")
            .arg(model.name, locale.toString(model.parameters / 1e9, 'f', 2),
                 locale.toString(model.activeParameters / 1e9, 'f', 2)));
    if (!model.source.isEmpty())
        add(QStringLiteral("source"), tr("Source"), model.source);
    add(QStringLiteral("gpus"), tr("GPUs"),
        plan.gpuModel.isEmpty() ? QString::number(plan.gpus)
                                : tr("%1 × %2").arg(plan.gpus).arg(plan.gpuModel));
    if (workload.inference) {
        add(QStringLiteral("kv-per-token"), tr("KV cache per token"),
            plan.serving.kvKnown ? tr("%1 bytes").arg(locale.toString(plan.serving.kvBytesPerToken, 'f', 0))
                                 : tr("unknown"));
        add(QStringLiteral("memory"), tr("Memory per GPU"),
            tr("weights %1 + KV cache %2 = %3").arg(gb(m.parameters), gb(m.kvCache), gb(m.total())));
        if (plan.chosenFit) {
            add(QStringLiteral("max-batch"), tr("Largest batch at this context"),
                locale.toString(plan.serving.maxBatch));
            add(QStringLiteral("max-context"), tr("Longest context at this batch"),
                tr("%1 tokens").arg(locale.toString(plan.serving.maxContext)));
        }
        if (plan.serving.decodeTokensPerS > 0) {
            add(QStringLiteral("decode"), tr("Decode, upper bound"),
                tr("%1 tokens/s per copy (memory bandwidth)")
                    .arg(locale.toString(plan.serving.decodeTokensPerS, 'f', 0)));
            add(QStringLiteral("prefill"), tr("Prefill, upper bound"),
                tr("%1 tokens/s per copy (compute)")
                    .arg(locale.toString(plan.serving.prefillTokensPerS, 'f', 0)));
            add(QStringLiteral("replicas"), tr("Copies of the model"),
                tr("%1, up to %2 tokens/s decoded in all")
                    .arg(plan.replicas)
                    .arg(locale.toString(plan.serving.decodeTokensPerS * plan.replicas, 'f', 0)));
        }
    } else {
        const ParallelLayout& l = plan.layout;
        add(QStringLiteral("layout"), tr("Layout"),
            tr("data %1 × tensor %2 × pipeline %3, ZeRO-%4")
                .arg(l.dataParallel)
                .arg(l.tensorParallel)
                .arg(l.pipelineParallel)
                .arg(l.zeroStage));
        add(QStringLiteral("memory"), tr("Memory per GPU"),
            tr("parameters %1, gradients %2, optimizer %3, activations %4: %5")
                .arg(gb(m.parameters), gb(m.gradients), gb(m.optimizer),
                     m.activationsKnown ? gb(m.activations) : tr("unknown"), gb(m.total())));
        if (plan.chosenFit)
            add(QStringLiteral("smallest-layout"), tr("Smallest layout that fits"),
                plan.smallestLayout ? tr("tensor %1 × pipeline %2")
                                          .arg(plan.smallestLayout->tensorParallel)
                                          .arg(plan.smallestLayout->pipelineParallel)
                                    : tr("none on these GPUs"));
        if (plan.compute && plan.compute->seconds > 0) {
            add(QStringLiteral("flops"), tr("Training compute"),
                tr("%1 FLOPs (%2)")
                    .arg(locale.toString(plan.compute->flops, 'g', 3),
                         plan.compute->formula == FlopsFormula::Megatron ? tr("Megatron count")
                                                                         : tr("6 × parameters × tokens")));
            add(QStringLiteral("days"), tr("Time"),
                tr("%1 days at %2% MFU of %3 TFLOPS")
                    .arg(locale.toString(plan.compute->days(), 'f', 1),
                         locale.toString(plan.compute->mfu * 100, 'f', 0),
                         locale.toString(plan.compute->peakTflops, 'f', 0)));
            add(QStringLiteral("gpu-hours"), tr("GPU-hours"),
                locale.toString(plan.compute->gpuHours(), 'f', 0));
            if (plan.energyKwh > 0)
                add(QStringLiteral("energy"), tr("Energy and electricity"),
                    tr("%1 kWh, %2")
                        .arg(locale.toString(plan.energyKwh, 'f', 0),
                             formatMoney(plan.energyCost, plan.currency)));
        }
    }
    QStringList fitting;
    for (const GpuFit& fit : plan.fits)
        if (fit.fits)
            fitting << fit.model;
    add(QStringLiteral("fits-on"), tr("Fits on"),
        fitting.isEmpty() ? tr("no catalog GPU") : fitting.join(QStringLiteral(", ")));
    for (const QString& problem : plan.problems)
        add(QStringLiteral("problem"), tr("Note"), problem);
    mFigures->resizeColumnToContents(0);
}
