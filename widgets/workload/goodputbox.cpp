#include "workload/goodputbox.h"

#include "common/onedited.h"
#include "reliability/failurerates.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace {

QDoubleSpinBox* number(QWidget* parent, const SettingRange& range, int decimals) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(range.minimum, range.maximum);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

GoodputBox::GoodputBox(QWidget* parent)
    : QGroupBox(parent), mForm(new QFormLayout(this)), mData(new QComboBox(this)),
      mAsync(new QCheckBox(this)), mGradients(new QCheckBox(this)),
      mScheduling(number(this, GoodputRange::kSchedulingMin, 1)),
      mInit(number(this, GoodputRange::kInitMin, 1)), mSpares(new QSpinBox(this)),
      mRepair(number(this, GoodputRange::kRepairHours, 1)), mSite(new QCheckBox(this)),
      mSiteWrite(number(this, GoodputRange::kSiteGbs, 1)), mSiteRead(number(this, GoodputRange::kSiteGbs, 1)),
      mKept(new QSpinBox(this)), mTarget(number(this, GoodputRange::kCheckpointTargetS, 0)),
      mDataset(number(this, GoodputRange::kDatasetTb, 1)), mSizeStorage(new QPushButton(this)) {
    mForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    mData->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mData->setMinimumContentsLength(10);
    for (FailureData data : {FailureData::Llama3, FailureData::Rsc1, FailureData::Rsc2})
        mData->addItem(QString(), int(data));
    mSpares->setRange(0, 100000);
    mKept->setRange(1, 10000);
    mForm->addRow(QStringLiteral("-"), mData);
    mForm->addRow(mAsync);
    mForm->addRow(mGradients);
    mForm->addRow(QStringLiteral("-"), mScheduling);
    mForm->addRow(QStringLiteral("-"), mInit);
    mForm->addRow(QStringLiteral("-"), mSpares);
    mForm->addRow(QStringLiteral("-"), mRepair);
    mForm->addRow(mSite);
    mForm->addRow(QStringLiteral("-"), mSiteWrite);
    mForm->addRow(QStringLiteral("-"), mSiteRead);
    mForm->addRow(QStringLiteral("-"), mKept);
    mForm->addRow(QStringLiteral("-"), mTarget);
    mForm->addRow(QStringLiteral("-"), mDataset);
    mForm->addRow(mSizeStorage);
    const std::initializer_list<std::pair<QString, QWidget*>> controls{
        {QStringLiteral("failure-data"), mData},
        {QStringLiteral("async"), mAsync},
        {QStringLiteral("gradients"), mGradients},
        {QStringLiteral("scheduling"), mScheduling},
        {QStringLiteral("init"), mInit},
        {QStringLiteral("spares"), mSpares},
        {QStringLiteral("repair"), mRepair},
        {QStringLiteral("site"), mSite},
        {QStringLiteral("site-write"), mSiteWrite},
        {QStringLiteral("site-read"), mSiteRead},
        {QStringLiteral("kept"), mKept},
        {QStringLiteral("target"), mTarget},
        {QStringLiteral("dataset"), mDataset}};
    for (const auto& [key, control] : controls) {
        control->setObjectName(key);
        onEdited(control, this,
                 [this, setting = key, w = static_cast<QWidget*>(control)] { read(setting, w); });
    }
    connect(mSizeStorage, &QPushButton::clicked, this, &GoodputBox::sizeStorageRequested);
    retranslate();
    setSettings(mSettings);
}

QWidget* GoodputBox::control(const QString& setting) const {
    return findChild<QWidget*>(setting);
}

void GoodputBox::setSettings(const GoodputSettings& s) {
    mFilling = true;
    mSettings = s;
    mData->setCurrentIndex(mData->findData(int(s.failureData)));
    mAsync->setChecked(s.asyncCheckpoint);
    mGradients->setChecked(s.keepGradients);
    mScheduling->setValue(s.schedulingMin);
    mInit->setValue(s.initMin);
    mSpares->setValue(s.spareNodes);
    mRepair->setValue(s.repairHours);
    mSite->setChecked(s.siteWriteGbs.has_value());
    mSiteWrite->setValue(s.siteWriteGbs.value_or(1000));
    mSiteRead->setValue(s.siteReadGbs.value_or(s.siteWriteGbs.value_or(1000)));
    mSiteWrite->setEnabled(s.siteWriteGbs.has_value());
    mSiteRead->setEnabled(s.siteWriteGbs.has_value());
    mKept->setValue(s.checkpointsKept);
    mTarget->setValue(s.checkpointTargetS);
    mDataset->setValue(s.datasetTb);
    mFilling = false;
}

void GoodputBox::read(const QString& setting, QWidget* control) {
    if (mFilling)
        return;
    GoodputSettings s = mSettings;
    s.failureData = FailureData(mData->currentData().toInt());
    s.asyncCheckpoint = mAsync->isChecked();
    s.keepGradients = mGradients->isChecked();
    s.schedulingMin = mScheduling->value();
    s.initMin = mInit->value();
    s.spareNodes = mSpares->value();
    s.repairHours = mRepair->value();
    s.siteWriteGbs = mSite->isChecked() ? std::optional<double>(mSiteWrite->value()) : std::nullopt;
    s.siteReadGbs = mSite->isChecked() ? std::optional<double>(mSiteRead->value()) : std::nullopt;
    s.checkpointsKept = mKept->value();
    s.checkpointTargetS = mTarget->value();
    s.datasetTb = mDataset->value();
    if (s == mSettings)
        return;
    mSettings = s;
    mSiteWrite->setEnabled(mSite->isChecked());
    mSiteRead->setEnabled(mSite->isChecked());
    QString label;
    if (auto* l = qobject_cast<QLabel*>(mForm->labelForField(control)))
        label = l->text().remove(QLatin1Char('&')).remove(QLatin1Char(':')).remove(QChar(0xFF1A)).trimmed();
    else if (auto* check = qobject_cast<QCheckBox*>(control))
        label = check->text().remove(QLatin1Char('&'));
    emit edited(s, setting, label);
}

void GoodputBox::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void GoodputBox::retranslate() {
    const auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(mForm->labelForField(field)))
            l->setText(text);
    };
    setTitle(tr("Failures and checkpoints"));
    label(mData, tr("Failure data:"));
    for (int i = 0; i < mData->count(); ++i)
        mData->setItemText(i, failureDataTitle(FailureData(mData->itemData(i).toInt())));
    mData->setToolTip(tr("The field data the interruption rates are scaled to: Meta's Llama 3 run (rates per "
                         "part, Table 5) or Meta's A100 research clusters RSC-1 and RSC-2"));
    mAsync->setText(tr("Asynchronous checkpoints"));
    mAsync->setToolTip(tr("A snapshot to host memory, written to storage while training goes on"));
    mGradients->setText(tr("Keep the gradients in the checkpoint"));
    label(mScheduling, tr("Restart, detect and requeue:"));
    mScheduling->setSuffix(tr(" min"));
    mScheduling->setToolTip(tr("Detecting the failure, requeueing the job and starting its processes (an "
                               "estimate; the checkpoint's read time is added from the storage)"));
    label(mInit, tr("Restart, collective init:"));
    mInit->setSuffix(tr(" min"));
    label(mSpares, tr("Hot-spare nodes:"));
    mSpares->setToolTip(tr("GPU nodes of the design kept out of the job, so it restarts at once while a "
                           "failed node is repaired"));
    label(mRepair, tr("Repair time:"));
    mRepair->setSuffix(tr(" h"));
    mRepair->setToolTip(tr("A failed node's time until it is back (an estimate)"));
    mSite->setText(tr("Storage outside the design"));
    mSite->setToolTip(tr("The site's file system: its bandwidth to the job's nodes instead of the design's "
                         "storage systems"));
    label(mSiteWrite, tr("Its write bandwidth:"));
    mSiteWrite->setSuffix(tr(" GB/s"));
    label(mSiteRead, tr("Its read bandwidth:"));
    mSiteRead->setSuffix(tr(" GB/s"));
    label(mKept, tr("Checkpoints kept:"));
    label(mTarget, tr("Write a checkpoint within:"));
    mTarget->setSuffix(tr(" s"));
    label(mDataset, tr("Dataset:"));
    mDataset->setSuffix(tr(" TB"));
    mDataset->setSpecialValueText(tr("the tokens as 32-bit ids"));
    mSizeStorage->setText(tr("Size the Storage…"));
    mSizeStorage->setToolTip(tr("Add the storage systems the checkpoints and the dataset need, as one undo "
                                "step"));
}
