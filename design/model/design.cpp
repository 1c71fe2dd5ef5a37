#include "model/design.h"

#include "model/idreserver.h"

#include <QSet>

int Design::rackIndex(const QString& rackId) const {
    const auto [r, d] = places.find(racks, rackId);
    return d == -1 ? r : -1;
}

// A rack is at {r, -1}, a device at {r, d}.
std::pair<int, int> IdPlaces::find(const QList<Rack>& racks, const QString& id) const {
    const auto holds = [&racks, &id](std::pair<int, int> place) {
        const auto [r, d] = place;
        if (r < 0 || r >= racks.size())
            return false;
        if (d == -1)
            return racks[r].id == id;
        return d >= 0 && d < racks[r].devices.size() && racks[r].devices[d].id == id;
    };
    const std::lock_guard<std::mutex> lock(*mLock);
    if (mPlaces) {
        const auto it = mPlaces->constFind(id);
        if (it != mPlaces->constEnd() && holds(*it))
            return *it;
        // Not indexed, or indexed at an old place: a scan answers without rebuilding the index (absent
        // ids are the usual question, "is this id free?", and an edit moves few ids). Many scans since the
        // last build that found the id elsewhere mean many places changed (a rack removed shifts all after
        // it): build again.
        if (mScansSinceBuild < kScansBeforeRebuild) {
            std::pair<int, int> found{-1, -1};
            for (qsizetype r = 0; r < racks.size() && found.first < 0; ++r) {
                if (racks[r].id == id)
                    found = {int(r), -1};
                for (qsizetype d = 0; d < racks[r].devices.size() && found.first < 0; ++d)
                    if (racks[r].devices[d].id == id)
                        found = {int(r), int(d)};
            }
            if (found.first >= 0) {
                mPlaces->insert(id, found);
                ++mScansSinceBuild;
            }
            return found;
        }
    }
    auto built = std::make_shared<QHash<QString, std::pair<int, int>>>();
    for (qsizetype r = 0; r < racks.size(); ++r) {
        built->insert(racks[r].id, {int(r), -1});
        for (qsizetype d = 0; d < racks[r].devices.size(); ++d)
            built->insert(racks[r].devices[d].id, {int(r), int(d)});
    }
    mPlaces = std::move(built);
    mScansSinceBuild = 0;
    const auto it = mPlaces->constFind(id);
    return it != mPlaces->constEnd() && holds(*it) ? *it : std::pair<int, int>{-1, -1};
}

std::pair<int, int> Design::deviceLocation(const QString& deviceId) const {
    const auto [r, d] = places.find(racks, deviceId);
    return d >= 0 ? std::pair<int, int>{r, d} : std::pair<int, int>{-1, -1};
}

const Device* Design::device(const QString& deviceId) const {
    const auto [r, d] = deviceLocation(deviceId);
    return r < 0 ? nullptr : &racks[r].devices[d];
}

std::pair<int, int> Design::pduLocation(const QString& pduId) const {
    for (qsizetype r = 0; r < racks.size(); ++r)
        for (qsizetype p = 0; p < racks[r].pdus.size(); ++p)
            if (racks[r].pdus[p].id == pduId)
                return {int(r), int(p)};
    return {-1, -1};
}

bool Design::idInUse(const QString& id) const {
    for (const Rack& rack : racks) {
        if (rack.id == id)
            return true;
        for (const Device& device : rack.devices)
            if (device.id == id)
                return true;
        for (const RackPdu& pdu : rack.pdus)
            if (pdu.id == id)
                return true;
    }
    return false;
}

QString Design::uniqueId(const QString& prefix) const {
    return IdReserver(*this).next(prefix);
}

QString faceName(Face face) {
    return face == Face::Front ? QStringLiteral("front") : QStringLiteral("rear");
}

namespace {
constexpr std::pair<PowerBasis, const char*> kPowerBasisNames[] = {
    {PowerBasis::VendorMax, "vendor_max"},
    {PowerBasis::ComputedMax, "computed_max"},
    {PowerBasis::Typical, "typical"},
    {PowerBasis::Measured, "measured"},
};
} // namespace

QString powerBasisName(PowerBasis basis) {
    for (const auto& [value, name] : kPowerBasisNames)
        if (value == basis)
            return QLatin1String(name);
    return {};
}

std::optional<PowerBasis> powerBasisFromName(const QString& name) {
    for (const auto& [value, text] : kPowerBasisNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

const PriceQuote* Design::quote(const QString& partId) const {
    for (const PriceQuote& quote : quotes)
        if (quote.partId == partId)
            return &quote;
    return nullptr;
}
