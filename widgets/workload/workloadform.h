#pragma once

#include "model/design.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;
class PartIndex;

// The Workload panel's settings: the model (a bundled preset, a size, or a config.json), training or
// inference and their settings, and the GPUs. Shows a Workload; every change by the user emits edited()
// with the changed workload, a key for the setting (consecutive edits of one setting merge into one
// undo step) and its label in the current language.
class WorkloadForm : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadForm(QWidget* parent = nullptr);

    // Fills the controls without emitting edited(). `designGpus` and `designGpuModel` label the defaults.
    void setWorkload(const Workload& workload, const PartIndex& parts, qint64 designGpus,
                     const QString& designGpuModel);
    const Workload& workload() const { return mWorkload; }
    // The power limit of the workload's GPU (the design's settings, not the workload's): `capW` 0 for its
    // rated `ratedW`; empty `gpuModel` when there is no GPU to cap.
    void setPowerCap(const QString& gpuModel, double capW, double ratedW);
    // Loads a config.json as the model (the button's action, and tests); false with a message on failure.
    bool loadConfig(const QString& path, QString* error);

    // Marks the tensor-parallel field when it spans nodes (`warning` says why; empty: unmarked).
    void markTensorParallel(const QString& warning);

    // The control of a setting, for tests ("tokens", "zero", ...).
    QWidget* control(const QString& setting) const;

signals:
    void edited(const Workload& workload, const QString& setting, const QString& label);
    // The user asked to calibrate the prediction to a measured run (Workload > Calibrate to a Measured Run).
    void calibrateRequested();
    // The user changed the GPU's power limit (0: back to its rated power).
    void powerCapEdited(double capW);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum Source { FromPreset, FromSize, FromConfig }; // where the model comes from

    void build();
    void retranslate();
    void showModeGroups();
    void emitEdit(const QString& setting, QWidget* control);
    QString labelOf(QWidget* control) const;
    void fillMeasurements();
    // The config.json object of `next` with the shape fields' values; false with a message when the shape
    // is not one the sizer can read.
    bool applyShape(Workload& next, QString* error) const;
    QList<ScalingMeasurement> readMeasurements() const;

    Workload mWorkload;
    bool mFilling = false;
    QGroupBox* mModelBox;
    QFormLayout* mModelForm;
    QComboBox* mSource;
    QComboBox* mPreset;
    QDoubleSpinBox* mParameters;
    QPushButton* mLoadConfig;
    QLabel* mConfigName;
    QComboBox* mMode;
    // The shape (source "its shape"): config.json fields.
    QSpinBox* mHidden;
    QSpinBox* mLayers;
    QSpinBox* mHeads;
    QSpinBox* mKvHeads;
    QSpinBox* mIntermediate;
    QSpinBox* mVocab;
    QCheckBox* mTied;
    QSpinBox* mExperts;
    QSpinBox* mExpertsPerToken;
    QGroupBox* mTrainingBox;
    QFormLayout* mTrainingForm;
    QDoubleSpinBox* mTokens;
    QComboBox* mPrecision;
    QComboBox* mStack;
    QDoubleSpinBox* mCapacity;
    QPushButton* mCalibrate;
    QLabel* mCalibrationNote;
    QComboBox* mOptimizer;
    QComboBox* mZero;
    QSpinBox* mTp;
    QSpinBox* mPp;
    QSpinBox* mVp;
    QSpinBox* mCp;
    QSpinBox* mEp;
    QSpinBox* mGlobalBatch;
    QCheckBox* mMfuTyped;
    QCheckBox* mSequenceParallel;
    QSpinBox* mSequence;
    QSpinBox* mMicroBatch;
    QComboBox* mRecompute;
    QDoubleSpinBox* mMfu;
    QGroupBox* mInferenceBox;
    QFormLayout* mInferenceForm;
    QComboBox* mWeights;
    QComboBox* mKv;
    QSpinBox* mBatch;
    QSpinBox* mContext;
    QSpinBox* mGpusPerCopy;
    QGroupBox* mGpuBox;
    QFormLayout* mGpuForm;
    QComboBox* mGpu;
    QSpinBox* mGpus;
    QDoubleSpinBox* mReserve;
    QSpinBox* mPowerCap;
    QString mPowerCapGpu;
    QGroupBox* mMeasuredBox;
    QTableWidget* mMeasured;
    QPushButton* mAddMeasurement;
    QPushButton* mRemoveMeasurement;
    QLabel* mMeasuredNote;
    QString mTpWarning;
    qint64 mDesignGpus = 0;
    QString mDesignGpuModel;
};
