#include "parts/part.h"

#include <algorithm>
#include <cmath>

double PduSpec::capacityVa() const {
    const double va = voltageV * currentA;
    return phases == 3 ? va * std::sqrt(3.0) : va;
}

bool PduSpec::outletsLineToLine() const {
    if (phases != 3)
        return false;
    if (!wiring.isEmpty())
        return wiring == QLatin1String("delta");
    return voltageV <= 300;
}

double PduSpec::bankVoltageV(const PduBank& bank) const {
    if (phases == 3 && !bank.phase.contains(QLatin1Char('-')))
        return voltageV / std::sqrt(3.0);
    return voltageV;
}

QList<PduBank> PduSpec::banksOrDefault() const {
    if (!banks.isEmpty())
        return banks;
    static const char* const kLineToLine[] = {"L1-L2", "L2-L3", "L3-L1"};
    static const char* const kLineToNeutral[] = {"L1", "L2", "L3"};
    QList<PduBank> result;
    for (int i = 0; i < phases; ++i) {
        PduBank bank;
        bank.name = QString::number(i + 1);
        bank.phase = QLatin1String(phases == 1           ? "L1"
                                   : outletsLineToLine() ? kLineToLine[i]
                                                         : kLineToNeutral[i]);
        bank.breakerA = currentA;
        // Spread evenly; the first banks take the remainder.
        bank.outletsC13 = outletsC13 / phases + (i < outletsC13 % phases ? 1 : 0);
        bank.outletsC19 = outletsC19 / phases + (i < outletsC19 % phases ? 1 : 0);
        result.append(bank);
    }
    return result;
}

QString psuInletFor(double ratingW, double efficiency) {
    const double inputW = ratingW / (efficiency > 0 ? efficiency : 0.9);
    return QLatin1String(inputW / 200.0 > 10.0 ? "c20" : "c14");
}

QString Part::description(const QString& locale) const {
    if (locale.startsWith(QLatin1String("zh")) && !descriptionZh.isEmpty())
        return descriptionZh;
    return descriptionEn;
}

QString Part::modelName(const QString& locale) const {
    return locale.startsWith(QLatin1String("zh")) && !modelZh.isEmpty() ? modelZh : model;
}

int Tflops::indexOf(const QString& precision) {
    for (int i = 0; i < kCount; ++i)
        if (precision == QLatin1String(kPrecisions[i]))
            return i;
    return -1;
}

namespace {
constexpr std::pair<FacilityType, const char*> kFacilityTypeNames[] = {
    {FacilityType::Cdu, "cdu"},     {FacilityType::RearDoor, "rdhx"}, {FacilityType::Crah, "crah"},
    {FacilityType::InRow, "inrow"}, {FacilityType::UpsModule, "ups"}, {FacilityType::TapOff, "tapoff"},
};
} // namespace

QString facilityTypeName(FacilityType type) {
    for (const auto& [value, name] : kFacilityTypeNames)
        if (value == type)
            return QLatin1String(name);
    return {};
}

std::optional<FacilityType> facilityTypeFromName(const QString& name) {
    for (const auto& [value, text] : kFacilityTypeNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

bool CableSpec::runsAt(double gbps) const {
    const auto same = [gbps](double speed) { return std::fabs(speed - gbps) < 1e-6; };
    return same(speedGbps) || std::any_of(otherSpeedsGbps.cbegin(), otherSpeedsGbps.cend(), same);
}
