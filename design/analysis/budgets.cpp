#include "analysis/budgets.h"

#include <algorithm>
#include <bit>

PowerBreakdown& PowerBreakdown::operator+=(const PowerBreakdown& o) {
    gpuW += o.gpuW;
    cpuW += o.cpuW;
    memoryW += o.memoryW;
    storageW += o.storageW;
    networkW += o.networkW;
    baseW += o.baseW;
    psuLossW += o.psuLossW;
    return *this;
}

int Budgets::errorCount() const {
    int count = 0;
    for (const Finding& finding : findings)
        count += finding.severity == Severity::Error ? 1 : 0;
    return count;
}

const Budgets::Position* Budgets::position(const QString& id) const {
    std::shared_ptr<const QHash<QString, Position>> index;
    {
        const std::lock_guard<std::mutex> lock(*mIndexLock);
        if (!mIndex) {
            auto built = std::make_shared<QHash<QString, Position>>();
            for (int r = 0; r < racks.size(); ++r) {
                built->insert(racks[r].id, Position{r, -1});
                for (int d = 0; d < racks[r].devices.size(); ++d)
                    built->insert(racks[r].devices[d].id, Position{r, d});
            }
            mIndex = std::move(built);
        }
        index = mIndex;
    }
    const auto it = index->constFind(id);
    return it == index->constEnd() ? nullptr : &*it;
}

const DeviceBudget* Budgets::device(const QString& deviceId) const {
    const Position* at = position(deviceId);
    if (at && at->device >= 0 && at->rack < racks.size() && at->device < racks[at->rack].devices.size() &&
        racks[at->rack].devices[at->device].id == deviceId)
        return &racks[at->rack].devices[at->device];
    // Not indexed (racks changed after the first lookup): the slow path, still correct.
    for (const RackBudget& rack : racks)
        for (const DeviceBudget& device : rack.devices)
            if (device.id == deviceId)
                return &device;
    return nullptr;
}

std::optional<Severity> Budgets::worstFinding(const QString& rackId, const QString& deviceId) const {
    std::shared_ptr<const WorstFindings> worst;
    {
        const std::lock_guard<std::mutex> lock(*mIndexLock);
        if (!mWorst || mWorst->findingCount != findings.size()) {
            auto built = std::make_shared<WorstFindings>();
            built->findingCount = findings.size();
            for (const Finding& f : findings) {
                if (f.severity == Severity::Info)
                    continue;
                const QString place = f.rackId + QLatin1Char('\n') + f.deviceId;
                const auto it = built->byPlace.constFind(place);
                if (it == built->byPlace.constEnd() || int(f.severity) < int(*it))
                    built->byPlace.insert(place, f.severity);
            }
            mWorst = std::move(built);
        }
        worst = mWorst;
    }
    const auto it = worst->byPlace.constFind(rackId + QLatin1Char('\n') + deviceId);
    if (it == worst->byPlace.constEnd())
        return std::nullopt;
    return *it;
}

namespace {
// Combines raw values (boost's hash_combine): the digests cover 20,000 devices on every edit, so no
// per-value hashing of doubles or strings.
struct Digest {
    size_t seed = 0;
    template <typename... Values> void add(Values... values) {
        ((seed ^= bits(values) + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2)), ...);
    }
    static quint64 bits(double v) { return std::bit_cast<quint64>(v); }
    static quint64 bits(qint64 v) { return quint64(v); }
    static quint64 bits(int v) { return quint64(qint64(v)); }
};
} // namespace

size_t rackDigest(const RackBudget& r, const QList<Finding>& findings) {
    Digest d;
    d.add(r.unitsUsed, r.unitsTotal, r.powerW, r.typicalPowerW, r.powerBudgetW, r.coolingBudgetW,
          r.pduContinuousVa, r.pduPerPhaseContinuousVa, r.currentA, r.heatBtuH, r.airflowCfm, r.weightKg,
          r.weightLimitKg, r.cost, r.gpus, qint64(r.devices.size()), r.heatAirW, r.heatLiquidW,
          r.liquidBudgetW, qint64(r.power.cords.size()));
    for (const FeedLoad& feed : r.power.feeds)
        d.add(feed.loadW, feed.capacityW, feed.failoverLoadW);
    for (const PduLoad& pdu : r.power.pdus) {
        d.add(pdu.loadW, pdu.failoverLoadW, pdu.usedC13, pdu.usedC19);
        for (const LineLoad& line : pdu.lines)
            d.add(line.currentA, line.failoverCurrentA);
    }
    for (const CordUse& cord : r.power.cords)
        d.add(qint64(qHash(cord.pduId)), cord.outlet, cord.psu);
    for (const QList<PortCount>* ports : {&r.nicPorts, &r.switchPorts})
        for (const PortCount& p : *ports)
            d.add(qint64(qHash(p.protocol)), qint64(qHash(p.otherProtocol)), p.speedGbps, p.count);
    // Where each device sits and what is drawn or summed of it; a renamed or reordered device changes the
    // rack itself, which views compare on their own.
    for (const DeviceBudget& device : r.devices)
        d.add(device.u, device.heightU, device.powerW, device.typicalPowerW, device.airflowCfm,
              device.weightKg, device.pcieLanesUsed, device.pcieLanesAvailable, device.gpus,
              device.psuUsableW);
    size_t seed = d.seed;
    for (const Finding& f : findings)
        seed = qHashMulti(seed, f.deviceId, int(f.severity), f.code, f.message);
    return seed;
}

QHash<QString, size_t> Budgets::rackDigests() const {
    QHash<QString, size_t> digests;
    digests.reserve(racks.size());
    for (const RackBudget& r : racks)
        digests.insert(r.id, r.digest);
    // The findings the design-wide checks (network, prices) add about a rack; the racks' own are in
    // their digests.
    for (qsizetype i = rackFindingCount; i < findings.size(); ++i)
        if (const auto it = digests.find(findings[i].rackId); it != digests.end())
            *it = qHashMulti(*it, findings[i].deviceId, int(findings[i].severity), findings[i].code,
                             findings[i].message);
    return digests;
}

const RackBudget* Budgets::rack(const QString& rackId) const {
    const Position* at = position(rackId);
    if (at && at->device < 0 && at->rack < racks.size() && racks[at->rack].id == rackId)
        return &racks[at->rack];
    for (const RackBudget& rack : racks)
        if (rack.id == rackId)
            return &rack;
    return nullptr;
}

void addPortCounts(QList<PortCount>& list, const QList<PortCount>& groups) {
    for (const PortCount& group : groups) {
        auto it = std::find_if(list.begin(), list.end(), [&](const PortCount& p) {
            return p.protocol == group.protocol && p.speedGbps == group.speedGbps &&
                   p.otherProtocol == group.otherProtocol;
        });
        if (it != list.end())
            it->count += group.count;
        else
            list.append(group);
    }
}

QList<BaySlot> DeviceBudget::bays() const {
    QList<BaySlot> result;
    if (server)
        result.reserve(server->expandedBays.size());
    visitBays([&](const BayRef& ref, const QString& partId, const QString& blockedBy) {
        const BayGroup& group = server->bays[ref.groupIndex];
        result.append(
            BaySlot{ref.name, ref.groupIndex, partId, blockedBy, group.pcieGen, group.lanes, group.switchId});
    });
    return result;
}
