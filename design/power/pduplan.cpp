#include "power/pduplan.h"

#include "model/idreserver.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace {

// The site's supply voltage at the strip's outlets, within 3% (a 400 V strip at a 230 V site, not a 415 V
// one): 230 V outlets on a 230 V single-phase or 400/415 V wye strip, 208 V ones on a 208 V delta strip.
bool outletsGiveSupplyVoltage(const PduSpec& pdu, double supplyV) {
    const QList<PduBank> banks = pdu.banksOrDefault();
    if (banks.isEmpty() || supplyV <= 0)
        return false;
    return std::all_of(banks.cbegin(), banks.cend(), [&](const PduBank& bank) {
        return std::abs(pdu.bankVoltageV(bank) - supplyV) <= 0.03 * supplyV;
    });
}

bool needsCords(const QList<DeviceInletLoad>& devices) {
    return std::any_of(devices.cbegin(), devices.cend(), [](const DeviceInletLoad& d) {
        return d.kind != PartKind::Pdu && d.powerW > 0 && d.psuInlet != QLatin1String("busbar");
    });
}

} // namespace

std::optional<PduPlan> planRackPdus(const Rack& rack, const QList<DeviceInletLoad>& devices,
                                    const PartIndex& parts, const DesignSettings& settings) {
    if (!needsCords(devices))
        return PduPlan{};
    Rack trial = rack;
    trial.pdus.clear();
    for (Device& device : trial.devices)
        device.powerCords.clear(); // the plan is for automatic cords
    // A/B pairs first; a rack whose devices cannot ride through the loss of a feed (their PSUs on one feed
    // carry less than their load: a DGX B200's 5+1 PSUs) overloads a bank whatever the strips, so it
    // gets strips on one feed, as its vendor cables it.
    for (const bool dualFeed : {true, false}) {
        std::optional<PduPlan> best;
        std::tuple<int, bool, double, int> bestRank; // warnings, unpriced, cost, strips
        for (const Part* strip : parts.ofKind(PartKind::Pdu)) {
            const Part& part = *strip;
            const PduSpec* pdu = part.pdu();
            if (!pdu || part.heightU > 0 || !outletsGiveSupplyVoltage(*pdu, settings.supplyVoltageV))
                continue;
            const double rate = part.price ? settings.exchangeRate(part.price->currency) : 0;
            const bool priced = rate > 0;
            for (int count = dualFeed ? 2 : 1; count <= kMaxPduStripsPerRack; count += dualFeed ? 2 : 1) {
                trial.pdus.clear();
                for (int i = 0; i < count; ++i)
                    trial.pdus.append(RackPdu{QStringLiteral("plan-%1").arg(i), part.id,
                                              QLatin1String(dualFeed && i % 2 == 1 ? "B" : "A")});
                const RackPowerAnalysis chain = analyzeRackPower(trial, devices, parts, settings);
                int errors = 0, warnings = 0;
                for (const Finding& finding : chain.findings) {
                    errors += finding.severity == Severity::Error;
                    warnings += finding.severity == Severity::Warning;
                }
                if (errors > 0)
                    continue; // more strips of this model may carry it
                const double cost = priced ? part.price->amount * rate * count : 0;
                const std::tuple<int, bool, double, int> rank{warnings, !priced, cost, count};
                if (!best || rank < bestRank) {
                    best = PduPlan{part.id, count, dualFeed, cost, priced};
                    bestRank = rank;
                }
                break; // more strips of the same model only cost more
            }
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

void addPlannedPdus(Rack& rack, const PduPlan& plan, IdReserver& ids) {
    for (int i = 0; i < plan.count; ++i)
        rack.pdus.append(RackPdu{ids.next(QStringLiteral("pdu")), plan.partId,
                                 QLatin1String(plan.dualFeed && i % 2 == 1 ? "B" : "A")});
}
