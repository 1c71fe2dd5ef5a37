#include "workload/clusterdialog.h"

#include "parts/partindex.h"
#include "plan/workloadrequest.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>

namespace {

// "id:<device>" for a configured server of the design, "part:<id>" for a catalog system.
ClusterRequest requestFor(const QString& server) {
    ClusterRequest request;
    if (server.startsWith(QLatin1String("id:")))
        request.templateDeviceId = server.mid(3);
    else
        request.systemPartId = server.mid(5);
    return request;
}

} // namespace

ClusterDialog::ClusterDialog(const Design& design, const PartIndex& parts, const Workload& workload,
                             QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mWorkload(workload), mServer(new QComboBox(this)),
      mGpus(new QSpinBox(this)), mRack(new QComboBox(this)), mBudget(new QDoubleSpinBox(this)),
      mPreview(new QLabel(this)),
      mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Size a cluster for the workload"));
    auto* form = new QFormLayout(this);
    // Configured GPU servers of the design (one of each configuration), then the catalog's GPU systems.
    QSet<QString> seen;
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            const Part* part = parts.find(device.partId);
            if (!part || part->system() || device.components.isEmpty())
                continue;
            ClusterRequest probe;
            probe.templateDeviceId = device.id;
            const DesignGpus gpus = nodeGpus(design, parts, probe);
            QString key = device.partId;
            for (const Component& c : device.components)
                key += QLatin1Char('|') + c.partId + QString::number(c.qty);
            if (gpus.count <= 0 || seen.contains(key))
                continue;
            seen.insert(key);
            const Part* gpu = parts.find(gpus.partId);
            mServer->addItem(tr("like %1: %2 with %3 × %4")
                                 .arg(device.id, part->displayName())
                                 .arg(gpus.count)
                                 .arg(gpu ? gpu->model : gpus.partId),
                             QStringLiteral("id:") + device.id);
        }
    for (const Part& part : parts.parts())
        if (part.system()) {
            ClusterRequest probe;
            probe.systemPartId = part.id;
            if (nodeGpus(design, parts, probe).count > 0)
                mServer->addItem(part.displayName(), QStringLiteral("part:") + part.id);
        }
    mServer->setObjectName(QStringLiteral("server"));
    form->addRow(tr("Server"), mServer);

    mGpus->setRange(1, 1000000);
    mGpus->setGroupSeparatorShown(true);
    mGpus->setObjectName(QStringLiteral("gpus"));
    form->addRow(tr("GPUs to add"), mGpus);
    if (!workload.inference) {
        mDays = new QDoubleSpinBox(this);
        mDays->setRange(0.1, 3650);
        mDays->setDecimals(1);
        mDays->setValue(30);
        mDays->setSuffix(tr(" days"));
        mDays->setObjectName(QStringLiteral("days"));
        mDays->setToolTip(tr("The GPUs that train the workload's tokens in this time at the predicted speed "
                             "(or its typed MFU)"));
        form->addRow(tr("Or: train in"), mDays);
        connect(mDays, &QDoubleSpinBox::valueChanged, this, &ClusterDialog::suggestGpus);
    } else {
        mCopies = new QSpinBox(this);
        mCopies->setRange(1, 100000);
        mCopies->setValue(1);
        mCopies->setObjectName(QStringLiteral("copies"));
        mCopies->setToolTip(tr("Copies of the model to serve, each on the workload's GPUs per copy"));
        form->addRow(tr("Or: model copies"), mCopies);
        connect(mCopies, &QSpinBox::valueChanged, this, &ClusterDialog::suggestGpus);
    }

    for (const Part& part : parts.parts())
        if (part.kind == PartKind::Rack)
            mRack->addItem(part.displayName(), part.id);
    if (!design.racks.isEmpty())
        mRack->setCurrentIndex(std::max(0, mRack->findData(design.racks.first().partId)));
    mRack->setObjectName(QStringLiteral("rack"));
    form->addRow(tr("Rack"), mRack);
    mBudget->setRange(1, 500);
    mBudget->setDecimals(1);
    mBudget->setSuffix(tr(" kW"));
    mBudget->setObjectName(QStringLiteral("budget"));
    mBudget->setToolTip(tr("Power budget of each new rack: as many nodes as it and the rack's height allow"));
    form->addRow(tr("Power per rack"), mBudget);
    mPreview->setWordWrap(true);
    mPreview->setMinimumWidth(420);
    form->addRow(mPreview);
    form->addRow(mButtons);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mRack, &QComboBox::currentIndexChanged, this, [this] {
        const Part* rack = mParts.find(mRack->currentData().toString());
        if (rack && rack->rack() && rack->rack()->powerBudgetW > 0)
            mBudget->setValue(rack->rack()->powerBudgetW / 1000);
        updatePreview();
    });
    connect(mServer, &QComboBox::currentIndexChanged, this, &ClusterDialog::suggestGpus);
    connect(mGpus, &QSpinBox::valueChanged, this, &ClusterDialog::updatePreview);
    connect(mBudget, &QDoubleSpinBox::valueChanged, this, &ClusterDialog::updatePreview);
    const Part* rack = mParts.find(mRack->currentData().toString());
    mBudget->setValue(
        rack && rack->rack() && rack->rack()->powerBudgetW > 0 ? rack->rack()->powerBudgetW / 1000 : 20);
    suggestGpus();
}

QWidget* ClusterDialog::control(const QString& name) const {
    return findChild<QWidget*>(name);
}

QString ClusterDialog::preview() const {
    return mPreview->text();
}

ClusterRequest ClusterDialog::request() const {
    ClusterRequest request = requestFor(mServer->currentData().toString());
    request.gpus = mGpus->value();
    request.rackPartId = mRack->currentData().toString();
    request.rackBudgetW = mBudget->value() * 1000;
    return request;
}

void ClusterDialog::suggestGpus() {
    const ClusterRequest probe = request();
    const DesignGpus node = nodeGpus(mDesign, mParts, probe);
    int gpus = 0;
    if (mDays)
        gpus = gpusForTrainingDays(workloadRequest(mWorkload), mParts, node.partId, mDays->value());
    else if (mCopies)
        gpus = mCopies->value() * std::max(1, mWorkload.serving.gpus);
    if (gpus > 0)
        mGpus->setValue(gpus);
    updatePreview();
}

void ClusterDialog::updatePreview() {
    QString error;
    const auto plan = planCluster(mDesign, mParts, request(), &error);
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(plan.has_value());
    if (!plan) {
        mPreview->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(error.toHtmlEscaped()));
        return;
    }
    const QLocale locale;
    QString text = tr("<b>%1</b> of %2 (%3 GPUs each, %4 kW max) in <b>%5</b>, %6 a rack")
                       .arg(tr("%n node(s)", nullptr, plan->nodes))
                       .arg(plan->nodeName.toHtmlEscaped())
                       .arg(plan->gpusPerNode)
                       .arg(locale.toString(plan->nodePowerW / 1000, 'f', 1))
                       .arg(tr("%n new rack(s)", nullptr, plan->racks))
                       .arg(plan->nodesPerRack);
    text +=
        plan->powerLimited ? tr(" (limited by the power budget).") : tr(" (limited by the rack's height).");
    text +=
        QLatin1Char(' ') + tr("Their compute fabric is sized and its switches placed too; one undo step.");
    mPreview->setText(text);
}
