#pragma once

#include "model/design.h"

#include <QCoreApplication>

class PartIndex;

// Where things go in the hall (docs/facility.md, "Hall plan"): the rules the plan's drags and the
// Facility section's buttons follow, so that the window and the tests use the same ones. A position is
// (row, place); rows -1 and `rows` are the walls before the first row and behind the last.
class HallPlacement {
    Q_DECLARE_TR_FUNCTIONS(HallPlacement)
public:
    // A hall around the design's racks: as many rows as they use and two spare positions a row (at least
    // 4 rows of 10); no UPS, air units or loops yet.
    static Hall defaultHall(const Design& design);
    // What stands at a position: a rack's or unit's id, empty when free. Units on the walls never block
    // racks; in-row units (CDUs, in-row coolers) take a rack position.
    static QString occupant(const Design& design, const PartIndex& parts, int row, int position,
                            const QString& ignoring = {});
    // Whether `unitId` (a unit of the hall, or a new one of `partId`) may stand at (row, position); empty
    // when it may, else why not.
    static QString unitPlaceProblem(const Design& design, const PartIndex& parts, const QString& partId,
                                    int row, int position, const QString& unitId = {});
    // The first place a new unit of `partId` may take: in-row units the first free rack position, from
    // the end of the last row; others the next place along the wall before the first row.
    static std::pair<int, int> placeForNew(const Design& design, const PartIndex& parts,
                                           const QString& partId);
    // A fresh unit id, "cdu-3" or "air-2", used by no rack, device, unit or loop.
    static QString newUnitId(const Design& design, const QString& prefix);
    // The hall with a unit of `partId` added at placeForNew (a CDU to loop `loop`, a new loop when there is
    // none); nullopt with `error` when the part is not a placeable unit.
    static std::optional<Hall> withUnitAdded(const Design& design, const PartIndex& parts,
                                             const QString& partId, int loop, QString* error);
    static Hall withUnitRemoved(const Hall& hall, const QString& unitId);
};
