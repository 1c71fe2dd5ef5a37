#include "parts/partrequirements.h"

#include "parts/partsummary.h"

#include <QLocale>

#include <cmath>

namespace {

QString num(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

// 1.5 stays 1.5, 400 stays 400: up to two decimals, trailing zeros dropped.
QString trimmed(double value) {
    QString text = QLocale().toString(value, 'f', 2);
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

QStringList PartRequirements::of(const Part& part) {
    QStringList lines;
    const auto add = [&](const QString& label, const QString& value, const QString& field = {}) {
        if (value.isEmpty())
            return;
        // "spec.tflops" estimated covers "spec.tflops.bf16"; "spec.psu" covers "spec.psu.efficiency".
        bool estimated = false;
        for (const QString& e : part.estimated)
            estimated =
                estimated || (!field.isEmpty() && (field == e || field.startsWith(e + QLatin1Char('.')) ||
                                                   e.startsWith(field + QLatin1Char('.'))));
        lines << tr("%1: %2").arg(label, value) +
                     (estimated ? QLatin1Char(' ') + PartSummary::estimatedMarker() : QString());
    };
    const auto link = [](const PcieLink& l) {
        return l.gen > 0 ? tr("PCIe Gen%1 x%2").arg(l.gen).arg(l.lanes) : QString();
    };
    if (const GpuSpec* g = part.gpu()) {
        add(tr("GPU memory"), tr("%1 GB %2").arg(trimmed(g->memoryGb), g->memoryType), "spec.memory_gb");
        add(tr("Memory bandwidth"), tr("%1 GB/s").arg(num(g->memoryBandwidthGbs)),
            "spec.memory_bandwidth_gbs");
        const double bf16 = g->tflops.value(QStringLiteral("bf16"));
        if (bf16 > 0)
            add(tr("BF16 dense compute"), tr("%1 TFLOPS").arg(trimmed(bf16)), "spec.tflops.bf16");
        const double fp8 = g->tflops.value(QStringLiteral("fp8"));
        if (fp8 > 0)
            add(tr("FP8 dense compute"), tr("%1 TFLOPS").arg(trimmed(fp8)), "spec.tflops.fp8");
        if (g->gpuLinkGbs > 0)
            add(tr("GPU interconnect"), tr("%1, %2 GB/s").arg(g->gpuLinkName, num(g->gpuLinkGbs)),
                "spec.gpu_link.bandwidth_gbs");
        add(tr("Host interface"), link(g->hostLink), "spec.host_link");
        add(tr("Form factor"), g->formFactor.toUpper());
    } else if (const CpuSpec* c = part.cpu()) {
        add(tr("Cores / threads"), tr("%1 / %2").arg(c->cores).arg(c->threads));
        add(tr("Socket"), c->socket);
        add(tr("PCIe lanes"), tr("%1 x PCIe Gen%2").arg(c->pcieLanes1p).arg(c->pcieGen));
        add(tr("Memory"), tr("%1 channels %2-%3")
                              .arg(c->memoryChannels)
                              .arg(c->memoryType.toUpper())
                              .arg(c->memorySpeedMts));
    } else if (const MemorySpec* m = part.memory()) {
        add(tr("Capacity"), tr("%1 GB").arg(trimmed(m->capacityGb)));
        add(tr("Type and speed"), tr("%1-%2").arg(m->memoryType.toUpper()).arg(m->speedMts));
    } else if (const StorageSpec* s = part.storage()) {
        add(tr("Capacity"), tr("%1 TB").arg(trimmed(s->capacityTb)));
        add(tr("Interface"), s->interface.toUpper());
        add(tr("Form factor"), s->formFactor.toUpper());
    } else if (const NicSpec* n = part.nic()) {
        add(tr("Ports"), PartSummary::portGroups(n->ports));
        add(tr("Host interface"), link(n->link));
    } else if (const SwitchSpec* s = part.switchSpec()) {
        add(tr("Ports"), PartSummary::portGroups(s->ports));
        add(tr("Managed"), s->managed ? tr("yes") : tr("no"));
    } else if (const PsuSpec* p = part.psu()) {
        add(tr("Rating"), tr("%1 W").arg(num(p->ratingW)));
        add(tr("Efficiency"), tr("%1%").arg(trimmed(p->efficiency * 100)), "spec.efficiency");
        add(tr("Inlet"), p->inlet.toUpper());
    } else if (const PduSpec* p = part.pdu()) {
        add(tr("Input"),
            tr("%1-phase %2 V %3 A").arg(p->phases).arg(trimmed(p->voltageV), trimmed(p->currentA)));
        add(tr("Capacity"), tr("%1 kVA").arg(trimmed(std::round(p->capacityVa() / 100) / 10)));
        add(tr("Outlets"), tr("%1 C13 + %2 C19").arg(p->outletsC13).arg(p->outletsC19), "spec.outlets");
        add(tr("Plug"), p->plug, "spec.plug");
    } else if (const RackSpec* r = part.rack()) {
        add(tr("Width x depth"), tr("%1 x %2 mm").arg(r->widthMm).arg(r->depthMm));
        add(tr("Power budget"), tr("%1 kW").arg(trimmed(r->powerBudgetW / 1000)));
        if (r->liquidBudgetW > 0)
            add(tr("Liquid cooling"), tr("%1 kW").arg(trimmed(r->liquidBudgetW / 1000)));
    } else if (const SystemSpec* s = part.system()) {
        add(tr("Power supplies"),
            tr("%1 x %2 W (%3)").arg(s->psuCount).arg(num(s->psuRatingW), s->psuRedundancy));
        if (s->airflowCfm > 0)
            add(tr("Airflow"), tr("%1 CFM").arg(num(s->airflowCfm)));
        if (s->liquidShare > 0)
            add(tr("Heat to liquid"), tr("%1%").arg(trimmed(s->liquidShare * 100)));
    } else if (const FacilitySpec* f = part.facility()) {
        add(tr("Type"), PartSummary::facilityTypeLabel(f->type));
        if (f->type == FacilityType::UpsModule || f->type == FacilityType::TapOff)
            add(tr("Rated output"), tr("%1 kW").arg(trimmed(f->capacityW / 1000)), "spec.capacity_w");
        else
            add(tr("Cooling capacity"), tr("%1 kW").arg(trimmed(f->capacityW / 1000)), "spec.capacity_w");
        if (f->type == FacilityType::Cdu) {
            add(tr("Rated approach"), tr("%1 K").arg(trimmed(f->approachC)), "spec.approach_c");
            add(tr("Secondary flow"), tr("%1 L/min").arg(num(f->flowLpm)), "spec.flow_lpm");
        }
        if (f->airflowCfm > 0)
            add(tr("Airflow"), tr("%1 CFM").arg(num(f->airflowCfm)), "spec.airflow_cfm");
        if (f->type == FacilityType::UpsModule)
            add(tr("Efficiency"), tr("%1%").arg(trimmed(f->efficiency * 100)), "spec.efficiency");
        if (f->type == FacilityType::TapOff)
            add(tr("Input"),
                tr("%1-phase %2 V %3 A").arg(f->phases).arg(trimmed(f->voltageV), trimmed(f->currentA)));
    } else if (const CableSpec* c = part.cable()) {
        add(tr("Type"), c->type.toUpper());
        add(tr("Speed"), tr("%1 Gb/s").arg(trimmed(c->speedGbps)));
        add(tr("Connector"), c->connector.toUpper());
        if (c->lengthM > 0)
            add(tr("Length"), tr("%1 m").arg(trimmed(c->lengthM)));
        if (!c->fiber.isEmpty())
            add(tr("Fibre"), c->fiber == QLatin1String("single-mode") ? tr("single-mode") : tr("multimode"));
        if (c->reachM > 0)
            add(tr("Reach"), tr("%1 m").arg(trimmed(c->reachM)));
    }
    if (part.heightU > 0)
        add(tr("Height"), tr("%1U").arg(trimmed(part.heightU)), "height_u");
    if (part.maxPowerW > 0)
        add(tr("Maximum power"), tr("%1 W").arg(num(part.maxPowerW)), "max_power_w");
    if (part.weightKg > 0)
        add(tr("Weight"), tr("%1 kg").arg(trimmed(part.weightKg)), "weight_kg");
    return lines;
}
