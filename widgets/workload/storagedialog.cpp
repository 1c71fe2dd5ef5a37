#include "workload/storagedialog.h"

#include "model/money.h"
#include "parts/partindex.h"
#include "plan/workloadplan.h"
#include "plan/workloadrequest.h"
#include "reliability/goodputplan.h"
#include "reliability/jobparts.h"
#include "storage/designstorage.h"
#include "workload/designgpus.h"
#include "workload/workloadpanel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace {

QString limitText(StorageLimit limit) {
    switch (limit) {
    case StorageLimit::Write:
        return StorageDialog::tr("checkpoint writes");
    case StorageLimit::Read:
        return StorageDialog::tr("data loading");
    case StorageLimit::Capacity:
        break;
    }
    return StorageDialog::tr("capacity");
}

} // namespace

StorageDialog::StorageDialog(const Design& design, const PartIndex& parts, const Budgets* budgets,
                             QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mBudgets(budgets), mKept(new QSpinBox(this)),
      mTarget(new QDoubleSpinBox(this)), mDataset(new QDoubleSpinBox(this)), mNeed(new QLabel(this)),
      mOptions(new QTableWidget(0, 6, this)), mPreview(new QLabel(this)),
      mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Size the storage for the checkpoints and the data"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    const GoodputSettings s = mDesign.workload.value_or(WorkloadPanel::defaultWorkload()).goodput;
    mKept->setRange(1, 10000);
    mKept->setValue(s.checkpointsKept);
    mKept->setObjectName(QStringLiteral("kept"));
    form->addRow(tr("Checkpoints kept"), mKept);
    mTarget->setRange(GoodputRange::kCheckpointTargetS.minimum, GoodputRange::kCheckpointTargetS.maximum);
    mTarget->setDecimals(0);
    mTarget->setSuffix(tr(" s"));
    mTarget->setValue(s.checkpointTargetS);
    mTarget->setObjectName(QStringLiteral("target"));
    form->addRow(tr("Write a checkpoint within"), mTarget);
    mDataset->setRange(GoodputRange::kDatasetTb.minimum, GoodputRange::kDatasetTb.maximum);
    mDataset->setDecimals(1);
    mDataset->setGroupSeparatorShown(true);
    mDataset->setSuffix(tr(" TB"));
    mDataset->setSpecialValueText(tr("the tokens as 32-bit ids"));
    mDataset->setValue(s.datasetTb);
    mDataset->setObjectName(QStringLiteral("dataset"));
    form->addRow(tr("Dataset"), mDataset);
    layout->addLayout(form);
    mNeed->setWordWrap(true);
    layout->addWidget(mNeed);
    mOptions->setObjectName(QStringLiteral("options"));
    mOptions->setHorizontalHeaderLabels(
        {tr("Storage system"), tr("Systems"), tr("Capacity"), tr("Write"), tr("Price"), tr("Sized by")});
    mOptions->verticalHeader()->hide();
    mOptions->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mOptions->setSelectionBehavior(QAbstractItemView::SelectRows);
    mOptions->setSelectionMode(QAbstractItemView::SingleSelection);
    mOptions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    mOptions->setMinimumHeight(200);
    layout->addWidget(mOptions, 1);
    mPreview->setWordWrap(true);
    mPreview->setMinimumHeight(mPreview->fontMetrics().lineSpacing() * 3);
    layout->addWidget(mPreview);
    layout->addWidget(mButtons);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mKept, &QSpinBox::valueChanged, this, &StorageDialog::replan);
    connect(mTarget, &QDoubleSpinBox::valueChanged, this, &StorageDialog::replan);
    connect(mDataset, &QDoubleSpinBox::valueChanged, this, &StorageDialog::replan);
    connect(mOptions, &QTableWidget::itemSelectionChanged, this, &StorageDialog::updatePreview);
    resize(760, 520);
    replan();
}

Workload StorageDialog::workload() const {
    Workload w = mDesign.workload.value_or(WorkloadPanel::defaultWorkload());
    w.goodput.checkpointsKept = mKept->value(); // the targets typed here
    w.goodput.checkpointTargetS = mTarget->value();
    w.goodput.datasetTb = mDataset->value();
    return w;
}

QWidget* StorageDialog::control(const QString& name) const {
    return findChild<QWidget*>(name);
}

QString StorageDialog::need() const {
    return mNeed->text();
}

QString StorageDialog::preview() const {
    return mPreview->text();
}

const StorageSizing* StorageDialog::chosen() const {
    const int row = mOptions->currentRow();
    return row >= 0 && row < mPlan.options.size() ? &mPlan.options[row] : nullptr;
}

void StorageDialog::replan() {
    const QString before = chosen() ? chosen()->partId : workload().goodput.storagePartId;
    mPlan = planStorage(mDesign, mParts, mBudgets, workload());
    const QLocale locale;
    if (!mPlan.problem.isEmpty()) {
        mNeed->setText(mPlan.problem);
    } else {
        const StorageRequirement& n = mPlan.need;
        mNeed->setText(
            tr("The checkpoint is %1 TB: %2 TB for the dataset and %3 checkpoints, %4 GB/s to write one "
               "within %5 s, %6 GB/s to read the training data. The design has %7 TB and %8 GB/s of "
               "writes already.")
                .arg(locale.toString(n.checkpointTb, 'f', 2), locale.toString(n.capacityTb(), 'f', 1))
                .arg(n.checkpointsKept)
                .arg(locale.toString(n.writeGbs(), 'f', 1), locale.toString(n.checkpointTargetS, 'f', 0),
                     locale.toString(n.readGbs(), 'f', 3), locale.toString(mPlan.have.capacityTb, 'f', 0),
                     locale.toString(mPlan.have.writeGbs, 'f', 0)));
    }
    mOptions->blockSignals(true);
    mOptions->setRowCount(int(mPlan.options.size()));
    int select = mPlan.chosen;
    for (int r = 0; r < mPlan.options.size(); ++r) {
        const StorageSizing& o = mPlan.options[r];
        if (o.partId == before)
            select = r;
        const QString estimate = o.estimated ? tr(" (estimate)") : QString();
        const QStringList cells{o.name,
                                locale.toString(o.systems),
                                tr("%1 TB").arg(locale.toString(o.capacityTb, 'f', 0)),
                                tr("%1 GB/s").arg(locale.toString(o.writeGbs, 'f', 0)),
                                o.priced ? formatMoney(o.price, mDesign.settings.currency) : tr("no price"),
                                limitText(o.limitedBy) + estimate};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c > 0 && c < 5)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mOptions->setItem(r, c, item);
        }
    }
    mOptions->blockSignals(false);
    if (select >= 0)
        mOptions->selectRow(select);
    mOptions->resizeColumnsToContents();
    mOptions->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    updatePreview();
}

std::optional<Design> StorageDialog::sizedDesign(QString* error) const {
    const StorageSizing* sizing = chosen();
    if (!sizing) {
        if (error)
            *error = mPlan.problem.isEmpty() ? tr("Choose a storage system") : mPlan.problem;
        return std::nullopt;
    }
    std::optional<Design> sized = addStorage(mDesign, mParts, *sizing, error);
    if (!sized)
        return std::nullopt;
    Workload w = workload();
    w.goodput.storagePartId = sizing->partId;
    sized->workload = w;
    return sized;
}

void StorageDialog::updatePreview() {
    QString error;
    const std::optional<Design> sized = sizedDesign(&error);
    QPushButton* ok = mButtons->button(QDialogButtonBox::Ok);
    ok->setEnabled(sized.has_value() && chosen() && chosen()->systems > 0);
    if (!sized) {
        mPreview->setText(error);
        return;
    }
    const StorageSizing& s = *chosen();
    const DesignStorage storage = designStorage(*sized, mParts);
    int racks = 0;
    for (const Rack& rack : sized->racks)
        racks += mDesign.rackIndex(rack.id) < 0 ? 1 : 0;
    const double nodes = mPlan.need.checkpointTb > 0 ? gpusPerDesignNode(*sized, mParts) : 0;
    const int jobNodes = nodes > 0 ? int(std::ceil(designGpus(*sized, mParts).count / nodes)) : 0;
    const double write = storage.writeGbsFor(jobNodes);
    const QLocale locale;
    if (s.systems == 0) {
        mPreview->setText(tr("The design's storage already serves these targets."));
        return;
    }
    mPreview->setText(
        tr("Adds %1 × %2 (%3 kW) in %4 new rack(s), on fabric %5. The job's nodes then write the checkpoint "
           "at %6 "
           "GB/s: %7 s.")
            .arg(s.systems)
            .arg(s.name, locale.toString(s.powerW / 1000, 'f', 1))
            .arg(racks)
            .arg(storage.fabricId.isEmpty() ? tr("(none)") : storage.fabricId, locale.toString(write, 'f', 0),
                 write > 0 ? locale.toString(mPlan.need.checkpointTb * 1000 / write, 'f', 1) : tr("—")));
}
