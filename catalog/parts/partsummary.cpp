#include "parts/partsummary.h"

#include <QLocale>

#include <cmath>

namespace {
// Up to 6 significant digits without an exponent ("1,380,000", "2.5"): 'g' would write 1.38e+06.
QString significant(double value) {
    const double magnitude = std::abs(value) >= 1 ? std::floor(std::log10(std::abs(value))) + 1 : 1;
    QString text = QLocale().toString(value, 'f', std::max(0, 6 - int(magnitude)));
    const QChar point = QLocale().decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

} // namespace

QString PartSummary::portGroups(const QList<PortGroup>& groups) {
    QStringList parts;
    for (const PortGroup& g : groups)
        parts.append(QStringLiteral("%1 x %2G %3")
                         .arg(g.count)
                         .arg(significant(g.speedGbps), g.protocol == QLatin1String("infiniband")
                                                            ? PartSummary::tr("IB")
                                                            : PartSummary::tr("Ethernet")));
    return parts.join(QStringLiteral(" + "));
}

QString PartSummary::facilityTypeLabel(FacilityType type) {
    switch (type) {
    case FacilityType::Cdu:
        return tr("Coolant distribution unit");
    case FacilityType::RearDoor:
        return tr("Rear-door heat exchanger");
    case FacilityType::Crah:
        return tr("Computer room air handler");
    case FacilityType::InRow:
        return tr("In-row cooler");
    case FacilityType::UpsModule:
        return tr("UPS module");
    case FacilityType::TapOff:
        return tr("Busway tap-off");
    }
    return {};
}

QString PartSummary::kindLabel(PartKind kind) {
    switch (kind) {
    case PartKind::Rack:
        return tr("Rack");
    case PartKind::Server:
        return tr("Server chassis");
    case PartKind::System:
        return tr("System");
    case PartKind::Gpu:
        return tr("GPU");
    case PartKind::Cpu:
        return tr("CPU");
    case PartKind::Memory:
        return tr("Memory");
    case PartKind::Storage:
        return tr("Storage");
    case PartKind::Nic:
        return tr("NIC");
    case PartKind::Switch:
        return tr("Switch");
    case PartKind::Psu:
        return tr("PSU");
    case PartKind::Pdu:
        return tr("PDU");
    case PartKind::Cable:
        return tr("Cable / transceiver");
    case PartKind::Facility:
        return tr("Hall equipment");
    }
    return {};
}

QString PartSummary::keyFigures(const Part& part) {
    QStringList figures;
    const QString watts = tr("%1 W").arg(significant(part.maxPowerW));
    if (const GpuSpec* g = part.gpu()) {
        figures << tr("%1 GB %2").arg(significant(g->memoryGb), g->memoryType)
                << tr("%1 GB/s").arg(significant(g->memoryBandwidthGbs)) << watts;
    } else if (const CpuSpec* c = part.cpu()) {
        figures << tr("%1 cores").arg(c->cores) << tr("%1 x PCIe Gen%2").arg(c->pcieLanes1p).arg(c->pcieGen)
                << watts;
    } else if (const MemorySpec* m = part.memory()) {
        figures
            << tr("%1 GB %2-%3").arg(significant(m->capacityGb), m->memoryType.toUpper()).arg(m->speedMts);
    } else if (const StorageSpec* s = part.storage()) {
        figures << tr("%1 TB").arg(significant(s->capacityTb)) << s->formFactor.toUpper()
                << s->interface.toUpper();
    } else if (const NicSpec* n = part.nic()) {
        figures << portGroups(n->ports);
        if (n->link.gen > 0) // 0: on the package (an NPU's own port) or not known
            figures << tr("PCIe Gen%1 x%2").arg(n->link.gen).arg(n->link.lanes);
    } else if (const SwitchSpec* s = part.switchSpec()) {
        figures << portGroups(s->ports) << tr("%1U").arg(significant(part.heightU)) << watts;
    } else if (const PsuSpec* p = part.psu()) {
        figures << tr("%1 W").arg(significant(p->ratingW))
                << tr("%1% efficient").arg(significant(p->efficiency * 100))
                << tr("%1 inlet").arg(p->inlet.toUpper());
    } else if (const PduSpec* p = part.pdu()) {
        figures
            << tr("%1-phase %2 V %3 A").arg(p->phases).arg(significant(p->voltageV), significant(p->currentA))
            << tr("%1 kVA").arg(significant(std::round(p->capacityVa() / 100) / 10))
            << tr("%1 C13 + %2 C19 in %n bank(s)", nullptr, int(p->banksOrDefault().size()))
                   .arg(p->outletsC13)
                   .arg(p->outletsC19);
        if (!p->plug.isEmpty())
            figures << p->plug;
    } else if (const RackSpec* r = part.rack()) {
        figures << tr("%1U").arg(significant(part.heightU))
                << tr("%1 x %2 mm").arg(r->widthMm).arg(r->depthMm)
                << tr("%1 kW").arg(significant(r->powerBudgetW / 1000));
        if (r->liquidBudgetW > 0)
            figures << tr("%1 kW liquid cooling").arg(significant(r->liquidBudgetW / 1000));
    } else if (const ServerSpec* s = part.server()) {
        int gpuBays = 0;
        for (const BayGroup& bay : s->bays)
            if (bay.accepts.contains(PartKind::Gpu))
                gpuBays += bay.count;
        figures << tr("%1U").arg(significant(part.heightU)) << tr("%1 GPU bays").arg(gpuBays);
    } else if (const SystemSpec* s = part.system()) {
        figures
            << tr("%1U").arg(significant(part.heightU)) << tr("%1 kW").arg(significant(part.maxPowerW / 1000))
            << tr("%1 x %2 W PSU (%3)").arg(s->psuCount).arg(significant(s->psuRatingW), s->psuRedundancy);
        if (s->liquidShare > 0)
            figures << tr("%1% of the heat to liquid").arg(significant(s->liquidShare * 100));
    } else if (const CableSpec* c = part.cable()) {
        figures << c->type.toUpper() << tr("%1G").arg(significant(c->speedGbps))
                << tr("%1 m").arg(significant(c->lengthM));
    } else if (const FacilitySpec* f = part.facility()) {
        figures << facilityTypeLabel(f->type) << tr("%1 kW").arg(significant(f->capacityW / 1000));
        if (f->type == FacilityType::Cdu)
            figures << tr("at %1 K approach").arg(significant(f->approachC))
                    << tr("%1 L/min").arg(significant(f->flowLpm));
        if (f->airflowCfm > 0)
            figures << tr("%1 CFM").arg(significant(f->airflowCfm));
        if (f->type == FacilityType::UpsModule)
            figures << tr("%1% efficient").arg(significant(f->efficiency * 100));
    }
    figures.removeAll(QString());
    return QStringList{part.model, figures.join(QStringLiteral(" · "))}.join(QStringLiteral(" · "));
}

QStringList PartSummary::details(const Part& part, const QString& locale) {
    QStringList lines;
    auto add = [&](const QString& label, const QString& value, const QString& field) {
        if (value.isEmpty())
            return;
        lines.append(QStringLiteral("%1: %2%3")
                         .arg(label, value,
                              part.isEstimated(field) ? QLatin1Char(' ') + estimatedMarker() : QString()));
    };
    add(tr("Id"), part.id, QStringLiteral("id"));
    add(tr("Kind"), kindLabel(part.kind), QStringLiteral("kind"));
    add(tr("Vendor"), part.vendor, QStringLiteral("vendor"));
    add(tr("Model"), part.model, QStringLiteral("model"));
    add(tr("Part number"), part.partNumber, QStringLiteral("part_number"));
    add(tr("Description"), part.description(locale), QStringLiteral("description"));
    add(tr("Figures"), keyFigures(part), QString());
    if (part.heightU > 0 || part.kind == PartKind::Pdu)
        add(tr("Height"), tr("%1U").arg(significant(part.heightU)), QStringLiteral("height_u"));
    if (part.weightKg > 0)
        add(tr("Weight"), tr("%1 kg").arg(significant(part.weightKg)), QStringLiteral("weight_kg"));
    add(tr("Max power"), tr("%1 W").arg(significant(part.maxPowerW)), QStringLiteral("max_power_w"));
    if (part.typicalPowerW)
        add(tr("Typical power"), tr("%1 W").arg(significant(*part.typicalPowerW)),
            QStringLiteral("typical_power_w"));
    if (part.price)
        add(tr("List price"),
            QStringLiteral("%1 %2 (%3)%4")
                .arg(significant(part.price->amount), part.price->currency, part.price->date,
                     part.priceOverridden ? QLatin1Char(' ') + tr("your price") : QString()),
            QStringLiteral("price"));
    QStringList estimatedSpec;
    for (const QString& field : part.estimated)
        if (field.startsWith(QLatin1String("spec.")))
            estimatedSpec.append(fieldLabel(field));
    if (!estimatedSpec.isEmpty())
        lines.append(tr("Estimated figures: %1").arg(estimatedSpec.join(QStringLiteral(", "))));
    add(tr("Source"), part.source, QStringLiteral("source"));
    if (part.userPart)
        lines.append(tr("Added by you"));
    return lines;
}

namespace {
// Catalog field name -> user-facing label (translated in context PartSummary).
const QList<std::pair<const char*, const char*>> kFieldLabels = {
    {"weight_kg", QT_TRANSLATE_NOOP("PartSummary", "weight")},
    {"price", QT_TRANSLATE_NOOP("PartSummary", "price")},
    {"max_power_w", QT_TRANSLATE_NOOP("PartSummary", "max power")},
    {"typical_power_w", QT_TRANSLATE_NOOP("PartSummary", "typical power")},
    {"spec.base_power_w", QT_TRANSLATE_NOOP("PartSummary", "chassis base power")},
    {"spec.power_budget_w", QT_TRANSLATE_NOOP("PartSummary", "power budget")},
    {"spec.cooling_budget_w", QT_TRANSLATE_NOOP("PartSummary", "cooling budget")},
    {"spec.max_static_load_kg", QT_TRANSLATE_NOOP("PartSummary", "static load limit")},
    {"spec.outlets", QT_TRANSLATE_NOOP("PartSummary", "outlets")},
    {"spec.gpu_link.bandwidth_gbs", QT_TRANSLATE_NOOP("PartSummary", "GPU link bandwidth")},
    {"spec.psu.efficiency", QT_TRANSLATE_NOOP("PartSummary", "PSU efficiency")},
    {"spec.psu", QT_TRANSLATE_NOOP("PartSummary", "PSUs")},
    {"spec.contents", QT_TRANSLATE_NOOP("PartSummary", "contents")},
    {"spec.pcie_switches", QT_TRANSLATE_NOOP("PartSummary", "PCIe switches")},
    {"spec.slot_width", QT_TRANSLATE_NOOP("PartSummary", "slot width")},
    {"spec.width_mm", QT_TRANSLATE_NOOP("PartSummary", "width")},
    {"spec.depth_mm", QT_TRANSLATE_NOOP("PartSummary", "depth")},
    {"spec.bays", QT_TRANSLATE_NOOP("PartSummary", "bays")},
    {"spec.host_link", QT_TRANSLATE_NOOP("PartSummary", "host link")},
    {"spec.tflops", QT_TRANSLATE_NOOP("PartSummary", "TFLOPS")},
    {"spec.memory_gb", QT_TRANSLATE_NOOP("PartSummary", "memory size")},
    {"spec.memory_type", QT_TRANSLATE_NOOP("PartSummary", "memory type")},
    {"spec.memory_bandwidth_gbs", QT_TRANSLATE_NOOP("PartSummary", "memory bandwidth")},
    {"spec.form_factor", QT_TRANSLATE_NOOP("PartSummary", "form factor")},
    {"height_u", QT_TRANSLATE_NOOP("PartSummary", "height")},
    {"spec.banks", QT_TRANSLATE_NOOP("PartSummary", "outlet banks")},
    {"spec.inlet", QT_TRANSLATE_NOOP("PartSummary", "power inlet")},
    {"spec.psu.inlet", QT_TRANSLATE_NOOP("PartSummary", "PSU inlet")},
    {"spec.psu.rating_w", QT_TRANSLATE_NOOP("PartSummary", "PSU rating")},
    {"spec.psu.redundancy", QT_TRANSLATE_NOOP("PartSummary", "PSU redundancy")},
    {"spec.plug", QT_TRANSLATE_NOOP("PartSummary", "input plug")},
    {"spec.metering", QT_TRANSLATE_NOOP("PartSummary", "metering")},
    {"spec.liquid_cooled_share", QT_TRANSLATE_NOOP("PartSummary", "liquid-cooled share")},
    {"spec.liquid_cooling_budget_w", QT_TRANSLATE_NOOP("PartSummary", "liquid cooling budget")},
    {"spec.pcie_lanes_1p", QT_TRANSLATE_NOOP("PartSummary", "PCIe lanes (1 CPU)")},
    {"spec.pcie_lanes_2p", QT_TRANSLATE_NOOP("PartSummary", "PCIe lanes (2 CPUs)")},
    {"spec.nvml_name", QT_TRANSLATE_NOOP("PartSummary", "driver name")},
    {"part_number", QT_TRANSLATE_NOOP("PartSummary", "part number")},
    {"spec.ports", QT_TRANSLATE_NOOP("PartSummary", "ports")},
    {"spec.reach_m", QT_TRANSLATE_NOOP("PartSummary", "reach")},
    {"spec.approach_c", QT_TRANSLATE_NOOP("PartSummary", "rated approach")},
    {"spec.flow_lpm", QT_TRANSLATE_NOOP("PartSummary", "coolant flow")},
    {"spec.airflow_cfm", QT_TRANSLATE_NOOP("PartSummary", "airflow")},
    {"spec.capacity_w", QT_TRANSLATE_NOOP("PartSummary", "capacity")},
    {"spec.efficiency", QT_TRANSLATE_NOOP("PartSummary", "efficiency")},
    {"spec.storage_system.usable_capacity_tb", QT_TRANSLATE_NOOP("PartSummary", "usable capacity")},
    {"spec.storage_system.read_gbs", QT_TRANSLATE_NOOP("PartSummary", "read bandwidth")},
    {"spec.storage_system.write_gbs", QT_TRANSLATE_NOOP("PartSummary", "write bandwidth")},
};
} // namespace

QString PartSummary::fieldLabel(const QString& field) {
    for (const auto& [name, label] : kFieldLabels)
        if (field == QLatin1String(name))
            return tr(label);
    return field;
}

bool PartSummary::hasFieldLabel(const QString& field) {
    for (const auto& entry : kFieldLabels)
        if (field == QLatin1String(entry.first))
            return true;
    return false;
}

QString PartSummary::estimatedFields(const Part& part) {
    QStringList labels;
    for (const QString& field : part.estimated)
        labels.append(fieldLabel(field));
    return labels.join(tr(", "));
}
