#include "inspector/inspectorwidget.h"

#include <algorithm>

#include "analysis/liveanalysis.h"
#include "commands/cmdcomponentremove.h"
#include "commands/cmddevicemove.h"
#include "commands/cmdpropertyedit.h"
#include "commands/cmdrackpduremove.h"
#include "common/formfit.h"
#include "common/kindstyle.h"
#include "file/designfile.h"
#include "inspector/formpatch.h"
#include "inspector/inspectorform.h"
#include "model/exchangerates.h"
#include "model/settingrange.h"
#include "parts/partsummary.h"
#include "placement/mountcheck.h"

#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

using namespace InspectorForm;

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
    mScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the forms fit its width
    FormFit::install(mScroll->viewport());                         // each form it shows, as it is built
    layout->addWidget(mScroll, 1);
    connect(mAnalysis, &LiveAnalysis::updated, this, &InspectorWidget::scheduleRebuild);
    rebuild();
}

void InspectorWidget::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        mBuiltDigest.reset(); // every text again
        scheduleRebuild();
    }
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
        if (mBuiltDigest != shownDigest()) // on a 1,000-rack floor most edits leave the form as it is
            rebuild();
    });
}

size_t InspectorWidget::shownDigest() const {
    const Design& design = mDocument->design();
    const Budgets& budgets = mAnalysis->budgets();
    const QHash<QString, size_t>& racks = mAnalysis->rackDigests();
    size_t seed = qHashMulti(0, int(mShown), mShownId, mManyCount);
    const auto deviceFacts = [](size_t seed, const Device& d) {
        seed = qHashMulti(seed, d.id, d.name, d.partId, d.u, int(d.face), d.psuRedundancy,
                          d.measuredPowerW.value_or(-1), d.feed);
        for (const PowerCord& cord : d.powerCords)
            seed = qHashMulti(seed, cord.psu, cord.pduId, cord.outlet);
        for (const Component& c : d.components)
            seed = qHashMulti(seed, c.partId, c.qty, c.bay);
        return seed;
    };
    switch (mShown) {
    case Shown::Design: {
        const DesignSettings& s = design.settings;
        seed = qHashMulti(seed, design.name, s.currency, s.electricityPricePerKwh, s.pue, s.supplyVoltageV,
                          s.airflowDeltaTC, s.utilisation, s.organisation, s.effectiveTaxPercent(),
                          int(s.powerBasis), s.deratingPercent, s.phaseImbalancePercent, s.coolantDeltaTC,
                          s.tcoYears, s.facilityPerKwMonth, s.supportPercentPerYear, s.gpuUtilisation,
                          design.racks.size(), budgets.findings.size(), hallDigest(design));
        for (auto it = s.exchangeRates.cbegin(); it != s.exchangeRates.cend(); ++it)
            seed = qHashMulti(seed, it.key(), it.value());
        size_t sum = 0; // of every rack's digest: the totals shown follow the racks
        for (const size_t digest : racks)
            sum += digest;
        for (const NetworkBudget& n : budgets.network)
            seed = qHashMulti(seed, n.protocol, n.speedGbps, n.hostPorts, n.switchPorts);
        return qHashMulti(seed, sum);
    }
    case Shown::Rack:
        if (const int r = design.rackIndex(mShownId); r >= 0) {
            const Rack& rack = design.racks[r];
            seed = qHashMulti(seed, rack.name, rack.partId, rack.row, rack.position,
                              rack.powerBudgetW.value_or(-1), rack.coolingBudgetW.value_or(-1),
                              racks.value(rack.id), hallDigest(design));
            for (const RackPdu& pdu : rack.pdus)
                seed = qHashMulti(seed, pdu.id, pdu.partId, pdu.feed);
            for (const Device& device : rack.devices)
                seed = deviceFacts(seed, device);
        }
        return seed;
    case Shown::Device:
        if (const auto [r, d] = design.deviceLocation(mShownId); r >= 0)
            seed = qHashMulti(deviceFacts(seed, design.racks[r].devices[d]), design.racks[r].id,
                              racks.value(design.racks[r].id));
        return seed;
    case Shown::Pdu:
        if (const auto [r, p] = design.pduLocation(mShownId); r >= 0)
            seed = qHashMulti(seed, design.racks[r].pdus[p].partId, design.racks[r].pdus[p].feed,
                              racks.value(design.racks[r].id));
        return seed;
    case Shown::Many:
        return seed;
    }
    return seed;
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
    // The same object keeps its scroll position across edits; a new selection starts at the top.
    const bool sameObject = mBuiltFor == std::pair(int(mShown), mShownId);
    mBuiltFor = {int(mShown), mShownId};
    const int scroll = sameObject && mScroll->verticalScrollBar() ? mScroll->verticalScrollBar()->value() : 0;
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
    mBuiltDigest = shownDigest();
    if (QWidget* shown = mScroll->widget(); shown && patchForm(shown, content)) {
        delete content; // the form on screen took the new figures (and keeps the fit it had)
        return;
    }
    FormFit::apply(content); // before it is shown: no frame at the width of its longest text
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
    price->setRange(SettingRange::kElectricityPricePerKwh.minimum,
                    SettingRange::kElectricityPricePerKwh.maximum);
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
    pue->setRange(SettingRange::kPue.minimum, SettingRange::kPue.maximum);
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
    auto* currency = new QComboBox;
    currency->setObjectName(QStringLiteral("design-currency"));
    currency->setEditable(true);
    currency->addItems({QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR"),
                        QStringLiteral("GBP"), QStringLiteral("JPY")});
    currency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Z]{3}")), currency));
    currency->setCurrentText(design.settings.currency);
    currency->setToolTip(tr("Prices in other currencies are converted with the design's exchange rates"));
    connect(currency, &QComboBox::currentTextChanged, this, [this](const QString& code) {
        if (code.size() != 3 || code == mDocument->design().settings.currency)
            return;
        DesignSettings settings = mDocument->design().settings;
        settings.currency = code;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Currency"), currency);
    if (design.settings.currency == QLatin1String("USD") || design.settings.currency == QLatin1String("CNY"))
        form->addRow(tr("Exchange rate"), exchangeRateRow(design.settings));
    auto* tax = new QDoubleSpinBox;
    tax->setObjectName(QStringLiteral("design-tax"));
    tax->setRange(SettingRange::kTaxPercent.minimum, SettingRange::kTaxPercent.maximum);
    tax->setDecimals(2);
    tax->setSuffix(QStringLiteral(" %"));
    tax->setValue(design.settings.effectiveTaxPercent());
    tax->setKeyboardTracking(false);
    tax->setToolTip(tr("Tax on the bill of materials; a CNY design has VAT 13% unless you set another rate"));
    connect(tax, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        DesignSettings settings = mDocument->design().settings;
        settings.taxPercent = value;
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, settings));
    });
    form->addRow(tr("Tax"), tax);
    buildDesignPower(layout);
    buildDesignCost(layout);
    buildDesignFacility(layout);
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

// The rate between CNY and USD, the catalog's two currencies (China-market parts are priced in CNY):
// "none" until set, and a button that sets the dated default (model/exchangerates.h).
QWidget* InspectorWidget::exchangeRateRow(const DesignSettings& settings) {
    auto* row = new QWidget;
    auto* line = new QHBoxLayout(row);
    line->setContentsMargins(0, 0, 0, 0);
    auto* rate = new QDoubleSpinBox(row);
    rate->setObjectName(QStringLiteral("design-cny-per-usd"));
    rate->setRange(0, 1000);
    rate->setDecimals(4);
    rate->setSingleStep(0.01);
    rate->setSuffix(tr(" CNY per USD"));
    rate->setSpecialValueText(tr("none"));
    rate->setValue(cnyPerUsdOf(settings));
    rate->setKeyboardTracking(false);
    const QString source =
        tr("Default: %1, the People's Bank of China's central parity rate of %2")
            .arg(QLocale().toString(kDefaultCnyPerUsd, 'f', 4),
                 QLocale().toString(QDate::fromString(QLatin1String(kDefaultCnyPerUsdDate), Qt::ISODate),
                                    QLocale::ShortFormat));
    rate->setToolTip(tr("Converts parts priced in the other of CNY and USD; without it they are left out of "
                        "the cost. %1")
                         .arg(source));
    const auto set = [this](double value) {
        DesignSettings edited = mDocument->design().settings;
        edited.exchangeRates.remove(QStringLiteral("CNY"));
        edited.exchangeRates.remove(QStringLiteral("USD"));
        if (value > 0)
            edited = withCnyUsdRate(edited, value, true);
        mDocument->undoStack()->push(CmdPropertyEdit::settings(mDocument, edited));
    };
    connect(rate, &QDoubleSpinBox::valueChanged, this, set);
    auto* useDefault = new QPushButton(tr("Default"), row);
    useDefault->setObjectName(QStringLiteral("design-cny-per-usd-default"));
    useDefault->setToolTip(source);
    useDefault->setEnabled(std::abs(cnyPerUsdOf(settings) - kDefaultCnyPerUsd) > 1e-9);
    connect(useDefault, &QPushButton::clicked, this, [set] { set(kDefaultCnyPerUsd); });
    line->addWidget(rate, 1);
    line->addWidget(useDefault);
    return row;
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
        const SettingRange& range =
            power ? SettingRange::kRackPowerBudgetW : SettingRange::kRackCoolingBudgetW;
        spin->setRange(range.minimum / 1000, range.maximum / 1000);
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
    buildRackFacility(layout, rackId);
    QFormLayout* devices = addSection(layout, tr("Contents"));
    // Top of the rack first, as the rack view draws it (the design keeps the order devices were added in).
    QList<Device> byU = rack.devices;
    std::stable_sort(byU.begin(), byU.end(), [](const Device& a, const Device& b) { return a.u > b.u; });
    for (const Device& device : std::as_const(byU)) {
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
