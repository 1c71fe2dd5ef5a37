#include "facility/hallanalysis.h"

#include "facility/hallsteps.h"
#include "model/design.h"
#include "parts/partindex.h"

#include <QHash>
#include <algorithm>

namespace {

using namespace HallText;

const FacilitySpec* hallSpecOf(const PartIndex& parts, const QString& partId) {
    const Part* part = parts.find(partId);
    return part ? part->facility() : nullptr;
}

void placeRacks(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    const Hall& hall = c.hall;
    report.floor.positions = hall.rows * hall.positions;
    report.floor.ratingKgM2 = hall.floorRatingKgM2;
    report.floor.tileMm = hall.tileMm;
    QHash<std::pair<int, int>, QString> taken; // (row, position) -> rack or unit id
    // Each listed rack's loop, and the loop of the rest (Hall::loopOf, without a scan per rack).
    QHash<QString, int> listed;
    int open = -1;
    for (qsizetype l = hall.loops.size() - 1; l >= 0; --l) {
        for (const QString& id : hall.loops[l].rackIds)
            listed.insert(id, int(l));
        if (hall.loops[l].rackIds.isEmpty())
            open = int(l);
    }
    for (const HallRackLoad& load : c.racks) {
        RackFacility rack;
        rack.rackId = load.id;
        rack.row = load.row;
        rack.position = load.position;
        rack.inHall = load.row < hall.rows && load.position < hall.positions;
        rack.loop = listed.value(load.id, open);
        report.racks.append(rack);
        if (!rack.inHall) {
            findings.add(Severity::Error, "hall.positions.outside", QStringLiteral("positions"), {load.id},
                         Facility::tr("Rack %1 stands in row %2, place %3: the hall has %n row(s) of %4 "
                                      "positions",
                                      nullptr, hall.rows)
                             .arg(load.id)
                             .arg(load.row + 1)
                             .arg(load.position + 1)
                             .arg(hall.positions),
                         {}, load.id);
            continue;
        }
        ++report.floor.racks;
        taken.insert({load.row, load.position}, load.id);
    }
    for (const HallUnit* unit : hall.units()) {
        const FacilitySpec* spec = hallSpecOf(c.parts, unit->partId);
        if (!spec || !spec->takesRowPosition() || hall.isWallRow(unit->row))
            continue;
        if (unit->position >= hall.positions) {
            findings.add(Severity::Error, "hall.positions.outside", unit->id, {},
                         Facility::tr("%1 stands at place %2 of row %3: the rows have %4 positions")
                             .arg(unit->id)
                             .arg(unit->position + 1)
                             .arg(unit->row + 1)
                             .arg(hall.positions),
                         unit->partId);
            continue;
        }
        const auto place = std::pair<int, int>{unit->row, unit->position};
        if (const auto it = taken.constFind(place); it != taken.cend()) {
            findings.add(Severity::Error, "hall.positions.taken", unit->id,
                         c.hall.unit(*it) ? QStringList{} : QStringList{*it},
                         Facility::tr("%1 and %2 both stand at place %3 of row %4")
                             .arg(unit->id, *it)
                             .arg(unit->position + 1)
                             .arg(unit->row + 1),
                         unit->partId);
            continue;
        }
        taken.insert(place, unit->id);
        ++report.floor.inRowUnits;
    }
}

void analyzeUps(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    UpsBudget& ups = report.ups;
    for (const HallRackLoad& load : c.racks) {
        ups.loadW += load.plannedW;
        ups.maxW += load.maxW;
        ups.typicalW += load.typicalW;
        ups.measuredW += load.measuredW;
        ups.measuredDevices += load.measuredDevices;
        ups.devices += load.devices;
    }
    const FacilitySpec* spec = hallSpecOf(c.parts, c.hall.upsPartId);
    ups.partId = c.hall.upsPartId;
    ups.modules = c.hall.upsModules;
    ups.redundancy = c.hall.upsRedundancy;
    ups.efficiencyFromUser = c.hall.efficiency.upsEfficiency.has_value();
    ups.efficiency = c.hall.efficiency.upsEfficiency.value_or(spec ? spec->efficiency : 1.0);
    if (!spec || ups.modules <= 0) {
        findings.add(Severity::Info, "hall.ups.none", QStringLiteral("ups"), {},
                     Facility::tr("The hall names no UPS: its IT load of %1 is not checked against one")
                         .arg(kw(ups.loadW)));
        return;
    }
    ups.moduleW = spec->capacityW;
    ups.capacity = redundantCapacity(QList<double>(ups.modules, ups.moduleW), ups.redundancy);
    const QStringList all = rackIdsWhere(report, [](const RackFacility&) { return true; });
    const QString redundancy = hallRedundancyName(ups.redundancy);
    if (ups.loadW > ups.capacity.totalW) {
        findings.add(Severity::Error, "hall.ups.over_capacity", QStringLiteral("ups"), all,
                     Facility::tr("The IT load of %1 is more than the UPS carries: %n module(s) of %2, %3 in "
                                  "all, %4 short",
                                  nullptr, ups.modules)
                         .arg(kw(ups.loadW), kw(ups.moduleW), kw(ups.capacity.totalW),
                              kw(ups.loadW - ups.capacity.totalW)),
                     ups.partId);
    } else if (ups.redundancy == HallRedundancy::TwoN && ups.loadW > ups.capacity.usableW) {
        findings.add(
            Severity::Warning, "hall.ups.redundancy_lost", QStringLiteral("ups"), all,
            Facility::tr("At 2N each side of the UPS carries %1, less than the IT load of %2: a side "
                         "lost is %3 short")
                .arg(kw(ups.capacity.usableW), kw(ups.loadW), kw(ups.loadW - ups.capacity.usableW)),
            ups.partId);
    } else if (ups.redundancy != HallRedundancy::TwoN && ups.loadW > ups.capacity.oneLostW) {
        findings.add(
            Severity::Warning, "hall.ups.module_lost", QStringLiteral("ups"), all,
            Facility::tr("With one of the %n UPS module(s) lost, %1 remain for the IT load of %2: %3 "
                         "short (%4)",
                         nullptr, ups.modules)
                .arg(kw(ups.capacity.oneLostW), kw(ups.loadW), kw(ups.loadW - ups.capacity.oneLostW),
                     redundancy),
            ups.partId);
    }
    const double share = ups.capacity.usableW > 0 ? ups.loadW / ups.capacity.usableW : 0;
    for (RackFacility& rack : report.racks)
        rack.powerShare = share;
}

void analyzeFeeds(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    for (const RowFeed& feed : c.hall.feeds) {
        RowFeedBudget budget;
        budget.row = feed.row;
        budget.limitW = feed.limitW;
        budget.tapOffPartId = feed.tapOffPartId;
        if (const FacilitySpec* tap = hallSpecOf(c.parts, feed.tapOffPartId))
            budget.tapOffW = tap->capacityW * c.settings.deratingPercent / 100.0;
        for (const HallRackLoad& load : c.racks)
            if (load.row == feed.row) {
                budget.loadW += load.plannedW;
                budget.rackIds.append(load.id);
            }
        const QString part = Facility::tr("row %1").arg(feed.row + 1);
        if (budget.limitW > 0 && budget.loadW > budget.limitW)
            findings.add(Severity::Error, "hall.feed.over_limit", part, budget.rackIds,
                         Facility::tr("Row %1 draws %2 from a feed rated %3: %4 over (%5)")
                             .arg(feed.row + 1)
                             .arg(kw(budget.loadW), kw(budget.limitW), kw(budget.loadW - budget.limitW),
                                  racks(budget.rackIds)));
        for (RackFacility& rack : report.racks) {
            if (rack.row != feed.row)
                continue;
            const HallRackLoad& load = *std::find_if(
                c.racks.cbegin(), c.racks.cend(), [&](const HallRackLoad& l) { return l.id == rack.rackId; });
            double share = budget.limitW > 0 ? budget.loadW / budget.limitW : 0;
            if (budget.tapOffW > 0) {
                share = std::max(share, load.plannedW / budget.tapOffW);
                if (load.plannedW > budget.tapOffW)
                    findings.add(Severity::Error, "hall.feed.tap_off_over", part, {rack.rackId},
                                 Facility::tr("Rack %1 draws %2 through a busway tap-off that carries %3 "
                                              "continuously (%4 % of its rating)")
                                     .arg(rack.rackId, kw(load.plannedW), kw(budget.tapOffW),
                                          number(c.settings.deratingPercent)),
                                 budget.tapOffPartId, rack.rackId);
            }
            rack.feedShare = share;
        }
        report.feeds.append(budget);
    }
}

void analyzeFloor(const HallContext& c, FacilityReport& report, HallFindings& findings) {
    const double rating = c.hall.floorRatingKgM2;
    for (qsizetype i = 0; i < report.racks.size(); ++i) {
        RackFacility& rack = report.racks[i];
        const HallRackLoad& load = c.racks[i];
        const double areaM2 = load.widthMm * load.depthMm / 1e6;
        if (!rack.inHall || areaM2 <= 0)
            continue;
        rack.loadKgM2 = load.weightKg / areaM2;
        rack.floorShare = rack.loadKgM2 / rating;
        if (rack.loadKgM2 > report.floor.maxLoadKgM2) {
            report.floor.maxLoadKgM2 = rack.loadKgM2;
            report.floor.maxLoadRackId = rack.rackId;
        }
        if (rack.loadKgM2 > rating)
            findings.add(Severity::Error, "hall.floor.over_rating", QStringLiteral("floor"), {rack.rackId},
                         Facility::tr("Rack %1 puts %2 kg on %3 m² of floor, %4 kg/m²: %5 % over the floor's "
                                      "rating of %6 kg/m²")
                             .arg(rack.rackId, number(load.weightKg), number(areaM2, 2),
                                  number(rack.loadKgM2), number((rack.loadKgM2 / rating - 1) * 100),
                                  number(rating)),
                         {}, rack.rackId);
    }
    for (const HallUnit* unit : c.hall.units()) {
        const Part* part = c.parts.find(unit->partId);
        const FacilitySpec* spec = part ? part->facility() : nullptr;
        if (!spec || spec->widthMm <= 0 || spec->depthMm <= 0 || part->weightKg <= 0)
            continue;
        const double load = part->weightKg / (spec->widthMm * spec->depthMm / 1e6);
        if (load > rating)
            findings.add(Severity::Error, "hall.floor.over_rating", unit->id, {},
                         Facility::tr("%1 (%2) puts %3 kg/m² on the floor, over its rating of %4 kg/m²")
                             .arg(unit->id, part->model, number(load), number(rating)),
                         unit->partId);
    }
}

// Each rack's limit: the resource it uses the largest share of, among those it uses.
void rackLimits(const HallContext& c, FacilityReport& report) {
    for (qsizetype i = 0; i < report.racks.size(); ++i) {
        RackFacility& rack = report.racks[i];
        const HallRackLoad& load = c.racks[i];
        const std::pair<HallResource, double> shares[] = {
            {HallResource::Power, report.ups.capacity.usableW > 0 ? rack.powerShare : 0},
            {HallResource::Feed, rack.feedShare},
            {HallResource::Air, load.heatAirW - rack.rearDoorW > 0 ? rack.airShare : 0},
            {HallResource::Liquid, load.heatLiquidW > 0 ? rack.liquidShare : 0},
            {HallResource::Floor, rack.floorShare},
        };
        for (const auto& [resource, share] : shares)
            if (share > rack.limitShare) {
                rack.limit = resource;
                rack.limitShare = share;
            }
    }
    const auto consider = [&](HallResource resource, double share) {
        if (share > report.limitingShare) {
            report.limiting = resource;
            report.limitingShare = share;
        }
    };
    consider(HallResource::Power,
             report.ups.capacity.usableW > 0 ? report.ups.loadW / report.ups.capacity.usableW : 0);
    for (const RowFeedBudget& feed : report.feeds)
        consider(HallResource::Feed, feed.limitW > 0 ? feed.loadW / feed.limitW : 0);
    consider(HallResource::Air,
             report.air.capacity.usableW > 0 ? report.air.heatW / report.air.capacity.usableW : 0);
    for (const LoopBudget& loop : report.loops)
        consider(HallResource::Liquid, loop.capacity.usableW > 0 ? loop.heatW / loop.capacity.usableW
                                       : loop.heatW > 0          ? 2.0
                                                                 : 0);
    consider(HallResource::Floor,
             report.floor.ratingKgM2 > 0 ? report.floor.maxLoadKgM2 / report.floor.ratingKgM2 : 0);
    consider(HallResource::Space,
             report.floor.positions > 0 ? double(report.floor.used()) / report.floor.positions : 0);
}

} // namespace

RedundantCapacity redundantCapacity(const QList<double>& unitW, HallRedundancy redundancy) {
    RedundantCapacity c;
    c.units = int(unitW.size());
    double largest = 0;
    for (double w : unitW) {
        c.totalW += w;
        largest = std::max(largest, w);
    }
    c.oneLostW = c.totalW - largest;
    switch (redundancy) {
    case HallRedundancy::N:
        c.usableW = c.totalW;
        break;
    case HallRedundancy::NPlus1:
        c.usableW = c.oneLostW;
        break;
    case HallRedundancy::TwoN:
        c.usableW = c.totalW / 2;
        break;
    }
    return c;
}

FacilityReport analyzeHall(const Hall& hall, const QList<HallRackLoad>& racks, const DesignSettings& settings,
                           const PartIndex& parts) {
    FacilityReport report;
    report.name = hall.name;
    HallFindings findings(report);
    const HallContext context{hall, racks, settings, parts};
    placeRacks(context, report, findings);
    analyzeUps(context, report, findings);
    analyzeFeeds(context, report, findings);
    analyzeFloor(context, report, findings);
    analyzeAir(context, report, findings);
    analyzeLoops(context, report, findings);
    analyzePue(context, report);
    rackLimits(context, report);
    for (qsizetype i = 0; i < report.racks.size(); ++i)
        report.rackIndex.insert(report.racks[i].rackId, i);
    return report;
}

double FacilityReport::liquidHeatW() const {
    double heat = inRackLiquidW;
    for (const LoopBudget& loop : loops)
        heat += loop.heatW;
    return heat;
}

const RackFacility* FacilityReport::rack(const QString& rackId) const {
    const qsizetype i = rackIndex.value(rackId, -1);
    return i >= 0 && i < racks.size() ? &racks[i] : nullptr;
}

QString hallResourceName(HallResource resource) {
    switch (resource) {
    case HallResource::None:
        return QStringLiteral("none");
    case HallResource::Power:
        return QStringLiteral("power");
    case HallResource::Feed:
        return QStringLiteral("feed");
    case HallResource::Air:
        return QStringLiteral("air");
    case HallResource::Liquid:
        return QStringLiteral("liquid");
    case HallResource::Floor:
        return QStringLiteral("floor");
    case HallResource::Space:
        return QStringLiteral("space");
    }
    return {};
}

QString hallResourceLabel(HallResource resource) {
    switch (resource) {
    case HallResource::None:
        return Facility::tr("nothing");
    case HallResource::Power:
        return Facility::tr("UPS power");
    case HallResource::Feed:
        return Facility::tr("row feed");
    case HallResource::Air:
        return Facility::tr("air cooling");
    case HallResource::Liquid:
        return Facility::tr("liquid cooling");
    case HallResource::Floor:
        return Facility::tr("floor loading");
    case HallResource::Space:
        return Facility::tr("rack positions");
    }
    return {};
}

QString HallText::racks(const QStringList& rackIds) {
    if (rackIds.size() <= 4)
        return rackIds.join(QStringLiteral(", "));
    return Facility::tr("%1 … %2, %n rack(s)", nullptr, int(rackIds.size()))
        .arg(rackIds.first(), rackIds.last());
}
