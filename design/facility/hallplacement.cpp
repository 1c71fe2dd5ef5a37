#include "facility/hallplacement.h"

#include "parts/partindex.h"

namespace {

const FacilitySpec* placementSpec(const PartIndex& parts, const QString& partId) {
    const Part* part = parts.find(partId);
    return part ? part->facility() : nullptr;
}

bool standsInRow(const Hall& hall, const PartIndex& parts, const HallUnit& unit) {
    const FacilitySpec* spec = placementSpec(parts, unit.partId);
    return spec && spec->takesRowPosition() && !hall.isWallRow(unit.row);
}

} // namespace

Hall HallPlacement::defaultHall(const Design& design) {
    Hall hall;
    int rows = 0;
    int positions = 0;
    for (const Rack& rack : design.racks) {
        rows = std::max(rows, rack.row + 1);
        positions = std::max(positions, rack.position + 1);
    }
    hall.rows = std::max(4, rows);
    hall.positions = std::max(10, positions + 2);
    hall.name = tr("Hall 1");
    return hall;
}

QString HallPlacement::occupant(const Design& design, const PartIndex& parts, int row, int position,
                                const QString& ignoring) {
    for (const Rack& rack : design.racks)
        if (rack.row == row && rack.position == position && rack.id != ignoring)
            return rack.id;
    if (!design.hall)
        return {};
    for (const HallUnit* unit : design.hall->units())
        if (unit->id != ignoring && unit->row == row && unit->position == position &&
            (design.hall->isWallRow(row) || standsInRow(*design.hall, parts, *unit)))
            return unit->id;
    return {};
}

QString HallPlacement::unitPlaceProblem(const Design& design, const PartIndex& parts, const QString& partId,
                                        int row, int position, const QString& unitId) {
    if (!design.hall)
        return tr("the design has no hall");
    const Hall& hall = *design.hall;
    const FacilitySpec* spec = placementSpec(parts, partId);
    if (!spec)
        return tr("%1 is not hall equipment").arg(partId);
    if (row < -1 || row > hall.rows || position < 0 || position >= hall.positions)
        return tr("outside the hall (%n row(s) of %1 places, and its two walls)", nullptr, hall.rows)
            .arg(hall.positions);
    if (spec->takesRowPosition() && hall.isWallRow(row))
        return tr("an in-row unit stands in a row, between the racks");
    if (!spec->takesRowPosition() && !hall.isWallRow(row))
        return tr("this unit stands along a wall, not in a row");
    const QString other = occupant(design, parts, row, position, unitId);
    if (!other.isEmpty())
        return tr("%1 stands there").arg(other);
    return {};
}

std::pair<int, int> HallPlacement::placeForNew(const Design& design, const PartIndex& parts,
                                               const QString& partId) {
    if (!design.hall)
        return {-1, 0};
    const Hall& hall = *design.hall;
    const FacilitySpec* spec = placementSpec(parts, partId);
    if (spec && spec->takesRowPosition()) {
        for (int row = hall.rows - 1; row >= 0; --row)
            for (int position = hall.positions - 1; position >= 0; --position)
                if (occupant(design, parts, row, position).isEmpty())
                    return {row, position};
        return {hall.rows - 1, hall.positions - 1};
    }
    for (int wall : {-1, hall.rows})
        for (int position = 0; position < hall.positions; ++position)
            if (occupant(design, parts, wall, position).isEmpty())
                return {wall, position};
    return {-1, 0};
}

QString HallPlacement::newUnitId(const Design& design, const QString& prefix) {
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(prefix).arg(n);
        bool used = design.idInUse(id);
        if (design.hall) {
            used = used || design.hall->unit(id);
            for (const CoolantLoop& loop : design.hall->loops)
                used = used || loop.id == id;
        }
        if (!used)
            return id;
    }
}

std::optional<Hall> HallPlacement::withUnitAdded(const Design& design, const PartIndex& parts,
                                                 const QString& partId, int loop, QString* error) {
    const FacilitySpec* spec = placementSpec(parts, partId);
    const bool unit = spec && (spec->type == FacilityType::Cdu || spec->type == FacilityType::Crah ||
                               spec->type == FacilityType::InRow);
    if (!design.hall || !unit) {
        if (error)
            *error = !design.hall
                         ? tr("the design has no hall")
                         : tr("%1 is not a CDU or an air unit: set it in the Facility section").arg(partId);
        return std::nullopt;
    }
    Hall hall = *design.hall;
    const auto [row, position] = placeForNew(design, parts, partId);
    if (spec->type == FacilityType::Cdu) {
        if (hall.loops.isEmpty()) {
            CoolantLoop first;
            first.id = newUnitId(design, QStringLiteral("loop"));
            hall.loops.append(first);
        }
        const qsizetype index = loop >= 0 && loop < hall.loops.size() ? loop : 0;
        Design named = design; // ids of the new loop count as used
        named.hall = hall;
        hall.loops[index].cdus.append(
            HallUnit{newUnitId(named, QStringLiteral("cdu")), partId, row, position});
    } else {
        hall.airUnits.append(HallUnit{newUnitId(design, QStringLiteral("air")), partId, row, position});
    }
    return hall;
}

Hall HallPlacement::withUnitRemoved(const Hall& hall, const QString& unitId) {
    Hall out = hall;
    out.airUnits.removeIf([&](const HallUnit& u) { return u.id == unitId; });
    for (CoolantLoop& loop : out.loops)
        loop.cdus.removeIf([&](const HallUnit& u) { return u.id == unitId; });
    return out;
}
