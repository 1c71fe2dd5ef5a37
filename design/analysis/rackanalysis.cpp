#include "analysis/rackanalysis.h"

#include "model/analysistext.h"
#include "model/findingnumbers.h"

#include <QLocale>

#include "model/units.h"
#include "power/rackpower.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace {
QString kw(double w) {
    return FindingNumbers::kilowatts(w);
}
} // namespace

RackAnalysis analyzeRack(const Rack& rack, QList<DeviceAnalysis>&& deviceAnalyses, const PartIndex& parts,
                         const DesignSettings& settings) {
    RackAnalysis result;
    RackBudget& b = result.budget;
    b.id = rack.id;
    const Part* rackPart = parts.find(rack.partId);
    const RackSpec* spec = rackPart ? rackPart->rack() : nullptr;
    b.unitsTotal = rackPart ? int(rackPart->heightU) : 0;
    b.powerBudgetW = rack.powerBudgetW.value_or(spec ? spec->powerBudgetW : 0);
    b.coolingBudgetW = rack.coolingBudgetW.value_or(spec ? spec->coolingBudgetW : 0);
    b.weightLimitKg = spec ? spec->maxStaticLoadKg : 0;
    b.rackWeightKg = rackPart ? rackPart->weightKg : 0;
    b.cost = rackPart && rackPart->price
                 ? rackPart->price->amount * settings.exchangeRate(rackPart->price->currency)
                 : 0;
    auto add = [&](Severity severity, const char* code, const QString& deviceId, const QString& message) {
        result.findings.append(
            Finding{severity, QString::fromLatin1(code), rack.id, deviceId, QString(), message});
    };

    // Devices: sums, and space (each device occupies [u, u + height - 1], front to back).
    struct Span {
        int low, high;
        QString id;
    };
    QList<Span> spans;
    spans.reserve(deviceAnalyses.size());
    b.devices.reserve(deviceAnalyses.size());
    for (DeviceAnalysis& analysis : deviceAnalyses) {
        result.findings.append(analysis.findings);
        b.devices.append(std::move(analysis.budget));
        const DeviceBudget& d = b.devices.last();
        b.powerW += d.powerW;
        b.airflowCfm += d.airflowCfm;
        b.typicalPowerW += d.typicalPowerW;
        b.weightKg += d.weightKg;
        b.cost += d.cost;
        b.breakdown += d.breakdown;
        b.unitsUsed += d.heightU;
        b.gpus += d.gpus;
        b.gpuMemoryGb += d.gpuMemoryGb;
        b.tflops.add(d.tflops);
        addPortCounts(b.nicPorts, d.nicPorts);
        addPortCounts(b.switchPorts, d.switchPorts);
        if (d.heightU > 0) {
            spans.append(Span{d.u, d.u + d.heightU - 1, d.id});
            if (d.u + d.heightU - 1 > b.unitsTotal)
                add(Severity::Error, "rack.space.overflow", d.id,
                    Analysis::tr("%1 occupies U%2-U%3 but rack %4 has %5U")
                        .arg(d.id)
                        .arg(d.u)
                        .arg(d.u + d.heightU - 1)
                        .arg(rack.id)
                        .arg(b.unitsTotal));
        }
    }
    // Each device that overlaps one below it is reported once, against the device reaching highest of
    // those below: linear after the sort, however many devices pile onto the same units (a rack holding
    // 10,000 devices in 42 U gives 9,958 findings, not 50 million pairs).
    std::stable_sort(spans.begin(), spans.end(), [](const Span& a, const Span& c) { return a.low < c.low; });
    qsizetype top = -1; // the span below reaching highest so far
    for (qsizetype j = 0; j < spans.size(); ++j) {
        if (top >= 0 && spans[j].low <= spans[top].high)
            add(Severity::Error, "rack.space.collision", spans[j].id,
                Analysis::tr("%1 (U%2-U%3) collides with %4 (U%5-U%6)")
                    .arg(spans[j].id)
                    .arg(spans[j].low)
                    .arg(spans[j].high)
                    .arg(spans[top].id)
                    .arg(spans[top].low)
                    .arg(spans[top].high));
        if (top < 0 || spans[j].high > spans[top].high)
            top = j;
    }
    // More devices than the rack has room for, however they were placed: said once for the rack.
    if (b.unitsTotal > 0 && b.devices.size() > 1 && b.unitsUsed > b.unitsTotal)
        add(Severity::Error, "rack.space.overfull", QString(),
            Analysis::tr("rack %1 holds %2 devices taking %3 U; it has %4 U")
                .arg(rack.id)
                .arg(b.devices.size())
                .arg(b.unitsUsed)
                .arg(b.unitsTotal));

    // 0U PDUs: their own draw and weight, and their capacity.
    for (const RackPdu& pdu : rack.pdus) {
        const Part* part = parts.find(pdu.partId);
        if (!part)
            continue;
        b.powerW += part->maxPowerW;
        b.typicalPowerW += part->typicalPowerW.value_or(part->maxPowerW);
        b.breakdown.baseW += part->maxPowerW;
        b.weightKg += part->weightKg;
        if (part->price)
            b.cost += part->price->amount * settings.exchangeRate(part->price->currency);
    }
    const double derating = settings.deratingPercent / 100.0;
    bool anyPdu = false;
    double threePhaseVoltage = 0;
    auto addPduCapacity = [&](const Part* part) {
        if (const PduSpec* pdu = part ? part->pdu() : nullptr) {
            anyPdu = true;
            b.pduCapacityVa += pdu->capacityVa();
            b.pduContinuousVa += pdu->capacityVa() * derating;
            const double perPhase = pdu->capacityVa() * derating / pdu->phases;
            b.pduPerPhaseContinuousVa =
                b.pduPerPhaseContinuousVa == 0 ? perPhase : qMin(b.pduPerPhaseContinuousVa, perPhase);
            if (pdu->phases == 3)
                threePhaseVoltage = pdu->voltageV;
        }
    };
    for (const RackPdu& pdu : rack.pdus)
        addPduCapacity(parts.find(pdu.partId));
    for (const DeviceBudget& device : std::as_const(b.devices))
        if (device.kind == PartKind::Pdu)
            addPduCapacity(parts.find(device.partId));

    // Current drawn at power factor 1: from the three-phase PDUs' line voltage if there are any, else single
    // phase at the design's supply voltage.
    if (threePhaseVoltage > 0)
        b.currentA = b.powerW / (std::sqrt(3.0) * threePhaseVoltage);
    else if (settings.supplyVoltageV > 0)
        b.currentA = b.powerW / settings.supplyVoltageV;

    // The electrical chain: cords, feeds, lines, banks, failover.
    RackPowerAnalysis electrical = analyzeRackPower(rack, inletLoads(b.devices), parts, settings);
    b.power = std::move(electrical.power);
    result.findings.append(electrical.findings);

    // Heat split between air and liquid by each device's liquid share.
    for (const DeviceBudget& d : std::as_const(b.devices)) {
        b.heatLiquidW += d.powerW * d.liquidShare;
    }
    b.heatAirW = b.powerW - b.heatLiquidW;
    b.liquidBudgetW = spec ? spec->liquidBudgetW : 0;
    b.coolantLpm = Units::coolantLitresPerMinute(b.heatLiquidW, settings.coolantDeltaTC);

    b.heatBtuH = Units::heatBtuH(b.powerW);
    b.coolingTons = Units::coolingTons(b.powerW);
    // The devices' own airflow (vendor figures where known) plus the 0U PDUs' losses.
    double devicesW = 0;
    for (const DeviceBudget& d : std::as_const(b.devices))
        devicesW += d.powerW;
    b.airflowCfm += Units::airflowCfm(b.powerW - devicesW, settings.airflowDeltaTC);

    if (b.powerBudgetW > 0 && b.powerW > b.powerBudgetW) {
        const auto [power, budget] = FindingNumbers::comparedKilowatts(b.powerW, b.powerBudgetW);
        add(Severity::Error, "rack.power.over_budget", QString(),
            Analysis::tr("rack %1 draws %2, over its %3 power budget").arg(rack.id, power, budget));
    }
    if (b.coolingBudgetW > 0 && b.heatAirW > b.coolingBudgetW) {
        const auto [heat, budget] = FindingNumbers::comparedKilowatts(b.heatAirW, b.coolingBudgetW);
        add(Severity::Error, "rack.cooling.over_budget", QString(),
            Analysis::tr("rack %1 gives off %2 to the air (%3 BTU/h), over its %4 air cooling budget")
                .arg(rack.id, heat, FindingNumbers::number(Units::heatBtuH(b.heatAirW)), budget));
    }
    if (b.heatLiquidW > 0 && b.liquidBudgetW <= 0)
        add(Severity::Error, "rack.cooling.no_liquid", QString(),
            Analysis::tr("rack %1 holds liquid-cooled equipment (%2 to liquid) but has no liquid cooling")
                .arg(rack.id, kw(b.heatLiquidW)));
    else if (b.heatLiquidW > b.liquidBudgetW) {
        const auto [heat, budget] = FindingNumbers::comparedKilowatts(b.heatLiquidW, b.liquidBudgetW);
        add(Severity::Error, "rack.cooling.liquid_over_budget", QString(),
            Analysis::tr(
                "rack %1 gives off %2 to liquid (%3 L/min at %4 K rise), over its %5 liquid cooling budget")
                .arg(rack.id, heat, FindingNumbers::number(b.coolantLpm),
                     QLocale().toString(settings.coolantDeltaTC), budget));
    }
    if (b.weightLimitKg > 0 && b.weightKg > b.weightLimitKg) {
        const auto [weight, limit] = FindingNumbers::compared(b.weightKg, b.weightLimitKg, 0);
        add(Severity::Error, "rack.weight.over_limit", QString(),
            Analysis::tr("rack %1 carries %2 kg, over its %3 kg static load limit")
                .arg(rack.id, weight, limit));
    }
    if (!anyPdu && b.powerW > 0)
        add(Severity::Info, "rack.power.no_pdu", QString(), Analysis::tr("rack %1 has no PDU").arg(rack.id));
    auto notePrice = [&](const QString& partId) {
        const Part* part = parts.find(partId);
        if (part && (!part->price || settings.exchangeRate(part->price->currency) == 0))
            result.unpricedPartIds.insert(partId);
    };
    notePrice(rack.partId);
    for (const RackPdu& pdu : rack.pdus)
        notePrice(pdu.partId);
    for (const DeviceAnalysis& analysis : std::as_const(deviceAnalyses))
        for (const QString& partId : analysis.unpricedPartIds)
            result.unpricedPartIds.insert(partId);
    result.budget.digest = rackDigest(result.budget, result.findings);
    return result;
}

QList<DeviceInletLoad> inletLoads(const QList<DeviceBudget>& devices) {
    QList<DeviceInletLoad> loads;
    loads.reserve(devices.size());
    for (const DeviceBudget& d : devices)
        loads.append(DeviceInletLoad{d.id, d.kind, d.powerW, d.dcLoadW, d.psuInlet, d.psuCount, d.psuRatingW,
                                     d.psuCapacityW, d.psuUsableW});
    return loads;
}
