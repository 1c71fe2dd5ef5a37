#include "analyzer.h"

#include "analysistext.h"

#include "units.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace {

QString protocolLabel(const QString& protocol) {
    return protocol == QLatin1String("infiniband") ? Analysis::tr("InfiniBand") : Analysis::tr("Ethernet");
}

// Host (NIC) ports per protocol and speed against the switch ports in the design. A host port can use a
// switch port of the same protocol and the same or a higher speed; the fastest host ports are served first.
void analyzeNetwork(Budgets& budgets) {
    QMap<std::pair<QString, double>, NetworkBudget> groups;
    QMap<std::pair<QString, double>, int> switchFree;
    for (const RackBudget& rack : budgets.racks) {
        {
            for (const PortCount& port : rack.nicPorts) {
                NetworkBudget& g = groups[{port.protocol, port.speedGbps}];
                g.protocol = port.protocol;
                g.speedGbps = port.speedGbps;
                g.hostPorts += port.count;
            }
            for (const PortCount& port : rack.switchPorts) {
                NetworkBudget& g = groups[{port.protocol, port.speedGbps}];
                g.protocol = port.protocol;
                g.speedGbps = port.speedGbps;
                switchFree[{port.protocol, port.speedGbps}] += port.count;
            }
        }
    }
    for (auto it = switchFree.cbegin(); it != switchFree.cend(); ++it)
        groups[it.key()].switchPorts = it.value();
    QList<NetworkBudget> list = groups.values();
    std::sort(list.begin(), list.end(), [](const NetworkBudget& a, const NetworkBudget& b) {
        return a.protocol != b.protocol ? a.protocol < b.protocol : a.speedGbps > b.speedGbps;
    });
    for (const NetworkBudget& group : list) {
        int needed = group.hostPorts;
        // Smallest sufficient speed first, so faster ports stay free for faster hosts.
        for (auto it = switchFree.begin(); it != switchFree.end() && needed > 0; ++it) {
            if (it.key().first != group.protocol || it.key().second < group.speedGbps)
                continue;
            const int used = qMin(needed, it.value());
            it.value() -= used;
            needed -= used;
        }
        if (needed > 0)
            budgets.findings.append(
                Finding{Severity::Error,
                        QStringLiteral("network.ports.insufficient"),
                        {},
                        {},
                        {},
                        Analysis::tr("%1 %2 host ports at %3 Gb/s need as many switch ports; %4 are missing")
                            .arg(group.hostPorts)
                            .arg(protocolLabel(group.protocol))
                            .arg(group.speedGbps)
                            .arg(needed)});
    }
    budgets.network = list;
}

void addTotals(Budgets& budgets, const Design& design) {
    Totals& t = budgets.totals;
    t.currency = design.settings.currency;
    for (const RackBudget& rack : budgets.racks) {
        t.powerW += rack.powerW;
        t.typicalPowerW += rack.typicalPowerW;
        t.rackUnitsUsed += rack.unitsUsed;
        t.rackUnitsTotal += rack.unitsTotal;
        t.weightKg += rack.weightKg;
        t.cost += rack.cost;
        t.gpus += rack.gpus;
        t.gpuMemoryGb += rack.gpuMemoryGb;
        t.tflops.add(rack.tflops);
    }
    for (const RackBudget& rack : budgets.racks)
        t.weightKg += rack.rackWeightKg; // the racks themselves, for floor loading and shipping
    t.heatBtuH = Units::heatBtuH(t.powerW);
    t.coolingTons = Units::coolingTons(t.powerW);
    t.airflowCfm = Units::airflowCfm(t.powerW, design.settings.airflowDeltaTC);
    t.energyKwhPerYear = t.typicalPowerW * design.settings.pue * Units::kHoursPerYear / 1000.0;
    t.energyCostPerYear = t.energyKwhPerYear * design.settings.electricityPricePerKwh;
}

// Parts whose price is missing or in a currency the design has no rate for: the cost leaves them out.
void addPriceNotes(Budgets& budgets, const Design& design, const QSet<QString>& partIds,
                   const PartIndex& parts) {
    QStringList sorted(partIds.cbegin(), partIds.cend());
    sorted.sort();
    for (const QString& partId : sorted) {
        const Part* part = parts.find(partId);
        if (!part)
            continue;
        if (!part->price)
            budgets.findings.append(
                Finding{Severity::Info,
                        QStringLiteral("cost.price_missing"),
                        {},
                        {},
                        partId,
                        Analysis::tr("%1 has no price; the cost leaves it out").arg(part->displayName())});
        else
            budgets.findings.append(
                Finding{Severity::Warning,
                        QStringLiteral("cost.no_exchange_rate"),
                        {},
                        {},
                        partId,
                        Analysis::tr("%1 is priced in %2 and the design has no %2 to %3 rate; the cost "
                                     "leaves it out")
                            .arg(part->displayName(), part->price->currency, design.settings.currency)});
    }
}

} // namespace

Analyzer::Analyzer(PartIndex parts) : mParts(std::move(parts)) {}

Analyzer::CachedRack Analyzer::analyzeRackCached(const Rack& rack, const CachedRack* previous) {
    CachedRack result{rack, {}, {}};
    result.devices.reserve(rack.devices.size());
    for (qsizetype i = 0; i < rack.devices.size(); ++i) {
        const Device& device = rack.devices[i];
        const DeviceAnalysis* reuse = nullptr;
        if (previous) {
            // Usually at the same index; after an insert or removal, nearby.
            for (qsizetype j = 0; j < previous->rack.devices.size() && !reuse; ++j) {
                const qsizetype k = (i + j) % previous->rack.devices.size();
                if (previous->rack.devices[k].id == device.id && previous->rack.devices[k] == device)
                    reuse = &previous->devices[k];
            }
        }
        result.devices.append(reuse ? *reuse : analyzeDevice(device, rack.id, mParts, mSettings, mBayGroups));
    }
    QList<const DeviceAnalysis*> pointers;
    pointers.reserve(result.devices.size());
    for (const DeviceAnalysis& analysis : std::as_const(result.devices))
        pointers.append(&analysis);
    result.analysis = analyzeRack(rack, pointers, mParts, mSettings);
    return result;
}

Budgets Analyzer::analyze(const Design& design) {
    if (!(design.settings == mSettings)) {
        mRacks.clear();
        mSettings = design.settings;
    }
    Budgets budgets;
    budgets.racks.reserve(design.racks.size());
    QHash<QString, CachedRack> racks;
    racks.reserve(design.racks.size());
    QSet<QString> unpriced;
    for (const Rack& rack : design.racks) {
        // A rack equal to the cached one (cheap while its lists are still shared) reuses everything.
        const auto cached = mRacks.constFind(rack.id);
        const CachedRack* previous = cached == mRacks.constEnd() ? nullptr : &*cached;
        const auto inserted = racks.insert(
            rack.id, previous && previous->rack == rack ? *previous : analyzeRackCached(rack, previous));
        budgets.racks.append(inserted->analysis.budget);
        budgets.findings.append(inserted->analysis.findings);
        unpriced.unite(inserted->analysis.unpricedPartIds);
    }
    mRacks = std::move(racks);
    analyzeNetwork(budgets);
    addTotals(budgets, design);
    addPriceNotes(budgets, design, unpriced, mParts);
    return budgets;
}

Budgets analyze(const Design& design, const PartIndex& parts) {
    return Analyzer(parts).analyze(design);
}
