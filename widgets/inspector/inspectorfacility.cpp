// InspectorWidget: the Facility section: the hall of the design (rows, floor, aisles, ASHRAE classes, UPS,
// air units' redundancy, loops, efficiency) with its figures, and for a rack its place in the hall (its
// loop, rear door and the resource that limits it). Every edit is one CmdHallSet.
#include "inspector/inspectorwidget.h"

#include "analysis/liveanalysis.h"
#include "commands/cmdhallset.h"
#include "facility/facilitysummary.h"
#include "facility/hallplacement.h"
#include "inspector/inspectorform.h"
#include "parts/partsummary.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace InspectorForm;

namespace {

QDoubleSpinBox* hallSpin(double value, const SettingRange& range, int decimals, const QString& suffix) {
    auto* spin = new QDoubleSpinBox;
    spin->setRange(range.minimum, range.maximum);
    spin->setDecimals(decimals);
    spin->setSuffix(suffix);
    spin->setValue(value);
    spin->setKeyboardTracking(false);
    return spin;
}

QComboBox* redundancyCombo(HallRedundancy current) {
    auto* combo = new QComboBox;
    for (HallRedundancy r : {HallRedundancy::N, HallRedundancy::NPlus1, HallRedundancy::TwoN})
        combo->addItem(hallRedundancyName(r), int(r));
    combo->setCurrentIndex(combo->findData(int(current)));
    return combo;
}

// The facility parts of `type`, for a combo ("none" first when `none` is given).
QComboBox* facilityPartCombo(const PartIndex& parts, FacilityType type, const QString& current,
                             const QString& none) {
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    if (!none.isEmpty())
        combo->addItem(none, QString());
    for (const Part* part : parts.ofKind(PartKind::Facility))
        if (part->facility() && part->facility()->type == type)
            combo->addItem(part->displayName(), part->id);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
    return combo;
}

} // namespace

size_t InspectorWidget::hallDigest(const Design& design) {
    if (!design.hall)
        return 0;
    const Hall& h = *design.hall;
    size_t seed =
        qHashMulti(1, h.name, h.rows, h.positions, h.tileMm, h.floorRatingKgM2, int(h.aisles), h.airClass,
                   h.waterClass, h.facilityWaterC, h.supplyAirC, h.upsPartId, h.upsModules);
    seed = qHashMulti(seed, int(h.upsRedundancy), int(h.airRedundancy), h.airUnits.size(),
                      h.efficiency.airCop.value_or(-1), h.efficiency.liquidCop.value_or(-1),
                      h.efficiency.upsEfficiency.value_or(-1), h.efficiency.otherPercent);
    for (const CoolantLoop& loop : h.loops)
        seed = qHashMulti(seed, loop.id, loop.name, loop.supplyC, int(loop.redundancy), loop.cdus.size(),
                          loop.rackIds.join(QLatin1Char(',')));
    for (const RearDoor& door : h.rearDoors)
        seed = qHashMulti(seed, door.rackId, door.partId);
    for (const RowFeed& feed : h.feeds)
        seed = qHashMulti(seed, feed.row, feed.limitW, feed.tapOffPartId);
    return seed;
}

void InspectorWidget::pushHall(const Hall& hall, const QString& setting, const char* what,
                               const QString& rackId) {
    mDocument->undoStack()->push(new CmdHallSet(
        mDocument, hall, [what, rackId] { return tr("Change the hall's %1").arg(tr(what).arg(rackId)); },
        setting));
}

void InspectorWidget::buildDesignFacility(QVBoxLayout* layout) {
    const Design& design = mDocument->design();
    QFormLayout* form = addSection(layout, tr("Facility"));
    if (!design.hall) {
        auto* add = new QPushButton(tr("Add a Hall"));
        add->setObjectName(QStringLiteral("facility-add-hall"));
        add->setToolTip(tr("Check the racks against a hall: its UPS, cooling units, floor and positions"));
        connect(add, &QPushButton::clicked, this, [this] {
            mDocument->undoStack()->push(new CmdHallSet(
                mDocument, HallPlacement::defaultHall(mDocument->design()), [] { return tr("Add a hall"); }));
        });
        form->addRow(valueLabel(tr("No hall: racks are checked on their own.")));
        form->addRow(add);
        return;
    }
    const Hall& hall = *design.hall;
    const PartIndex& parts = mAnalysis->parts();
    // Each field edits a copy of the hall as it is when the field changes.
    const auto edit = [this](const QString& setting, const char* what, auto change) {
        return [this, setting, what, change](auto value) {
            if (!mDocument->design().hall)
                return;
            Hall h = *mDocument->design().hall;
            change(h, value);
            if (!(h == *mDocument->design().hall))
                pushHall(h, setting, what);
        };
    };
    auto* name = new QLineEdit(hall.name);
    name->setObjectName(QStringLiteral("facility-name"));
    connect(name, &QLineEdit::editingFinished, this, [this, name, edit] {
        edit(QStringLiteral("hall.name"), QT_TR_NOOP("name"),
             [](Hall& h, const QString& v) { h.name = v.trimmed(); })(name->text());
    });
    form->addRow(tr("Hall"), name);
    auto* rows = new QSpinBox;
    rows->setObjectName(QStringLiteral("facility-rows"));
    rows->setRange(int(HallRange::kRows.minimum), int(HallRange::kRows.maximum));
    rows->setValue(hall.rows);
    rows->setKeyboardTracking(false);
    connect(rows, &QSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.rows"), QT_TR_NOOP("rows"), [](Hall& h, int v) { h.rows = v; }));
    auto* positions = new QSpinBox;
    positions->setObjectName(QStringLiteral("facility-positions"));
    positions->setRange(int(HallRange::kPositions.minimum), int(HallRange::kPositions.maximum));
    positions->setValue(hall.positions);
    positions->setKeyboardTracking(false);
    connect(positions, &QSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.positions"), QT_TR_NOOP("positions"),
                 [](Hall& h, int v) { h.positions = v; }));
    auto* size = new QHBoxLayout;
    size->addWidget(rows, 1);
    size->addWidget(new QLabel(tr("rows of")));
    size->addWidget(positions, 1);
    form->addRow(tr("Rows"), size);
    auto* aisles = new QComboBox;
    aisles->setObjectName(QStringLiteral("facility-aisles"));
    aisles->addItem(tr("Hot and cold aisles"), int(AisleLayout::HotCold));
    aisles->addItem(tr("All rows face one way"), int(AisleLayout::SameDirection));
    aisles->setCurrentIndex(aisles->findData(int(hall.aisles)));
    connect(aisles, &QComboBox::currentIndexChanged, this,
            edit(QStringLiteral("hall.aisles"), QT_TR_NOOP("aisles"),
                 [aisles](Hall& h, int) { h.aisles = AisleLayout(aisles->currentData().toInt()); }));
    form->addRow(tr("Aisles"), aisles);
    auto* rating = hallSpin(hall.floorRatingKgM2, HallRange::kFloorRatingKgM2, 0, tr(" kg/m²"));
    rating->setObjectName(QStringLiteral("facility-floor-rating"));
    rating->setSingleStep(100);
    connect(rating, &QDoubleSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.floor"), QT_TR_NOOP("floor rating"),
                 [](Hall& h, double v) { h.floorRatingKgM2 = v; }));
    auto* tile = hallSpin(hall.tileMm, HallRange::kTileMm, 0, tr(" mm"));
    tile->setObjectName(QStringLiteral("facility-tile"));
    connect(
        tile, &QDoubleSpinBox::valueChanged, this,
        edit(QStringLiteral("hall.tile"), QT_TR_NOOP("tile size"), [](Hall& h, double v) { h.tileMm = v; }));
    auto* floor = new QHBoxLayout;
    floor->addWidget(rating, 3);
    floor->addWidget(new QLabel(tr("tile")));
    floor->addWidget(tile, 2);
    form->addRow(tr("Floor"), floor);
    auto* airClass = new QComboBox;
    airClass->setObjectName(QStringLiteral("facility-air-class"));
    airClass->addItems(
        {QStringLiteral("A1"), QStringLiteral("A2"), QStringLiteral("A3"), QStringLiteral("A4")});
    airClass->setCurrentText(hall.airClass);
    airClass->setToolTip(
        tr("ASHRAE TC 9.9 air class: the inlet air the equipment is allowed (A1 15-32 °C ... A4 "
           "5-45 °C; 18-27 °C recommended)"));
    connect(airClass, &QComboBox::currentTextChanged, this,
            edit(QStringLiteral("hall.air_class"), QT_TR_NOOP("air class"),
                 [](Hall& h, const QString& v) { h.airClass = v; }));
    auto* supplyAir = hallSpin(hall.supplyAirC, HallRange::kSupplyAirC, 1, tr(" °C"));
    supplyAir->setObjectName(QStringLiteral("facility-supply-air"));
    connect(supplyAir, &QDoubleSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.supply_air"), QT_TR_NOOP("supply air"),
                 [](Hall& h, double v) { h.supplyAirC = v; }));
    auto* air = new QHBoxLayout;
    air->addWidget(airClass, 1);
    air->addWidget(supplyAir, 2);
    form->addRow(tr("Air class"), air);
    auto* waterClass = new QComboBox;
    waterClass->setObjectName(QStringLiteral("facility-water-class"));
    waterClass->addItems({QStringLiteral("W17"), QStringLiteral("W27"), QStringLiteral("W32"),
                          QStringLiteral("W40"), QStringLiteral("W45"), QStringLiteral("W+")});
    waterClass->setCurrentText(hall.waterClass);
    waterClass->setToolTip(
        tr("ASHRAE TC 9.9 liquid class: the facility water supply temperature at most (W32: "
           "32 °C)"));
    connect(waterClass, &QComboBox::currentTextChanged, this,
            edit(QStringLiteral("hall.water_class"), QT_TR_NOOP("water class"),
                 [](Hall& h, const QString& v) { h.waterClass = v; }));
    auto* water = hallSpin(hall.facilityWaterC, HallRange::kFacilityWaterC, 1, tr(" °C"));
    water->setObjectName(QStringLiteral("facility-water"));
    water->setSpecialValueText(tr("class limit"));
    connect(water, &QDoubleSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.water"), QT_TR_NOOP("facility water"),
                 [](Hall& h, double v) { h.facilityWaterC = v; }));
    auto* waterRow = new QHBoxLayout;
    waterRow->addWidget(waterClass, 1);
    waterRow->addWidget(water, 2);
    form->addRow(tr("Water class"), waterRow);

    auto* ups = facilityPartCombo(parts, FacilityType::UpsModule, hall.upsPartId, tr("none"));
    ups->setObjectName(QStringLiteral("facility-ups"));
    connect(ups, &QComboBox::currentIndexChanged, this,
            edit(QStringLiteral("hall.ups"), QT_TR_NOOP("UPS"), [ups](Hall& h, int) {
                h.upsPartId = ups->currentData().toString();
                h.upsModules = h.upsPartId.isEmpty() ? 0 : std::max(1, h.upsModules);
            }));
    form->addRow(tr("UPS module"), ups);
    if (!hall.upsPartId.isEmpty()) {
        auto* modules = new QSpinBox;
        modules->setObjectName(QStringLiteral("facility-ups-modules"));
        modules->setRange(1, int(HallRange::kUpsModules.maximum));
        modules->setValue(hall.upsModules);
        modules->setKeyboardTracking(false);
        connect(modules, &QSpinBox::valueChanged, this,
                edit(QStringLiteral("hall.ups_modules"), QT_TR_NOOP("UPS modules"),
                     [](Hall& h, int v) { h.upsModules = v; }));
        auto* upsRedundancy = redundancyCombo(hall.upsRedundancy);
        upsRedundancy->setObjectName(QStringLiteral("facility-ups-redundancy"));
        connect(upsRedundancy, &QComboBox::currentIndexChanged, this,
                edit(QStringLiteral("hall.ups_redundancy"), QT_TR_NOOP("UPS redundancy"),
                     [upsRedundancy](Hall& h, int) {
                         h.upsRedundancy = HallRedundancy(upsRedundancy->currentData().toInt());
                     }));
        auto* upsRow = new QHBoxLayout;
        upsRow->addWidget(modules, 1);
        upsRow->addWidget(new QLabel(tr("modules at")));
        upsRow->addWidget(upsRedundancy, 1);
        form->addRow(QString(), upsRow);
    }
    auto* airRedundancy = redundancyCombo(hall.airRedundancy);
    airRedundancy->setObjectName(QStringLiteral("facility-air-redundancy"));
    connect(airRedundancy, &QComboBox::currentIndexChanged, this,
            edit(QStringLiteral("hall.air_redundancy"), QT_TR_NOOP("air unit redundancy"),
                 [airRedundancy](Hall& h, int) {
                     h.airRedundancy = HallRedundancy(airRedundancy->currentData().toInt());
                 }));
    form->addRow(tr("Air units"), airRedundancy);
    for (qsizetype l = 0; l < hall.loops.size(); ++l) {
        const CoolantLoop& loop = hall.loops[l];
        auto* supply = hallSpin(loop.supplyC, HallRange::kLoopSupplyC, 1, tr(" °C"));
        supply->setObjectName(QStringLiteral("facility-loop-supply-%1").arg(l));
        supply->setToolTip(
            tr("The coolant supply temperature the loop's CDUs hold (secondary, to the racks)"));
        connect(supply, &QDoubleSpinBox::valueChanged, this,
                edit(QStringLiteral("hall.loop_supply_%1").arg(l), QT_TR_NOOP("loop supply"),
                     [l](Hall& h, double v) { h.loops[l].supplyC = v; }));
        auto* redundancy = redundancyCombo(loop.redundancy);
        redundancy->setObjectName(QStringLiteral("facility-loop-redundancy-%1").arg(l));
        connect(redundancy, &QComboBox::currentIndexChanged, this,
                edit(QStringLiteral("hall.loop_redundancy_%1").arg(l), QT_TR_NOOP("loop redundancy"),
                     [l, redundancy](Hall& h, int) {
                         h.loops[l].redundancy = HallRedundancy(redundancy->currentData().toInt());
                     }));
        auto* loopRow = new QHBoxLayout;
        loopRow->addWidget(supply, 2);
        loopRow->addWidget(redundancy, 1);
        form->addRow(loop.name.isEmpty() ? loop.id : loop.name, loopRow);
    }
    auto* other = hallSpin(hall.efficiency.otherPercent, HallRange::kOtherPercent, 1, QStringLiteral(" %"));
    other->setObjectName(QStringLiteral("facility-other"));
    other->setToolTip(tr("Lighting, controls and offices, as a share of the IT load, for the PUE"));
    connect(other, &QDoubleSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.other"), QT_TR_NOOP("other loads"),
                 [](Hall& h, double v) { h.efficiency.otherPercent = v; }));
    form->addRow(tr("Other loads"), other);
    auto* liquidCop =
        hallSpin(hall.efficiency.liquidCop.value_or(0), {"", 0, HallRange::kLiquidCop.maximum}, 1, {});
    liquidCop->setObjectName(QStringLiteral("facility-liquid-cop"));
    liquidCop->setSpecialValueText(tr("by water class"));
    liquidCop->setToolTip(tr("Heat the plant rejects per W it draws (cooling towers, dry coolers, chillers): "
                             "type your plant's figure where you know it"));
    connect(liquidCop, &QDoubleSpinBox::valueChanged, this,
            edit(QStringLiteral("hall.liquid_cop"), QT_TR_NOOP("liquid plant COP"), [](Hall& h, double v) {
                h.efficiency.liquidCop =
                    v >= HallRange::kLiquidCop.minimum ? std::optional<double>(v) : std::nullopt;
            }));
    form->addRow(tr("Plant COP"), liquidCop);

    if (const auto& report = mAnalysis->budgets().facility) {
        QFormLayout* figures = addSection(layout, tr("Hall budgets"));
        for (const auto& [label, figure] : FacilitySummary::lines(*report))
            figures->addRow(label, valueLabel(figure));
    }
    auto* remove = new QPushButton(tr("Remove the Hall"));
    remove->setObjectName(QStringLiteral("facility-remove-hall"));
    connect(remove, &QPushButton::clicked, this, [this] {
        mDocument->undoStack()->push(
            new CmdHallSet(mDocument, std::nullopt, [] { return tr("Remove the hall"); }));
    });
    layout->addWidget(remove);
}

void InspectorWidget::buildRackFacility(QVBoxLayout* layout, const QString& rackId) {
    const Design& design = mDocument->design();
    if (!design.hall)
        return;
    const Hall& hall = *design.hall;
    QFormLayout* form = addSection(layout, tr("Facility"));
    const auto change = [this, rackId](const char* what, auto apply) {
        if (!mDocument->design().hall)
            return;
        Hall h = *mDocument->design().hall;
        apply(h);
        if (!(h == *mDocument->design().hall))
            pushHall(h, {}, what, rackId);
    };
    auto* door =
        facilityPartCombo(mAnalysis->parts(), FacilityType::RearDoor,
                          hall.rearDoor(rackId) ? hall.rearDoor(rackId)->partId : QString(), tr("none"));
    door->setObjectName(QStringLiteral("rack-rear-door"));
    connect(door, &QComboBox::currentIndexChanged, this, [door, change, rackId](int) {
        change(QT_TR_NOOP("rear door of %1"), [&](Hall& h) {
            h.rearDoors.removeIf([&](const RearDoor& d) { return d.rackId == rackId; });
            if (!door->currentData().toString().isEmpty())
                h.rearDoors.append(RearDoor{rackId, door->currentData().toString()});
        });
    });
    form->addRow(tr("Rear door"), door);
    auto* loop = new QComboBox;
    loop->setObjectName(QStringLiteral("rack-loop"));
    loop->addItem(tr("automatic"), QString());
    for (const CoolantLoop& l : hall.loops)
        loop->addItem(l.name.isEmpty() ? l.id : l.name, l.id);
    QString listed;
    for (const CoolantLoop& l : hall.loops)
        if (l.rackIds.contains(rackId))
            listed = l.id;
    loop->setCurrentIndex(std::max(0, loop->findData(listed)));
    loop->setToolTip(
        tr("The coolant loop the rack's liquid goes to; automatic: the first loop that lists no racks"));
    connect(loop, &QComboBox::currentIndexChanged, this, [loop, change, rackId](int) {
        change(QT_TR_NOOP("loop of %1"), [&](Hall& h) {
            for (CoolantLoop& l : h.loops)
                l.rackIds.removeAll(rackId);
            for (CoolantLoop& l : h.loops)
                if (l.id == loop->currentData().toString())
                    l.rackIds.append(rackId);
        });
    });
    form->addRow(tr("Coolant loop"), loop);
    const auto& report = mAnalysis->budgets().facility;
    if (const RackFacility* rf = report ? report->rack(rackId) : nullptr) {
        form->addRow(
            tr("Limited by"),
            valueLabel(tr("%1, %2 % used").arg(hallResourceLabel(rf->limit)).arg(num(rf->limitShare * 100))));
        form->addRow(tr("Floor load"),
                     valueLabel(tr("%1 of %2 kg/m²").arg(num(rf->loadKgM2), num(hall.floorRatingKgM2))));
        if (rf->rearDoorW > 0)
            form->addRow(tr("Rear door takes"), valueLabel(tr("%1 kW").arg(num(rf->rearDoorW / 1000, 1))));
    }
}
