#include "network/fabricdialog.h"

#include "fabric/fabricsizer.h"
#include "parts/partindex.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

FabricDialog::FabricDialog(const Design& design, const PartIndex& parts, const Fabric& fabric,
                           QWidget* parent)
    : QDialog(parent), mDesign(design), mParts(parts), mFabric(fabric), mName(new QLineEdit(fabric.name)),
      mId(new QLineEdit(fabric.id)), mTechnology(new QComboBox), mRole(new QComboBox), mSwitch(new QComboBox),
      mNics(new QListWidget), mTopology(new QComboBox), mBlocking(new QDoubleSpinBox),
      mPlacement(new QComboBox), mRack(new QComboBox) {
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
    mNics->setMaximumHeight(110);
    mNics->setToolTip(
        tr("Every port of these NICs in the design, installed or built into a system, is a host port"));
    form->addRow(tr("Host NICs"), mNics);
    mTopology->addItem(tr("Rail-optimized"), QStringLiteral("rail-optimized"));
    mTopology->addItem(tr("Fat tree"), QStringLiteral("fat-tree"));
    mTopology->setCurrentIndex(std::max(0, mTopology->findData(fabric.topology)));
    form->addRow(tr("Topology"), mTopology);
    mBlocking->setRange(1, 64);
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
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTechnology, &QComboBox::currentIndexChanged, this, &FabricDialog::fillParts);
    connect(mPlacement, &QComboBox::currentIndexChanged, this,
            [this] { mRack->setEnabled(mPlacement->currentData() == QLatin1String("network-rack")); });
    connect(mNics, &QListWidget::itemChanged, this, &FabricDialog::updateOk);
    connect(mId, &QLineEdit::textChanged, this, &FabricDialog::updateOk);
    connect(mRole, &QComboBox::currentIndexChanged, this, &FabricDialog::updateOk);
    mRack->setEnabled(mPlacement->currentData() == QLatin1String("network-rack"));
    fillParts();
}

void FabricDialog::fillParts() {
    const QString technology = mTechnology->currentData().toString();
    mSwitch->clear();
    for (const Part& part : mParts.parts())
        if (part.kind == PartKind::Switch && part.switchSpec())
            for (const PortGroup& group : part.switchSpec()->ports)
                if (group.protocol == technology) {
                    mSwitch->addItem(QStringLiteral("%1 (%2 × %3G)")
                                         .arg(part.displayName())
                                         .arg(group.count)
                                         .arg(group.speedGbps),
                                     part.id);
                    break;
                }
    mSwitch->setCurrentIndex(std::max(0, mSwitch->findData(mFabric.switchPartId)));
    mNics->clear();
    for (const QString& id : nicPartsInDesign(mDesign, mParts, technology)) {
        const Part* part = mParts.find(id);
        auto* item = new QListWidgetItem(part ? part->displayName() : id, mNics);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(mFabric.nicPartIds.contains(id) || mFabric.nicPartIds.isEmpty() ? Qt::Checked
                                                                                            : Qt::Unchecked);
    }
    updateOk();
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
