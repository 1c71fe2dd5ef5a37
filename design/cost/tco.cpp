#include "cost/tco.h"

#include "analysis/budgets.h"
#include "bom/bom.h"
#include "model/design.h"
#include "model/units.h"

#include <algorithm>

namespace {

Tco evaluate(const TcoInputs& in) {
    Tco t;
    t.inputs = in;
    t.energyPerYear = in.typicalPowerW / 1000.0 * in.pue * Units::kHoursPerYear * in.electricityPricePerKwh;
    t.facilityPerYear = in.plannedPowerW / 1000.0 * in.facilityPerKwMonth * 12.0;
    t.supportPerYear = in.capex * in.supportPercentPerYear / 100.0;
    t.total = in.capex + (t.energyPerYear + t.facilityPerYear + t.supportPerYear) * in.years;
    t.gpuHours = double(in.gpus) * Units::kHoursPerYear * in.years * in.gpuUtilisation;
    t.costPerGpuHour = t.gpuHours > 0 ? t.total / t.gpuHours : 0;
    return t;
}

} // namespace

TcoInputs TcoModel::inputsOf(const Design& design, const Budgets& budgets, const PartIndex& parts) {
    BomOptions options = BomOptions::fromSettings(design.settings);
    options.fabrics = &budgets.fabrics; // the analysis' fabrics: not worked out twice
    options.groups = false;             // the total is all it takes
    return inputsOf(design, budgets, buildBom(design, parts, options).total);
}

TcoInputs TcoModel::inputsOf(const Design& design, const Budgets& budgets, double capex) {
    const DesignSettings& s = design.settings;
    TcoInputs in;
    in.capex = capex;
    in.typicalPowerW = budgets.totals.typicalPowerW;
    in.plannedPowerW = budgets.totals.powerW;
    in.gpus = budgets.totals.gpus;
    // A design with a hall: the PUE worked out from its cooling chain (facility/hallanalysis.h).
    in.pue = budgets.facility && budgets.facility->pue.itW > 0 ? budgets.facility->pue.pue : s.pue;
    in.electricityPricePerKwh = s.electricityPricePerKwh;
    in.years = s.tcoYears;
    in.facilityPerKwMonth = s.facilityPerKwMonth;
    in.supportPercentPerYear = s.supportPercentPerYear;
    in.gpuUtilisation = s.gpuUtilisation;
    in.currency = s.currency;
    return in;
}

Tco TcoModel::compute(const TcoInputs& inputs) {
    Tco result = evaluate(inputs);
    if (result.gpuHours <= 0)
        return result;
    // One input at a time, 20 % down and up (utilisation capped at 100 %).
    using Field = double TcoInputs::*;
    const std::pair<const char*, Field> fields[] = {
        {"capex", &TcoInputs::capex},
        {"electricity_price", &TcoInputs::electricityPricePerKwh},
        {"pue", &TcoInputs::pue},
        {"facility_per_kw_month", &TcoInputs::facilityPerKwMonth},
        {"support_percent", &TcoInputs::supportPercentPerYear},
        {"years", &TcoInputs::years},
        {"gpu_utilisation", &TcoInputs::gpuUtilisation},
    };
    for (const auto& [name, field] : fields) {
        TcoInputs low = inputs;
        TcoInputs high = inputs;
        low.*field *= 1.0 - kSensitivityStep;
        high.*field *= 1.0 + kSensitivityStep;
        if (field == &TcoInputs::pue)
            low.pue = std::max(1.0, low.pue);
        if (field == &TcoInputs::gpuUtilisation)
            high.gpuUtilisation = std::min(1.0, high.gpuUtilisation);
        result.sensitivity.append(TcoSensitivity{QString::fromLatin1(name), evaluate(low).costPerGpuHour,
                                                 evaluate(high).costPerGpuHour});
    }
    std::stable_sort(result.sensitivity.begin(), result.sensitivity.end(),
                     [](const TcoSensitivity& a, const TcoSensitivity& b) { return a.swing() > b.swing(); });
    return result;
}

QString TcoModel::inputLabel(const QString& input) {
    if (input == QLatin1String("capex"))
        return tr("Capital cost");
    if (input == QLatin1String("electricity_price"))
        return tr("Electricity price");
    if (input == QLatin1String("pue"))
        return tr("PUE");
    if (input == QLatin1String("facility_per_kw_month"))
        return tr("Facility cost per kW");
    if (input == QLatin1String("support_percent"))
        return tr("Support share");
    if (input == QLatin1String("years"))
        return tr("Years of use");
    if (input == QLatin1String("gpu_utilisation"))
        return tr("GPU utilisation");
    return input;
}
