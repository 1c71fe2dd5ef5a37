#include "analysis/devicememo.h"

namespace {
// Bounds the memory of a design whose devices all differ; such a design gains nothing from the memo.
constexpr size_t kMaxEntries = 4096;

size_t mix(size_t h, size_t value) {
    return (h ^ value) * 1099511628211ull;
}
} // namespace

size_t DeviceMemo::configHash(const Device& device, PartFacts& facts) {
    // Resolved part addresses, not id text: cheap, and equal ids resolve to the same part.
    size_t h = mix(1469598103934665603ull, quintptr(facts.find(device.partId)));
    h = mix(h, qHash(device.psuRedundancy));
    for (const Component& component : device.components) {
        h = mix(h, quintptr(facts.find(component.partId)));
        h = mix(h, size_t(component.qty));
        if (!component.bay.isEmpty())
            h = mix(h, qHash(component.bay));
    }
    return h;
}

bool DeviceMemo::sameConfig(const Device& a, const Device& b, PartFacts& facts) {
    // Ids that share their text (as loaded designs do) are equal without a lookup.
    auto samePart = [&facts](const QString& x, const QString& y) {
        return x.constData() == y.constData() ? x.size() == y.size() : facts.find(x) == facts.find(y);
    };
    if (a.components.size() != b.components.size() || a.psuRedundancy != b.psuRedundancy ||
        a.measuredPowerW != b.measuredPowerW || !samePart(a.partId, b.partId))
        return false;
    for (qsizetype i = 0; i < a.components.size(); ++i) {
        const Component& x = a.components[i];
        const Component& y = b.components[i];
        if (x.qty != y.qty || x.bay != y.bay || !samePart(x.partId, y.partId))
            return false;
    }
    return true;
}

std::optional<DeviceAnalysis> DeviceMemo::find(const Device& device, PartFacts& facts) const {
    const auto [first, last] = mEntries.equal_range(configHash(device, facts));
    for (auto it = first; it != last; ++it) {
        if (sameConfig(it->second.device, device, facts)) {
            DeviceAnalysis analysis = it->second.analysis;
            analysis.budget.id = device.id;
            analysis.budget.u = device.u;
            return analysis;
        }
    }
    return std::nullopt;
}

void DeviceMemo::remember(const Device& device, PartFacts& facts, const DeviceAnalysis& analysis) {
    if (!analysis.findings.isEmpty() || !facts.find(device.partId))
        return;
    if (mEntries.size() >= kMaxEntries)
        mEntries.clear();
    mEntries.emplace(configHash(device, facts), Entry{device, analysis});
}
