#pragma once

#include "model/goodputsettings.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QPushButton;
class QSpinBox;

// The Workload tab's "Failures and checkpoints" settings (docs/reliability.md): the field data the failure
// rates come from, asynchronous checkpoints, the restart's figures, the hot-spare nodes and the repair time,
// a storage outside the design, and the targets Size the Storage sizes for. Shows GoodputSettings; every
// change by the user emits edited() with a key for the setting and its label (one undo step each, a spin
// box's changes merging).
class GoodputBox : public QGroupBox {
    Q_OBJECT
public:
    explicit GoodputBox(QWidget* parent = nullptr);
    void setSettings(const GoodputSettings& settings); // without emitting edited()
    const GoodputSettings& settings() const { return mSettings; }
    QWidget* control(const QString& setting) const; // for tests: "spares", "async", ...

signals:
    void edited(const GoodputSettings& settings, const QString& setting, const QString& label);
    void sizeStorageRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void read(const QString& setting, QWidget* control);

    GoodputSettings mSettings;
    bool mFilling = false;
    QFormLayout* mForm;
    QComboBox* mData;
    QCheckBox* mAsync;
    QCheckBox* mGradients;
    QDoubleSpinBox* mScheduling;
    QDoubleSpinBox* mInit;
    QSpinBox* mSpares;
    QDoubleSpinBox* mRepair;
    QCheckBox* mSite;
    QDoubleSpinBox* mSiteWrite;
    QDoubleSpinBox* mSiteRead;
    QSpinBox* mKept;
    QDoubleSpinBox* mTarget;
    QDoubleSpinBox* mDataset;
    QPushButton* mSizeStorage;
};
