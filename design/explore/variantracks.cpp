#include "explore/variantracks.h"
#include "explore/explorertext.h"

#include "analysis/analyzer.h"
#include "analysis/rackanalysis.h"
#include "explore/explorecandidates.h"
#include "model/idreserver.h"
#include "parts/partindex.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

std::pair<QString, double> rackFor(const Part& chassis, const PartIndex& parts, double rackKw,
                                   const QString& cooling) {
    const double liquid = liquidShareOf(chassis);
    QString best;
    double bestBudget = 0;
    double bestPrice = 0;
    for (const Part* candidate : parts.ofKind(PartKind::Rack)) {
        const Part& part = *candidate;
        const RackSpec* rack = part.rack();
        if (!rack || part.heightU < chassis.heightU || (liquid > 0) != (rack->liquidBudgetW > 0))
            continue;
        const QString rackCooling = rack->cooling.isEmpty() ? QStringLiteral("air") : rack->cooling;
        if (rackCooling != cooling)
            continue;
        double budget = std::min(rackKw * 1000, rack->powerBudgetW);
        if (liquid < 1)
            budget = std::min(budget, rack->coolingBudgetW / (1 - liquid));
        if (liquid > 0)
            budget = std::min(budget, rack->liquidBudgetW / liquid);
        // An unpriced rack would make the variant look cheaper than it is.
        const double price = part.price ? part.price->amount : std::numeric_limits<double>::infinity();
        const bool priced = part.price.has_value(), bestPriced = std::isfinite(bestPrice);
        if (best.isEmpty() || (priced && !bestPriced) ||
            (priced == bestPriced &&
             (budget > bestBudget + 1 || (std::abs(budget - bestBudget) <= 1 && price < bestPrice)))) {
            best = part.id;
            bestBudget = budget;
            bestPrice = price;
        }
    }
    return {best, bestBudget};
}

bool bringsOwnRack(const Part& chassis) {
    return chassis.kind == PartKind::System && chassis.heightU > 24;
}

std::optional<PduPlan> PduPlans::plan(const Rack& rack, const DesignSettings& settings,
                                      const PartIndex& parts) {
    QString key = rack.partId;
    for (const Device& d : rack.devices) {
        key += QLatin1Char('|') + d.partId + QLatin1Char(' ') + d.psuRedundancy;
        for (const Component& c : d.components)
            key += QStringLiteral(" %1x%2").arg(c.qty).arg(c.partId);
    }
    {
        const std::lock_guard<std::mutex> guard(mLock);
        if (const auto found = mPlans.constFind(key); found != mPlans.cend())
            return *found;
    }
    Design alone;
    alone.settings = settings;
    alone.racks = {rack};
    alone.racks[0].pdus.clear();
    const Budgets budgets = analyze(alone, parts);
    const std::optional<PduPlan> plan =
        planRackPdus(alone.racks[0], inletLoads(budgets.racks[0].devices), parts, settings);
    const std::lock_guard<std::mutex> guard(mLock);
    mPlans.insert(key, plan);
    return plan;
}

void addPdus(Design& design, const PartIndex& parts, PduPlans& plans, QStringList* reasons) {
    IdReserver ids(design);
    QStringList uncarried;
    for (Rack& rack : design.racks) {
        if (!rack.pdus.isEmpty())
            continue;
        if (const std::optional<PduPlan> plan = plans.plan(rack, design.settings, parts))
            addPlannedPdus(rack, *plan, ids);
        else
            uncarried << rack.id;
    }
    if (uncarried.isEmpty())
        return;
    const QString message = Explorer::tr("rack %1: no set of up to %2 PDU strips of one catalog model "
                                         "carries its load")
                                .arg(uncarried.first())
                                .arg(kMaxPduStripsPerRack);
    reasons->append(
        uncarried.size() == 1
            ? message
            : Explorer::tr("%1 (and %n more like it)", nullptr, int(uncarried.size() - 1)).arg(message));
}

void layOutFloor(Design& design, const QString& nodePartId, int rowLength) {
    QList<Rack> nodes, network;
    for (Rack& rack : design.racks) {
        const bool holdsNodes = std::any_of(rack.devices.cbegin(), rack.devices.cend(),
                                            [&](const Device& d) { return d.partId == nodePartId; });
        (holdsNodes ? nodes : network).append(std::move(rack));
    }
    const qsizetype half = (nodes.size() + 1) / 2;
    QList<Rack> racks = nodes.mid(0, half) + network + nodes.mid(half);
    // No row length given: a floor about as deep as it is long (a 600 mm rack is a quarter of a row's
    // pitch, 1.2 m deep plus a 1.2 m aisle: rows of 2 x sqrt(racks)), as a hall is laid out; one row of
    // thousands of racks would make runs no fibre reaches.
    const int perRow =
        rowLength > 0 ? rowLength : std::max(1, int(std::ceil(2 * std::sqrt(double(racks.size())) - 1e-9)));
    for (qsizetype i = 0; i < racks.size(); ++i) {
        racks[i].row = int(i / perRow);
        racks[i].position = int(i % perRow);
    }
    design.racks = std::move(racks);
}
