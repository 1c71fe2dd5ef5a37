#include "model/identicalracks.h"

#include <QHash>

namespace {

size_t mix(size_t h, size_t value) {
    return (h ^ value) * 1099511628211ull;
}

// The place of each PDU a cord can name in `rack`: its 0U PDUs first, then its devices (mounted PDUs).
QHash<QString, int> pduPlaces(const Rack& rack) {
    QHash<QString, int> places;
    for (int i = 0; i < rack.pdus.size(); ++i)
        places.insert(rack.pdus[i].id, i);
    for (int i = 0; i < rack.devices.size(); ++i)
        places.insert(rack.devices[i].id, int(rack.pdus.size()) + i);
    return places;
}

size_t buildHash(const Rack& rack) {
    size_t h = mix(1469598103934665603ull, qHash(rack.partId));
    h = mix(h, qHash(rack.powerBudgetW.value_or(-1)));
    h = mix(h, qHash(rack.coolingBudgetW.value_or(-1)));
    for (const RackPdu& pdu : rack.pdus)
        h = mix(mix(h, qHash(pdu.partId)), qHash(pdu.feed));
    for (const Device& device : rack.devices) {
        h = mix(mix(h, qHash(device.partId)), size_t(device.u));
        h = mix(h, size_t(device.components.size()));
    }
    return h;
}

bool sameBuild(const Rack& a, const Rack& b) {
    if (a.partId != b.partId || a.powerBudgetW != b.powerBudgetW || a.coolingBudgetW != b.coolingBudgetW ||
        a.pdus.size() != b.pdus.size() || a.devices.size() != b.devices.size())
        return false;
    for (qsizetype i = 0; i < a.pdus.size(); ++i)
        if (a.pdus[i].partId != b.pdus[i].partId || a.pdus[i].feed != b.pdus[i].feed)
            return false;
    QHash<QString, int> placesA, placesB; // made on the first cord
    for (qsizetype i = 0; i < a.devices.size(); ++i) {
        const Device& x = a.devices[i];
        const Device& y = b.devices[i];
        if (x.partId != y.partId || x.u != y.u || x.face != y.face || x.psuRedundancy != y.psuRedundancy ||
            x.measuredPowerW != y.measuredPowerW || x.feed != y.feed || x.components != y.components ||
            x.powerCords.size() != y.powerCords.size())
            return false;
        if (!x.powerCords.isEmpty() && placesA.isEmpty()) {
            placesA = pduPlaces(a);
            placesB = pduPlaces(b);
        }
        for (qsizetype c = 0; c < x.powerCords.size(); ++c) {
            const PowerCord& p = x.powerCords[c];
            const PowerCord& q = y.powerCords[c];
            if (p.psu != q.psu || p.outlet != q.outlet ||
                placesA.value(p.pduId, -1) != placesB.value(q.pduId, -1))
                return false;
        }
    }
    return true;
}

} // namespace

QList<QList<int>> identicalRacks(const QList<Rack>& racks) {
    QList<QList<int>> groups;
    QMultiHash<size_t, int> byHash; // build hash -> group
    for (int r = 0; r < racks.size(); ++r) {
        const size_t hash = buildHash(racks[r]);
        int group = -1;
        for (auto it = byHash.constFind(hash); it != byHash.cend() && it.key() == hash && group < 0; ++it)
            if (sameBuild(racks[groups[*it].first()], racks[r]))
                group = *it;
        if (group < 0) {
            group = int(groups.size());
            groups.append(QList<int>());
            byHash.insert(hash, group);
        }
        groups[group].append(r);
    }
    return groups;
}
