#include "analysis/analyzer.h"

#include "analysis/hallloads.h"
#include "fabric/fabricrecable.h"
#include "fabric/portownership.h"

#include "model/analysistext.h"

#include "model/units.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <future>
#include <thread>
#include <vector>

namespace {

QString protocolLabel(const QString& protocol) {
    return protocol == QLatin1String("infiniband") ? Analysis::tr("InfiniBand") : Analysis::tr("Ethernet");
}

// Host (NIC) ports per protocol and speed against the switch ports in the design. A host port can use a
// switch port of the same protocol and the same or a higher speed; the fastest host ports are served first.
// A VPI port (a ConnectX-7 set to 400GbE on an Ethernet fabric) takes a port of its other protocol when
// its own has none left.
void analyzeNetwork(Budgets& budgets) {
    QMap<std::pair<QString, double>, NetworkBudget> groups;
    QMap<std::pair<QString, double>, int> switchFree;
    QMap<std::pair<QString, double>, QMap<QString, qint64>> switchable; // VPI host ports: by other protocol
    for (const RackBudget& rack : budgets.racks) {
        {
            for (const PortCount& port : rack.nicPorts) {
                NetworkBudget& g = groups[{port.protocol, port.speedGbps}];
                g.protocol = port.protocol;
                g.speedGbps = port.speedGbps;
                g.hostPorts += port.count;
                if (!port.otherProtocol.isEmpty())
                    switchable[{port.protocol, port.speedGbps}][port.otherProtocol] += port.count;
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
    // Takes up to `wanted` free switch ports of `protocol` at `speedGbps` or faster, smallest sufficient
    // speed first so faster ports stay free for faster hosts; returns how many host ports it served. A port
    // of twice or four times the speed serves that many on a breakout (an SN5600's 800G port, 2 x 400G), as
    // the fabric sizing counts it (switchRadix).
    const auto take = [&](const QString& protocol, double speedGbps, qint64 wanted) {
        qint64 taken = 0;
        for (auto it = switchFree.begin(); it != switchFree.end() && taken < wanted; ++it) {
            if (it.key().first != protocol || it.key().second < speedGbps)
                continue;
            const double ratio = it.key().second / speedGbps;
            const int split =
                std::fabs(ratio - 2) < 1e-9 || std::fabs(ratio - 4) < 1e-9 ? int(std::lround(ratio)) : 1;
            const qint64 served = qMin(wanted - taken, qint64(it.value()) * split);
            it.value() -= int((served + split - 1) / split);
            taken += served;
        }
        return taken;
    };
    for (const NetworkBudget& group : list) {
        qint64 needed = group.hostPorts - take(group.protocol, group.speedGbps, group.hostPorts);
        const auto others = switchable.value({group.protocol, group.speedGbps});
        for (auto other = others.cbegin(); other != others.cend() && needed > 0; ++other)
            needed -= take(other.key(), group.speedGbps, qMin(needed, other.value()));
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
        t.weightKg += rack.rackWeightKg; // the racks themselves, for floor loading and shipping
    }
    t.heatBtuH = Units::heatBtuH(t.powerW);
    t.coolingTons = Units::coolingTons(t.powerW);
    t.airflowCfm = 0; // the racks' airflow: vendor figures where known
    for (const RackBudget& rack : budgets.racks)
        t.airflowCfm += rack.airflowCfm;
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

Analyzer::Analyzer(PartIndex parts) : mParts(parts), mWorker{PartFacts(std::move(parts), mSettings), {}} {}

Analyzer::CachedRack Analyzer::analyzeRackCached(const Rack& rack, const CachedRack* previous,
                                                 Worker& worker) const {
    CachedRack result{rack, {}, {}, {}};
    QList<DeviceAnalysis> devices;
    devices.reserve(rack.devices.size());
    // The previous analysis of a device: usually at the same index, after an insert or removal nearby,
    // else found by id (built on first need, so a rack of thousands of changed devices stays linear).
    QHash<QString, qsizetype> previousIndex;
    auto findPrevious = [&](qsizetype i, const Device& device) -> qsizetype {
        const QList<Device>& before = previous->rack.devices;
        const qsizetype count = before.size();
        if (count == 0)
            return -1;
        constexpr qsizetype kNearby = 4;
        for (qsizetype j = 0; j < std::min(count, kNearby); ++j) {
            const qsizetype k = (i + j) % count;
            if (before[k].id == device.id)
                return before[k] == device ? k : -1;
        }
        if (previousIndex.isEmpty()) {
            previousIndex.reserve(count);
            for (qsizetype k = 0; k < count; ++k)
                previousIndex.insert(before[k].id, k);
        }
        const qsizetype k = previousIndex.value(device.id, -1);
        return k >= 0 && before[k] == device ? k : -1;
    };
    for (qsizetype i = 0; i < rack.devices.size(); ++i) {
        const Device& device = rack.devices[i];
        const qsizetype reuse = previous ? findPrevious(i, device) : -1;
        if (reuse >= 0) {
            devices.append(previous->device(reuse));
        } else {
            devices.append(worker.memo.analyze(device, rack.id, mParts, mSettings, worker.facts));
        }
    }
    result.deviceFindings.reserve(devices.size());
    result.deviceUnpriced.reserve(devices.size());
    for (const DeviceAnalysis& analysis : std::as_const(devices)) {
        result.deviceFindings.append(analysis.findings);
        result.deviceUnpriced.append(analysis.unpricedPartIds);
    }
    result.analysis = analyzeRack(rack, std::move(devices), mParts, mSettings);
    return result;
}

namespace {
thread_local bool tlSerialAnalysis = false;
} // namespace

SerialAnalysisScope::SerialAnalysisScope() : mWasActive(tlSerialAnalysis) {
    tlSerialAnalysis = true;
}

SerialAnalysisScope::~SerialAnalysisScope() {
    tlSerialAnalysis = mWasActive;
}

bool SerialAnalysisScope::active() {
    return tlSerialAnalysis;
}

void Analyzer::run(const QList<Job>& jobs) {
    // Below this many racks a thread costs more than it saves.
    constexpr qsizetype kRacksPerThread = 32;
    const qsizetype threads = SerialAnalysisScope::active()
                                  ? 1
                                  : qBound<qsizetype>(1, jobs.size() / kRacksPerThread,
                                                      qMax(1u, std::thread::hardware_concurrency()));
    auto runSlice = [&](qsizetype slice, Worker& worker) {
        for (qsizetype i = slice; i < jobs.size(); i += threads)
            *jobs[i].result = analyzeRackCached(*jobs[i].rack, jobs[i].previous, worker);
    };
    // Helpers start from what is known about the parts; their device memos start empty (copying ours
    // would cost more than it saves).
    std::vector<Worker> helpers(threads - 1, Worker{mWorker.facts, {}});
    std::vector<std::thread> threadList;
    for (qsizetype t = 1; t < threads; ++t)
        threadList.emplace_back(runSlice, t, std::ref(helpers[t - 1]));
    runSlice(0, mWorker);
    for (std::thread& thread : threadList)
        thread.join();
}

Budgets Analyzer::analyze(const Design& design) {
    if (!(design.settings == mSettings)) {
        mRacks.clear();
        mFabrics.clear();
        mSettings = design.settings;
        mWorker = Worker{PartFacts(mParts, mSettings), {}};
    }
    const qsizetype n = design.racks.size();
    bool samePlaces = n == mRacks.size();
    for (qsizetype i = 0; i < n && samePlaces; ++i)
        samePlaces = mRacks[i].rack.id == design.racks[i].id;

    QList<Job> jobs;
    QList<std::pair<Rack, qsizetype>> edited; // the edited racks as they were, and where
    // The fabrics read the design alone, not the racks' results: worked out beside the racks (a fabric
    // of 10,000 nodes takes as long as the racks of its floor).
    std::future<QList<FabricReport>> fabrics;
    const auto startFabrics = [&] {
        if (!SerialAnalysisScope::active() && !design.fabrics.isEmpty())
            fabrics =
                std::async(std::launch::async, [&] { return analyzeFabrics(design, edited, samePlaces); });
    };
    if (samePlaces) {
        // The usual edit: racks stay where they are; redo the changed ones in place. A rack equal to the
        // cached one is cheap to compare while its lists are still shared.
        for (qsizetype i = 0; i < n; ++i)
            if (!(mRacks[i].rack == design.racks[i])) {
                jobs.append(Job{&design.racks[i], &mRacks[i], &mRacks[i]});
                edited.append({mRacks[i].rack, i});
            }
        // Each job reads its previous result before it replaces it: analyze into a copy first.
        QList<CachedRack> results(jobs.size());
        for (qsizetype j = 0; j < jobs.size(); ++j)
            jobs[j].result = &results[j];
        startFabrics();
        run(jobs);
        for (qsizetype j = 0; j < jobs.size(); ++j)
            mRacks[jobs[j].previous - mRacks.constData()] = std::move(results[j]);
    } else {
        // Racks added, removed or reordered: find each one's previous result by id.
        QHash<QString, qsizetype> previousById;
        previousById.reserve(mRacks.size());
        for (qsizetype i = 0; i < mRacks.size(); ++i)
            previousById.insert(mRacks[i].rack.id, i);
        QList<CachedRack> racks(n);
        for (qsizetype i = 0; i < n; ++i) {
            const qsizetype p = previousById.value(design.racks[i].id, -1);
            if (p >= 0 && mRacks[p].rack == design.racks[i])
                racks[i] = mRacks[p];
            else
                jobs.append(Job{&design.racks[i], p >= 0 ? &mRacks[p] : nullptr, &racks[i]});
        }
        startFabrics();
        run(jobs);
        mRacks = std::move(racks);
    }

    Budgets budgets;
    budgets.racks.reserve(n);
    qsizetype findings = 0;
    for (const CachedRack& rack : std::as_const(mRacks))
        findings += rack.analysis.findings.size();
    budgets.findings.reserve(findings + 16);
    QSet<QString> unpriced;
    for (const CachedRack& rack : std::as_const(mRacks)) {
        budgets.racks.append(rack.analysis.budget);
        budgets.findings.append(rack.analysis.findings);
        unpriced.unite(rack.analysis.unpricedPartIds);
    }
    budgets.rackFindingCount = budgets.findings.size();
    analyzeNetwork(budgets);
    budgets.fabrics = fabrics.valid() ? fabrics.get() : analyzeFabrics(design, edited, samePlaces);
    for (const FabricReport& fabric : std::as_const(budgets.fabrics))
        budgets.findings.append(fabric.findings);
    budgets.findings.append(portOwnershipFindings(design, mParts, budgets.fabrics));
    addTotals(budgets, design);
    addFacility(budgets, design, mParts);
    addPriceNotes(budgets, design, unpriced, mParts);
    return budgets;
}

QList<FabricReport> Analyzer::analyzeFabrics(const Design& design,
                                             const QList<std::pair<Rack, qsizetype>>& edited,
                                             bool samePlaces) {
    // A fabric of 10,000 nodes has 160,000 links: worked out again only when something it reads changed
    // (an edit that moves, adds or removes none of its hosts and switches leaves it as it was).
    QList<CachedFabric> fabrics;
    fabrics.reserve(design.fabrics.size());
    for (qsizetype f = 0; f < design.fabrics.size(); ++f) {
        const Fabric& fabric = design.fabrics[f];
        bool stands = samePlaces && f < mFabrics.size() && mFabrics[f].report.fabric == fabric &&
                      mFabrics[f].cables == design.cables;
        // Hosts that only moved up or down their racks (a node nudged a unit) re-cable their own links
        // alone (FabricRecable); any other change works the fabric out again.
        QList<std::pair<int, int>> moved;
        for (qsizetype e = 0; e < edited.size() && stands; ++e) {
            const auto& [before, r] = edited[e];
            const auto hosts = hostsMovedInRack(before, design.racks[r], int(r), mParts, fabric);
            stands = hosts.has_value();
            for (const int d : hosts.value_or(QList<int>{}))
                moved.append({int(r), d});
        }
        if (stands && moved.isEmpty()) {
            fabrics.append(mFabrics[f]);
            continue;
        }
        std::optional<FabricReport> recabled;
        if (stands)
            recabled = FabricRecable::afterMoves(mFabrics[f].report, design, mParts, moved);
        fabrics.append(CachedFabric{recabled ? std::move(*recabled) : analyzeFabric(design, mParts, fabric),
                                    design.cables});
    }
    mFabrics = std::move(fabrics);
    QList<FabricReport> reports;
    reports.reserve(mFabrics.size());
    for (const CachedFabric& cached : std::as_const(mFabrics))
        reports.append(cached.report);
    return reports;
}

Budgets analyze(const Design& design, const PartIndex& parts) {
    return Analyzer(parts).analyze(design);
}
