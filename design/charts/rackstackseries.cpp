#include "charts/rackstackseries.h"

#include "charts/chartseriestext.h"
#include "model/units.h"

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
    }
    return series;
}

} // namespace

RackStackSeries powerPerRack(const Design& design, const Budgets& budgets) {
    return rackStack(design, budgets, RackStackSeries::Quantity::PowerW);
}

RackStackSeries heatPerRack(const Design& design, const Budgets& budgets) {
    return rackStack(design, budgets, RackStackSeries::Quantity::HeatBtuH);
}
