#include "charts/rackstackseries.h"

#include "charts/chartseriestext.h"
#include "model/units.h"

#include <QMap>
#include <algorithm>
#include <numeric>

QList<PowerCategory> allPowerCategories() {
    return {PowerCategory::Gpu,     PowerCategory::Cpu,  PowerCategory::Memory, PowerCategory::Storage,
            PowerCategory::Network, PowerCategory::Base, PowerCategory::PsuLoss};
}

QString powerCategoryName(PowerCategory category) {
    switch (category) {
    case PowerCategory::Gpu:
        return ChartSeries::tr("GPUs");
    case PowerCategory::Cpu:
        return ChartSeries::tr("CPUs");
    case PowerCategory::Memory:
        return ChartSeries::tr("Memory");
    case PowerCategory::Storage:
        return ChartSeries::tr("Storage");
    case PowerCategory::Network:
        return ChartSeries::tr("Network");
    case PowerCategory::Base:
        return ChartSeries::tr("Chassis base and fans");
    case PowerCategory::PsuLoss:
        return ChartSeries::tr("PSU losses");
    }
    return {};
}

double powerCategoryValueW(const PowerBreakdown& breakdown, PowerCategory category) {
    switch (category) {
    case PowerCategory::Gpu:
        return breakdown.gpuW;
    case PowerCategory::Cpu:
        return breakdown.cpuW;
    case PowerCategory::Memory:
        return breakdown.memoryW;
    case PowerCategory::Storage:
        return breakdown.storageW;
    case PowerCategory::Network:
        return breakdown.networkW;
    case PowerCategory::Base:
        return breakdown.baseW;
    case PowerCategory::PsuLoss:
        return breakdown.psuLossW;
    }
    return 0;
}

namespace {

RackStackSeries rackStack(const Design& design, const Budgets& budgets, RackStackSeries::Quantity quantity) {
    const bool heat = quantity == RackStackSeries::Quantity::HeatBtuH;
    const double factor = heat ? Units::kBtuHPerW : 1.0;
    RackStackSeries series;
    series.quantity = quantity;
    series.categories = allPowerCategories();
    series.values.resize(series.categories.size());
    for (const RackBudget& rack : budgets.racks) {
        const int index = design.rackIndex(rack.id);
        const QString name = index >= 0 ? design.racks[index].name : QString();
        series.rackIds.append(rack.id);
        series.rackNames.append(name.isEmpty() ? rack.id : name);
        double total = 0;
        for (qsizetype c = 0; c < series.categories.size(); ++c) {
            const double value = powerCategoryValueW(rack.breakdown, series.categories[c]) * factor;
            series.values[c].append(value);
            total += value;
        }
        series.totals.append(total);
        series.budgets.append((heat ? rack.coolingBudgetW : rack.powerBudgetW) * factor);
        series.rows.append(index >= 0 ? design.racks[index].row : 0);
    }
    return series;
}

// An empty series of the same kind, ready for grouped bars.
RackStackSeries emptyLike(const RackStackSeries& racks) {
    RackStackSeries grouped;
    grouped.quantity = racks.quantity;
    grouped.categories = racks.categories;
    grouped.values.resize(racks.categories.size());
    return grouped;
}

} // namespace

RackStackSeries powerPerRack(const Design& design, const Budgets& budgets) {
    return rackStack(design, budgets, RackStackSeries::Quantity::PowerW);
}

RackStackSeries heatPerRack(const Design& design, const Budgets& budgets) {
    return rackStack(design, budgets, RackStackSeries::Quantity::HeatBtuH);
}

RackStackSeries byRow(const RackStackSeries& racks) {
    RackStackSeries grouped = emptyLike(racks);
    QMap<int, QList<qsizetype>> rows;
    for (qsizetype r = 0; r < racks.rackIds.size(); ++r)
        rows[racks.rows.value(r)].append(r);
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        const int count = int(it->size());
        grouped.rackIds.append(QCoreApplication::translate("RackStackSeries", "Row %1").arg(it.key() + 1));
        grouped.rackNames.append(
            QCoreApplication::translate("RackStackSeries", "Row %1 (%n rack(s))", nullptr, count)
                .arg(it.key() + 1));
        grouped.rows.append(it.key());
        grouped.rackCounts.append(count);
        double total = 0;
        double budget = 0;
        bool everyBudget = true;
        for (qsizetype c = 0; c < racks.categories.size(); ++c) {
            double sum = 0;
            for (qsizetype r : *it)
                sum += racks.values[c][r];
            grouped.values[c].append(sum);
        }
        for (qsizetype r : *it) {
            total += racks.totals[r];
            budget += racks.budgets[r];
            everyBudget = everyBudget && racks.budgets[r] > 0;
        }
        grouped.totals.append(total);
        grouped.budgets.append(everyBudget ? budget : 0); // a row's budget only when every rack has one
    }
    return grouped;
}

RackStackSeries topRacks(const RackStackSeries& racks, int bars) {
    const qsizetype count = racks.rackIds.size();
    if (bars < 2 || count <= bars)
        return racks;
    QList<qsizetype> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&racks](qsizetype a, qsizetype b) { return racks.totals[a] > racks.totals[b]; });
    RackStackSeries shown = emptyLike(racks);
    const qsizetype top = bars - 1;
    for (qsizetype i = 0; i < top; ++i) {
        const qsizetype r = order[i];
        shown.rackIds.append(racks.rackIds[r]);
        shown.rackNames.append(racks.rackNames[r]);
        shown.rows.append(racks.rows.value(r));
        shown.rackCounts.append(1);
        for (qsizetype c = 0; c < racks.categories.size(); ++c)
            shown.values[c].append(racks.values[c][r]);
        shown.totals.append(racks.totals[r]);
        shown.budgets.append(racks.budgets[r]);
    }
    const qsizetype rest = count - top;
    shown.rackIds.append(QCoreApplication::translate("RackStackSeries", "Others"));
    shown.rackNames.append(
        QCoreApplication::translate("RackStackSeries", "%n other rack(s), mean", nullptr, int(rest)));
    shown.rows.append(-1);
    shown.rackCounts.append(int(rest));
    double total = 0;
    double budget = 0;
    for (qsizetype c = 0; c < racks.categories.size(); ++c) {
        double sum = 0;
        for (qsizetype i = top; i < count; ++i)
            sum += racks.values[c][order[i]];
        shown.values[c].append(sum / double(rest));
    }
    for (qsizetype i = top; i < count; ++i) {
        total += racks.totals[order[i]];
        budget += racks.budgets[order[i]];
    }
    shown.totals.append(total / double(rest));
    shown.budgets.append(budget / double(rest));
    return shown;
}

RackStackSeries fitToBars(const RackStackSeries& racks, int bars) {
    if (racks.rackIds.size() <= bars)
        return racks;
    const RackStackSeries rows = byRow(racks);
    if (rows.rackIds.size() > 1 && rows.rackIds.size() <= bars)
        return rows;
    return topRacks(racks, bars);
}
