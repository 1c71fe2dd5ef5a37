#pragma once

#include "model/settingrange.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// The hall around the racks (design file version 11, `hall`; docs/facility.md): its rows and positions,
// the UPS that carries the IT load and the feed of each row, the air units and the coolant loops with
// their CDUs, the rear doors, the facility's water and air classes, the floor and the aisles. Parts are
// catalog ids of kind `facility`; the racks keep their own row and position (Rack::row, Rack::position).

// How many of a group of units may fail before the load is no longer carried.
enum class HallRedundancy {
    N,      // every unit carries load: one lost is load lost
    NPlus1, // one unit spare
    TwoN,   // two full sets (A and B): half the units are spare
};
QString hallRedundancyName(HallRedundancy redundancy); // "N", "N+1", "2N"
std::optional<HallRedundancy> hallRedundancyFromName(const QString& name);

// Which way the rows face: alternating (rows 0 and 1 face each other across a cold aisle, 1 and 2 share
// a hot aisle behind them, ...) or every row facing the same way (the exhaust of one row is the intake of
// the next).
enum class AisleLayout { HotCold, SameDirection };
QString aisleLayoutName(AisleLayout layout); // "hot-cold", "same-direction"
std::optional<AisleLayout> aisleLayoutFromName(const QString& name);

// A unit placed in the hall: in a row at a position (in-row coolers and CDUs take a rack position), or
// along a wall: row -1 is the wall before the first row, row `rows` the wall behind the last.
struct HallUnit {
    QString id;
    QString partId;
    int row = -1;
    int position = 0;
    bool operator==(const HallUnit&) const = default;
};

// A technology cooling system (secondary) loop: its CDUs, the racks on it, the supply temperature the
// CDUs hold it at. A rack that is on no loop takes its liquid share to the first loop that lists no racks.
struct CoolantLoop {
    QString id;
    QString name;
    double supplyC = 30; // technology coolant supply temperature the CDUs hold
    HallRedundancy redundancy = HallRedundancy::NPlus1;
    QList<HallUnit> cdus;
    QStringList rackIds; // empty: every liquid-cooled rack on no other loop
    bool operator==(const CoolantLoop&) const = default;
};

// A row's power feed: a busway (its rating) with a tap-off per rack, or a row PDU feed.
struct RowFeed {
    int row = 0;
    double limitW = 0;    // the feed's continuous rating for the whole row; 0: not limited
    QString tapOffPartId; // a busway tap-off part, one per rack of the row; empty: none
    bool operator==(const RowFeed&) const = default;
};

struct RearDoor {
    QString rackId;
    QString partId;
    bool operator==(const RearDoor&) const = default;
};

// What the PUE is worked out from where the catalog parts do not say (docs/facility.md, "PUE").
struct HallEfficiency {
    // Heat moved per W of chillers, towers or dry coolers and their pumps, for the heat to air (the air
    // units' chilled water) and to liquid (the facility water); default by water class
    // (facility/ashraeclass.h).
    std::optional<double> airCop;
    std::optional<double> liquidCop;
    std::optional<double> upsEfficiency; // at the hall's load; default the UPS part's
    double otherPercent = 2;             // lighting, offices, controls: % of the IT load
    bool operator==(const HallEfficiency&) const = default;
};

struct Hall {
    QString name;
    int rows = 4;
    int positions = 10; // rack positions per row
    double tileMm = 600;
    double floorRatingKgM2 = 1200;
    AisleLayout aisles = AisleLayout::HotCold;
    QString airClass = QStringLiteral("A1");    // ASHRAE TC 9.9 A1-A4
    QString waterClass = QStringLiteral("W32"); // ASHRAE TC 9.9 W17, W27, W32, W40, W45, W+
    double facilityWaterC = 0;                  // facility water supply; 0: the class's upper limit
    double supplyAirC = 24;                     // cold-aisle air the air units supply
    QString upsPartId;
    int upsModules = 0;
    HallRedundancy upsRedundancy = HallRedundancy::NPlus1;
    QList<RowFeed> feeds;
    QList<HallUnit> airUnits;
    HallRedundancy airRedundancy = HallRedundancy::NPlus1;
    QList<CoolantLoop> loops;
    QList<RearDoor> rearDoors;
    HallEfficiency efficiency;
    bool operator==(const Hall&) const = default;

    const RowFeed* feed(int row) const;
    const RearDoor* rearDoor(const QString& rackId) const;
    // The loop a rack's liquid goes to: the loop that lists it, else the first loop that lists none; -1.
    int loopOf(const QString& rackId) const;
    // Every unit placed in the hall, air units first, then the CDUs loop by loop.
    QList<const HallUnit*> units() const;
    const HallUnit* unit(const QString& id) const;
    HallUnit* mutableUnit(const QString& id);
    bool isWallRow(int row) const { return row < 0 || row >= rows; }
};

// The ranges of the hall's numbers (docs/design-format.md, "Ranges").
namespace HallRange {
inline constexpr SettingRange kRows{"rows", 1, 200};
inline constexpr SettingRange kPositions{"positions", 1, 500};
// Raised-floor tiles are 600 mm (24 in, 610 mm) square; 300-1,200 mm covers every grid in use.
inline constexpr SettingRange kTileMm{"tile_mm", 300, 1200};
// 200 kg/m^2 (an office floor) to 10,000 kg/m^2 (a slab built for immersion tanks).
inline constexpr SettingRange kFloorRatingKgM2{"floor_rating_kg_m2", 200, 10000};
inline constexpr SettingRange kFacilityWaterC{"facility_water_c", 0, 70};
inline constexpr SettingRange kSupplyAirC{"supply_air_c", 5, 45};
inline constexpr SettingRange kLoopSupplyC{"supply_c", 5, 70};
inline constexpr SettingRange kUpsModules{"modules", 0, 64};
inline constexpr SettingRange kFeedLimitW{"limit_w", 0, 1e8};
// Heat rejection of 0.5 W to 100 W of heat per W: from a poor air-cooled chiller to dry coolers alone.
inline constexpr SettingRange kAirCop{"air_cop", 0.5, 100};
inline constexpr SettingRange kLiquidCop{"liquid_cop", 0.5, 100};
inline constexpr SettingRange kUpsEfficiency{"ups_efficiency", 0.5, 1};
inline constexpr SettingRange kOtherPercent{"other_percent", 0, 50};
} // namespace HallRange
