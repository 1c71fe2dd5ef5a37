#pragma once

#include "parts/partspecs.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <variant>

struct Price {
    double amount = 0;
    QString currency;
    QString date;
};

// One catalog part: the common figures, the kind-specific spec, and the JSON it was read from.
struct Part {
    QString id;
    PartKind kind = PartKind::Gpu;
    QString vendor;
    QString model;
    QString
        modelZh; // the model in Chinese, for a generic part whose model is a description ("2700 W 钛金电源")
    QString partNumber;
    QString descriptionEn;
    QString descriptionZh;
    double heightU = 0;
    double weightKg = 0;
    double maxPowerW = 0;
    std::optional<double> typicalPowerW;
    std::optional<double> idlePowerW;
    std::optional<Price> price;
    QString source;
    QStringList estimated; // names of fields no datasheet confirms
    bool userPart = false;
    bool priceOverridden = false;

    std::variant<std::monostate, GpuSpec, CpuSpec, MemorySpec, StorageSpec, NicSpec, SwitchSpec, PsuSpec,
                 PduSpec, RackSpec, CableSpec, ServerSpec, SystemSpec, FacilitySpec>
        spec;

    nlohmann::json json; // as read (bundled field names), used for export and --json

    const GpuSpec* gpu() const { return std::get_if<GpuSpec>(&spec); }
    const CpuSpec* cpu() const { return std::get_if<CpuSpec>(&spec); }
    const MemorySpec* memory() const { return std::get_if<MemorySpec>(&spec); }
    const StorageSpec* storage() const { return std::get_if<StorageSpec>(&spec); }
    const NicSpec* nic() const { return std::get_if<NicSpec>(&spec); }
    const SwitchSpec* switchSpec() const { return std::get_if<SwitchSpec>(&spec); }
    const PsuSpec* psu() const { return std::get_if<PsuSpec>(&spec); }
    const PduSpec* pdu() const { return std::get_if<PduSpec>(&spec); }
    const RackSpec* rack() const { return std::get_if<RackSpec>(&spec); }
    const CableSpec* cable() const { return std::get_if<CableSpec>(&spec); }
    const ServerSpec* server() const { return std::get_if<ServerSpec>(&spec); }
    const SystemSpec* system() const { return std::get_if<SystemSpec>(&spec); }
    const FacilitySpec* facility() const { return std::get_if<FacilitySpec>(&spec); }

    QString displayName() const { return vendor + QLatin1Char(' ') + model; }
    // Description in the given locale name ("zh_CN" or anything else for English).
    QString description(const QString& locale) const;
    // The model as a reader of that locale names it: modelZh in Chinese where the catalog has it.
    QString modelName(const QString& locale) const;
    bool isEstimated(const QString& field) const { return estimated.contains(field); }
    // Typical power: the catalog's typical figure, else max power.
    double typicalOrMaxPowerW() const { return typicalPowerW.value_or(maxPowerW); }
};
