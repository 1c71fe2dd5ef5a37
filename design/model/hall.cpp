#include "model/hall.h"

namespace {
constexpr std::pair<HallRedundancy, const char*> kRedundancyNames[] = {
    {HallRedundancy::N, "N"},
    {HallRedundancy::NPlus1, "N+1"},
    {HallRedundancy::TwoN, "2N"},
};
constexpr std::pair<AisleLayout, const char*> kAisleNames[] = {
    {AisleLayout::HotCold, "hot-cold"},
    {AisleLayout::SameDirection, "same-direction"},
};
} // namespace

QString hallRedundancyName(HallRedundancy redundancy) {
    for (const auto& [value, name] : kRedundancyNames)
        if (value == redundancy)
            return QLatin1String(name);
    return {};
}

std::optional<HallRedundancy> hallRedundancyFromName(const QString& name) {
    for (const auto& [value, text] : kRedundancyNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

QString aisleLayoutName(AisleLayout layout) {
    for (const auto& [value, name] : kAisleNames)
        if (value == layout)
            return QLatin1String(name);
    return {};
}

std::optional<AisleLayout> aisleLayoutFromName(const QString& name) {
    for (const auto& [value, text] : kAisleNames)
        if (name == QLatin1String(text))
            return value;
    return std::nullopt;
}

const RowFeed* Hall::feed(int row) const {
    for (const RowFeed& f : feeds)
        if (f.row == row)
            return &f;
    return nullptr;
}

const RearDoor* Hall::rearDoor(const QString& rackId) const {
    for (const RearDoor& door : rearDoors)
        if (door.rackId == rackId)
            return &door;
    return nullptr;
}

int Hall::loopOf(const QString& rackId) const {
    int open = -1;
    for (qsizetype i = 0; i < loops.size(); ++i) {
        if (loops[i].rackIds.contains(rackId))
            return int(i);
        if (open < 0 && loops[i].rackIds.isEmpty())
            open = int(i);
    }
    return open;
}

QList<const HallUnit*> Hall::units() const {
    QList<const HallUnit*> all;
    for (const HallUnit& unit : airUnits)
        all.append(&unit);
    for (const CoolantLoop& loop : loops)
        for (const HallUnit& cdu : loop.cdus)
            all.append(&cdu);
    return all;
}

const HallUnit* Hall::unit(const QString& id) const {
    for (const HallUnit* u : units())
        if (u->id == id)
            return u;
    return nullptr;
}

HallUnit* Hall::mutableUnit(const QString& id) {
    for (HallUnit& unit : airUnits)
        if (unit.id == id)
            return &unit;
    for (CoolantLoop& loop : loops)
        for (HallUnit& cdu : loop.cdus)
            if (cdu.id == id)
                return &cdu;
    return nullptr;
}
