#include "file/hallfile.h"

#include <QDate>

namespace DesignFileDetail {

namespace {

constexpr int kMinHallUnitRow = -1; // the wall before the first row

HallRedundancy readHallRedundancy(const ObjectReader& o, const char* key, HallRedundancy fallback) {
    const QString text = o.string(key, false, hallRedundancyName(fallback));
    const auto parsed = hallRedundancyFromName(text);
    if (!parsed)
        throw LoadError{o.path(key),
                        DesignFile::tr("must be \"N\", \"N+1\" or \"2N\", got %1").arg(shown(o.value(key)))};
    return *parsed;
}

// A part of kind facility and of one of `types`.
QString hallFacilityPart(const ObjectReader& o, const char* key, const PartIndex& parts,
                         std::initializer_list<FacilityType> types, const char* expected) {
    const QString id = o.string(key, true);
    const QString partId = partOfKind(o.path(key), parts, PartKind::Facility, id);
    const FacilitySpec* spec = parts.find(partId)->facility();
    if (!spec || std::find(types.begin(), types.end(), spec->type) == types.end())
        throw LoadError{o.path(key),
                        DesignFile::tr("%1 is not %2").arg(quoted(id), DesignFile::tr(expected))};
    return partId;
}

int hallWhole(const ObjectReader& o, const SettingRange& range, int fallback) {
    return o.whole(range.key, int(range.minimum), false, fallback, int(range.maximum));
}

class HallReader {
public:
    HallReader(const PartIndex& parts, const QSet<QString>& rackIds) : mParts(parts), mRackIds(rackIds) {}

    Hall read(const ObjectReader& h) {
        h.rejectUnknownKeys({"name", "rows", "positions", "tile_mm", "floor_rating_kg_m2", "aisles",
                             "air_class", "water_class", "facility_water_c", "supply_air_c", "ups", "feeds",
                             "air_units", "air_redundancy", "loops", "rear_doors", "efficiency"});
        Hall hall;
        hall.name = h.string("name", false);
        hall.rows = hallWhole(h, HallRange::kRows, hall.rows);
        hall.positions = hallWhole(h, HallRange::kPositions, hall.positions);
        hall.tileMm = h.ranged(HallRange::kTileMm, hall.tileMm);
        hall.floorRatingKgM2 = h.ranged(HallRange::kFloorRatingKgM2, hall.floorRatingKgM2);
        const QString aisles = h.string("aisles", false, aisleLayoutName(hall.aisles));
        const auto layout = aisleLayoutFromName(aisles);
        if (!layout)
            throw LoadError{h.path("aisles"),
                            DesignFile::tr("must be \"hot-cold\" or \"same-direction\", got %1")
                                .arg(shown(h.value("aisles")))};
        hall.aisles = *layout;
        hall.airClass = h.string("air_class", false, hall.airClass);
        static const QStringList airClasses{QStringLiteral("A1"), QStringLiteral("A2"), QStringLiteral("A3"),
                                            QStringLiteral("A4")};
        if (!airClasses.contains(hall.airClass))
            throw LoadError{
                h.path("air_class"),
                DesignFile::tr("must be A1, A2, A3 or A4, got %1").arg(shown(h.value("air_class")))};
        hall.waterClass = h.string("water_class", false, hall.waterClass);
        static const QStringList waterClasses{QStringLiteral("W17"), QStringLiteral("W27"),
                                              QStringLiteral("W32"), QStringLiteral("W40"),
                                              QStringLiteral("W45"), QStringLiteral("W+")};
        if (!waterClasses.contains(hall.waterClass))
            throw LoadError{h.path("water_class"),
                            DesignFile::tr("must be W17, W27, W32, W40, W45 or W+, got %1")
                                .arg(shown(h.value("water_class")))};
        hall.facilityWaterC = h.ranged(HallRange::kFacilityWaterC, 0);
        hall.supplyAirC = h.ranged(HallRange::kSupplyAirC, hall.supplyAirC);
        readUps(h, hall);
        h.forEachObject("feeds", [&](const ObjectReader& f) {
            f.rejectUnknownKeys({"row", "limit_w", "tap_off"});
            RowFeed feed;
            feed.row = f.whole("row", 0, true, 0, kMaxRow);
            if (hall.feed(feed.row))
                throw LoadError{f.path("row"), DesignFile::tr("row %1 already has a feed").arg(feed.row)};
            feed.limitW = f.ranged(HallRange::kFeedLimitW, 0);
            if (f.has("tap_off"))
                feed.tapOffPartId = hallFacilityPart(f, "tap_off", mParts, {FacilityType::TapOff},
                                                     QT_TRANSLATE_NOOP("DesignFile", "a busway tap-off"));
            hall.feeds.append(feed);
        });
        h.forEachObject("air_units", [&](const ObjectReader& u) {
            hall.airUnits.append(
                readUnit(u, {FacilityType::Crah, FacilityType::InRow},
                         QT_TRANSLATE_NOOP("DesignFile", "an air handler or in-row cooler")));
        });
        hall.airRedundancy = readHallRedundancy(h, "air_redundancy", hall.airRedundancy);
        h.forEachObject("loops", [&](const ObjectReader& l) { hall.loops.append(readLoop(l, hall)); });
        QSet<QString> doors;
        h.forEachObject("rear_doors", [&](const ObjectReader& d) {
            d.rejectUnknownKeys({"rack", "part"});
            RearDoor door;
            door.rackId = rackId(d, "rack");
            if (doors.contains(door.rackId))
                throw LoadError{d.path("rack"),
                                DesignFile::tr("rack %1 already has a rear door").arg(quoted(door.rackId))};
            doors.insert(door.rackId);
            door.partId = hallFacilityPart(d, "part", mParts, {FacilityType::RearDoor},
                                           QT_TRANSLATE_NOOP("DesignFile", "a rear-door heat exchanger"));
            hall.rearDoors.append(door);
        });
        const ObjectReader e = h.object("efficiency");
        e.rejectUnknownKeys({"air_cop", "liquid_cop", "ups_efficiency", "other_percent"});
        hall.efficiency.airCop = e.optionalRanged(HallRange::kAirCop);
        hall.efficiency.liquidCop = e.optionalRanged(HallRange::kLiquidCop);
        hall.efficiency.upsEfficiency = e.optionalRanged(HallRange::kUpsEfficiency);
        hall.efficiency.otherPercent = e.ranged(HallRange::kOtherPercent, hall.efficiency.otherPercent);
        return hall;
    }

private:
    void readUps(const ObjectReader& h, Hall& hall) {
        if (!h.has("ups"))
            return;
        const ObjectReader u = h.object("ups");
        u.rejectUnknownKeys({"part", "modules", "redundancy"});
        hall.upsPartId = hallFacilityPart(u, "part", mParts, {FacilityType::UpsModule},
                                          QT_TRANSLATE_NOOP("DesignFile", "a UPS module"));
        hall.upsModules = hallWhole(u, HallRange::kUpsModules, 1);
        hall.upsRedundancy = readHallRedundancy(u, "redundancy", hall.upsRedundancy);
    }

    CoolantLoop readLoop(const ObjectReader& l, const Hall& hall) {
        l.rejectUnknownKeys({"id", "name", "supply_c", "redundancy", "racks", "cdus"});
        CoolantLoop loop;
        loop.id = unitId(l);
        loop.name = l.string("name", false);
        loop.supplyC = l.ranged(HallRange::kLoopSupplyC, loop.supplyC);
        loop.redundancy = readHallRedundancy(l, "redundancy", loop.redundancy);
        size_t index = 0;
        for (const JsonValue item : l.array("racks")) {
            std::string_view text;
            const QString at = l.path("racks") + QStringLiteral("[%1]").arg(index++);
            if (item.get(text) != simdjson::SUCCESS)
                throw LoadError{at, DesignFile::tr("must be a rack id, got %1").arg(shown(item))};
            const QString id = textOf(text);
            if (!mRackIds.contains(id))
                throw LoadError{at, DesignFile::tr("%1 is not a rack of the design").arg(quoted(id))};
            for (const CoolantLoop& other : hall.loops)
                if (other.rackIds.contains(id))
                    throw LoadError{
                        at,
                        DesignFile::tr("rack %1 is already on loop %2").arg(quoted(id), quoted(other.id))};
            if (loop.rackIds.contains(id))
                throw LoadError{at, DesignFile::tr("rack %1 is listed twice").arg(quoted(id))};
            loop.rackIds.append(id);
        }
        l.forEachObject("cdus", [&](const ObjectReader& c) {
            loop.cdus.append(readUnit(c, {FacilityType::Cdu},
                                      QT_TRANSLATE_NOOP("DesignFile", "a coolant distribution unit")));
        });
        return loop;
    }

    HallUnit readUnit(const ObjectReader& u, std::initializer_list<FacilityType> types,
                      const char* expected) {
        u.rejectUnknownKeys({"id", "part", "row", "position"});
        HallUnit unit;
        unit.id = unitId(u);
        unit.partId = hallFacilityPart(u, "part", mParts, types, expected);
        unit.row = u.whole("row", kMinHallUnitRow, false, unit.row, kMaxRow);
        unit.position = u.whole("position", 0, false, 0, kMaxPosition);
        return unit;
    }

    // Hall units and loops share one id space, apart from the racks'.
    QString unitId(const ObjectReader& o) {
        const QString id = o.id("id");
        if (mUnitIds.contains(id) || mRackIds.contains(id))
            throw LoadError{o.path("id"), DesignFile::tr("%1 is already used in the design").arg(quoted(id))};
        mUnitIds.insert(id);
        return id;
    }

    QString rackId(const ObjectReader& o, const char* key) {
        const QString id = o.string(key, true);
        if (!mRackIds.contains(id))
            throw LoadError{o.path(key), DesignFile::tr("%1 is not a rack of the design").arg(quoted(id))};
        return id;
    }

    const PartIndex& mParts;
    const QSet<QString>& mRackIds;
    QSet<QString> mUnitIds;
};

ordered_json hallUnitJson(const HallUnit& unit) {
    return ordered_json{{"id", unit.id.toStdString()},
                        {"part", unit.partId.toStdString()},
                        {"row", unit.row},
                        {"position", unit.position}};
}

} // namespace

std::optional<Hall> readHall(const ObjectReader& root, const PartIndex& parts, const QSet<QString>& rackIds) {
    if (!root.has("hall"))
        return std::nullopt;
    return HallReader(parts, rackIds).read(root.object("hall"));
}

ordered_json writeHall(const Hall& hall) {
    ordered_json h = ordered_json::object();
    h["name"] = hall.name.toStdString();
    h["rows"] = hall.rows;
    h["positions"] = hall.positions;
    h["tile_mm"] = number(hall.tileMm);
    h["floor_rating_kg_m2"] = number(hall.floorRatingKgM2);
    h["aisles"] = aisleLayoutName(hall.aisles).toStdString();
    h["air_class"] = hall.airClass.toStdString();
    h["water_class"] = hall.waterClass.toStdString();
    if (hall.facilityWaterC > 0)
        h["facility_water_c"] = number(hall.facilityWaterC);
    h["supply_air_c"] = number(hall.supplyAirC);
    if (!hall.upsPartId.isEmpty())
        h["ups"] = ordered_json{{"part", hall.upsPartId.toStdString()},
                                {"modules", hall.upsModules},
                                {"redundancy", hallRedundancyName(hall.upsRedundancy).toStdString()}};
    ordered_json feeds = ordered_json::array();
    for (const RowFeed& feed : hall.feeds) {
        ordered_json f{{"row", feed.row}, {"limit_w", number(feed.limitW)}};
        if (!feed.tapOffPartId.isEmpty())
            f["tap_off"] = feed.tapOffPartId.toStdString();
        feeds.push_back(std::move(f));
    }
    h["feeds"] = std::move(feeds);
    ordered_json air = ordered_json::array();
    for (const HallUnit& unit : hall.airUnits)
        air.push_back(hallUnitJson(unit));
    h["air_units"] = std::move(air);
    h["air_redundancy"] = hallRedundancyName(hall.airRedundancy).toStdString();
    ordered_json loops = ordered_json::array();
    for (const CoolantLoop& loop : hall.loops) {
        ordered_json l = ordered_json::object();
        l["id"] = loop.id.toStdString();
        l["name"] = loop.name.toStdString();
        l["supply_c"] = number(loop.supplyC);
        l["redundancy"] = hallRedundancyName(loop.redundancy).toStdString();
        ordered_json racks = ordered_json::array();
        for (const QString& id : loop.rackIds)
            racks.push_back(id.toStdString());
        l["racks"] = std::move(racks);
        ordered_json cdus = ordered_json::array();
        for (const HallUnit& cdu : loop.cdus)
            cdus.push_back(hallUnitJson(cdu));
        l["cdus"] = std::move(cdus);
        loops.push_back(std::move(l));
    }
    h["loops"] = std::move(loops);
    ordered_json doors = ordered_json::array();
    for (const RearDoor& door : hall.rearDoors)
        doors.push_back(
            ordered_json{{"rack", door.rackId.toStdString()}, {"part", door.partId.toStdString()}});
    h["rear_doors"] = std::move(doors);
    ordered_json e = ordered_json::object();
    if (hall.efficiency.airCop)
        e["air_cop"] = number(*hall.efficiency.airCop);
    if (hall.efficiency.liquidCop)
        e["liquid_cop"] = number(*hall.efficiency.liquidCop);
    if (hall.efficiency.upsEfficiency)
        e["ups_efficiency"] = number(*hall.efficiency.upsEfficiency);
    e["other_percent"] = number(hall.efficiency.otherPercent);
    h["efficiency"] = std::move(e);
    return h;
}

std::optional<PowerMeasurement> readMeasurement(const ObjectReader& device, bool measured) {
    if (!device.has("measurement"))
        return std::nullopt;
    const ObjectReader m = device.object("measurement");
    if (!measured)
        throw LoadError{m.objectPath(), DesignFile::tr("needs the device's measured_power_w")};
    m.rejectUnknownKeys({"date", "percentile", "peak_w", "source", "samples"});
    PowerMeasurement result;
    result.date = m.string("date", false);
    if (!result.date.isEmpty() && !QDate::fromString(result.date, Qt::ISODate).isValid())
        throw LoadError{
            m.path("date"),
            DesignFile::tr("must be a date written YYYY-MM-DD, got %1").arg(shown(m.value("date")))};
    static constexpr SettingRange kPercentile{"percentile", 1, 100};
    result.percentile = m.ranged(kPercentile, result.percentile);
    result.peakW = m.ranged(SettingRange{"peak_w", 0, SettingRange::kMeasuredPowerW.maximum}, 0);
    result.source = m.string("source", false);
    static const QStringList sources{QStringLiteral("nvidia-smi"), QStringLiteral("dcgm"),
                                     QStringLiteral("pdu"), QString()};
    if (!sources.contains(result.source))
        throw LoadError{
            m.path("source"),
            DesignFile::tr("must be nvidia-smi, dcgm or pdu, got %1").arg(shown(m.value("source")))};
    result.samples = m.whole("samples", 0, false, 0);
    return result;
}

ordered_json writeMeasurement(const PowerMeasurement& measurement) {
    ordered_json m = ordered_json::object();
    if (!measurement.date.isEmpty())
        m["date"] = measurement.date.toStdString();
    m["percentile"] = number(measurement.percentile);
    m["peak_w"] = number(measurement.peakW);
    if (!measurement.source.isEmpty())
        m["source"] = measurement.source.toStdString();
    m["samples"] = measurement.samples;
    return m;
}

} // namespace DesignFileDetail
