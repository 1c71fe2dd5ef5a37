// InspectorWidget: the power sign-off parts of the forms: the design's planning basis and derating rule,
// a device's planning figures, measured draw and power cords, and the feed of a PDU.
#include "inspector/inspectorwidget.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdpropertyedit.h"
#include "inspector/inspectorform.h"

#include "model/settingrange.h"
#include "power/pduoutlets.h"
#include "power/powertext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QVBoxLayout>

using namespace InspectorForm;

namespace {

// A feed choice: automatic (alternating by order) or A or B.
QComboBox* feedCombo(const QString& current, const QString& shown) {
    auto* combo = new QComboBox;
    combo->addItem(InspectorWidget::tr("Automatic (%1)").arg(PowerText::feed(shown)), QString());
    combo->addItem(PowerText::feed(QStringLiteral("A")), QStringLiteral("A"));
    combo->addItem(PowerText::feed(QStringLiteral("B")), QStringLiteral("B"));
    combo->setCurrentIndex(combo->findData(current));
    return combo;
}

} // namespace

void InspectorWidget::buildDesignPower(QVBoxLayout* layout) {
    const DesignSettings& s = mDocument->design().settings;
    QFormLayout* form = addSection(layout, tr("Power and cooling"));
    auto* basis = new QComboBox;
    basis->setObjectName(QStringLiteral("design-power-basis"));
    for (PowerBasis b :
         {PowerBasis::VendorMax, PowerBasis::ComputedMax, PowerBasis::Typical, PowerBasis::Measured})
        basis->addItem(PowerText::basis(b), int(b));
    basis->setCurrentIndex(basis->findData(int(s.powerBasis)));
    basis->setToolTip(
        tr("Which figure racks, PDUs and cooling are planned with: the vendor's rated maximum, the "
           "server power model's maximum, the typical draw, or the draw you measured per device"));
    connect(basis, &QComboBox::currentIndexChanged, this, [this, basis](int) {
        DesignSettings settings = mDocument->design().settings;
        settings.powerBasis = PowerBasis(basis->currentData().toInt());
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Plan power at"), basis);

    auto* derating = new QComboBox;
    derating->setObjectName(QStringLiteral("design-derating"));
    derating->setEditable(true);
    derating->addItem(tr("80% (North America, NEC)"), 80.0);
    derating->addItem(tr("100% (IEC, China)"), 100.0);
    const int preset = derating->findData(s.deratingPercent);
    if (preset >= 0)
        derating->setCurrentIndex(preset);
    else
        derating->setEditText(QStringLiteral("%1%").arg(s.deratingPercent));
    derating->setToolTip(
        tr("Share of a circuit's rating a continuous load may use; type a figure of your own"));
    connect(derating, &QComboBox::activated, this, [this, derating](int index) {
        DesignSettings settings = mDocument->design().settings;
        settings.deratingPercent = derating->itemData(index).toDouble();
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    connect(derating->lineEdit(), &QLineEdit::editingFinished, this, [this, derating] {
        QString text = derating->currentText();
        if (derating->findText(text) >= 0)
            return;
        text.remove(QLatin1Char('%'));
        bool ok = false;
        const double value = QLocale().toDouble(text.trimmed(), &ok);
        if (!ok || !SettingRange::kDeratingPercent.contains(value)) {
            setMessage(tr("\"%1\" is not a derating: give a percentage from %2 to %3")
                           .arg(derating->currentText())
                           .arg(SettingRange::kDeratingPercent.minimum)
                           .arg(SettingRange::kDeratingPercent.maximum));
            return;
        }
        DesignSettings settings = mDocument->design().settings;
        settings.deratingPercent = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Circuit loading"), derating);

    auto* imbalance = new QDoubleSpinBox;
    imbalance->setObjectName(QStringLiteral("design-imbalance"));
    imbalance->setRange(SettingRange::kPhaseImbalancePercent.minimum,
                        SettingRange::kPhaseImbalancePercent.maximum);
    imbalance->setDecimals(0);
    imbalance->setSuffix(QStringLiteral(" %"));
    imbalance->setValue(s.phaseImbalancePercent);
    imbalance->setKeyboardTracking(false);
    imbalance->setToolTip(tr("Warn when a PDU's line currents differ from their mean by more than this"));
    connect(imbalance, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        DesignSettings settings = mDocument->design().settings;
        settings.phaseImbalancePercent = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Phase imbalance"), imbalance);

    auto* coolant = new QDoubleSpinBox;
    coolant->setObjectName(QStringLiteral("design-coolant-rise"));
    coolant->setRange(SettingRange::kCoolantDeltaTC.minimum, SettingRange::kCoolantDeltaTC.maximum);
    coolant->setDecimals(1);
    coolant->setSuffix(QStringLiteral(" K"));
    coolant->setValue(s.coolantDeltaTC);
    coolant->setKeyboardTracking(false);
    coolant->setToolTip(tr("Temperature rise of the coolant through liquid-cooled equipment"));
    connect(coolant, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        DesignSettings settings = mDocument->design().settings;
        settings.coolantDeltaTC = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Coolant rise"), coolant);
}

void InspectorWidget::buildDevicePower(QVBoxLayout* layout, QFormLayout* power, const Rack& rack,
                                       const Device& device, const DeviceBudget& db) {
    const QString deviceId = device.id;
    QStringList figures;
    if (db.vendorMaxW > 0)
        figures << tr("vendor %1 W").arg(num(db.vendorMaxW));
    if (db.computedMaxW > 0)
        figures << tr("computed %1 W").arg(num(db.computedMaxW));
    figures << tr("typical %1 W").arg(num(db.typicalPowerW));
    power->addRow(tr("Planned at"),
                  valueLabel(tr("%1 (%2)").arg(PowerText::basis(db.powerBasis), figures.join(tr(", ")))));
    auto* measured = new QDoubleSpinBox;
    measured->setObjectName(QStringLiteral("device-measured"));
    measured->setRange(SettingRange::kMeasuredPowerW.minimum, SettingRange::kMeasuredPowerW.maximum);
    measured->setDecimals(0);
    measured->setSuffix(QStringLiteral(" W"));
    measured->setSpecialValueText(tr("not measured"));
    measured->setValue(device.measuredPowerW.value_or(0));
    measured->setKeyboardTracking(false);
    measured->setToolTip(
        tr("A measured draw at the wall (DCGM, a PDU reading); used when the design plans power "
           "at measured figures"));
    connect(measured, &QDoubleSpinBox::valueChanged, this, [this, deviceId](double value) {
        const std::optional<double> figure = value > 0 ? std::optional<double>(value) : std::nullopt;
        mDocument->undoStack()->push(CmdPropertyEdit::editDevice(
            mDocument, deviceId,
            [name = displayName(deviceId)] { return tr("Set the measured power of %1").arg(name); },
            QStringLiteral("device.measured"), [figure](Device& d) { d.measuredPowerW = figure; }));
    });
    power->addRow(tr("Measured"), measured);

    // A PDU mounted in the rack: its feed.
    if (db.kind == PartKind::Pdu) {
        QString shown;
        for (const PduLoad& pdu : mAnalysis->budgets().rack(rack.id)->power.pdus)
            if (pdu.id == deviceId)
                shown = pdu.feed;
        auto* feed = feedCombo(device.feed, shown);
        feed->setObjectName(QStringLiteral("device-feed"));
        connect(feed, &QComboBox::currentIndexChanged, this, [this, deviceId, feed](int) {
            const QString value = feed->currentData().toString();
            mDocument->undoStack()->push(CmdPropertyEdit::editDevice(
                mDocument, deviceId,
                [name = displayName(deviceId), value] {
                    return value.isEmpty() ? tr("Put %1 on the alternating feed").arg(name)
                                           : tr("Put %1 on feed %2").arg(name, value);
                },
                QStringLiteral("device.feed"), [value](Device& d) { d.feed = value; }));
        });
        power->addRow(tr("Feed"), feed);
        return;
    }
    buildPowerCords(layout, rack, device);
}

// One row per PSU inlet: where its cord goes, automatic or chosen among the free outlets that fit.
void InspectorWidget::buildPowerCords(QVBoxLayout* layout, const Rack& rack, const Device& device) {
    const RackBudget* rb = mAnalysis->budgets().rack(rack.id);
    if (!rb || rb->power.pdus.isEmpty())
        return;
    QList<CordUse> mine;
    QSet<QString> taken; // "pdu\noutlet" in use by other inlets
    for (const CordUse& cord : rb->power.cords) {
        if (cord.deviceId == device.id)
            mine.append(cord);
        else if (!cord.pduId.isEmpty())
            taken.insert(cord.pduId + QLatin1Char('\n') + QString::number(cord.outlet));
    }
    if (mine.isEmpty())
        return;
    QFormLayout* form = addSection(layout, tr("Power cords"));
    const QString deviceId = device.id;
    const PartIndex& parts = mAnalysis->parts();
    for (const CordUse& cord : std::as_const(mine)) {
        auto* combo = new QComboBox;
        combo->setObjectName(QStringLiteral("device-cord-%1").arg(cord.psu));
        const QString automatic = cord.pduId.isEmpty() ? tr("Automatic: no free outlet")
                                                       : tr("Automatic: %1 outlet %2 (%3, feed %4, %5)")
                                                             .arg(cord.pduId)
                                                             .arg(cord.outlet)
                                                             .arg(cord.outletType, cord.feed, cord.phase);
        combo->addItem(automatic, QString());
        for (const PduLoad& pdu : rb->power.pdus) {
            const Part* part = parts.find(pdu.partId);
            if (!part || !part->pdu())
                continue;
            const QList<PduBank> banks = part->pdu()->banksOrDefault();
            for (const PduOutlet& outlet : pduOutlets(*part->pdu())) {
                const QString key = pdu.id + QLatin1Char('\n') + QString::number(outlet.number);
                if (taken.contains(key) || !inletFitsOutlet(cord.inlet, outlet.type))
                    continue;
                combo->addItem(tr("%1 outlet %2 (%3, feed %4, %5)")
                                   .arg(pdu.id)
                                   .arg(outlet.number)
                                   .arg(outlet.type, pdu.feed, banks[outlet.bank].phase),
                               key);
            }
        }
        if (cord.fromUser)
            combo->setCurrentIndex(
                combo->findData(cord.pduId + QLatin1Char('\n') + QString::number(cord.outlet)));
        const int psu = cord.psu;
        connect(combo, &QComboBox::currentIndexChanged, this, [this, deviceId, psu, combo](int) {
            const QStringList place = combo->currentData().toString().split(QLatin1Char('\n'));
            const UndoText text = [psu, place, name = displayName(deviceId)] {
                return place.size() == 2
                           ? tr("Cable PSU %1 of %2 to %3 outlet %4").arg(psu).arg(name, place[0], place[1])
                           : tr("Cable PSU %1 of %2 automatically").arg(psu).arg(name);
            };
            mDocument->undoStack()->push(
                CmdPropertyEdit::editDevice(mDocument, deviceId, text, QString(), [psu, place](Device& d) {
                    d.powerCords.removeIf([psu](const PowerCord& c) { return c.psu == psu; });
                    if (place.size() == 2)
                        d.powerCords.append(PowerCord{psu, place[0], place[1].toInt()});
                    std::sort(d.powerCords.begin(), d.powerCords.end(),
                              [](const PowerCord& a, const PowerCord& b) { return a.psu < b.psu; });
                }));
        });
        form->addRow(tr("PSU %1 (%2)").arg(cord.psu).arg(cord.inlet.toUpper()), combo);
    }
}

void InspectorWidget::buildPduFeed(QFormLayout* form, const QString& rackId, const RackPdu& pdu) {
    QString shown;
    if (const RackBudget* rb = mAnalysis->budgets().rack(rackId))
        for (const PduLoad& load : rb->power.pdus)
            if (load.id == pdu.id)
                shown = load.feed;
    auto* feed = feedCombo(pdu.feed, shown);
    feed->setObjectName(QStringLiteral("pdu-feed"));
    const QString pduId = pdu.id;
    connect(feed, &QComboBox::currentIndexChanged, this, [this, rackId, pduId, feed](int) {
        const QString value = feed->currentData().toString();
        mDocument->undoStack()->push(CmdPropertyEdit::editRack(
            mDocument, rackId,
            [pduId, value] {
                return value.isEmpty() ? tr("Put PDU %1 on the alternating feed").arg(pduId)
                                       : tr("Put PDU %1 on feed %2").arg(pduId, value);
            },
            QString(),
            [pduId, value](Rack& r) {
                for (RackPdu& p : r.pdus)
                    if (p.id == pduId)
                        p.feed = value;
            }));
    });
    form->addRow(tr("Feed"), feed);
}

// "n01 (DGX H100)": the id a user gave or sees, and the model.
QString InspectorWidget::displayName(const QString& deviceId) const {
    const Device* device = mDocument->design().device(deviceId);
    if (!device)
        return deviceId;
    const Part* part = mAnalysis->parts().find(device->partId);
    const QString name = device->name.isEmpty() ? device->id : device->name;
    return part ? tr("%1 (%2)").arg(name, part->model) : name;
}
