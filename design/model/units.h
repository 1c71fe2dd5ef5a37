#pragma once

// Conversions with their published constants (shared/reference/hardware.md, "Formulas").
namespace Units {

constexpr double kBtuHPerW = 3.412;     // 1 W = 3.412 BTU/h
constexpr double kBtuHPerTon = 12000.0; // 1 ton of refrigeration
constexpr double kCfmFactor = 3.16;     // CFM = 3.16 x W / dT(F), from BTU/h = 1.08 x CFM x dT(F)
constexpr double kContinuousDerating = 0.8;
constexpr double kHoursPerYear = 8760.0;

constexpr double heatBtuH(double watts) {
    return watts * kBtuHPerW;
}
constexpr double coolingTons(double watts) {
    return heatBtuH(watts) / kBtuHPerTon;
}
constexpr double celsiusDeltaToFahrenheit(double deltaC) {
    return deltaC * 1.8;
}
constexpr double airflowCfm(double watts, double deltaTC) {
    return deltaTC > 0 ? kCfmFactor * watts / celsiusDeltaToFahrenheit(deltaTC) : 0;
}

// Coolant flow that carries `watts` with a temperature rise of `deltaTC`: m = P / (c_p x dT), water at
// 25 C (c_p 4.18 kJ/(kg K), density 0.997 kg/L; NIST Chemistry WebBook). 1 kW at 10 K: 1.44 L/min.
constexpr double kWaterHeatCapacityJPerKgK = 4181.0;
constexpr double kWaterDensityKgPerL = 0.997;
constexpr double coolantLitresPerMinute(double watts, double deltaTC) {
    return deltaTC > 0 ? watts / (kWaterHeatCapacityJPerKgK * deltaTC) / kWaterDensityKgPerL * 60.0 : 0;
}

// PCIe bandwidth per direction in GB/s: x16 Gen3 15.75, Gen4 31.5, Gen5 63, Gen6 ~121.
double pcieGbsPerDirection(int gen, int lanes);

} // namespace Units
