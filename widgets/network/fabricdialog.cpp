#include "network/fabricdialog.h"

#include "fabric/fabricsizer.h"
#include "fabric/switchchoice.h"
#include "model/settingrange.h"
#include "parts/partindex.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>

FabricDialog::FabricDialog(const Design& design, const PartIndex& parts, const Fabric& fabric,
                           QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mFabric(fabric), mName(new QLineEdit(fabric.name)),
      mId(new QLineEdit(fabric.id)), mTechnology(new QComboBox), mRole(new QComboBox), mSwitch(new QComboBox),
      mNics(new QListWidget), mTopology(new QComboBox), mBlocking(new QDoubleSpinBox),
      mPlacement(new QComboBox), mRack(new QComboBox), mNotOffered(new QLabel) {
    setWindowTitle(fabric.switchPartId.isEmpty() ? tr("New fabric") : tr("Edit fabric %1").arg(fabric.id));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Name"), mName);
    form->addRow(tr("Id"), mId);
    mId->setEnabled(fabric.switchPartId.isEmpty()); // an existing fabric keeps its id (cables refer to it)
    mTechnology->addItem(tr("InfiniBand"), QStringLiteral("infiniband"));
    mTechnology->addItem(tr("Ethernet"), QStringLiteral("ethernet"));
    mTechnology->setCurrentIndex(std::max(0, mTechnology->findData(fabric.technology)));
    form->addRow(tr("Technology"), mTechnology);
    mRole->addItem(tr("Compute"), QStringLiteral("compute"));
    mRole->addItem(tr("Storage"), QStringLiteral("storage"));
    mRole->addItem(tr("In-band management"), QStringLiteral("inband"));
    mRole->addItem(tr("Out-of-band management (BMC)"), QStringLiteral("management"));
    mRole->setCurrentIndex(std::max(0, mRole->findData(fabric.role)));
    form->addRow(tr("Role"), mRole);
    form->addRow(tr("Switch"), mSwitch);
    mNotOffered->setWordWrap(true);
    mNotOffered->setObjectName(QStringLiteral("fabric-not-offered"));
    mNotOffered->setStyleSheet(QStringLiteral("color: palette(mid);"));
    form->addRow(QString(), mNotOffered);
    mNics->setMaximumHeight(110);
    mNics->setToolTip(
        tr("Every port of these NICs in the design, installed or built into a system, is a host port"));
    form->addRow(tr("Host NICs"), mNics);
    mTopology->addItem(tr("Rail-optimized"), QStringLiteral("rail-optimized"));
    mTopology->addItem(tr("Fat tree"), QStringLiteral("fat-tree"));
    mTopology->setCurrentIndex(std::max(0, mTopology->findData(fabric.topology)));
    form->addRow(tr("Topology"), mTopology);
    mBlocking->setRange(SettingRange::kFabricBlocking.minimum, SettingRange::kFabricBlocking.maximum);
    mBlocking->setSingleStep(0.5);
    mBlocking->setDecimals(1);
    mBlocking->setSuffix(QStringLiteral(":1"));
    mBlocking->setValue(fabric.blocking);
    mBlocking->setToolTip(tr("Host ports per uplink at the leaves: 1:1 is non-blocking"));
    form->addRow(tr("Blocking"), mBlocking);
    mPlacement->addItem(tr("In a network rack"), QStringLiteral("network-rack"));
    mPlacement->addItem(tr("Leaves at the top of the hosts' racks"), QStringLiteral("top-of-rack"));
    mPlacement->addItem(tr("In new network racks at the end of row 1"), QStringLiteral("new-racks"));
    mPlacement->setCurrentIndex(std::max(0, mPlacement->findData(fabric.placement)));
    form->addRow(tr("New switches go"), mPlacement);
    mRack->addItem(tr("a new network rack"), QString());
    for (const Rack& rack : design.racks)
        mRack->addItem(rack.name.isEmpty() ? rack.id : QStringLiteral("%1 · %2").arg(rack.id, rack.name),
                       rack.id);
    mRack->setCurrentIndex(std::max(0, mRack->findData(fabric.networkRackId)));
    form->addRow(tr("Network rack"), mRack);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &FabricDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTechnology, &QComboBox::currentIndexChanged, this, &FabricDialog::fillParts);
    connect(mPlacement, &QComboBox::currentIndexChanged, this,
            [this] { mRack->setEnabled(mPlacement->currentData() == QLatin1String("network-rack")); });
    connect(mNics, &QListWidget::itemChanged, this, &FabricDialog::fillSwitches);
    connect(mTopology, &QComboBox::currentIndexChanged, this, &FabricDialog::fillSwitches);
    connect(mBlocking, &QDoubleSpinBox::valueChanged, this, &FabricDialog::fillSwitches);
    connect(mId, &QLineEdit::textChanged, this, &FabricDialog::updateOk);
    connect(mRole, &QComboBox::currentIndexChanged, this, &FabricDialog::updateOk);
    mRack->setEnabled(mPlacement->currentData() == QLatin1String("network-rack"));
    fillParts();
}

void FabricDialog::fillParts() {
    const QString technology = mTechnology->currentData().toString();
    {
        const QSignalBlocker block(mNics);
        mNics->clear();
        for (const QString& id : nicPartsInDesign(mDesign, mParts, technology)) {
            const Part* part = mParts.find(id);
            auto* item = new QListWidgetItem(part ? part->displayName() : id, mNics);
            item->setData(Qt::UserRole, id);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(mFabric.nicPartIds.contains(id) || mFabric.nicPartIds.isEmpty()
                                    ? Qt::Checked
                                    : Qt::Unchecked);
        }
    }
    fillSwitches();
}

// Only switches that can serve the chosen NICs (speed and ports enough for three tiers at most); the
// others are named below the list with the reason.
void FabricDialog::fillSwitches() {
    const QString current = mSwitch->count() > 0 ? mSwitch->currentData().toString() : mFabric.switchPartId;
    const QSignalBlocker block(mSwitch);
    mSwitch->clear();
    QStringList notOffered;
    for (const SwitchChoice& choice : switchChoices(mDesign, mParts, fabric())) {
        const Part* part = mParts.find(choice.partId);
        const SwitchSpec* spec = part ? part->switchSpec() : nullptr;
        if (!spec)
            continue;
        QStringList ports;
        for (const PortGroup& group : spec->ports)
            if (group.protocol == mTechnology->currentData().toString())
                ports.append(QStringLiteral("%1 × %2G").arg(group.count).arg(group.speedGbps));
        const QString name =
            QStringLiteral("%1 (%2)").arg(part->displayName(), ports.join(QStringLiteral(", ")));
        if (choice.usable())
            mSwitch->addItem(name, part->id);
        else
            notOffered.append(tr("%1: %2").arg(part->model, choice.reason));
    }
    mSwitch->setCurrentIndex(std::max(0, mSwitch->findData(current)));
    mNotOffered->setText(
        notOffered.isEmpty()
            ? QString()
            : tr("Not offered, cannot serve these NICs: %1").arg(notOffered.join(QStringLiteral("; "))));
    mNotOffered->setVisible(!notOffered.isEmpty());
    updateOk();
}

QStringList FabricDialog::offeredSwitchIds() const {
    QStringList ids;
    for (int i = 0; i < mSwitch->count(); ++i)
        ids.append(mSwitch->itemData(i).toString());
    return ids;
}

QString FabricDialog::notOfferedText() const {
    return mNotOffered->text();
}

void FabricDialog::accept() {
    QString error;
    if (mApply && !mApply(fabric(), &error)) {
        QMessageBox::warning(this, tr("Cannot set the fabric"), error);
        return; // the dialog stays open with what the user entered
    }
    QDialog::accept();
}

void FabricDialog::updateOk() {
    bool anyNic = false;
    for (int i = 0; i < mNics->count(); ++i)
        anyNic = anyNic || mNics->item(i)->checkState() == Qt::Checked;
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)
            ->setEnabled((anyNic || mRole->currentData() == QLatin1String("management")) &&
                         mSwitch->count() > 0 && !mId->text().trimmed().isEmpty());
}

Fabric FabricDialog::fabric() const {
    Fabric f = mFabric;
    f.name = mName->text().trimmed();
    f.id = mId->text().trimmed();
    f.technology = mTechnology->currentData().toString();
    f.role = mRole->currentData().toString();
    f.switchPartId = mSwitch->currentData().toString();
    f.nicPartIds.clear();
    for (int i = 0; i < mNics->count(); ++i)
        if (mNics->item(i)->checkState() == Qt::Checked)
            f.nicPartIds.append(mNics->item(i)->data(Qt::UserRole).toString());
    f.topology = mTopology->currentData().toString();
    f.blocking = mBlocking->value();
    f.placement = mPlacement->currentData().toString();
    f.networkRackId =
        f.placement == QLatin1String("network-rack") ? mRack->currentData().toString() : QString();
    return f;
}
