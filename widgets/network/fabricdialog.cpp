#include "network/fabricdialog.h"

#include "fabric/fabricsizer.h"
#include "fabric/portownership.h"
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
      mPlacement(new QComboBox), mRack(new QComboBox), mNotOffered(new QLabel), mOkReason(new QLabel) {
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
    // Why OK is disabled, in words, beside the buttons.
    mOkReason->setWordWrap(true);
    mOkReason->setObjectName(QStringLiteral("fabric-ok-reason"));
    mOkReason->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    form->addRow(mOkReason);
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
            const QString name = part ? part->displayName() : id;
            // A port is cabled to one switch: ports another fabric owns are shown, not offered.
            const QStringList owners = fabricsOwningNicPorts(mDesign, mParts, id, technology, mFabric.id);
            auto* item = new QListWidgetItem(mNics);
            item->setData(Qt::UserRole, id);
            if (owners.isEmpty()) {
                item->setText(name);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                item->setCheckState(mFabric.nicPartIds.contains(id) || mFabric.nicPartIds.isEmpty()
                                        ? Qt::Checked
                                        : Qt::Unchecked);
            } else {
                item->setText(
                    tr("%1: its ports are in fabric %2").arg(name, owners.join(QStringLiteral(", "))));
                item->setToolTip(tr("A port is cabled to one switch. Take %1 out of fabric %2 first to use "
                                    "its ports here.")
                                     .arg(name, owners.join(QStringLiteral(", "))));
                item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
            }
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
    mOkReason->setText(okBlockedReason());
    mOkReason->setVisible(!mOkReason->text().isEmpty());
    if (auto* box = findChild<QDialogButtonBox*>())
        box->button(QDialogButtonBox::Ok)->setEnabled(mOkReason->text().isEmpty());
}

QString FabricDialog::okBlockedReason() const {
    const QString id = mId->text().trimmed();
    if (id.isEmpty())
        return tr("Give the fabric an id.");
    if (mId->isEnabled())
        for (const Fabric& f : mDesign.fabrics)
            if (f.id == id)
                return tr("The design already has a fabric %1: give this one another id.").arg(id);
    if (mRole->currentData() != QLatin1String("management")) {
        bool anyChecked = false;
        bool anyOffered = false;
        for (int i = 0; i < mNics->count(); ++i) {
            anyChecked = anyChecked || mNics->item(i)->checkState() == Qt::Checked;
            anyOffered = anyOffered || (mNics->item(i)->flags() & Qt::ItemIsEnabled);
        }
        const QString technology = mTechnology->currentText();
        if (mNics->count() == 0)
            return tr("No NIC of the design has %1 ports: choose another technology, or add NICs to the "
                      "servers first.")
                .arg(technology);
        if (!anyOffered)
            return tr("Every %1 NIC port of the design is already in a fabric: choose another technology, or "
                      "edit that fabric.")
                .arg(technology);
        if (!anyChecked)
            return tr("Tick the host NICs whose ports the fabric connects.");
    }
    if (mSwitch->count() == 0)
        return tr("No switch of the catalog can serve these NICs (see above).");
    return QString();
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
