#include "facility/ashraeclass.h"

#include "facility/facilitytext.h"

namespace {

// Thermal Guidelines for Data Processing Environments (ASHRAE TC 9.9, 5th ed.): allowable dry-bulb inlet
// A1 15-32 C, A2 10-35 C, A3 5-40 C, A4 5-45 C; recommended 18-27 C for every class.
const AirClass kAirClasses[] = {
    {QStringLiteral("A1"), 15, 32},
    {QStringLiteral("A2"), 10, 35},
    {QStringLiteral("A3"), 5, 40},
    {QStringLiteral("A4"), 5, 45},
};

// Liquid Cooling Guidelines for Datacom Equipment Centers (ASHRAE TC 9.9), facility water classes by
// their supply temperature (W17 at most 17 C ... W45 at most 45 C, W+ above 45 C) and the plant each is
// typically built with. The COPs are estimates of that plant's heat moved per W (compressors, towers or
// dry-cooler fans, pumps): a water-cooled centrifugal chiller plant about 0.6 kW per ton (COP 5.9;
// chillers reach a COP of 6-7), falling as economiser hours replace the compressors, dry coolers alone
// about 4 % of the heat (COP 25).
const WaterClass kWaterClasses[] = {
    {QStringLiteral("W17"), 17, QT_TRANSLATE_NOOP("Facility", "chillers and cooling towers"), 5.9},
    {QStringLiteral("W27"), 27, QT_TRANSLATE_NOOP("Facility", "chillers with a water-side economiser"), 8},
    {QStringLiteral("W32"), 32, QT_TRANSLATE_NOOP("Facility", "cooling towers, chillers only to trim"), 12},
    {QStringLiteral("W40"), 40, QT_TRANSLATE_NOOP("Facility", "cooling towers or dry coolers"), 16},
    {QStringLiteral("W45"), 45, QT_TRANSLATE_NOOP("Facility", "dry coolers, no chillers"), 25},
    {QStringLiteral("W+"), 50, QT_TRANSLATE_NOOP("Facility", "dry coolers, the heat reused"), 30},
};

} // namespace

std::optional<AirClass> airClass(const QString& name) {
    for (const AirClass& c : kAirClasses)
        if (c.name == name)
            return c;
    return std::nullopt;
}

std::optional<WaterClass> waterClass(const QString& name) {
    for (const WaterClass& c : kWaterClasses)
        if (c.name == name)
            return c;
    return std::nullopt;
}

double chilledWaterCop() {
    return kWaterClasses[0].defaultCop;
}

QString waterPlantText(const WaterClass& water) {
    return Facility::tr(water.plant);
}
