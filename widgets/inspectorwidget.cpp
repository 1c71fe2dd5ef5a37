#include "inspectorwidget.h"

#include "cmdcomponentremove.h"
#include "cmddevicemove.h"
#include "cmdpropertyedit.h"
#include "cmdrackpduremove.h"
#include "designfile.h"
#include "kindstyle.h"
#include "liveanalysis.h"
#include "mountcheck.h"
#include "partsummary.h"

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

namespace {

QString num(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

QLabel* valueLabel(const QString& text) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* header(const QIcon& icon, const QString& title, const QString& subtitle) {
    auto* label = new QLabel;
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    Q_UNUSED(icon);
    label->setText(QStringLiteral("<div style='font-size:15px; font-weight:600'>%1</div>"
                                  "<div style='color:#5a6470'>%2</div>")
                       .arg(title.toHtmlEscaped(), subtitle.toHtmlEscaped()));
    return label;
}

QTableWidget* compactTable(int columns) {
    auto* table = new QTableWidget(0, columns);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->verticalHeader()->setDefaultSectionSize(22);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    return table;
}

void fitHeight(QTableWidget* table) {
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height() + table->rowCount() * 22 + 4);
}

} // namespace

InspectorWidget::InspectorWidget(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mDocument(analysis->document()), mScroll(new QScrollArea(this)),
      mMessage(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mMessage->setWordWrap(true);
    mMessage->setStyleSheet(
        QStringLiteral("QLabel { background:#fdecea; color:#b71c1c; padding:6px; border-radius:3px; }"));
    mMessage->hide();
    layout->addWidget(mMessage);
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(mScroll, 1);
    connect(mAnalysis, &LiveAnalysis::updated, this, &InspectorWidget::scheduleRebuild);
    rebuild();
}

void InspectorWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        scheduleRebuild();
    QWidget::changeEvent(event);
}

void InspectorWidget::setMessage(const QString& text) {
    mMessageText = text;
    mMessage->setText(text);
    mMessage->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit statusMessage(text);
}

void InspectorWidget::setSelection(const QStringList& rackIds, const QStringList& deviceIds,
                                   const QStringList& pduIds) {
    const int count = int(rackIds.size() + deviceIds.size() + pduIds.size());
    Shown shown = Shown::Design;
    QString id;
    if (count > 1) {
        shown = Shown::Many;
    } else if (!deviceIds.isEmpty()) {
        shown = Shown::Device;
        id = deviceIds.first();
    } else if (!rackIds.isEmpty()) {
        shown = Shown::Rack;
        id = rackIds.first();
    } else if (!pduIds.isEmpty()) {
        shown = Shown::Pdu;
        id = pduIds.first();
    }
    if (shown == mShown && id == mShownId && count == mManyCount)
        return;
    mShown = shown;
    mShownId = id;
    mManyCount = count;
    setMessage(QString());
    rebuild();
}

void InspectorWidget::scheduleRebuild() {
    if (mRebuildPending)
        return;
    mRebuildPending = true;
    // Later: the edit that caused the change may come from a widget about to be replaced.
    QTimer::singleShot(0, this, [this] {
        mRebuildPending = false;
        rebuild();
    });
}

QFormLayout* InspectorWidget::addSection(QVBoxLayout* layout, const QString& title) {
    auto* label = new QLabel(title);
    label->setStyleSheet(QStringLiteral("font-weight:600; color:#2a3440; border-bottom:1px solid #d5dbe2; "
                                        "padding-top:8px; padding-bottom:2px;"));
    layout->addWidget(label);
    auto* form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(4);
    layout->addLayout(form);
    return form;
}

void InspectorWidget::rebuild() {
    const int scroll = mScroll->verticalScrollBar() ? mScroll->verticalScrollBar()->value() : 0;
    // The editor being used (a spin box stepped with the arrow keys, say) keeps the focus in the new form.
    QString focusName;
    if (QWidget* old = mScroll->widget()) {
        for (QWidget* w = QApplication::focusWidget(); w && w != old; w = w->parentWidget())
            if (old->isAncestorOf(w) && !w->objectName().isEmpty() && !w->objectName().startsWith(u'q')) {
                focusName = w->objectName();
                break;
            }
    }
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(10, 8, 10, 8);
    const Design& design = mDocument->design();
    switch (mShown) {
    case Shown::Design:
        buildDesign(layout);
        break;
    case Shown::Rack:
        if (design.rackIndex(mShownId) >= 0)
            buildRack(layout, mShownId);
        else
            buildDesign(layout);
        break;
    case Shown::Device:
        if (design.device(mShownId))
            buildDevice(layout, mShownId);
        else
            buildDesign(layout);
        break;
    case Shown::Pdu:
        if (design.pduLocation(mShownId).first >= 0)
            buildPdu(layout, mShownId);
        else
            buildDesign(layout);
        break;
    case Shown::Many:
        layout->addWidget(header(QIcon(), tr("%n items selected", nullptr, mManyCount),
                                 tr("Drag them together, duplicate (Ctrl+D), copy or delete them.")));
        break;
    }
    layout->addStretch(1);
    QWidget* old = mScroll->takeWidget();
    mScroll->setWidget(content);
    if (old)
        old->deleteLater();
    mScroll->verticalScrollBar()->setValue(scroll);
    if (!focusName.isEmpty())
        if (auto* editor = content->findChild<QWidget*>(focusName))
            editor->setFocus(Qt::OtherFocusReason);
}

void InspectorWidget::buildDesign(QVBoxLayout* layout) {
    const Design& design = mDocument->design();
    const Totals& t = mAnalysis->budgets().totals;
    layout->addWidget(
        header(QIcon(), design.name.isEmpty() ? tr("Untitled design") : design.name,
               tr("%n rack(s) · select a rack or device to edit it", nullptr, int(design.racks.size()))));
    QFormLayout* form = addSection(layout, tr("Design"));
    auto* name = new QLineEdit(design.name);
    name->setObjectName(QStringLiteral("design-name"));
    connect(name, &QLineEdit::editingFinished, this, [this, name] {
        if (name->text() != mDocument->design().name)
            mDocument->undoStack()->push(CmdPropertyEdit::designName(mDocument, name->text()));
    });
    form->addRow(tr("Name"), name);
    auto* price = new QDoubleSpinBox;
    price->setObjectName(QStringLiteral("design-price"));
    price->setRange(0, 100);
    price->setDecimals(3);
    price->setSuffix(QStringLiteral(" %1/kWh").arg(design.settings.currency));
    price->setValue(design.settings.electricityPricePerKwh);
    price->setKeyboardTracking(false);
    connect(price, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        DesignSettings settings = mDocument->design().settings;
        settings.electricityPricePerKwh = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Electricity"), price);
    auto* pue = new QDoubleSpinBox;
    pue->setObjectName(QStringLiteral("design-pue"));
    pue->setRange(1.0, 3.0);
    pue->setDecimals(2);
    pue->setSingleStep(0.05);
    pue->setValue(design.settings.pue);
    pue->setKeyboardTracking(false);
    connect(pue, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        DesignSettings settings = mDocument->design().settings;
        settings.pue = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("PUE"), pue);
    QFormLayout* figures = addSection(layout, tr("Totals"));
    figures->addRow(
        tr("Power"),
        valueLabel(
            tr("%1 kW max · %2 kW typical").arg(num(t.powerW / 1000, 2), num(t.typicalPowerW / 1000, 2))));
    figures->addRow(tr("GPUs"), valueLabel(QString::number(t.gpus)));
    figures->addRow(tr("Space"), valueLabel(tr("%1 / %2 U").arg(t.rackUnitsUsed).arg(t.rackUnitsTotal)));
    figures->addRow(tr("Energy"),
                    valueLabel(tr("%1 kWh/year · %2 %3/year")
                                   .arg(num(t.energyKwhPerYear), num(t.energyCostPerYear), t.currency)));
}

bool InspectorWidget::editRackPlacement(const QString& rackId, int row, int position) {
    for (const Rack& rack : mDocument->design().racks)
        if (rack.id != rackId && rack.row == row && rack.position == position) {
            setMessage(
                tr("Row %1, place %2 is taken by rack %3").arg(row + 1).arg(position + 1).arg(rack.id));
            return false;
        }
    setMessage(QString());
    mDocument->undoStack()->push(CmdPropertyEdit::rackPlacement(mDocument, rackId, row, position));
    return true;
}

void InspectorWidget::buildRack(QVBoxLayout* layout, const QString& rackId) {
    const Design& design = mDocument->design();
    const Rack rack = design.racks.at(design.rackIndex(rackId));
    const PartIndex& parts = mAnalysis->parts();
    const Part* part = parts.find(rack.partId);
    const RackBudget* rb = mAnalysis->budgets().rack(rackId);
    layout->addWidget(header(KindStyle::icon(PartKind::Rack), tr("Rack %1").arg(rack.id),
                             part ? PartSummary::keyFigures(*part) : rack.partId));
    QFormLayout* form = addSection(layout, tr("Properties"));
    auto* name = new QLineEdit(rack.name);
    name->setObjectName(QStringLiteral("rack-name"));
    name->setPlaceholderText(tr("e.g. Row A, rack 1"));
    connect(name, &QLineEdit::editingFinished, this, [this, rackId, name] {
        const int index = mDocument->design().rackIndex(rackId);
        if (index >= 0 && name->text() != mDocument->design().racks[index].name)
            mDocument->undoStack()->push(
                CmdPropertyEdit::rackName(mDocument, rackId, name->text().trimmed()));
    });
    form->addRow(tr("Name"), name);
    auto* rowSpin = new QSpinBox;
    rowSpin->setObjectName(QStringLiteral("rack-row"));
    rowSpin->setRange(1, 99);
    rowSpin->setValue(rack.row + 1);
    rowSpin->setKeyboardTracking(false);
    auto* positionSpin = new QSpinBox;
    positionSpin->setObjectName(QStringLiteral("rack-position"));
    positionSpin->setRange(1, 99);
    positionSpin->setValue(rack.position + 1);
    positionSpin->setKeyboardTracking(false);
    auto placementEdited = [this, rackId, rowSpin, positionSpin] {
        editRackPlacement(rackId, rowSpin->value() - 1, positionSpin->value() - 1);
    };
    connect(rowSpin, &QSpinBox::valueChanged, this, placementEdited);
    connect(positionSpin, &QSpinBox::valueChanged, this, placementEdited);
    auto* placement = new QHBoxLayout;
    placement->addWidget(new QLabel(tr("row")));
    placement->addWidget(rowSpin, 1);
    placement->addWidget(new QLabel(tr("place")));
    placement->addWidget(positionSpin, 1);
    form->addRow(tr("Position"), placement);

    const RackSpec* spec = part ? part->rack() : nullptr;
    auto budgetSpin = [this, rackId](std::optional<double> value, double fallback, bool power) {
        auto* spin = new QDoubleSpinBox;
        spin->setObjectName(power ? QStringLiteral("rack-power") : QStringLiteral("rack-cooling"));
        spin->setRange(0, 500);
        spin->setDecimals(1);
        spin->setSuffix(tr(" kW"));
        spin->setSpecialValueText(tr("rack default (%1 kW)").arg(num(fallback / 1000, 1)));
        spin->setValue(value ? *value / 1000 : 0);
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, rackId, power](double kw) {
            const std::optional<double> budget = kw > 0 ? std::optional<double>(kw * 1000) : std::nullopt;
            mDocument->undoStack()->push(power
                                             ? CmdPropertyEdit::rackPowerBudget(mDocument, rackId, budget)
                                             : CmdPropertyEdit::rackCoolingBudget(mDocument, rackId, budget));
        });
        return spin;
    };
    form->addRow(tr("Power budget"), budgetSpin(rack.powerBudgetW, spec ? spec->powerBudgetW : 0, true));
    form->addRow(tr("Cooling budget"),
                 budgetSpin(rack.coolingBudgetW, spec ? spec->coolingBudgetW : 0, false));

    if (rb) {
        QFormLayout* figures = addSection(layout, tr("Budgets"));
        figures->addRow(tr("Power"),
                        valueLabel(tr("%1 of %2 kW (typical %3 kW)")
                                       .arg(num(rb->powerW / 1000, 2), num(rb->powerBudgetW / 1000, 1),
                                            num(rb->typicalPowerW / 1000, 2))));
        figures->addRow(tr("Heat"), valueLabel(tr("%1 BTU/h · %2 tons · %3 CFM")
                                                   .arg(num(rb->heatBtuH), num(rb->coolingTons, 2),
                                                        num(rb->airflowCfm))));
        figures->addRow(tr("Space"), valueLabel(tr("%1 of %2 U").arg(rb->unitsUsed).arg(rb->unitsTotal)));
        figures->addRow(tr("Weight"),
                        valueLabel(tr("%1 of %2 kg").arg(num(rb->weightKg, 1), num(rb->weightLimitKg))));
        figures->addRow(tr("PDUs"),
                        valueLabel(rb->pduCapacityVa > 0 ? tr("%1 kVA nameplate, %2 kVA continuous")
                                                               .arg(num(rb->pduCapacityVa / 1000, 1),
                                                                    num(rb->pduContinuousVa / 1000, 1))
                                                         : tr("none: drop a PDU on the rack")));
        figures->addRow(tr("GPUs"), valueLabel(QString::number(rb->gpus)));
    }
    QFormLayout* devices = addSection(layout, tr("Contents"));
    for (const Device& device : rack.devices) {
        const Part* dp = parts.find(device.partId);
        devices->addRow(QStringLiteral("U%1").arg(device.u),
                        valueLabel(QStringLiteral("%1 · %2").arg(
                            device.id, device.name.isEmpty() && dp ? dp->model : device.name)));
    }
    for (const RackPdu& pdu : rack.pdus) {
        const Part* pp = parts.find(pdu.partId);
        devices->addRow(tr("0U"),
                        valueLabel(QStringLiteral("%1 · %2").arg(pdu.id, pp ? pp->model : pdu.partId)));
    }
}

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
    if (part)
        for (const QString& line : PartSummary::details(*part, QLocale().name()))
            form->addRow(valueLabel(line));
    auto* remove = new QPushButton(tr("Remove PDU"));
    connect(remove, &QPushButton::clicked, this,
            [this, pduId] { mDocument->undoStack()->push(new CmdRackPduRemove(mDocument, pduId)); });
    layout->addWidget(remove);
}
