#include "design.h"

int Design::rackIndex(const QString& rackId) const {
    for (qsizetype i = 0; i < racks.size(); ++i)
        if (racks[i].id == rackId)
            return int(i);
    return -1;
}

std::pair<int, int> Design::deviceLocation(const QString& deviceId) const {
    for (qsizetype r = 0; r < racks.size(); ++r)
        for (qsizetype d = 0; d < racks[r].devices.size(); ++d)
            if (racks[r].devices[d].id == deviceId)
                return {int(r), int(d)};
    return {-1, -1};
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
    for (int n = 1;; ++n) {
        const QString id = prefix + QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0'));
        if (!idInUse(id))
            return id;
    }
}

QString faceName(Face face) {
    return face == Face::Front ? QStringLiteral("front") : QStringLiteral("rear");
}
