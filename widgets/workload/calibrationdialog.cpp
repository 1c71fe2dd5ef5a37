#include "workload/calibrationdialog.h"

#include "analysis/budgets.h"
#include "model/design.h"
#include "parts/partindex.h"
#include "performance/runlog.h"
#include "performance/softwarestack.h"
#include "plan/runcalibration.h"
#include "plan/workloadrequest.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

CalibrationDialog::CalibrationDialog(const Design& design, const PartIndex& parts, const Budgets& budgets,
                                     const Workload& workload, QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mBudgets(budgets), mWorkload(workload) {
    setWindowTitle(tr("Calibrate to a Measured Run"));
    auto* layout = new QVBoxLayout(this);
    mTarget = new QLabel(this);
    mTarget->setWordWrap(true);
    layout->addWidget(mTarget);

    auto* form = new QFormLayout;
    mFromLog = new QRadioButton(tr("From a training log (Megatron-LM, NeMo or torchtitan)"), this);
    mFromLog->setObjectName(QStringLiteral("from-log"));
    mLog = new QLineEdit(this);
    mLog->setObjectName(QStringLiteral("log"));
    mBrowse = new QPushButton(tr("Browse…"), this);
    auto* logRow = new QHBoxLayout;
    logRow->addWidget(mLog, 1);
    logRow->addWidget(mBrowse);
    form->addRow(mFromLog);
    form->addRow(tr("Log file:"), logRow);
    mTyped = new QRadioButton(tr("A measured step time"), this);
    mTyped->setObjectName(QStringLiteral("typed"));
    mStep = new QDoubleSpinBox(this);
    mStep->setObjectName(QStringLiteral("step"));
    mStep->setRange(0.001, 100000);
    mStep->setDecimals(3);
    mStep->setSuffix(tr(" s"));
    mStep->setValue(1);
    mDate = new QDateEdit(QDate::currentDate(), this);
    mDate->setObjectName(QStringLiteral("date"));
    mDate->setCalendarPopup(true);
    form->addRow(mTyped);
    form->addRow(tr("Time per optimizer step:"), mStep);
    form->addRow(tr("Date of the run:"), mDate);
    layout->addLayout(form);

    mResult = new QLabel(this);
    mResult->setWordWrap(true);
    mResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mResult);
    mButtons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("Calibrate"));
    layout->addWidget(mButtons);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    const Part* gpu = parts.find(workloadRequest(workload).gpuPartId);
    const QString gpuName = gpu ? gpu->displayName() : tr("the design's GPU");
    mTarget->setText(tr("The prediction for this workload (its model, layout and GPUs) with %1 on %2 is "
                        "compared with your run; the factor between them then scales every prediction "
                        "of %1 on this GPU, here and in Explore Designs.")
                         .arg(softwareStackName(workload.training.stack), gpuName));
    mFromLog->setChecked(true);
    connect(mFromLog, &QRadioButton::toggled, this, &CalibrationDialog::update);
    connect(mLog, &QLineEdit::textChanged, this, &CalibrationDialog::update);
    connect(mStep, &QDoubleSpinBox::valueChanged, this, &CalibrationDialog::update);
    connect(mDate, &QDateEdit::dateChanged, this, &CalibrationDialog::update);
    connect(mBrowse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a Training Log"), QString(),
                                                          tr("Logs (*.log *.txt *.out);;All files (*)"));
        if (!path.isEmpty())
            setLogPath(path);
    });
    update();
}

void CalibrationDialog::setLogPath(const QString& path) {
    mFromLog->setChecked(true);
    mLog->setText(path);
}

QString CalibrationDialog::result() const {
    return mResult->text();
}

QWidget* CalibrationDialog::control(const QString& name) const {
    return findChild<QWidget*>(name);
}

void CalibrationDialog::update() {
    const bool fromLog = mFromLog->isChecked();
    mLog->setEnabled(fromLog);
    mBrowse->setEnabled(fromLog);
    mStep->setEnabled(!fromLog);
    mDate->setEnabled(!fromLog);
    mCalibration.reset();
    MeasuredRun run;
    QString error;
    if (fromLog) {
        const QString path = mLog->text().trimmed();
        if (path.isEmpty()) {
            mResult->setText(tr("Choose the log of a run of this workload."));
            mButtons->button(QDialogButtonBox::Ok)->setEnabled(false);
            return;
        }
        const auto log = readRunLog(path, &error);
        if (log) {
            run.stepTimeS = log->stepTimeS;
            run.tokensPerSPerGpu = log->tokensPerSPerGpu;
            run.globalBatch = log->globalBatch;
            run.date = log->date;
            run.source = QFileInfo(path).fileName();
        }
    } else {
        run.stepTimeS = mStep->value();
        run.date = mDate->date();
        run.source = tr("typed");
    }
    if (error.isEmpty()) {
        WorkloadRequest request = workloadRequest(mWorkload);
        mCalibration = calibrateToRun(request, run, mParts, &mDesign, &mBudgets, &error);
    }
    if (mCalibration) {
        const QLocale locale;
        mResult->setText(
            tr("Predicted %1 s a step, measured %2 s: every prediction of this stack on this GPU "
               "is scaled by %3 (%4).")
                .arg(locale.toString(mCalibration->predictedStepS, 'f', 3),
                     locale.toString(mCalibration->measuredStepS, 'f', 3),
                     locale.toString(mCalibration->factor, 'f', 3), calibrationNote(*mCalibration)));
    } else {
        mResult->setText(error);
    }
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(mCalibration.has_value());
}
