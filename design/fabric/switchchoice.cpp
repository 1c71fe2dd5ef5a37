#include "fabric/switchchoice.h"

#include "fabric/fabricsizer.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

QList<SwitchChoice> switchChoices(const Design& design, const PartIndex& parts, const Fabric& fabric) {
    const QList<FabricHost> hosts = fabricHosts(design, parts, fabric);
    double hostSpeedGbps = 0;
    for (const FabricHost& host : hosts)
        hostSpeedGbps = std::max(hostSpeedGbps, host.speedGbps);
    QList<SwitchChoice> choices;
    for (const Part& part : parts.parts()) {
        const SwitchSpec* spec = part.kind == PartKind::Switch ? part.switchSpec() : nullptr;
        if (!spec)
            continue;
        double fastestGbps = 0;
        for (const PortGroup& group : spec->ports)
            if (group.protocol == fabric.technology)
                fastestGbps = std::max(fastestGbps, group.speedGbps);
        if (fastestGbps <= 0)
            continue;
        SwitchChoice choice;
        choice.partId = part.id;
        if (hosts.isEmpty()) {
            choices.append(choice);
            continue;
        }
        choice.radix = switchRadix(part, fabric.technology, hostSpeedGbps);
        if (choice.radix == 0) {
            choice.reason =
                QCoreApplication::translate("Fabric", "its fastest ports (%1G) are slower than the "
                                                      "hosts' %2G ports")
                    .arg(QLocale().toString(fastestGbps), QLocale().toString(hostSpeedGbps));
        } else {
            const FabricSize size = sizeFabric(fabricSizeInput(fabric, hosts, choice.radix));
            choice.tiers = size.tiers;
            if (size.tiers == 0)
                choice.reason = size.problem;
        }
        choices.append(choice);
    }
    return choices;
}
