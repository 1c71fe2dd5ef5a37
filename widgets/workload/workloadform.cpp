#include "workload/workloadform.h"

#include "common/onedited.h"
#include "model/settingrange.h"
#include "parts/partindex.h"
#include "performance/softwarestack.h"
#include "plan/runcalibration.h"
#include "plan/workloadrequest.h"
#include "workload/hfconfig.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

// Combos shrink with the panel rather than widening it to their longest item.
QComboBox* narrowCombo(QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(10);
    return box;
}

QComboBox* combo(QWidget* parent, std::initializer_list<int> values) {
    auto* box = narrowCombo(parent);
    for (int value : values)
        box->addItem(QString(), value);
    return box;
}

QSpinBox* spin(QWidget* parent, int minimum, int maximum) {
    auto* box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

WorkloadForm::WorkloadForm(QWidget* parent) : QWidget(parent) {
    build();
    retranslate();
}

void WorkloadForm::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto group = [&](QGroupBox** box, QFormLayout** form) {
        *box = new QGroupBox(this);
        *form = new QFormLayout(*box);
        (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        layout->addWidget(*box);
    };
    group(&mModelBox, &mModelForm);
    mSource = combo(this, {FromPreset, FromSize, FromConfig});
    mPreset = narrowCombo(this);
    for (const ModelSpec& model : modelPresets())
        mPreset->addItem(model.name, model.id);
    mParameters = new QDoubleSpinBox(this);
    mParameters->setRange(SettingRange::kModelParameters.minimum / 1e9,
                          SettingRange::kModelParameters.maximum / 1e9);
    mParameters->setDecimals(3);
    mParameters->setSuffix(QStringLiteral(" B"));
    mLoadConfig = new QPushButton(this);
    mConfigName = new QLabel(this);
    // No word wrap: a height-for-width item in a QFormLayout with hidden rows makes Qt 6.4 write out of
    // bounds (valgrind, QFormLayout::setGeometry); the full text is in the tooltip.
    mConfigName->setWordWrap(false);
    mMode = combo(this, {0, 1});
    mHidden = spin(this, 1, 1000000);
    mLayers = spin(this, 1, 100000);
    mHeads = spin(this, 1, 100000);
    mKvHeads = spin(this, 1, 100000);
    mIntermediate = spin(this, 1, 1000000);
    mVocab = spin(this, 1, 100000000);
    mTied = new QCheckBox(this);
    mExperts = spin(this, 0, 100000);
    mExpertsPerToken = spin(this, 0, 100000);
    mModelForm->addRow(new QLabel(this), mSource);
    mModelForm->addRow(new QLabel(this), mPreset);
    mModelForm->addRow(new QLabel(this), mParameters);
    auto* configRow = new QHBoxLayout;
    configRow->addWidget(mLoadConfig);
    configRow->addWidget(mConfigName, 1);
    mModelForm->addRow(new QLabel(this), configRow);
    for (QWidget* w : std::initializer_list<QWidget*>{mHidden, mLayers, mHeads, mKvHeads, mIntermediate,
                                                      mVocab, mTied, mExperts, mExpertsPerToken})
        mModelForm->addRow(new QLabel(this), w);
    mModelForm->addRow(new QLabel(this), mMode);

    group(&mTrainingBox, &mTrainingForm);
    mTokens = new QDoubleSpinBox(this);
    mTokens->setRange(SettingRange::kTrainingTokens.minimum / 1e9,
                      SettingRange::kTrainingTokens.maximum / 1e9);
    mTokens->setDecimals(1);
    mTokens->setGroupSeparatorShown(true);
    mPrecision = combo(
        this, {int(TrainingPrecision::Fp32), int(TrainingPrecision::Mixed16), int(TrainingPrecision::Fp8)});
    mOptimizer = combo(this, {int(Optimizer::Adam), int(Optimizer::SgdMomentum), int(Optimizer::Adam8bit)});
    mStack = combo(this, {});
    for (SoftwareStack stack : softwareStacks())
        mStack->addItem(QString(), int(stack));
    mCapacity = new QDoubleSpinBox(this);
    mCapacity->setRange(SettingRange::kCapacityFactor.minimum, SettingRange::kCapacityFactor.maximum);
    mCapacity->setDecimals(2);
    mCapacity->setSingleStep(0.25);
    mZero = combo(this, {0, 1, 2, 3});
    mTp = spin(this, 1, 1024);
    mPp = spin(this, 1, 1024);
    mVp = spin(this, 1, 1024);
    mCp = spin(this, 1, 1024);
    mEp = spin(this, 1, 1024);
    mGlobalBatch = spin(this, 0, 100000000);
    mMfuTyped = new QCheckBox(this);
    mSequenceParallel = new QCheckBox(this);
    mSequence = spin(this, 1, 10000000);
    mMicroBatch = spin(this, 1, 100000);
    mRecompute = combo(this, {int(Recompute::None), int(Recompute::Selective), int(Recompute::Full)});
    mMfu = new QDoubleSpinBox(this);
    mMfu->setRange(SettingRange::kMfu.minimum * 100, SettingRange::kMfu.maximum * 100);
    mMfu->setDecimals(0);
    mMfu->setSuffix(QStringLiteral(" %"));
    for (QWidget* w : std::initializer_list<QWidget*>{
             mTokens, mPrecision, mStack, mOptimizer, mZero, mTp, mPp, mVp, mCp, mEp, mCapacity,
             mSequenceParallel, mSequence, mMicroBatch, mGlobalBatch, mRecompute, mMfuTyped, mMfu})
        mTrainingForm->addRow(new QLabel(this), w);
    mCalibrate = new QPushButton(this);
    mCalibrate->setObjectName(QStringLiteral("calibrate"));
    mCalibrationNote = new QLabel(this);
    mCalibrationNote->setWordWrap(true);
    mTrainingForm->addRow(mCalibrate);
    mTrainingForm->addRow(mCalibrationNote);
    connect(mCalibrate, &QPushButton::clicked, this, &WorkloadForm::calibrateRequested);

    group(&mInferenceBox, &mInferenceForm);
    mWeights = combo(this, {int(WeightPrecision::Fp32), int(WeightPrecision::Bf16), int(WeightPrecision::Fp8),
                            int(WeightPrecision::Int8), int(WeightPrecision::Int4)});
    mKv = combo(this, {2, 1});
    mBatch = spin(this, 1, 1000000);
    mContext = spin(this, 1, 100000000);
    mGpusPerCopy = spin(this, 1, 1024);
    for (QWidget* w : std::initializer_list<QWidget*>{mWeights, mKv, mBatch, mContext, mGpusPerCopy})
        mInferenceForm->addRow(new QLabel(this), w);

    group(&mGpuBox, &mGpuForm);
    mGpu = narrowCombo(this);
    mGpus = spin(this, 0, 10000000);
    mReserve = new QDoubleSpinBox(this);
    mReserve->setRange(SettingRange::kMemoryReserve.minimum * 100,
                       SettingRange::kMemoryReserve.maximum * 100);
    mReserve->setDecimals(0);
    mReserve->setSuffix(QStringLiteral(" %"));
    mGpuForm->addRow(new QLabel(this), mGpu);
    mGpuForm->addRow(new QLabel(this), mGpus);
    mGpuForm->addRow(new QLabel(this), mReserve);
    mPowerCap = spin(this, 0, int(SettingRange::kGpuPowerCapW.maximum));
    mPowerCap->setObjectName(QStringLiteral("power-cap"));
    mPowerCap->setSingleStep(25);
    mPowerCap->setSuffix(QStringLiteral(" W"));
    mGpuForm->addRow(new QLabel(this), mPowerCap);
    connect(mPowerCap, &QSpinBox::valueChanged, this, [this](int watts) {
        if (!mFilling)
            emit powerCapEdited(watts >= SettingRange::kGpuPowerCapW.minimum ? watts : 0);
    });
    // Measured throughput for the Scaling chart's fit.
    mMeasuredBox = new QGroupBox(this);
    auto* measuredLayout = new QVBoxLayout(mMeasuredBox);
    mMeasuredNote = new QLabel(this);
    mMeasuredNote->setWordWrap(true);
    measuredLayout->addWidget(mMeasuredNote);
    mMeasured = new QTableWidget(0, 2, this);
    mMeasured->setObjectName(QStringLiteral("measurements"));
    mMeasured->verticalHeader()->hide();
    mMeasured->horizontalHeader()->setStretchLastSection(true);
    mMeasured->setMinimumHeight(110);
    measuredLayout->addWidget(mMeasured);
    auto* measuredButtons = new QHBoxLayout;
    mAddMeasurement = new QPushButton(this);
    mRemoveMeasurement = new QPushButton(this);
    measuredButtons->addWidget(mAddMeasurement);
    measuredButtons->addWidget(mRemoveMeasurement);
    measuredButtons->addStretch(1);
    measuredLayout->addLayout(measuredButtons);
    layout->addWidget(mMeasuredBox);
    layout->addStretch(1);
    connect(mMeasured, &QTableWidget::cellChanged, this, [this] {
        if (!mFilling)
            emitEdit(QStringLiteral("measurements"), mMeasured);
    });
    connect(mAddMeasurement, &QPushButton::clicked, this, [this] {
        int nodes = 1;
        for (const ScalingMeasurement& m : mWorkload.measurements)
            nodes = std::max(nodes, m.nodes * 2);
        Workload next = mWorkload;
        next.measurements.append(
            {nodes, next.measurements.isEmpty() ? 100 : next.measurements.last().throughput * 2});
        emit edited(next, QString(), tr("measured throughput"));
    });
    connect(mRemoveMeasurement, &QPushButton::clicked, this, [this] {
        const int row = mMeasured->currentRow();
        if (row < 0 || row >= mWorkload.measurements.size())
            return;
        Workload next = mWorkload;
        next.measurements.removeAt(row);
        emit edited(next, QString(), tr("measured throughput"));
    });

    const QList<std::pair<QString, QWidget*>> settings{
        {QStringLiteral("model"), mSource},
        {QStringLiteral("preset"), mPreset},
        {QStringLiteral("hidden"), mHidden},
        {QStringLiteral("layers"), mLayers},
        {QStringLiteral("heads"), mHeads},
        {QStringLiteral("kv-heads"), mKvHeads},
        {QStringLiteral("intermediate"), mIntermediate},
        {QStringLiteral("vocab"), mVocab},
        {QStringLiteral("tied"), mTied},
        {QStringLiteral("experts"), mExperts},
        {QStringLiteral("experts-per-token"), mExpertsPerToken},
        {QStringLiteral("parameters"), mParameters},
        {QStringLiteral("mode"), mMode},
        {QStringLiteral("tokens"), mTokens},
        {QStringLiteral("precision"), mPrecision},
        {QStringLiteral("stack"), mStack},
        {QStringLiteral("capacity-factor"), mCapacity},
        {QStringLiteral("optimizer"), mOptimizer},
        {QStringLiteral("zero"), mZero},
        {QStringLiteral("tp"), mTp},
        {QStringLiteral("pp"), mPp},
        {QStringLiteral("vp"), mVp},
        {QStringLiteral("cp"), mCp},
        {QStringLiteral("ep"), mEp},
        {QStringLiteral("global-batch"), mGlobalBatch},
        {QStringLiteral("mfu-typed"), mMfuTyped},
        {QStringLiteral("sequence-parallel"), mSequenceParallel},
        {QStringLiteral("sequence"), mSequence},
        {QStringLiteral("micro-batch"), mMicroBatch},
        {QStringLiteral("recompute"), mRecompute},
        {QStringLiteral("mfu"), mMfu},
        {QStringLiteral("weights"), mWeights},
        {QStringLiteral("kv"), mKv},
        {QStringLiteral("batch"), mBatch},
        {QStringLiteral("context"), mContext},
        {QStringLiteral("gpus-per-copy"), mGpusPerCopy},
        {QStringLiteral("gpu"), mGpu},
        {QStringLiteral("gpus"), mGpus},
        {QStringLiteral("reserve"), mReserve}};
    for (const auto& [key, control] : settings) {
        control->setObjectName(key);
        onEdited(control, this,
                 [this, setting = key, w = static_cast<QWidget*>(control)] { emitEdit(setting, w); });
    }
    connect(mLoadConfig, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load a Hugging Face config.json"),
                                                          QString(), tr("Model configuration (*.json)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!loadConfig(path, &error))
            QMessageBox::warning(this, tr("Cannot read the model configuration"), error);
    });
}

void WorkloadForm::markTensorParallel(const QString& warning) {
    if (warning == mTpWarning)
        return;
    mTpWarning = warning;
    retranslate();
}

QWidget* WorkloadForm::control(const QString& setting) const {
    return findChild<QWidget*>(setting);
}

QString WorkloadForm::labelOf(QWidget* control) const {
    if (control == mMeasured)
        return tr("measured throughput");
    for (QFormLayout* form : {mModelForm, mTrainingForm, mInferenceForm, mGpuForm})
        if (auto* label = qobject_cast<QLabel*>(form->labelForField(control)))
            return label->text()
                .remove(QLatin1Char('&'))
                .remove(QLatin1Char(':'))
                .remove(QChar(0xFF1A))
                .trimmed();
    if (auto* check = qobject_cast<QCheckBox*>(control))
        return check->text();
    return QString();
}

void WorkloadForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WorkloadForm::retranslate() {
    const auto label = [](QFormLayout* form, QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(form->labelForField(field)))
            l->setText(text);
    };
    mModelBox->setTitle(tr("Model and goal"));
    label(mModelForm, mSource, tr("Model from:"));
    mSource->setItemText(0, tr("a bundled model"));
    mSource->setItemText(1, tr("its size only"));
    mSource->setItemText(2, tr("its shape (or a config.json)"));
    label(mModelForm, mHidden, tr("Hidden size:"));
    label(mModelForm, mLayers, tr("Layers:"));
    label(mModelForm, mHeads, tr("Attention heads:"));
    label(mModelForm, mKvHeads, tr("Key/value heads:"));
    label(mModelForm, mIntermediate, tr("MLP intermediate size:"));
    label(mModelForm, mVocab, tr("Vocabulary:"));
    mTied->setText(tr("Input and output embeddings tied"));
    label(mModelForm, mExperts, tr("Experts (MoE; 0: dense):"));
    label(mModelForm, mExpertsPerToken, tr("Experts per token:"));
    label(mModelForm, mPreset, tr("Model:"));
    label(mModelForm, mParameters, tr("Parameters:"));
    mLoadConfig->setText(tr("Load config.json…"));
    if (QLayoutItem* configLabel = mModelForm->itemAt(3, QFormLayout::LabelRole))
        if (auto* l = qobject_cast<QLabel*>(configLabel->widget()))
            l->setText(tr("Shape:"));
    label(mModelForm, mMode, tr("Goal:"));
    mMode->setItemText(0, tr("training"));
    mMode->setItemText(1, tr("inference"));

    mTrainingBox->setTitle(tr("Training"));
    label(mTrainingForm, mTokens, tr("Tokens (billions):"));
    mTokens->setSpecialValueText(tr("none (no time)"));
    label(mTrainingForm, mPrecision, tr("Precision:"));
    mPrecision->setItemText(0, tr("FP32"));
    mPrecision->setItemText(1, tr("BF16/FP16 mixed"));
    mPrecision->setItemText(2, tr("FP8 mixed"));
    label(mTrainingForm, mOptimizer, tr("Optimizer:"));
    mOptimizer->setItemText(0, tr("Adam / AdamW"));
    mOptimizer->setItemText(1, tr("SGD with momentum"));
    mOptimizer->setItemText(2, tr("8-bit Adam"));
    label(mTrainingForm, mZero, tr("ZeRO stage:"));
    mZero->setItemText(0, tr("0: none"));
    mZero->setItemText(1, tr("1: optimizer states partitioned"));
    mZero->setItemText(2, tr("2: and gradients"));
    mZero->setItemText(3, tr("3: and parameters"));
    label(mTrainingForm, mStack, tr("Software stack:"));
    for (int i = 0; i < mStack->count(); ++i) {
        const SoftwareStack stack = SoftwareStack(mStack->itemData(i).toInt());
        mStack->setItemText(i, softwareStackName(stack));
        mStack->setItemData(i, softwareStackDescription(stack), Qt::ToolTipRole);
    }
    mStack->setToolTip(tr("How the training software runs the step: which attention kernel, what it "
                          "overlaps, how it scales fp8 (the default: Megatron-Core / NeMo)"));
    label(mTrainingForm, mCapacity, tr("Expert capacity factor (MoE):"));
    mCapacity->setSpecialValueText(tr("dropless"));
    mCapacity->setToolTip(tr("Each expert computes at most this many times its even share of the tokens, "
                             "padded to it; dropless: every token is computed"));
    mCalibrate->setText(tr("Calibrate to a Measured Run…"));
    mCalibrate->setToolTip(tr("Fit the prediction to a run of your own (a Megatron-LM or torchtitan log, "
                              "or a measured step time) for this stack on this GPU"));
    label(mTrainingForm, mTp, mTpWarning.isEmpty() ? tr("Tensor parallel:") : tr("⚠ Tensor parallel:"));
    mTp->setToolTip(mTpWarning);
    if (auto* l = qobject_cast<QLabel*>(mTrainingForm->labelForField(mTp))) {
        l->setToolTip(mTpWarning);
        l->setStyleSheet(mTpWarning.isEmpty() ? QString() : QStringLiteral("color:#b26a00"));
    }
    label(mTrainingForm, mPp, tr("Pipeline parallel:"));
    label(mTrainingForm, mVp, tr("Interleaved stages per pipeline rank:"));
    mVp->setToolTip(
        tr("Model chunks per pipeline rank (Narayanan et al.'s v): the pipeline bubble shrinks by "
           "this factor, for more point-to-point traffic"));
    label(mTrainingForm, mCp, tr("Context parallel:"));
    mCp->setToolTip(tr("The sequence split over this many GPUs (ring attention), for long contexts"));
    label(mTrainingForm, mEp, tr("Expert parallel (MoE):"));
    mEp->setToolTip(tr("A mixture of experts' experts split over this many GPUs of the data-parallel group"));
    label(mTrainingForm, mGlobalBatch, tr("Global batch (sequences):"));
    mGlobalBatch->setSpecialValueText(tr("automatic"));
    mGlobalBatch->setToolTip(tr("Sequences per optimizer step over all replicas; automatic: 8 micro-batches "
                                "per pipeline stage and replica"));
    // The name in the label column, so the box's own text stays short enough not to be cut.
    label(mTrainingForm, mSequenceParallel, tr("Sequence parallel:"));
    mSequenceParallel->setText(tr("on (with tensor parallel)"));
    mSequenceParallel->setToolTip(tr("Norms and dropout split over the tensor-parallel GPUs (Korthikanti et "
                                     "al. 2022): less activation memory; needs tensor parallel"));
    label(mTrainingForm, mSequence, tr("Sequence length:"));
    label(mTrainingForm, mMicroBatch, tr("Micro-batch per GPU:"));
    label(mTrainingForm, mRecompute, tr("Activation recomputation:"));
    mRecompute->setItemText(0, tr("none"));
    mRecompute->setItemText(1, tr("selective"));
    mRecompute->setItemText(2, tr("full"));
    mMfuTyped->setText(tr("Type the MFU instead of predicting it"));
    mMfuTyped->setToolTip(
        tr("The step-time model predicts the speed from the GPUs, their node, the fabric and "
           "the layout; a typed MFU overrides it"));
    label(mTrainingForm, mMfu, tr("Typed MFU:"));
    mMfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPUs' dense peak the run achieves (large "
                        "runs reach 35-45%)"));

    mInferenceBox->setTitle(tr("Inference"));
    label(mInferenceForm, mWeights, tr("Weights:"));
    mWeights->setItemText(0, tr("FP32"));
    mWeights->setItemText(1, tr("BF16/FP16"));
    mWeights->setItemText(2, tr("FP8"));
    mWeights->setItemText(3, tr("INT8"));
    mWeights->setItemText(4, tr("INT4"));
    label(mInferenceForm, mKv, tr("KV cache:"));
    mKv->setItemText(0, tr("BF16/FP16"));
    mKv->setItemText(1, tr("FP8"));
    label(mInferenceForm, mBatch, tr("Batch (sequences):"));
    label(mInferenceForm, mContext, tr("Context (tokens):"));
    label(mInferenceForm, mGpusPerCopy, tr("GPUs per model copy:"));

    mGpuBox->setTitle(tr("GPUs"));
    label(mGpuForm, mGpu, tr("GPU:"));
    mGpu->setItemText(0, mDesignGpuModel.isEmpty() ? tr("the design's (none)")
                                                   : tr("the design's: %1").arg(mDesignGpuModel));
    label(mGpuForm, mGpus, tr("GPUs used:"));
    mGpus->setSpecialValueText(tr("all in the design (%1)").arg(mDesignGpus));
    label(mGpuForm, mReserve, tr("Memory kept free:"));
    label(mGpuForm, mPowerCap, tr("Power limit:"));
    mPowerCap->setSpecialValueText(tr("rated"));
    mPowerCap->setToolTip(
        mPowerCapGpu.isEmpty()
            ? tr("No GPU to cap")
            : tr("%1 capped below its rated power (nvidia-smi -pl): its GEMMs run slower on "
                 "its power-performance curve, and the design budgets it at the cap")
                  .arg(mPowerCapGpu));
    mReserve->setToolTip(tr("For the CUDA context, the allocator's fragmentation and communication buffers"));

    mMeasuredBox->setTitle(tr("Measured throughput"));
    mMeasuredNote->setText(tr("Samples or tokens per second at some node counts: the Scaling chart fits a "
                              "communication model to them and projects further node counts."));
    mMeasured->setHorizontalHeaderLabels({tr("Nodes"), tr("Throughput per second")});
    mAddMeasurement->setText(tr("Add"));
    mRemoveMeasurement->setText(tr("Remove"));
}
