#include "placement/partusage.h"

#include <algorithm>

QStringList partUsers(const Design& design, const QString& partId) {
    QStringList users;
    for (const Rack& rack : design.racks) {
        if (rack.partId == partId)
            users << rack.id;
        for (const RackPdu& pdu : rack.pdus)
            if (pdu.partId == partId)
                users << pdu.id;
        for (const Device& device : rack.devices) {
            const bool holds = std::any_of(device.components.cbegin(), device.components.cend(),
                                           [&](const Component& c) { return c.partId == partId; });
            if (device.partId == partId || holds)
                users << device.id;
        }
    }
    return users;
}
