// InspectorWidget: the forms of a device and of a PDU, and the device edits.
#include "inspector/inspectorwidget.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdcomponentremove.h"
#include "commands/cmddevicemove.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackpduremove.h"
#include "common/kindstyle.h"
#include "file/designfile.h"
#include "inspector/inspectorform.h"
#include "parts/partsummary.h"
#include "placement/mountcheck.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace InspectorForm;

bool InspectorWidget::editDeviceU(const QString& deviceId, int u) {
    const Design& design = mDocument->design();
    const auto [rackIndex, deviceIndex] = design.deviceLocation(deviceId);
    if (rackIndex < 0)
        return false;
    const Device& device = design.racks[rackIndex].devices[deviceIndex];
    if (device.u == u)
        return true;
    const QString problem =
        MountCheck::problem(design, mAnalysis->parts(), design.racks[rackIndex].id, u,
                            qMax(1, MountCheck::heightOf(device, mAnalysis->parts())), {deviceId});
    if (!problem.isEmpty()) {
        setMessage(tr("%1 cannot go to U%2: %3").arg(deviceId).arg(u).arg(problem));
        return false;
    }
    setMessage(QString());
    mDocument->undoStack()->push(new CmdDeviceMove(mDocument, deviceId, design.racks[rackIndex].id, u));
    return true;
}

bool InspectorWidget::editPsuRedundancy(const QString& deviceId, const QString& text) {
    const QString value = text.trimmed();
    if (!DesignFile::isValidPsuRedundancy(value)) {
        setMessage(tr("\"%1\" is not a PSU redundancy: use N, N+1, N+N, 2N or a+b such as 4+2").arg(value));
        return false;
    }
    setMessage(QString());
    const Device* device = mDocument->design().device(deviceId);
    if (device && device->psuRedundancy != value)
        mDocument->undoStack()->push(CmdPropertyEdit::devicePsuRedundancy(mDocument, deviceId, value));
    return true;
}

void InspectorWidget::buildDevice(QVBoxLayout* layout, const QString& deviceId) {
    const Design& design = mDocument->design();
    const auto [rackIndex, deviceIndex] = design.deviceLocation(deviceId);
    const Rack& rack = design.racks[rackIndex];
    const Device device = rack.devices[deviceIndex];
    const PartIndex& parts = mAnalysis->parts();
    const Part* part = parts.find(device.partId);
    const DeviceBudget* db = mAnalysis->budgets().device(deviceId);
    const PartKind kind = part ? part->kind : PartKind::Server;
    layout->addWidget(header(KindStyle::icon(kind), tr("%1 %2").arg(PartSummary::kindLabel(kind), device.id),
                             part ? PartSummary::keyFigures(*part) : device.partId));

    QFormLayout* form = addSection(layout, tr("Properties"));
    auto* name = new QLineEdit(device.name);
    name->setObjectName(QStringLiteral("device-name"));
    name->setPlaceholderText(part ? part->model : QString());
    connect(name, &QLineEdit::editingFinished, this, [this, deviceId, name] {
        const Device* d = mDocument->design().device(deviceId);
        if (d && d->name != name->text().trimmed())
            mDocument->undoStack()->push(
                CmdPropertyEdit::deviceName(mDocument, deviceId, name->text().trimmed()));
    });
    form->addRow(tr("Name"), name);
    form->addRow(
        tr("Rack"),
        valueLabel(rack.name.isEmpty() ? rack.id : QStringLiteral("%1 · %2").arg(rack.id, rack.name)));
    auto* u = new QSpinBox;
    u->setObjectName(QStringLiteral("device-u"));
    u->setRange(1, MountCheck::rackUnits(rack, parts));
    u->setPrefix(QStringLiteral("U"));
    u->setValue(device.u);
    u->setKeyboardTracking(false);
    connect(u, &QSpinBox::valueChanged, this, [this, deviceId](int value) { editDeviceU(deviceId, value); });
    form->addRow(tr("Lowest unit"), u);
    auto* face = new QComboBox;
    face->setObjectName(QStringLiteral("device-face"));
    face->addItem(tr("Front"), int(Face::Front));
    face->addItem(tr("Rear"), int(Face::Rear));
    face->setCurrentIndex(device.face == Face::Front ? 0 : 1);
    connect(face, &QComboBox::currentIndexChanged, this, [this, deviceId, face](int) {
        mDocument->undoStack()->push(
            CmdPropertyEdit::deviceFace(mDocument, deviceId, Face(face->currentData().toInt())));
    });
    form->addRow(tr("Face"), face);
    const bool server = part && part->server();
    if (server) {
        auto* redundancy = new QLineEdit(device.psuRedundancy);
        redundancy->setObjectName(QStringLiteral("device-redundancy"));
        redundancy->setPlaceholderText(tr("N, N+1, N+N, 2N or 4+2"));
        connect(redundancy, &QLineEdit::editingFinished, this,
                [this, deviceId, redundancy] { editPsuRedundancy(deviceId, redundancy->text()); });
        form->addRow(tr("PSU redundancy"), redundancy);
    }

    if (db) {
        QFormLayout* power = addSection(layout, tr("Power"));
        power->addRow(tr("AC input"),
                      valueLabel(tr("%1 W max · %2 W typical").arg(num(db->powerW), num(db->typicalPowerW))));
        power->addRow(tr("DC load"), valueLabel(tr("%1 W").arg(num(db->dcLoadW))));
        power->addRow(tr("Heat"), valueLabel(tr("%1 BTU/h").arg(num(db->heatBtuH))));
        power->addRow(tr("Weight"), valueLabel(tr("%1 kg").arg(num(db->weightKg, 1))));
        if (db->psuCount > 0 || server) {
            const double load = server ? db->dcLoadW : db->powerW;
            QString psu =
                tr("%1 × %2 W = %3 W; %4 W usable under %5")
                    .arg(db->psuCount)
                    .arg(num(db->psuRatingW), num(db->psuCapacityW), num(db->psuUsableW), db->psuRedundancy);
            auto* label = valueLabel(psu);
            if (db->psuUsableW > 0 && load > db->psuUsableW)
                label->setStyleSheet(QStringLiteral("color:#c62828;"));
            power->addRow(tr("PSUs"), label);
        }
        buildDevicePower(layout, power, rack, device, *db);
        if (db->pcieLanesAvailable > 0 || db->pcieLanesUsed > 0) {
            QFormLayout* pcie = addSection(layout, tr("PCIe"));
            auto* lanes = valueLabel(
                tr("%1 of %2 lanes at the CPUs").arg(db->pcieLanesUsed).arg(db->pcieLanesAvailable));
            if (db->pcieLanesUsed > db->pcieLanesAvailable)
                lanes->setStyleSheet(QStringLiteral("color:#c62828;"));
            pcie->addRow(tr("Root ports"), lanes);
            for (const PcieSwitchLoad& sw : db->pcieSwitches)
                pcie->addRow(tr("Switch %1").arg(sw.id),
                             valueLabel(tr("Gen%1, %2 lanes below a x%3 uplink (%4:1)")
                                            .arg(sw.pcieGen)
                                            .arg(sw.downstreamLanes)
                                            .arg(sw.uplinkLanes)
                                            .arg(num(sw.oversubscription(), 1))));
        }
    }

    if (server) {
        // Components, editable.
        auto* title = new QLabel(tr("Components"));
        title->setStyleSheet(QStringLiteral(
            "font-weight:600; color:#2a3440; border-bottom:1px solid #d5dbe2; padding-top:8px;"));
        layout->addWidget(title);
        if (device.components.isEmpty())
            layout->addWidget(
                valueLabel(tr("None yet: drop GPUs, CPUs, memory, drives, NICs and PSUs on the server.")));
        for (int i = 0; i < device.components.size(); ++i) {
            const Component& c = device.components[i];
            const Part* cp = parts.find(c.partId);
            auto* row = new QHBoxLayout;
            auto* label = valueLabel(QStringLiteral("%1%2").arg(
                cp ? cp->model : c.partId, c.bay.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(c.bay)));
            if (cp) {
                label->setToolTip(PartSummary::details(*cp, QLocale().name()).join(QLatin1Char('\n')));
                auto* icon = new QLabel;
                icon->setPixmap(KindStyle::icon(cp->kind).pixmap(16, 16));
                row->addWidget(icon);
            }
            row->addWidget(label, 1);
            auto* qty = new QSpinBox;
            qty->setObjectName(QStringLiteral("component-qty-%1").arg(i));
            qty->setRange(1, 256);
            qty->setPrefix(QStringLiteral("× "));
            qty->setValue(c.qty);
            qty->setKeyboardTracking(false);
            connect(qty, &QSpinBox::valueChanged, this, [this, deviceId, i](int value) {
                mDocument->undoStack()->push(CmdPropertyEdit::componentQty(mDocument, deviceId, i, value));
            });
            row->addWidget(qty);
            auto* remove = new QToolButton;
            remove->setText(QStringLiteral("✕"));
            remove->setToolTip(tr("Remove this component"));
            connect(remove, &QToolButton::clicked, this, [this, deviceId, i] {
                mDocument->undoStack()->push(new CmdComponentRemove(mDocument, deviceId, i));
            });
            row->addWidget(remove);
            layout->addLayout(row);
        }
    }

    const QList<BaySlot> bays = db ? db->bays() : QList<BaySlot>();
    if (!bays.isEmpty()) {
        auto* title = new QLabel(tr("Bays"));
        title->setStyleSheet(QStringLiteral(
            "font-weight:600; color:#2a3440; border-bottom:1px solid #d5dbe2; padding-top:8px;"));
        layout->addWidget(title);
        auto* table = compactTable(4);
        table->setHorizontalHeaderLabels({tr("Bay"), tr("PCIe"), tr("Switch"), tr("Holds")});
        // Runs of bays of one group holding the same thing are one row ("DIMM 1-16").
        for (int i = 0; i < bays.size();) {
            const BaySlot& first = bays[i];
            int j = i + 1;
            while (j < bays.size() && bays[j].groupIndex == first.groupIndex &&
                   bays[j].partId == first.partId && bays[j].blockedBy == first.blockedBy)
                ++j;
            QString name = first.name;
            if (j - i > 1) {
                const QString last = bays[j - 1].name;
                const QString suffix = last.section(QLatin1Char(' '), -1);
                name = QStringLiteral("%1–%2").arg(first.name, suffix);
            }
            QString holds;
            if (!first.blockedBy.isEmpty())
                holds = tr("covered by %1").arg(first.blockedBy);
            else if (first.partId.isEmpty())
                holds = tr("empty");
            else if (const Part* bp = parts.find(first.partId))
                holds = bp->model;
            else
                holds = first.partId;
            const int row = table->rowCount();
            table->insertRow(row);
            table->setItem(row, 0, new QTableWidgetItem(name));
            table->setItem(row, 1,
                           new QTableWidgetItem(first.pcieGen > 0
                                                    ? tr("Gen%1 x%2").arg(first.pcieGen).arg(first.lanes)
                                                    : QString()));
            table->setItem(row, 2, new QTableWidgetItem(first.switchId));
            auto* holdsItem = new QTableWidgetItem(holds);
            if (first.partId.isEmpty())
                holdsItem->setForeground(QColor(0x8a, 0x94, 0xa0));
            holdsItem->setToolTip(holds);
            table->item(row, 0)->setToolTip(name);
            table->setItem(row, 3, holdsItem);
            i = j;
        }
        fitHeight(table);
        // The dock is narrow: bay names and what they hold share the room left by the PCIe and switch
        // columns (elided, the full text in the tooltip).
        table->horizontalHeader()->setStretchLastSection(false);
        for (int c = 0; c < 4; ++c)
            table->horizontalHeader()->setSectionResizeMode(
                c, c == 0 || c == 3 ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
        layout->addWidget(table);
    }

    if (part) {
        QFormLayout* about = addSection(layout, tr("Part"));
        about->addRow(tr("Model"), valueLabel(part->displayName()));
        // The description in the UI's language first (the locale follows it), the other one below.
        const bool chinese = QLocale().language() == QLocale::Chinese && !part->descriptionZh.isEmpty();
        about->addRow(tr("Description"), valueLabel(chinese ? part->descriptionZh : part->descriptionEn));
        if (chinese)
            about->addRow(tr("Description (English)"), valueLabel(part->descriptionEn));
        else if (!part->descriptionZh.isEmpty())
            about->addRow(tr("Description (Chinese)"), valueLabel(part->descriptionZh));
        about->addRow(tr("Source"), valueLabel(part->source));
        if (!part->estimated.isEmpty())
            about->addRow(PartSummary::estimatedMarker(), valueLabel(PartSummary::estimatedFields(*part)));
    }
}

void InspectorWidget::buildPdu(QVBoxLayout* layout, const QString& pduId) {
    const Design& design = mDocument->design();
    const auto [rackIndex, pduIndex] = design.pduLocation(pduId);
    const RackPdu pdu = design.racks[rackIndex].pdus[pduIndex];
    const Part* part = mAnalysis->parts().find(pdu.partId);
    layout->addWidget(header(KindStyle::icon(PartKind::Pdu), tr("0U PDU %1").arg(pdu.id),
                             part ? PartSummary::keyFigures(*part) : pdu.partId));
    QFormLayout* form = addSection(layout, tr("Properties"));
    form->addRow(tr("Rack"), valueLabel(design.racks[rackIndex].id));
    buildPduFeed(form, design.racks[rackIndex].id, pdu);
    if (part)
        for (const QString& line : PartSummary::details(*part, QLocale().name()))
            form->addRow(valueLabel(line));
    auto* remove = new QPushButton(tr("Remove PDU"));
    connect(remove, &QPushButton::clicked, this,
            [this, pduId] { mDocument->undoStack()->push(new CmdRackPduRemove(mDocument, pduId)); });
    layout->addWidget(remove);
}
