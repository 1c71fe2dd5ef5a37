#include "budgets/budgetpanel.h"

#include "analysis/liveanalysis.h"
#include "budgets/findingslist.h"
#include "budgets/gaugedelegate.h"

#include "common/steadylabel.h"
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

const char* const kTotalKeys[] = {"powerW",      "typicalPowerW", "heatBtuH",         "coolingTons",
                                  "airflowCfm",  "rackUnitsUsed", "weightKg",         "gpus",
                                  "gpuMemoryGb", "cost",          "energyKwhPerYear", "energyCostPerYear"};

QTableWidgetItem* gaugeItem(double value, double limit, const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setData(GaugeDelegate::kValueRole, value);
    item->setData(GaugeDelegate::kLimitRole, limit);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (limit > 0)
        item->setToolTip(QCoreApplication::translate("BudgetPanel", "%1% of the limit")
                             .arg(number(100 * value / limit, 0)));
    return item;
}

QWidget* titled(QLabel* title, QWidget* body) {
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(3);
    QFont font = title->font();
    font.setBold(true);
    title->setFont(font);
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return box;
}

} // namespace

BudgetPanel::BudgetPanel(LiveAnalysis* analysis, QWidget* parent)
    : QWidget(parent), mAnalysis(analysis), mTotalsGrid(new QGridLayout), mRacks(new QTableWidget(this)),
      mNetwork(new QTableWidget(this)), mFindings(new FindingsList(this)), mFindingsTitle(new QLabel(this)),
      mRacksTitle(new QLabel(this)), mTotalsTitle(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter);

    // Totals: title/value tiles in two columns, the network balance below.
    auto* totals = new QWidget;
    auto* totalsLayout = new QVBoxLayout(totals);
    totalsLayout->setContentsMargins(0, 0, 0, 0);
    mTotalsGrid->setHorizontalSpacing(14);
    mTotalsGrid->setVerticalSpacing(2);
    int row = 0;
    int column = 0;
    for (const char* key : kTotalKeys) {
        auto* title = new QLabel;
        title->setStyleSheet(QStringLiteral("color: #5a6470;"));
        auto* value = new SteadyLabel;
        value->setObjectName(QStringLiteral("total.%1").arg(QLatin1String(key)));
        QFont font = value->font();
        font.setBold(true);
        value->setFont(font);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        mTotalsGrid->addWidget(title, row, column * 2);
        mTotalsGrid->addWidget(value, row, column * 2 + 1);
        mTotalTitles.append({QLatin1String(key), title});
        mTotals.insert(QLatin1String(key), value);
        if (++column == 2) {
            column = 0;
            ++row;
        }
    }
    mTotalsGrid->setColumnStretch(1, 1);
    mTotalsGrid->setColumnStretch(3, 1);
    totalsLayout->addLayout(mTotalsGrid);
    mNetwork->setColumnCount(2);
    mNetwork->verticalHeader()->hide();
    mNetwork->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mNetwork->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    mNetwork->setItemDelegateForColumn(1, new GaugeDelegate(mNetwork));
    mNetwork->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mNetwork->setShowGrid(false);
    mNetwork->verticalHeader()->setDefaultSectionSize(24);
    totalsLayout->addWidget(mNetwork, 1);
    splitter->addWidget(titled(mTotalsTitle, totals));

    // Per-rack gauges.
    mRacks->setColumnCount(ColumnCount);
    mRacks->verticalHeader()->hide();
    mRacks->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mRacks->setSelectionBehavior(QAbstractItemView::SelectRows);
    mRacks->setShowGrid(false);
    mRacks->verticalHeader()->setDefaultSectionSize(26);
    auto* gauge = new GaugeDelegate(mRacks);
    for (int c = PowerColumn; c < ColumnCount; ++c)
        mRacks->setItemDelegateForColumn(c, gauge);
    // Sized once when racks come or go (refresh()), from 100 rows: ResizeToContents would measure
    // every row of a 1,000-rack floor after every change of a cell.
    mRacks->horizontalHeader()->setResizeContentsPrecision(100);
    mRacks->horizontalHeader()->setStretchLastSection(true);
    connect(mRacks, &QTableWidget::cellClicked, this, [this](int r, int) {
        if (QTableWidgetItem* item = mRacks->item(r, RackColumn))
            emit findingActivated(item->data(Qt::UserRole).toString(), QString());
    });
    splitter->addWidget(titled(mRacksTitle, mRacks));

    splitter->addWidget(titled(mFindingsTitle, mFindings));
    connect(mFindings, &FindingsList::findingActivated, this, &BudgetPanel::findingActivated);
    // The findings are what the user acts on: wide enough for a message on a line or two, so that a
    // 1366 x 768 window shows five of them, not two; the rack table scrolls sideways.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 5);
    splitter->setStretchFactor(2, 5);
    splitter->setSizes({360, 600, 560});

    connect(mAnalysis, &LiveAnalysis::updated, this, &BudgetPanel::refresh);
    retranslateUi();
}

void BudgetPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void BudgetPanel::retranslateUi() {
    mRowDigests.clear(); // every row's texts again
    mTotalsTitle->setText(tr("Design totals"));
    mRacksTitle->setText(tr("Rack budgets"));
    const QHash<QString, QString> titles{
        {QStringLiteral("powerW"), tr("Power (max)")},
        {QStringLiteral("typicalPowerW"), tr("Power (typical)")},
        {QStringLiteral("heatBtuH"), tr("Heat")},
        {QStringLiteral("coolingTons"), tr("Cooling")},
        {QStringLiteral("airflowCfm"), tr("Airflow")},
        {QStringLiteral("rackUnitsUsed"), tr("Rack space")},
        {QStringLiteral("weightKg"), tr("Weight")},
        {QStringLiteral("gpus"), tr("GPUs")},
        {QStringLiteral("gpuMemoryGb"), tr("GPU memory")},
        {QStringLiteral("cost"), tr("List price")},
        {QStringLiteral("energyKwhPerYear"), tr("Energy / year")},
        {QStringLiteral("energyCostPerYear"), tr("Energy cost / year")},
    };
    for (const auto& [key, label] : std::as_const(mTotalTitles))
        label->setText(titles.value(key));
    mRacks->setHorizontalHeaderLabels({tr("Rack"), tr("Power"), tr("Air cooling"), tr("Space"), tr("Weight"),
                                       tr("PDU"), tr("Feed failover"), tr("Liquid cooling"), tr("PCIe lanes"),
                                       tr("Ports")});
    mNetwork->setHorizontalHeaderLabels({tr("Network"), tr("Host ports / switch ports")});
    refresh();
}

void BudgetPanel::setTotal(const QString& key, double value, const QString& text, const QString& tooltip) {
    SteadyLabel* label = mTotals.value(key);
    if (!label)
        return;
    label->setSteadyText(text);
    label->setProperty("value", value);
    label->setToolTip(tooltip);
}

double BudgetPanel::totalValue(const QString& key) const {
    const QLabel* label = mTotals.value(key);
    return label ? label->property("value").toDouble() : 0;
}

QString BudgetPanel::totalText(const QString& key) const {
    const QLabel* label = mTotals.value(key);
    return label ? label->text() : QString();
}

QTableWidgetItem* BudgetPanel::cell(int row, int column) {
    QTableWidgetItem* item = mRacks->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        mRacks->setItem(row, column, item);
    }
    return item;
}

void BudgetPanel::setGauge(int row, int column, double value, double limit, const QString& text) {
    QTableWidgetItem* item = cell(row, column);
    item->setText(text);
    item->setData(GaugeDelegate::kValueRole, value);
    item->setData(GaugeDelegate::kLimitRole, limit);
    item->setToolTip(limit > 0 ? tr("%1% of the limit").arg(number(100 * value / limit, 0)) : QString());
}

void BudgetPanel::setNone(int row, int column, const QString& tooltip) {
    QTableWidgetItem* none = cell(row, column);
    none->setText(QStringLiteral("—"));
    none->setData(GaugeDelegate::kValueRole, QVariant());
    none->setData(GaugeDelegate::kLimitRole, QVariant());
    none->setToolTip(tooltip);
}

// The feed that is loaded most, against its PDUs' capacity, when the other feed is lost.
void BudgetPanel::setFailover(int row, const RackBudget& rb) {
    const FeedLoad* worst = nullptr;
    for (const FeedLoad& feed : rb.power.feeds)
        if (feed.capacityW > 0 &&
            (!worst || feed.failoverLoadW / feed.capacityW > worst->failoverLoadW / worst->capacityW))
            worst = &feed;
    if (rb.power.feeds.size() < 2 || !worst) {
        setNone(row, FailoverColumn,
                rb.power.feeds.isEmpty() ? tr("No PDU in this rack") : tr("Every PDU is on one feed"));
        return;
    }
    setGauge(
        row, FailoverColumn, worst->failoverLoadW, worst->capacityW,
        tr("%1 alone: %2 / %3 kW")
            .arg(worst->feed, number(worst->failoverLoadW / 1000, 1), number(worst->capacityW / 1000, 1)));
}

void BudgetPanel::refresh() {
    const Budgets& b = mAnalysis->budgets();
    const Totals& t = b.totals;
    setTotal(QStringLiteral("powerW"), t.powerW, tr("%1 kW").arg(number(t.powerW / 1000, 2)));
    setTotal(QStringLiteral("typicalPowerW"), t.typicalPowerW,
             tr("%1 kW").arg(number(t.typicalPowerW / 1000, 2)));
    setTotal(QStringLiteral("heatBtuH"), t.heatBtuH, tr("%1 BTU/h").arg(number(t.heatBtuH, 0)));
    setTotal(QStringLiteral("coolingTons"), t.coolingTons, tr("%1 tons").arg(number(t.coolingTons, 2)));
    setTotal(QStringLiteral("airflowCfm"), t.airflowCfm, tr("%1 CFM").arg(number(t.airflowCfm, 0)));
    setTotal(QStringLiteral("rackUnitsUsed"), t.rackUnitsUsed,
             tr("%1 / %2 U").arg(t.rackUnitsUsed).arg(t.rackUnitsTotal));
    setTotal(QStringLiteral("weightKg"), t.weightKg, tr("%1 kg").arg(number(t.weightKg, 1)));
    setTotal(QStringLiteral("gpus"), t.gpus, QString::number(t.gpus));
    setTotal(QStringLiteral("gpuMemoryGb"), t.gpuMemoryGb, tr("%1 GB").arg(number(t.gpuMemoryGb, 0)));
    setTotal(QStringLiteral("cost"), t.cost, QStringLiteral("%1 %2").arg(number(t.cost, 0), t.currency));
    setTotal(QStringLiteral("energyKwhPerYear"), t.energyKwhPerYear,
             tr("%1 kWh").arg(number(t.energyKwhPerYear, 0)));
    setTotal(QStringLiteral("energyCostPerYear"), t.energyCostPerYear,
             QStringLiteral("%1 %2").arg(number(t.energyCostPerYear, 0), t.currency));

    // Cells are updated in place: on a 1,000-rack floor an edit changes a few of 8,000, and only those
    // repaint (a QTableWidgetItem given the value it has emits nothing).
    const bool rowsChanged = mRacks->rowCount() != b.racks.size();
    mRacks->setRowCount(int(b.racks.size()));
    QHash<QString, QString> names;
    for (const Rack& rack : mAnalysis->document()->design().racks)
        if (!rack.name.isEmpty())
            names.insert(rack.id, QStringLiteral("%1 · %2").arg(rack.id, rack.name));
    // Rows whose rack has the same digest as last time are left alone (a 1,000-row pass of number
    // formatting costs more than the rest of an edit).
    const QHash<QString, size_t>& digests = mAnalysis->rackDigests();
    mRowDigests.resize(b.racks.size());
    for (int r = 0; r < b.racks.size(); ++r) {
        const RackBudget& rb = b.racks[r];
        QTableWidgetItem* rackItem = cell(r, RackColumn);
        rackItem->setText(names.value(rb.id, rb.id));
        const size_t digest = digests.value(rb.id);
        if (rackItem->data(Qt::UserRole).toString() == rb.id && mRowDigests[r] == digest)
            continue;
        mRowDigests[r] = digest;
        rackItem->setData(Qt::UserRole, rb.id);
        setGauge(r, PowerColumn, rb.powerW, rb.powerBudgetW,
                 tr("%1 / %2 kW").arg(number(rb.powerW / 1000, 1), number(rb.powerBudgetW / 1000, 1)));
        setGauge(r, CoolingColumn, rb.heatAirW, rb.coolingBudgetW,
                 tr("%1 / %2 kW").arg(number(rb.heatAirW / 1000, 1), number(rb.coolingBudgetW / 1000, 1)));
        setFailover(r, rb);
        if (rb.heatLiquidW > 0 || rb.liquidBudgetW > 0) {
            setGauge(r, LiquidColumn, rb.heatLiquidW, rb.liquidBudgetW,
                     tr("%1 / %2 kW, %3 L/min")
                         .arg(number(rb.heatLiquidW / 1000, 1), number(rb.liquidBudgetW / 1000, 1),
                              number(rb.coolantLpm, 0)));
            cell(r, LiquidColumn)->setData(GaugeDelegate::kZeroLimitIsOverRole, true);
        } else {
            setNone(r, LiquidColumn, tr("No liquid-cooled equipment or liquid cooling in this rack"));
        }
        setGauge(r, SpaceColumn, rb.unitsUsed, rb.unitsTotal,
                 tr("%1 / %2 U").arg(rb.unitsUsed).arg(rb.unitsTotal));
        setGauge(r, WeightColumn, rb.weightKg, rb.weightLimitKg,
                 tr("%1 / %2 kg").arg(number(rb.weightKg, 0), number(rb.weightLimitKg, 0)));
        setGauge(
            r, PduColumn, rb.powerW, rb.pduContinuousVa,
            rb.pduContinuousVa > 0
                ? tr("%1 / %2 kVA").arg(number(rb.powerW / 1000, 1), number(rb.pduContinuousVa / 1000, 1))
                : tr("no PDU"));
        int lanesUsed = 0;
        int lanesAvailable = 0;
        for (const DeviceBudget& d : rb.devices) {
            lanesUsed += d.pcieLanesUsed;
            lanesAvailable += d.pcieLanesAvailable;
        }
        if (lanesAvailable > 0) {
            setGauge(r, PcieColumn, lanesUsed, lanesAvailable,
                     tr("%1 / %2 lanes").arg(lanesUsed).arg(lanesAvailable));
        } else {
            // Fixed systems budget their PCIe inside; nothing to show against.
            setNone(r, PcieColumn, tr("No configurable server with CPUs in this rack"));
        }
        qint64 hostPorts = 0;
        qint64 switchPorts = 0;
        for (const PortCount& p : rb.nicPorts)
            hostPorts += p.count;
        for (const PortCount& p : rb.switchPorts)
            switchPorts += p.count;
        setGauge(r, PortsColumn, double(hostPorts), double(switchPorts),
                 tr("%1 host / %2 switch").arg(hostPorts).arg(switchPorts));
    }
    if (rowsChanged) // widths from the first 100 rows (resizeContentsPrecision), not on every edit
        mRacks->resizeColumnsToContents();

    mNetwork->setRowCount(int(b.network.size()));
    for (int r = 0; r < b.network.size(); ++r) {
        const NetworkBudget& n = b.network[r];
        const QString protocol =
            n.protocol == QLatin1String("infiniband") ? tr("InfiniBand") : tr("Ethernet");
        mNetwork->setItem(r, 0, new QTableWidgetItem(tr("%1 %2G").arg(protocol, number(n.speedGbps, 0))));
        QTableWidgetItem* ports =
            gaugeItem(n.hostPorts, n.switchPorts, tr("%1 / %2").arg(n.hostPorts).arg(n.switchPorts));
        ports->setData(GaugeDelegate::kZeroLimitIsOverRole, true);
        mNetwork->setItem(r, 1, ports);
    }

    mFindings->setFindings(b.findings);
    int errors = 0;
    int warnings = 0;
    for (const Finding& f : b.findings) {
        errors += f.severity == Severity::Error ? 1 : 0;
        warnings += f.severity == Severity::Warning ? 1 : 0;
    }
    mFindingsTitle->setText(tr("Findings: %1, %2")
                                .arg(tr("%n error(s)", nullptr, errors))
                                .arg(tr("%n warning(s)", nullptr, warnings)));
}
