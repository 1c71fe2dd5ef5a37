#include "workload/designgpus.h"

#include "model/design.h"
#include "parts/partindex.h"

#include <QMap>

#include <algorithm>

DesignGpus designGpus(const Design& design, const PartIndex& parts) {
    QMap<QString, qint64> counts;
    const auto addGpus = [&](const QString& partId, qint64 qty) {
        if (const Part* part = parts.find(partId); part && part->gpu())
            counts[partId] += qty * std::max(1, part->gpu()->gpusPerCard);
    };
    for (const Rack& rack : design.racks)
        for (const Device& device : rack.devices) {
            for (const Component& component : device.components)
                addGpus(component.partId, component.qty);
            if (const Part* part = parts.find(device.partId); part && part->system())
                for (const SystemContent& content : part->system()->contents)
                    addGpus(content.partId, content.qty);
        }
    DesignGpus gpus;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        gpus.count += it.value();
        if (gpus.partId.isEmpty() || it.value() > counts.value(gpus.partId))
            gpus.partId = it.key();
    }
    gpus.mixed = counts.size() > 1;
    return gpus;
}
