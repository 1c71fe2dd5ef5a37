#include "workload/workloadform.h"

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
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QTableWidget>
#include <algorithm>

// The form's two directions: a workload shown in the fields (setWorkload), and a field the user changed
// made into the edited workload (emitEdit). The widgets themselves are built in workloadform.cpp.

namespace {

// What the typed MFU starts from when the user first types one: large runs reach 35-45% (Llama 3 405B:
// 38-43%, Meta 2024).
constexpr double kSuggestedMfu = 0.40;

void select(QComboBox* box, int value) {
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace

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
    select(mStack, int(workload.training.stack));
    mCapacity->setValue(workload.training.capacityFactor);
    QStringList notes;
    for (const RunCalibration& c : workload.calibrations)
        notes << tr("%1 on %2: %3")
                     .arg(softwareStackName(c.stack),
                          parts.find(c.gpuPartId) ? parts.find(c.gpuPartId)->displayName() : c.gpuPartId,
                          calibrationNote(c));
    mCalibrationNote->setText(notes.join(QLatin1Char('\n')));
    mCalibrationNote->setVisible(!notes.isEmpty());
    select(mOptimizer, int(workload.training.optimizer));
    select(mZero, workload.training.layout.zeroStage);
    mTp->setValue(workload.training.layout.tensorParallel);
    mPp->setValue(workload.training.layout.pipelineParallel);
    mVp->setValue(workload.training.layout.virtualStages);
    mCp->setValue(workload.training.layout.contextParallel);
    mEp->setValue(workload.training.layout.expertParallel);
    mGlobalBatch->setValue(workload.training.globalBatch);
    mSequenceParallel->setChecked(workload.training.layout.sequenceParallel);
    mSequence->setValue(workload.training.sequenceLength);
    mMicroBatch->setValue(workload.training.microBatch);
    select(mRecompute, int(workload.training.recompute));
    mMfuTyped->setChecked(workload.mfu.has_value());
    mMfu->setValue(workload.mfu.value_or(kSuggestedMfu) * 100);
    mMfu->setEnabled(workload.mfu.has_value());
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

void WorkloadForm::setPowerCap(const QString& gpuModel, double capW, double ratedW) {
    mFilling = true;
    mPowerCapGpu = gpuModel;
    mPowerCap->setEnabled(!gpuModel.isEmpty());
    mPowerCap->setMaximum(ratedW > 0 ? int(ratedW) : int(SettingRange::kGpuPowerCapW.maximum));
    mPowerCap->setValue(capW > 0 ? int(std::lround(capW)) : 0);
    retranslate();
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
    next.training.stack = SoftwareStack(mStack->currentData().toInt());
    next.training.capacityFactor = mCapacity->value();
    next.training.optimizer = Optimizer(mOptimizer->currentData().toInt());
    next.training.layout.zeroStage = mZero->currentData().toInt();
    next.training.layout.tensorParallel = mTp->value();
    next.training.layout.pipelineParallel = mPp->value();
    next.training.layout.virtualStages = mVp->value();
    next.training.layout.contextParallel = mCp->value();
    next.training.layout.expertParallel = mEp->value();
    next.training.globalBatch = mGlobalBatch->value();
    next.training.layout.sequenceParallel = mSequenceParallel->isChecked();
    next.training.sequenceLength = mSequence->value();
    next.training.microBatch = mMicroBatch->value();
    next.training.recompute = Recompute(mRecompute->currentData().toInt());
    next.mfu.reset();
    if (mMfuTyped->isChecked())
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
