#include "placement/baylayout.h"

QStringList bayNames(const BayGroup& group) {
    QStringList names;
    names.reserve(group.count);
    for (int i = 1; i <= group.count; ++i)
        names.append(group.name + QLatin1Char(' ') + QString::number(i));
    return names;
}

QStringList bayNames(const ServerSpec& server) {
    QStringList names;
    names.reserve(server.expandedBays.size());
    for (const BayRef& bay : server.expandedBays)
        names.append(bay.name);
    return names;
}

int bayGroupIndex(const ServerSpec& server, const QString& name) {
    for (qsizetype g = 0; g < server.bays.size(); ++g)
        if (bayNames(server.bays[g]).contains(name))
            return int(g);
    return -1;
}
