#include "analysis/devicememo.h"

namespace {
// Bounds the memory of a design whose devices all differ; such a design gains nothing from the memo.
constexpr size_t kMaxEntries = 4096;

const QString kDeviceToken = QStringLiteral("\u0001device\u0001");
const QString kRackToken = QStringLiteral("\u0001rack\u0001");

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

DeviceAnalysis DeviceMemo::retarget(DeviceAnalysis analysis, const Device& device, const QString& rackId) {
    analysis.budget.id = device.id;
    analysis.budget.u = device.u;
    for (Finding& finding : analysis.findings) {
        if (finding.deviceId == kDeviceToken)
            finding.deviceId = device.id;
        if (finding.rackId == kRackToken)
            finding.rackId = rackId;
        if (finding.message.contains(u'\u0001')) // both stand-ins start with it
            finding.message.replace(kDeviceToken, device.id).replace(kRackToken, rackId);
    }
    return analysis;
}

DeviceAnalysis DeviceMemo::analyze(const Device& device, const QString& rackId, const PartIndex& parts,
                                   const DesignSettings& settings, PartFacts& facts) {
    const size_t hash = configHash(device, facts);
    const auto [first, last] = mEntries.equal_range(hash);
    for (auto it = first; it != last; ++it)
        if (sameConfig(it->second.device, device, facts))
            return retarget(it->second.analysis, device, rackId);
    if (!facts.find(device.partId)) // an unknown part: its findings are its own
        return analyzeDevice(device, rackId, parts, settings, facts);
    Device standIn = device;
    standIn.id = kDeviceToken;
    DeviceAnalysis analysis = analyzeDevice(standIn, kRackToken, parts, settings, facts);
    if (mEntries.size() >= kMaxEntries)
        mEntries.clear();
    mEntries.emplace(hash, Entry{device, analysis});
    return retarget(std::move(analysis), device, rackId);
}
