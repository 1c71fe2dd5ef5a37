#include "model/idreserver.h"

#include <algorithm>

IdReserver::IdReserver(const Design& design) {
    for (const Rack& rack : design.racks) {
        mUsed.insert(rack.id);
        for (const Device& device : rack.devices)
            mUsed.insert(device.id);
        for (const RackPdu& pdu : rack.pdus)
            mUsed.insert(pdu.id);
    }
}

QString IdReserver::next(const QString& prefix) {
    int& n = mNext[prefix];
    for (n = std::max(n, 1);; ++n) {
        QString id = prefix + QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0'));
        if (!mUsed.contains(id)) {
            mUsed.insert(id);
            ++n;
            return id;
        }
    }
}
