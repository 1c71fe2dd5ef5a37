#include "charts/chartspanel.h"

#include "common/exportpath.h"

#include "charts/bandwidthchart.h"
#include "charts/chartrenderer.h"
#include "charts/collectivechart.h"
#include "charts/costsensitivitychart.h"
#include "charts/rackstackchart.h"
#include "charts/scalingchart.h"

#include "analysis/liveanalysis.h"

#include "performance/nodebandwidth.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace {

QWidget* page(QWidget* controls, QWidget* chart) {
    auto* widget = new QWidget;
    auto* layout = new QVBoxLayout(widget);
    layout->setContentsMargins(4, 4, 4, 4);
    if (controls)
        layout->addWidget(controls);
    layout->addWidget(chart, 1);
    return widget;
}

QWidget* row(const QList<QWidget*>& widgets) {
    auto* widget = new QWidget;
    auto* layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets)
        layout->addWidget(w);
    layout->addStretch(1);
    return widget;
}

} // namespace

ChartsPanel::ChartsPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mTabs(new QTabWidget(this)), mDeviceLabel(new QLabel(this)),
      mDevice(new QComboBox(this)), mExport(new QPushButton(this)), mPower(new RackStackChart),
      mHeat(new RackStackChart), mBandwidth(new BandwidthChart), mCollective(new CollectiveChart),
      mScaling(new ScalingChart), mCost(new CostSensitivityChart), mGpusLabel(new QLabel),
      mGpus(new QSpinBox), mParametersLabel(new QLabel), mParametersM(new QDoubleSpinBox),
      mBytesLabel(new QLabel), mBytesPerParameter(new QComboBox), mStepLabel(new QLabel),
      mStepMs(new QDoubleSpinBox), mOverlap(new QCheckBox) {
    auto* top = new QHBoxLayout;
    top->addWidget(mDeviceLabel);
    top->addWidget(mDevice, 1);
    top->addStretch(1);
    top->addWidget(mExport);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(mTabs, 1);
    mDeviceLabel->setBuddy(mDevice);
    // Sized for a typical entry, not by measuring each one: a floor of 10,000 GPU servers made the window
    // take 0.1 s to lay out at each change.
    mDevice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mDevice->setMinimumContentsLength(32);

    mGpus->setRange(2, 65536);
    mGpusLabel->setBuddy(mGpus);
    mParametersM->setRange(1, 10'000'000);
    mParametersM->setDecimals(0);
    mParametersM->setValue(1000);
    mParametersM->setGroupSeparatorShown(true);
    mParametersLabel->setBuddy(mParametersM);
    mBytesPerParameter->addItem(QString(), 4.0);
    mBytesPerParameter->addItem(QString(), 2.0);
    mBytesPerParameter->addItem(QString(), 1.0);
    mBytesPerParameter->setCurrentIndex(1);
    mBytesLabel->setBuddy(mBytesPerParameter);
    mStepMs->setRange(1, 3'600'000);
    mStepMs->setDecimals(0);
    mStepMs->setValue(500);
    mStepMs->setGroupSeparatorShown(true);
    mStepLabel->setBuddy(mStepMs);

    mTabs->addTab(page(nullptr, mPower), QString());
    mTabs->addTab(page(nullptr, mHeat), QString());
    mTabs->addTab(page(nullptr, mBandwidth), QString());
    mTabs->addTab(page(row({mGpusLabel, mGpus}), mCollective), QString());
    // Two rows, so the panel (and with it the central area) stays narrow enough for the docks at 1366 px.
    auto* scalingControls = new QWidget;
    auto* scalingRows = new QVBoxLayout(scalingControls);
    scalingRows->setContentsMargins(0, 0, 0, 0);
    scalingRows->addWidget(row({mParametersLabel, mParametersM, mBytesLabel, mBytesPerParameter}));
    scalingRows->addWidget(row({mStepLabel, mStepMs, mOverlap}));
    mTabs->addTab(page(scalingControls, mScaling), QString());
    mTabs->addTab(page(nullptr, mCost), QString());

    connect(mAnalysis, &LiveAnalysis::updated, this, &ChartsPanel::refresh);
    connect(mDevice, &QComboBox::currentIndexChanged, this, &ChartsPanel::refresh);
    connect(mGpus, &QSpinBox::valueChanged, this, [this] {
        mGpusTouched = true;
        refresh();
    });
    connect(mParametersM, &QDoubleSpinBox::valueChanged, this, &ChartsPanel::refresh);
    connect(mBytesPerParameter, &QComboBox::currentIndexChanged, this, &ChartsPanel::refresh);
    connect(mStepMs, &QDoubleSpinBox::valueChanged, this, &ChartsPanel::refresh);
    connect(mOverlap, &QCheckBox::toggled, this, &ChartsPanel::refresh);
    connect(mExport, &QPushButton::clicked, this, &ChartsPanel::exportCurrent);
    connect(mTabs, &QTabWidget::currentChanged, this, [this] {
        mDevice->setEnabled(currentKind() != ChartKind::Power && currentKind() != ChartKind::Heat &&
                            currentKind() != ChartKind::Cost);
        populate(currentKind());
    });
    retranslate();
    refresh();
}

void ChartsPanel::retranslate() {
    mDeviceLabel->setText(tr("&GPU node:"));
    mExport->setText(tr("&Export\u2026"));
    mExport->setToolTip(tr("Save the chart shown as a PNG, SVG or PDF file"));
    mTabs->setTabText(0, tr("Power"));
    mTabs->setTabText(1, tr("Heat"));
    mTabs->setTabText(2, tr("Bandwidth"));
    mTabs->setTabText(3, tr("Collectives"));
    mTabs->setTabText(4, tr("Scaling"));
    mTabs->setTabText(5, tr("Cost"));
    mGpusLabel->setText(tr("G&PUs:"));
    mGpus->setToolTip(tr("Ranks taking part in the AllReduce and AllGather"));
    mParametersLabel->setText(tr("&Parameters (millions):"));
    mBytesLabel->setText(tr("&Gradient bytes per parameter:"));
    mBytesPerParameter->setItemText(0, tr("4 (FP32)"));
    mBytesPerParameter->setItemText(1, tr("2 (BF16/FP16)"));
    mBytesPerParameter->setItemText(2, tr("1 (FP8)"));
    mStepLabel->setText(tr("&Compute per step (ms):"));
    mStepMs->setToolTip(tr("One node's step time without communication across nodes"));
    mOverlap->setText(tr("&Overlap communication"));
    mOverlap->setToolTip(
        tr("Hide communication behind the backward pass (up to half of the step, an estimate)"));
}

void ChartsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

ChartOptions ChartsPanel::options() const {
    ChartOptions options;
    options.deviceId = mDevice->currentData().toString();
    options.gpus = mGpus->value();
    options.gradientBytes = mParametersM->value() * 1e6 * mBytesPerParameter->currentData().toDouble();
    options.stepComputeS = mStepMs->value() / 1000.0;
    options.overlap = mOverlap->isChecked();
    return options;
}

ChartKind ChartsPanel::currentKind() const {
    static const ChartKind kinds[] = {ChartKind::Power,     ChartKind::Heat,    ChartKind::Bandwidth,
                                      ChartKind::AllReduce, ChartKind::Scaling, ChartKind::Cost};
    return kinds[qBound(0, mTabs->currentIndex(), 5)];
}

void ChartsPanel::setCurrentKind(ChartKind kind) {
    mTabs->setCurrentIndex(int(kind));
}

ChartView* ChartsPanel::chart(ChartKind kind) const {
    populate(kind);
    return view(kind);
}

void ChartsPanel::populate(ChartKind kind) const {
    const unsigned bit = 1u << unsigned(kind);
    if (!(mStaleCharts & bit))
        return;
    mStaleCharts &= ~bit;
    ChartRenderer::populate(view(kind), kind, mAnalysis->document()->design(), mAnalysis->budgets(),
                            mAnalysis->parts(), options());
}

ChartView* ChartsPanel::view(ChartKind kind) const {
    switch (kind) {
    case ChartKind::Power:
        return mPower;
    case ChartKind::Heat:
        return mHeat;
    case ChartKind::Bandwidth:
        return mBandwidth;
    case ChartKind::AllReduce:
        return mCollective;
    case ChartKind::Scaling:
        return mScaling;
    case ChartKind::Cost:
        return mCost;
    }
    return nullptr;
}

void ChartsPanel::updateDevices() {
    const QSignalBlocker blocker(mDevice);
    const QString current = mDevice->currentData().toString();
    const Design& design = mAnalysis->document()->design();
    const Budgets& budgets = mAnalysis->budgets();
    mDevice->clear();
    for (const QString& id : gpuDeviceIds(budgets)) {
        const Device* device = design.device(id);
        const DeviceBudget* budget = budgets.device(id);
        const QString name = device && !device->name.isEmpty() ? device->name : id;
        mDevice->addItem(tr("%1 (%2, GPUs: %3)").arg(name, id).arg(budget ? budget->gpus : 0), id);
    }
    const int index = mDevice->findData(current);
    mDevice->setCurrentIndex(index >= 0 ? index : 0);
    if (!mGpusTouched) {
        const QSignalBlocker gpusBlocker(mGpus);
        mGpus->setValue(qMax(2, budgets.totals.gpus));
    }
}

void ChartsPanel::refresh() {
    // Behind another tab of a window on screen: drawn when shown. Drawing five charts of a 1,000-rack
    // floor takes longer than an edit may.
    if (window()->isVisible() && !isVisible()) {
        mStale = true;
        return;
    }
    mStale = false;
    updateDevices();
    for (ChartKind kind : allChartKinds())
        mStaleCharts |= 1u << unsigned(kind);
    populate(currentKind());
}

void ChartsPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (mStale)
        refresh();
}

void ChartsPanel::exportCurrent() {
    const QString png = tr("PNG image (*.png)");
    const QString svg = tr("SVG image (*.svg)");
    const QString pdf = tr("PDF document (*.pdf)");
    QString filter = png;
    const QString base = chartKindName(currentKind());
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), ExportPath::suggested(base, QStringLiteral("png")),
        QStringList{png, svg, pdf}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!ChartView::exportSuffixes().contains(suffix))
        path += filter == svg   ? QStringLiteral(".svg")
                : filter == pdf ? QStringLiteral(".pdf")
                                : QStringLiteral(".png");
    QString error;
    if (!chart(currentKind())->save(path, ChartOptions().sizePx, &error))
        QMessageBox::warning(this, tr("Export Chart"), error);
}
