#include "workload/workloadpanel.h"

#include "analysis/liveanalysis.h"
#include "charts/steptimechart.h"
#include "charts/workloadmemorychart.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdworkloadset.h"
#include "common/formfit.h"
#include "model/designdocument.h"
#include "plan/workloadrequest.h"
#include "workload/goodputbox.h"
#include "workload/goodputfigures.h"
#include "workload/workloadfigures.h"
#include "workload/workloadform.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

WorkloadPanel::WorkloadPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mForm(new WorkloadForm(this)), mGoodput(new GoodputBox(this)),
      mHeadline(new QLabel(this)), mCharts(new QTabWidget(this)), mChart(new WorkloadMemoryChart(this)),
      mStepChart(new StepTimeChart(this)), mFigures(new QTableWidget(0, 2, this)),
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
    leftLayout->addWidget(mGoodput);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(mSizeCluster);
    buttons->addWidget(mRemove);
    buttons->addStretch(1);
    leftLayout->addLayout(buttons);
    scroll->setWidget(left);
    scroll->setMinimumWidth(300);
    FormFit::install(left); // its rows fit the panel's width, those added later too
    split->addWidget(scroll);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 0, 0, 0);
    mHeadline->setWordWrap(true);
    mHeadline->setTextFormat(Qt::RichText);
    rightLayout->addWidget(mHeadline);
    auto* results = new QSplitter(Qt::Vertical, right);
    mCharts->addTab(mChart, QString());
    mCharts->addTab(mStepChart, QString());
    mCharts->setObjectName(QStringLiteral("workload-charts"));
    results->addWidget(mCharts);
    results->addWidget(mFigures);
    // The chart's title, legend and axes take ~150 pixels: below 260 its bars would be a sliver. The
    // figures table scrolls.
    mCharts->setMinimumHeight(290);
    results->setStretchFactor(0, 3);
    results->setStretchFactor(1, 1);
    rightLayout->addWidget(results, 1);
    split->addWidget(right);
    // The form grows with the window too (two parts in five): at 1920 its fields hold their values whole.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({400, 600});
    layout->addWidget(split);
    mFigures->verticalHeader()->hide();
    mFigures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mFigures->horizontalHeader()->setStretchLastSection(true);
    mFigures->setAlternatingRowColors(true);
    mFigures->setWordWrap(false); // long values are elided; the tooltip has them whole

    // One undo step per change, named after the setting; a spin box's changes merge.
    const auto push = [this](const Workload& next, const QString& setting, const QString& label) {
        DesignDocument* document = mAnalysis->document();
        const bool first = !document->design().workload;
        const UndoText text = [first, label] {
            return first ? tr("Set the workload") : tr("Change the workload: %1").arg(label);
        };
        document->undoStack()->push(new CmdWorkloadSet(document, next, text, first ? QString() : setting));
    };
    connect(mForm, &WorkloadForm::edited, this, push);
    connect(mGoodput, &GoodputBox::edited, this,
            [this, push](const GoodputSettings& settings, const QString& setting, const QString& label) {
                Workload next = mForm->workload();
                next.goodput = settings;
                push(next, QStringLiteral("goodput-") + setting, label);
            });
    connect(mGoodput, &GoodputBox::sizeStorageRequested, this, &WorkloadPanel::sizeStorageRequested);
    // The power limit is the design's (settings, per GPU part): one undo step, consecutive changes merged.
    connect(mForm, &WorkloadForm::powerCapEdited, this, [this](double capW) {
        DesignDocument* document = mAnalysis->document();
        if (mPowerCapGpuId.isEmpty())
            return;
        DesignSettings settings = document->design().settings;
        if (capW > 0)
            settings.gpuPowerCapsW.insert(mPowerCapGpuId, capW);
        else
            settings.gpuPowerCapsW.remove(mPowerCapGpuId);
        if (settings != document->design().settings)
            document->undoStack()->push(CmdPropertyEdit::settings(document, settings));
    });
    connect(mRemove, &QPushButton::clicked, this, [this] {
        DesignDocument* document = mAnalysis->document();
        document->undoStack()->push(
            new CmdWorkloadSet(document, std::nullopt, [] { return tr("Remove the workload"); }));
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

QString WorkloadPanel::headline() {
    if (mStale)
        recompute();
    return mHeadline->text();
}

QString WorkloadPanel::figure(const QString& key) {
    if (mStale)
        recompute();
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
        recompute();
}

void WorkloadPanel::retranslate() {
    mSizeCluster->setText(tr("Size a Cluster…"));
    mSizeCluster->setToolTip(
        tr("Add the nodes, racks and compute fabric this workload needs, as one undo step"));
    mRemove->setText(tr("Remove Workload"));
    mFigures->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    mCharts->setTabText(0, tr("Memory per GPU"));
    mCharts->setTabText(1, tr("Step time"));
    refresh();
}

void WorkloadPanel::refresh() {
    // Behind another tab, or while the window opens (the plan of an 80,000-GPU floor is 5% of its start).
    if (!isVisible()) {
        mStale = true;
        return;
    }
    recompute();
}

void WorkloadPanel::recompute() {
    mStale = false;
    const Design& design = mAnalysis->document()->design();
    const PartIndex& parts = mAnalysis->parts();
    const Workload workload = design.workload.value_or(defaultWorkload());
    const DesignGpus gpus = designGpus(design, parts);
    const Part* gpuPart = parts.find(gpus.partId);
    mForm->setWorkload(workload, parts, gpus.count, gpuPart ? gpuPart->displayName() : QString());
    mGoodput->setSettings(workload.goodput);
    mGoodput->setVisible(!workload.inference);
    mRemove->setEnabled(design.workload.has_value());
    const WorkloadPlan plan = planWorkload(workloadRequest(workload), parts, &design, &mAnalysis->budgets());
    const Part* planGpu = parts.find(plan.gpuPartId);
    mForm->setPowerCap(planGpu ? planGpu->displayName() : QString(),
                       design.settings.gpuPowerCapsW.value(plan.gpuPartId, 0),
                       planGpu ? planGpu->maxPowerW : 0);
    mPowerCapGpuId = plan.gpuPartId;
    showPlan(workload, plan);
}

void WorkloadPanel::showPlan(const Workload& workload, const WorkloadPlan& plan) {
    const MemoryBreakdown& m = plan.memory;
    mHeadline->setText(workloadHeadline(workload, plan));
    mForm->markTensorParallel(plan.tensorSpansNodes
                                  ? tr("Tensor parallel %1 is more than a node's %Ln GPU(s): its all-reduces "
                                       "in every layer cross the network",
                                       nullptr, plan.hardware.gpusPerNode)
                                        .arg(plan.layout.tensorParallel)
                                  : QString());

    const double usable = plan.chosenFit ? plan.chosenFit->requiredGb + plan.chosenFit->headroomGb : 0;
    const ModelSpec model = workloadModel(workload);
    if (workload.inference) {
        mChart->setMemory({m}, true, 0, usable, plan.gpuModel);
    } else {
        TrainingSetup setup = workload.training;
        setup.layout = plan.layout;
        mChart->setMemory(memoryByZeroStage(model, setup), false, setup.layout.zeroStage, usable,
                          plan.gpuModel);
    }

    showStepTime(workload, plan);

    mFigures->setRowCount(0);
    QList<WorkloadFigure> figures = workloadFigures(workload, plan);
    if (!workload.inference) { // before the catalog's GPUs it fits and the notes
        qsizetype at = 0;
        while (at < figures.size() && figures[at].key != QLatin1String("fits-on"))
            ++at;
        const QList<WorkloadFigure> goodput = goodputFigures(plan);
        for (qsizetype i = 0; i < goodput.size(); ++i)
            figures.insert(at + i, goodput[i]);
    }
    for (const WorkloadFigure& figure : std::as_const(figures)) {
        const int row = mFigures->rowCount();
        mFigures->insertRow(row);
        auto* item = new QTableWidgetItem(figure.name);
        item->setData(Qt::UserRole, figure.key);
        mFigures->setItem(row, 0, item);
        auto* valueItem = new QTableWidgetItem(figure.value);
        valueItem->setToolTip(figure.value);
        mFigures->setItem(row, 1, valueItem);
    }
    mFigures->resizeColumnToContents(0);
}

void WorkloadPanel::showStepTime(const Workload& workload, const WorkloadPlan& plan) {
    // No subtitle: the layout is in the figures, and the tab is often short.
    mStepChart->setSteps(plan.fabricVariants, QString(), stepTimeMissing(workload, plan));
}

void WorkloadPanel::showStepTimeChart() {
    mCharts->setCurrentWidget(mStepChart);
}
