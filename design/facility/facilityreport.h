#pragma once

#include "model/finding.h"
#include "model/hall.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// What the hall's budgets are worked out from, per rack: the analysis' figures of each rack (the facility
// folder reads no budgets of its own; design/analysis/hallloads.h makes these). Power in W, weight in kg.
struct HallRackLoad {
    QString id;
    int row = 0;
    int position = 0;
    double plannedW = 0; // at the design's planning basis
    double maxW = 0;     // every device at its maximum (vendor, else computed)
    double typicalW = 0;
    double measuredW = 0; // measured where a device has a reading, its maximum where not
    int measuredDevices = 0;
    int devices = 0;
    double heatAirW = 0;
    double heatLiquidW = 0;
    double airflowCfm = 0;
    double weightKg = 0; // devices, components, PDUs and the rack itself
    double widthMm = 600;
    double depthMm = 1200;
    bool inRackCdu = false; // the rack part has its own liquid cooling (an in-rack CDU)
};

// The resource that limits a rack, or the hall (what the plan colours racks by).
enum class HallResource { None, Power, Feed, Air, Liquid, Floor, Space };
QString hallResourceName(HallResource resource);  // "power", "feed", ...
QString hallResourceLabel(HallResource resource); // translated

// A group of like units with its redundancy: what they carry in all, as the redundancy counts them, and
// with the largest one lost.
struct RedundantCapacity {
    int units = 0;
    double totalW = 0;
    double usableW = 0;  // N: all; N+1: all but the largest; 2N: half
    double oneLostW = 0; // all but the largest
};

struct UpsBudget {
    QString partId;
    int modules = 0;
    HallRedundancy redundancy = HallRedundancy::NPlus1;
    double moduleW = 0;
    RedundantCapacity capacity;
    double loadW = 0; // the planned IT load (the design's basis)
    double maxW = 0;
    double typicalW = 0;
    double measuredW = 0;
    int measuredDevices = 0;
    int devices = 0;
    double efficiency = 0; // at its rated load (the part's, or the hall's efficiency setting)
    bool efficiencyFromUser = false;
};

struct RowFeedBudget {
    int row = 0;
    double limitW = 0;
    double loadW = 0;
    QString tapOffPartId;
    double tapOffW = 0; // one tap-off's continuous capacity (derated as the design's circuits)
    QStringList rackIds;
};

struct AirBudget {
    double heatW = 0;      // the racks' heat to air less what rear doors take
    double rearDoorW = 0;  // heat the rear doors take out of the racks' exhaust
    double airflowCfm = 0; // the racks'
    RedundantCapacity capacity;
    double unitsAirflowCfm = 0;
    double airflowOneLostCfm = 0;
    double fansW = 0; // the air units' and active doors' fans at this load (affinity law)
    double ratedFansW = 0;
    double doorFansRatedW = 0;
    double dutyShare = 0; // of the air units' heat or airflow, whichever is higher
    double supplyAirC = 0;
    QString airClass;
    double allowableMinC = 0;
    double allowableMaxC = 0;
};

struct LoopBudget {
    QString id;
    QString name;
    double supplyC = 0;
    double facilityWaterC = 0;
    double approachC = 0; // supply minus facility water: what the CDUs' heat exchangers have
    double ratedApproachC = 0;
    double heatW = 0;           // cold plates and rear doors on the loop
    double flowLpm = 0;         // the flow that heat needs at the design's coolant temperature rise
    RedundantCapacity capacity; // at this approach
    double ratedFlowLpm = 0;
    double flowOneLostLpm = 0;
    double pumpsW = 0;
    double ratedPumpsW = 0;
    QStringList rackIds;
    QStringList cduIds;
};

struct FloorBudget {
    double ratingKgM2 = 0;
    double tileMm = 0;
    int positions = 0;
    int racks = 0;      // racks standing in the hall
    int inRowUnits = 0; // air units and CDUs that take a rack position
    int used() const { return racks + inRowUnits; }
    double maxLoadKgM2 = 0;
    QString maxLoadRackId;
};

struct PueBudget {
    double itW = 0; // typical IT load (energy is counted at it)
    double upsLossW = 0;
    double fansW = 0;
    double pumpsW = 0;
    double airPlantW = 0;    // chilling the air units' water
    double liquidPlantW = 0; // rejecting the liquid loops' heat
    double otherW = 0;       // lighting, controls
    double airCop = 0;
    double liquidCop = 0;
    bool airCopFromUser = false;
    bool liquidCopFromUser = false;
    double pue = 1;
    double overheadW() const { return upsLossW + fansW + pumpsW + airPlantW + liquidPlantW + otherW; }
};

// One rack as the hall sees it: its share of each resource and the one it uses most.
struct RackFacility {
    QString rackId;
    int row = 0;
    int position = 0;
    bool inHall = true;
    double loadKgM2 = 0;
    double floorShare = 0;
    double feedShare = 0;   // of its row feed or tap-off, whichever is fuller
    double powerShare = 0;  // of the UPS (the hall's: the same for every rack)
    double airShare = 0;    // of the air units (the hall's)
    double liquidShare = 0; // of its loop
    int loop = -1;
    double rearDoorW = 0;
    HallResource limit = HallResource::None;
    double limitShare = 0;
};

// A hall finding with the hall part it is about and the racks behind it (its Finding is in
// Budgets::findings too: device = the hall part, rack = the rack when it is about one).
struct HallFinding {
    Finding finding;
    QString hallPart; // "ups", "air", a loop's or unit's id, "row 2", "floor", "positions"
    QStringList rackIds;
};

struct FacilityReport {
    QString name;
    UpsBudget ups;
    QList<RowFeedBudget> feeds;
    AirBudget air;
    QList<LoopBudget> loops;
    double inRackLiquidW = 0; // liquid heat of racks cooled by their own in-rack CDUs
    FloorBudget floor;
    PueBudget pue;
    QList<RackFacility> racks;
    HallResource limiting = HallResource::None; // the resource the hall uses most of
    double limitingShare = 0;
    double heatW() const { return air.heatW + air.rearDoorW + liquidHeatW(); }
    double liquidHeatW() const;
    QList<HallFinding> findings;
    QHash<QString, qsizetype> rackIndex; // position in `racks` by id (the plan looks every rack up)
    const RackFacility* rack(const QString& rackId) const;
};
