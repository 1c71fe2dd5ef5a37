#include "workload/workloadform.h"

#include "parts/partindex.h"
#include "workload/hfconfig.h"
#include "workload/workloadrequest.h"

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

enum Source { FromPreset, FromSize, FromConfig };

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

void select(QComboBox* box, int value) {
    box->setCurrentIndex(std::max(0, box->findData(value)));
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
    mParameters->setRange(0.001, 100000);
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
    mTokens->setRange(0, 10000000);
    mTokens->setDecimals(1);
    mTokens->setGroupSeparatorShown(true);
    mPrecision = combo(
        this, {int(TrainingPrecision::Fp32), int(TrainingPrecision::Mixed16), int(TrainingPrecision::Fp8)});
    mOptimizer = combo(this, {int(Optimizer::Adam), int(Optimizer::SgdMomentum), int(Optimizer::Adam8bit)});
    mZero = combo(this, {0, 1, 2, 3});
    mTp = spin(this, 1, 1024);
    mPp = spin(this, 1, 1024);
    mSequenceParallel = new QCheckBox(this);
    mSequence = spin(this, 1, 10000000);
    mMicroBatch = spin(this, 1, 100000);
    mRecompute = combo(this, {int(Recompute::None), int(Recompute::Selective), int(Recompute::Full)});
    mMfu = new QDoubleSpinBox(this);
    mMfu->setRange(1, 100);
    mMfu->setDecimals(0);
    mMfu->setSuffix(QStringLiteral(" %"));
    for (QWidget* w :
         std::initializer_list<QWidget*>{mTokens, mPrecision, mOptimizer, mZero, mTp, mPp, mSequenceParallel,
                                         mSequence, mMicroBatch, mRecompute, mMfu})
        mTrainingForm->addRow(new QLabel(this), w);

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
    mReserve->setRange(0, 90);
    mReserve->setDecimals(0);
    mReserve->setSuffix(QStringLiteral(" %"));
    mGpuForm->addRow(new QLabel(this), mGpu);
    mGpuForm->addRow(new QLabel(this), mGpus);
    mGpuForm->addRow(new QLabel(this), mReserve);
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
        {QStringLiteral("optimizer"), mOptimizer},
        {QStringLiteral("zero"), mZero},
        {QStringLiteral("tp"), mTp},
        {QStringLiteral("pp"), mPp},
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
        const QString setting = key;
        QWidget* w = control;
        const auto changed = [this, setting, w] { emitEdit(setting, w); };
        if (auto* box = qobject_cast<QComboBox*>(control))
            connect(box, &QComboBox::activated, this, changed);
        else if (auto* s = qobject_cast<QSpinBox*>(control))
            connect(s, &QSpinBox::valueChanged, this, changed);
        else if (auto* d = qobject_cast<QDoubleSpinBox*>(control))
            connect(d, &QDoubleSpinBox::valueChanged, this, changed);
        else if (auto* c = qobject_cast<QCheckBox*>(control))
            connect(c, &QCheckBox::toggled, this, changed);
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

QWidget* WorkloadForm::control(const QString& setting) const {
    return findChild<QWidget*>(setting);
}

bool WorkloadForm::loadConfig(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    const auto architecture = parseHfConfig(text, path, error);
    if (!architecture)
        return false;
    Workload next = mWorkload;
    next.presetId.clear();
    next.parameters = 0;
    next.architecture = architecture;
    next.config = QByteArray::fromStdString(nlohmann::json::parse(text.toStdString()).dump());
    // Hugging Face keeps a model's files in a folder named after it.
    const QString folder = QFileInfo(path).dir().dirName();
    next.modelName = folder.isEmpty() || folder == QLatin1String(".") ? QFileInfo(path).fileName() : folder;
    emit edited(next, QString(), tr("model"));
    return true;
}

void WorkloadForm::setWorkload(const Workload& workload, const PartIndex& parts, qint64 designGpus,
                               const QString& designGpuModel) {
    mFilling = true; // the controls' change signals are ignored while they are filled
    mWorkload = workload;
    mDesignGpus = designGpus;
    mDesignGpuModel = designGpuModel;
    const Source source = !workload.presetId.isEmpty() ? FromPreset
                          : workload.architecture      ? FromConfig
                                                       : FromSize;
    select(mSource, source);
    mPreset->setCurrentIndex(std::max(0, mPreset->findData(workload.presetId)));
    const ModelSpec model = workloadModel(workload);
    mParameters->setValue(model.parameters / 1e9);
    mConfigName->setText(workload.architecture ? workload.modelName : QString());
    if (model.architecture) { // a preset's or the workload's own shape
        const ModelArchitecture& a = *model.architecture;
        mHidden->setValue(int(a.hiddenSize));
        mLayers->setValue(a.layers);
        mHeads->setValue(a.attentionHeads);
        mKvHeads->setValue(a.effectiveKvHeads());
        mIntermediate->setValue(int(a.intermediateSize));
        mVocab->setValue(int(a.vocabSize));
        mTied->setChecked(a.tiedEmbeddings);
        mExperts->setValue(a.experts);
        mExpertsPerToken->setValue(a.expertsPerToken);
    }
    select(mMode, workload.inference ? 1 : 0);
    mTokens->setValue(workload.tokens / 1e9);
    select(mPrecision, int(workload.training.precision));
    select(mOptimizer, int(workload.training.optimizer));
    select(mZero, workload.training.layout.zeroStage);
    mTp->setValue(workload.training.layout.tensorParallel);
    mPp->setValue(workload.training.layout.pipelineParallel);
    mSequenceParallel->setChecked(workload.training.layout.sequenceParallel);
    mSequence->setValue(workload.training.sequenceLength);
    mMicroBatch->setValue(workload.training.microBatch);
    select(mRecompute, int(workload.training.recompute));
    mMfu->setValue(workload.mfu * 100);
    select(mWeights, int(workload.serving.weights));
    select(mKv, int(workload.serving.kvBytesPerValue));
    mBatch->setValue(workload.serving.batch);
    mContext->setValue(workload.serving.context);
    mGpusPerCopy->setValue(workload.serving.gpus);
    mGpu->clear();
    mGpu->addItem(QString(), QString());
    for (const Part& part : parts.parts())
        if (part.gpu())
            mGpu->addItem(part.displayName(), part.id);
    mGpu->setCurrentIndex(std::max(0, mGpu->findData(workload.gpuPartId)));
    mGpus->setValue(workload.gpus);
    mReserve->setValue(workload.reserveFraction * 100);
    fillMeasurements();
    showModeGroups();
    retranslate(); // the labels that carry the design's GPUs
    mFilling = false;
}

void WorkloadForm::showModeGroups() {
    const bool inference = mMode->currentData().toInt() == 1;
    mTrainingBox->setVisible(!inference);
    mInferenceBox->setVisible(inference);
    // Rows shown by hiding their widgets: QFormLayout::setRowVisible corrupts memory in Qt 6.4 (valgrind:
    // invalid writes in QFormLayout::setGeometry); a row whose label and field are hidden takes no space.
    const int source = mSource->currentData().toInt();
    const auto showRow = [this](QWidget* field, bool visible) {
        field->setVisible(visible);
        if (QWidget* label = mModelForm->labelForField(field))
            label->setVisible(visible);
    };
    showRow(mPreset, source == FromPreset);
    showRow(mParameters, source == FromSize);
    mLoadConfig->setVisible(source == FromConfig);
    mConfigName->setVisible(source == FromConfig);
    if (QLayoutItem* configLabel = mModelForm->itemAt(3, QFormLayout::LabelRole))
        if (configLabel->widget())
            configLabel->widget()->setVisible(source == FromConfig);
    for (QWidget* w : std::initializer_list<QWidget*>{mHidden, mLayers, mHeads, mKvHeads, mIntermediate,
                                                      mVocab, mTied, mExperts, mExpertsPerToken})
        showRow(w, source == FromConfig);
}

void WorkloadForm::emitEdit(const QString& setting, QWidget* control) {
    if (mFilling)
        return;
    Workload next = mWorkload;
    const int source = mSource->currentData().toInt();
    if (source == FromConfig) {
        if (!mWorkload.architecture) { // from a preset's shape (the size alone has none: Llama 3.1 8B's)
            const ModelSpec* start = modelPreset(mWorkload.presetId.isEmpty() ? QStringLiteral("llama-3.1-8b")
                                                                              : mWorkload.presetId);
            next.config = start->config;
            next.modelName = tr("%1 (changed)").arg(start->name);
            next.presetId.clear();
            next.parameters = 0;
        }
        QString error;
        if (!applyShape(next, &error)) {
            mConfigName->setText(
                QStringLiteral("<span style='color:#c62828'>%1</span>").arg(error.toHtmlEscaped()));
            return;
        }
    } else if (source == FromPreset) {
        next.presetId = mPreset->currentData().toString();
        next.parameters = 0;
        next.architecture.reset();
        next.config.clear();
        next.modelName.clear();
    } else if (source == FromSize) {
        next.presetId.clear();
        next.architecture.reset();
        next.config.clear();
        next.parameters = mParameters->value() * 1e9;
    }
    next.inference = mMode->currentData().toInt() == 1;
    next.tokens = mTokens->value() * 1e9;
    next.training.precision = TrainingPrecision(mPrecision->currentData().toInt());
    next.training.optimizer = Optimizer(mOptimizer->currentData().toInt());
    next.training.layout.zeroStage = mZero->currentData().toInt();
    next.training.layout.tensorParallel = mTp->value();
    next.training.layout.pipelineParallel = mPp->value();
    next.training.layout.sequenceParallel = mSequenceParallel->isChecked();
    next.training.sequenceLength = mSequence->value();
    next.training.microBatch = mMicroBatch->value();
    next.training.recompute = Recompute(mRecompute->currentData().toInt());
    next.mfu = mMfu->value() / 100;
    next.serving.weights = WeightPrecision(mWeights->currentData().toInt());
    next.serving.kvBytesPerValue = mKv->currentData().toInt();
    next.serving.batch = mBatch->value();
    next.serving.context = mContext->value();
    next.serving.gpus = mGpusPerCopy->value();
    next.gpuPartId = mGpu->currentData().toString();
    next.gpus = mGpus->value();
    next.reserveFraction = mReserve->value() / 100;
    next.measurements = readMeasurements();
    if (next == mWorkload) { // nothing changed (a slip in the measurements): show the stored values again
        fillMeasurements();
        return;
    }
    emit edited(next, setting, labelOf(control));
}

bool WorkloadForm::applyShape(Workload& next, QString* error) const {
    nlohmann::json config = nlohmann::json::parse(next.config.toStdString(), nullptr, false);
    if (!config.is_object())
        config = nlohmann::json::object();
    // Fields the user did not touch keep the config's own keys; the ones shown are written under the names
    // the reader looks for first.
    const ModelArchitecture shown = next.architecture.value_or(ModelArchitecture{});
    const auto set = [&](const char* key, qint64 value, qint64 was) {
        if (value != was || !config.contains(key))
            config[key] = value;
    };
    set("hidden_size", mHidden->value(), shown.hiddenSize);
    set("num_hidden_layers", mLayers->value(), shown.layers);
    set("num_attention_heads", mHeads->value(), shown.attentionHeads);
    set("num_key_value_heads", mKvHeads->value(), shown.effectiveKvHeads());
    set("intermediate_size", mIntermediate->value(), shown.intermediateSize);
    set("vocab_size", mVocab->value(), shown.vocabSize);
    config["tie_word_embeddings"] = mTied->isChecked();
    if (mExperts->value() > 0 || shown.experts > 0) {
        const char* key = config.contains("n_routed_experts") ? "n_routed_experts"
                          : config.contains("num_experts")    ? "num_experts"
                                                              : "num_local_experts";
        config[key] = mExperts->value();
        config["num_experts_per_tok"] = mExpertsPerToken->value();
        if (mExperts->value() == 0)
            config.erase(key);
    }
    const auto architecture = hfConfigFromJson(config, error);
    if (!architecture)
        return false;
    next.architecture = architecture;
    next.config = QByteArray::fromStdString(config.dump());
    return true;
}

void WorkloadForm::fillMeasurements() {
    const bool filling = mFilling;
    mFilling = true;
    mMeasured->setRowCount(int(mWorkload.measurements.size()));
    const QLocale c = QLocale::c();
    for (int row = 0; row < mWorkload.measurements.size(); ++row) {
        const ScalingMeasurement& m = mWorkload.measurements[row];
        // Items are updated in place: this runs inside the table's own cellChanged when a cell is edited.
        const QString texts[2] = {QString::number(m.nodes), c.toString(m.throughput, 'g', 10)};
        for (int column = 0; column < 2; ++column) {
            if (QTableWidgetItem* item = mMeasured->item(row, column))
                item->setText(texts[column]);
            else
                mMeasured->setItem(row, column, new QTableWidgetItem(texts[column]));
        }
    }
    mRemoveMeasurement->setEnabled(!mWorkload.measurements.isEmpty());
    mFilling = filling;
}

// The table as typed; a cell that is not a positive number (or a node count measured twice) keeps the
// stored value, so a slip never loses a measurement.
QList<ScalingMeasurement> WorkloadForm::readMeasurements() const {
    QList<ScalingMeasurement> result = mWorkload.measurements;
    QSet<int> nodes;
    for (int row = 0; row < result.size() && row < mMeasured->rowCount(); ++row) {
        bool nodesOk = false, throughputOk = false;
        const int n = mMeasured->item(row, 0) ? mMeasured->item(row, 0)->text().trimmed().toInt(&nodesOk) : 0;
        const QString text = mMeasured->item(row, 1) ? mMeasured->item(row, 1)->text().trimmed() : QString();
        double t = QLocale().toDouble(text, &throughputOk); // "1,480" in the user's locale, else "1480.5"
        if (!throughputOk)
            t = text.toDouble(&throughputOk);
        if (nodesOk && n >= 1 && n <= 1000000)
            result[row].nodes = n;
        if (throughputOk && t > 0 && t <= 1e15)
            result[row].throughput = t;
    }
    for (int row = 0; row < result.size(); ++row) {
        if (nodes.contains(result[row].nodes))
            result[row].nodes = mWorkload.measurements[row].nodes;
        nodes.insert(result[row].nodes);
    }
    return result;
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
    label(mTrainingForm, mTp, tr("Tensor parallel:"));
    label(mTrainingForm, mPp, tr("Pipeline parallel:"));
    mSequenceParallel->setText(tr("Sequence parallel (with tensor parallel)"));
    label(mTrainingForm, mSequence, tr("Sequence length:"));
    label(mTrainingForm, mMicroBatch, tr("Micro-batch per GPU:"));
    label(mTrainingForm, mRecompute, tr("Activation recomputation:"));
    mRecompute->setItemText(0, tr("none"));
    mRecompute->setItemText(1, tr("selective"));
    mRecompute->setItemText(2, tr("full"));
    label(mTrainingForm, mMfu, tr("MFU:"));
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
    mReserve->setToolTip(tr("For the CUDA context, the allocator's fragmentation and communication buffers"));

    mMeasuredBox->setTitle(tr("Measured throughput"));
    mMeasuredNote->setText(tr("Samples or tokens per second at some node counts: the Scaling chart fits a "
                              "communication model to them and projects further node counts."));
    mMeasured->setHorizontalHeaderLabels({tr("Nodes"), tr("Throughput per second")});
    mAddMeasurement->setText(tr("Add"));
    mRemoveMeasurement->setText(tr("Remove"));
}
