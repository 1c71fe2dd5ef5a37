#include "model/hallparts.h"

#include "model/design.h"

QList<std::pair<QString, int>> hallParts(const Hall& hall, const Design& design) {
    QList<std::pair<QString, int>> parts;
    if (!hall.upsPartId.isEmpty() && hall.upsModules > 0)
        parts.append({hall.upsPartId, hall.upsModules});
    for (const HallUnit& unit : hall.airUnits)
        parts.append({unit.partId, 1});
    for (const CoolantLoop& loop : hall.loops)
        for (const HallUnit& cdu : loop.cdus)
            parts.append({cdu.partId, 1});
    for (const RearDoor& door : hall.rearDoors)
        if (design.rackIndex(door.rackId) >= 0)
            parts.append({door.partId, 1});
    for (const RowFeed& feed : hall.feeds) {
        if (feed.tapOffPartId.isEmpty())
            continue;
        int racks = 0;
        for (const Rack& rack : design.racks)
            racks += rack.row == feed.row ? 1 : 0;
        if (racks > 0)
            parts.append({feed.tapOffPartId, racks});
    }
    return parts;
}
