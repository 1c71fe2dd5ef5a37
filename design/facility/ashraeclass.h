#pragma once

#include <QString>
#include <optional>

// ASHRAE TC 9.9's classes (docs/facility.md, "Classes"): the air classes A1-A4 of the Thermal Guidelines
// for Data Processing Environments (allowable inlet air; 18-27 C recommended for all four), and the liquid
// classes W17-W45 and W+ of the Liquid Cooling Guidelines (the facility water supply temperature, with the
// heat rejection plant each class is typically built with).
struct AirClass {
    QString name;
    double allowableMinC = 0;
    double allowableMaxC = 0;
    double recommendedMinC = 18;
    double recommendedMaxC = 27;
};

struct WaterClass {
    QString name;
    double maxSupplyC = 0;  // the facility water supply the class allows at most (W+: above 45 C, 50 taken)
    const char* plant = ""; // the heat rejection the class is typically built with (untranslated key)
    double defaultCop = 0;  // heat moved per W of that plant, an estimate (docs/facility.md, "PUE")
};

std::optional<AirClass> airClass(const QString& name);
std::optional<WaterClass> waterClass(const QString& name);
// The COP of the plant that chills the air units' water: the W17 plant (a CRAH coil needs chilled water,
// whatever the liquid loops run at).
double chilledWaterCop();
// The plant of a water class in words, in the current language.
QString waterPlantText(const WaterClass& water);
