#pragma once

#include "facility/facilityreport.h"

#include <QCoreApplication>
#include <QStringList>

class PartIndex;
struct Budgets;

// "This hall" as a constraint of the explorer (docs/explore.md, "This hall"): a variant's racks against the
// hall's free positions, its IT power against the UPS with a module lost, its heat to liquid against the
// loops' CDUs with one lost and its heat to air against the air units with one lost. Each limit the
// variant does not fit is one reason, with the need, what the hall has and how much is missing.
struct HallFitShortfall {
    HallResource limit = HallResource::None;
    double need = 0; // positions, W
    double have = 0;
    QString reason; // translated
};

class HallFit {
    Q_DECLARE_TR_FUNCTIONS(HallFit)
public:
    static QList<HallFitShortfall> shortfalls(const Hall& hall, int racks, const Budgets& budgets,
                                              const PartIndex& parts);
    static QStringList reasons(const Hall& hall, int racks, const Budgets& budgets, const PartIndex& parts);
    // Positions of the hall a rack can take: every position less the in-row units'.
    static int freePositions(const Hall& hall, const PartIndex& parts);
};
