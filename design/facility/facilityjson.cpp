#include "facility/facilityjson.h"

#include "jsonwriter.h"

#include <cmath>

namespace {

double facilityR2(double value) {
    return std::round(value * 100.0) / 100.0;
}

void writeHallCapacity(JsonWriter& w, const RedundantCapacity& c) {
    w.field("units", c.units);
    w.field("capacity_w", facilityR2(c.totalW));
    w.field("usable_w", facilityR2(c.usableW));
    w.field("one_lost_w", facilityR2(c.oneLostW));
}

void writeHallStrings(JsonWriter& w, const char* key, const QStringList& list) {
    w.key(key);
    w.beginArray();
    for (const QString& s : list)
        w.value(s);
    w.endArray();
}

void writeHallUps(JsonWriter& w, const UpsBudget& ups) {
    w.beginObject();
    w.field("part", ups.partId);
    w.field("modules", ups.modules);
    w.field("redundancy", hallRedundancyName(ups.redundancy));
    w.field("module_w", facilityR2(ups.moduleW));
    writeHallCapacity(w, ups.capacity);
    w.field("load_w", facilityR2(ups.loadW));
    w.field("max_w", facilityR2(ups.maxW));
    w.field("typical_w", facilityR2(ups.typicalW));
    w.field("measured_w", facilityR2(ups.measuredW));
    w.field("measured_devices", ups.measuredDevices);
    w.field("devices", ups.devices);
    w.field("efficiency", ups.efficiency);
    w.field("efficiency_source", ups.efficiencyFromUser ? "user" : "catalog");
    w.endObject();
}

void writeHallAir(JsonWriter& w, const AirBudget& air) {
    w.beginObject();
    w.field("heat_w", facilityR2(air.heatW));
    w.field("rear_door_w", facilityR2(air.rearDoorW));
    w.field("airflow_cfm", facilityR2(air.airflowCfm));
    writeHallCapacity(w, air.capacity);
    w.field("units_airflow_cfm", facilityR2(air.unitsAirflowCfm));
    w.field("airflow_one_lost_cfm", facilityR2(air.airflowOneLostCfm));
    w.field("fans_w", facilityR2(air.fansW));
    w.field("supply_air_c", air.supplyAirC);
    w.field("air_class", air.airClass);
    w.field("allowable_min_c", air.allowableMinC);
    w.field("allowable_max_c", air.allowableMaxC);
    w.endObject();
}

void writeHallLoop(JsonWriter& w, const LoopBudget& loop) {
    w.beginObject();
    w.field("id", loop.id);
    w.field("name", loop.name);
    w.field("supply_c", loop.supplyC);
    w.field("facility_water_c", loop.facilityWaterC);
    w.field("approach_c", facilityR2(loop.approachC));
    w.field("rated_approach_c", loop.ratedApproachC);
    w.field("heat_w", facilityR2(loop.heatW));
    w.field("flow_l_per_min", facilityR2(loop.flowLpm));
    writeHallCapacity(w, loop.capacity);
    w.field("rated_flow_l_per_min", facilityR2(loop.ratedFlowLpm));
    w.field("flow_one_lost_l_per_min", facilityR2(loop.flowOneLostLpm));
    w.field("pumps_w", facilityR2(loop.pumpsW));
    writeHallStrings(w, "cdus", loop.cduIds);
    writeHallStrings(w, "racks", loop.rackIds);
    w.endObject();
}

void writeHallPue(JsonWriter& w, const PueBudget& pue) {
    w.beginObject();
    w.field("pue", std::round(pue.pue * 1000) / 1000);
    w.field("it_w", facilityR2(pue.itW));
    w.field("ups_loss_w", facilityR2(pue.upsLossW));
    w.field("fans_w", facilityR2(pue.fansW));
    w.field("pumps_w", facilityR2(pue.pumpsW));
    w.field("air_plant_w", facilityR2(pue.airPlantW));
    w.field("liquid_plant_w", facilityR2(pue.liquidPlantW));
    w.field("other_w", facilityR2(pue.otherW));
    w.field("air_cop", pue.airCop);
    w.field("air_cop_source", pue.airCopFromUser ? "user" : "estimate");
    w.field("liquid_cop", pue.liquidCop);
    w.field("liquid_cop_source", pue.liquidCopFromUser ? "user" : "estimate");
    w.endObject();
}

void writeHallRack(JsonWriter& w, const RackFacility& rack) {
    w.beginObject();
    w.field("rack", rack.rackId);
    w.field("row", rack.row);
    w.field("position", rack.position);
    w.field("in_hall", rack.inHall);
    w.field("load_kg_m2", facilityR2(rack.loadKgM2));
    w.field("floor_share", facilityR2(rack.floorShare));
    w.field("feed_share", facilityR2(rack.feedShare));
    w.field("power_share", facilityR2(rack.powerShare));
    w.field("air_share", facilityR2(rack.airShare));
    w.field("liquid_share", facilityR2(rack.liquidShare));
    w.field("rear_door_w", facilityR2(rack.rearDoorW));
    w.field("limit", hallResourceName(rack.limit));
    w.field("limit_share", facilityR2(rack.limitShare));
    w.endObject();
}

} // namespace

void writeFacilityJson(JsonWriter& w, const FacilityReport& report) {
    w.beginObject();
    w.field("name", report.name);
    w.field("limiting", hallResourceName(report.limiting));
    w.field("limiting_share", facilityR2(report.limitingShare));
    w.field("heat_w", facilityR2(report.heatW()));
    w.field("heat_liquid_w", facilityR2(report.liquidHeatW()));
    w.field("liquid_share", report.heatW() > 0 ? facilityR2(report.liquidHeatW() / report.heatW()) : 0.0);
    w.key("ups");
    writeHallUps(w, report.ups);
    w.key("feeds");
    w.beginArray();
    for (const RowFeedBudget& feed : report.feeds) {
        w.beginObject();
        w.field("row", feed.row);
        w.field("limit_w", facilityR2(feed.limitW));
        w.field("load_w", facilityR2(feed.loadW));
        w.field("tap_off", feed.tapOffPartId);
        w.field("tap_off_w", facilityR2(feed.tapOffW));
        writeHallStrings(w, "racks", feed.rackIds);
        w.endObject();
    }
    w.endArray();
    w.key("air");
    writeHallAir(w, report.air);
    w.key("loops");
    w.beginArray();
    for (const LoopBudget& loop : report.loops)
        writeHallLoop(w, loop);
    w.endArray();
    w.field("in_rack_liquid_w", facilityR2(report.inRackLiquidW));
    w.key("floor");
    w.beginObject();
    w.field("rating_kg_m2", report.floor.ratingKgM2);
    w.field("tile_mm", report.floor.tileMm);
    w.field("positions", report.floor.positions);
    w.field("positions_used", report.floor.used());
    w.field("racks", report.floor.racks);
    w.field("in_row_units", report.floor.inRowUnits);
    w.field("max_load_kg_m2", facilityR2(report.floor.maxLoadKgM2));
    w.field("max_load_rack", report.floor.maxLoadRackId);
    w.endObject();
    w.key("pue");
    writeHallPue(w, report.pue);
    w.key("racks");
    w.beginArray();
    for (const RackFacility& rack : report.racks)
        writeHallRack(w, rack);
    w.endArray();
    w.key("findings");
    w.beginArray();
    for (const HallFinding& f : report.findings) {
        w.beginObject();
        w.field("severity", severityName(f.finding.severity));
        w.field("code", f.finding.code);
        w.field("hall_part", f.hallPart);
        w.field("part", f.finding.partId);
        writeHallStrings(w, "racks", f.rackIds);
        w.field("message", f.finding.message);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}
