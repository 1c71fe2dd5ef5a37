#pragma once

#include "model/workload.h"

#include <QDialog>
#include <optional>

class PartIndex;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
struct Budgets;
struct Design;

// Workload > Calibrate to a Measured Run…: a run of the user's own, from its log (Megatron-LM / NeMo or
// torchtitan) or as a typed step time with its date, against the prediction for the workload's model,
// layout, GPUs and stack; shows both and the factor (design/plan/runcalibration.h) before it is kept.
class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    CalibrationDialog(const Design& design, const PartIndex& parts, const Budgets& budgets,
                      const Workload& workload, QWidget* parent = nullptr);
    // The calibration worked out, when the run could be read and compared.
    const std::optional<RunCalibration>& calibration() const { return mCalibration; }
    QString result() const; // what the dialog shows (tests)
    // For tests: the controls by name ("log", "step", "date", "from-log", "typed").
    QWidget* control(const QString& name) const;
    void setLogPath(const QString& path);

private:
    void update();

    const Design& mDesign;
    const PartIndex& mParts;
    const Budgets& mBudgets;
    Workload mWorkload;
    std::optional<RunCalibration> mCalibration;
    QRadioButton* mFromLog;
    QRadioButton* mTyped;
    QLineEdit* mLog;
    QPushButton* mBrowse;
    QDoubleSpinBox* mStep;
    QDateEdit* mDate;
    QLabel* mTarget;
    QLabel* mResult;
    QDialogButtonBox* mButtons;
};
