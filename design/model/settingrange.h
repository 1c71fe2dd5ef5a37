#pragma once

#include <QList>

// The physical range of every number a design holds: its settings, its racks' and devices' properties,
// its fabrics, cables, quotes and workload. The one place they are written down: the design file reader
// refuses a value outside (with the file, the place, the value and the range), the inspector's and
// dialogs' fields stop at them, and docs/design-format.md ("Ranges") lists them with their reasons.
// A bound is where a figure stops being physical or a real design's, not where a model breaks down:
// a PUE below 1 or above 3 describes no data centre, a 1e-300 K air temperature rise no airflow.
struct SettingRange {
    const char* key; // the JSON key in the design file
    double minimum;
    double maximum;

    constexpr bool contains(double value) const { return value >= minimum && value <= maximum; }

    // settings
    static const SettingRange kElectricityPricePerKwh;
    static const SettingRange kPue;
    static const SettingRange kSupplyVoltageV;
    static const SettingRange kAirflowDeltaTC;
    static const SettingRange kUtilisation;
    static const SettingRange kExchangeRate;
    static const SettingRange kTaxPercent;
    static const SettingRange kDeratingPercent;
    static const SettingRange kPhaseImbalancePercent;
    static const SettingRange kCoolantDeltaTC;
    static const SettingRange kTcoYears;
    static const SettingRange kFacilityPerKwMonth;
    static const SettingRange kSupportPercentPerYear;
    static const SettingRange kGpuUtilisation;
    static const SettingRange kGpuPowerCapW;
    // racks and devices
    static const SettingRange kRackPowerBudgetW;
    static const SettingRange kRackCoolingBudgetW;
    static const SettingRange kMeasuredPowerW;
    // fabrics and cables
    static const SettingRange kFabricBlocking;
    static const SettingRange kCableLengthM;
    // quotes
    static const SettingRange kQuoteUnitPrice;
    static const SettingRange kQuoteDiscountPercent;
    static const SettingRange kQuoteLeadTimeWeeks;
    // workload
    static const SettingRange kModelParameters;
    static const SettingRange kTrainingTokens;
    static const SettingRange kMfu;
    static const SettingRange kMemoryReserve;
    static const SettingRange kMeasuredThroughput;
    static const SettingRange kCapacityFactor;
    static const SettingRange kCalibrationFactor;
    static const SettingRange kMeasuredStepS;

    // The design settings' ranges, in file order (for tests and docs).
    static QList<SettingRange> settings();
};

// Money is in the design's currency: the bounds leave room for currencies of small units (electricity is
// about 3,000 VND or 150 KRW a kWh).
inline constexpr SettingRange SettingRange::kElectricityPricePerKwh{"electricity_price_per_kwh", 0, 10000};
// The Green Grid's PUE is 1 at best; the Uptime Institute's 2023 survey puts the average near 1.6, and 3
// is far beyond any facility worth planning a cluster in.
inline constexpr SettingRange SettingRange::kPue{"pue", 1, 3};
// 100 V single phase (Japan) to 480 V three phase line to line (North American distribution).
inline constexpr SettingRange SettingRange::kSupplyVoltageV{"supply_voltage_v", 100, 480};
// The air's rise through IT equipment: 1 K to 40 K (servers typically raise it 10-20 K).
inline constexpr SettingRange SettingRange::kAirflowDeltaTC{"airflow_delta_t_c", 1, 40};
inline constexpr SettingRange SettingRange::kUtilisation{"utilisation", 0, 1};
// Units of the design currency per unit of another: 1e-6 to 1e6 spans every pair of currencies in use.
inline constexpr SettingRange SettingRange::kExchangeRate{"exchange_rates", 1e-6, 1e6};
inline constexpr SettingRange SettingRange::kTaxPercent{"tax_percent", 0, 100};
// A circuit loaded continuously to 50-100 % of its rating (80 % NEC 210.19, 100 % IEC breakers).
inline constexpr SettingRange SettingRange::kDeratingPercent{"derating_percent", 50, 100};
inline constexpr SettingRange SettingRange::kPhaseImbalancePercent{"phase_imbalance_percent", 1, 100};
// The coolant's rise through liquid-cooled equipment: 1 K to 40 K (direct liquid cooling loops run
// about 5-15 K).
inline constexpr SettingRange SettingRange::kCoolantDeltaTC{"coolant_delta_t_c", 1, 40};
inline constexpr SettingRange SettingRange::kTcoYears{"tco_years", 1, 30};
inline constexpr SettingRange SettingRange::kFacilityPerKwMonth{"facility_per_kw_month", 0, 1e6};
inline constexpr SettingRange SettingRange::kSupportPercentPerYear{"support_percent_per_year", 0, 100};
inline constexpr SettingRange SettingRange::kGpuUtilisation{"gpu_utilisation", 0.01, 1};
// A rack's budgets up to 1 MW (the densest racks announced draw about 600 kW).
inline constexpr SettingRange SettingRange::kRackPowerBudgetW{"power_budget_w", 0, 1e6};
inline constexpr SettingRange SettingRange::kRackCoolingBudgetW{"cooling_budget_w", 0, 1e6};
// One device's measured draw: up to 200 kW (a rack-scale system measured as one device is about 130 kW).
inline constexpr SettingRange SettingRange::kMeasuredPowerW{"measured_power_w", 0, 200000};
// b in b:1 at the leaves: 1 (non-blocking) to 64.
inline constexpr SettingRange SettingRange::kFabricBlocking{"blocking", 1, 64};
// A cable's length: 0.1 m to 10 km (single-mode optics reach 10 km).
inline constexpr SettingRange SettingRange::kCableLengthM{"length_m", 0.1, 10000};
inline constexpr SettingRange SettingRange::kQuoteUnitPrice{"unit_price", 0, 1e12};
inline constexpr SettingRange SettingRange::kQuoteDiscountPercent{"discount_percent", 0, 100};
inline constexpr SettingRange SettingRange::kQuoteLeadTimeWeeks{"lead_time_weeks", 0, 520};
inline constexpr SettingRange SettingRange::kModelParameters{"parameters", 1e6, 1e14};
inline constexpr SettingRange SettingRange::kTrainingTokens{"tokens", 0, 1e16};
inline constexpr SettingRange SettingRange::kMfu{"mfu", 0.01, 1};
inline constexpr SettingRange SettingRange::kMemoryReserve{"reserve", 0, 0.9};
inline constexpr SettingRange SettingRange::kMeasuredThroughput{"throughput", 1e-9, 1e15};
// An MoE's expert capacity factor: 0 (dropless) or up to 16 times the even share.
inline constexpr SettingRange SettingRange::kCapacityFactor{"capacity_factor", 0, 16};
// A measured run 5 times faster or slower than predicted is a different run, not a calibration.
inline constexpr SettingRange SettingRange::kCalibrationFactor{"factor", 0.2, 5};
inline constexpr SettingRange SettingRange::kMeasuredStepS{"measured_step_s", 1e-6, 1e6};
// A GPU's power limit (nvidia-smi -pl): above 50 W (no data-centre GPU goes lower), at most 3 kW.
inline constexpr SettingRange SettingRange::kGpuPowerCapW{"gpu_power_caps_w", 50, 3000};

inline QList<SettingRange> SettingRange::settings() {
    return {kElectricityPricePerKwh,
            kPue,
            kSupplyVoltageV,
            kAirflowDeltaTC,
            kUtilisation,
            kExchangeRate,
            kTaxPercent,
            kDeratingPercent,
            kPhaseImbalancePercent,
            kCoolantDeltaTC,
            kTcoYears,
            kFacilityPerKwMonth,
            kSupportPercentPerYear,
            kGpuUtilisation};
}
