// ReportDeck: "Alternatives considered" (docs/explore.md): the design against the explorer's front for the
// same workload by the same date, and what each alternative would change.
#include "report/reportdeck.h"

#include "plan/workloadplan.h"
#include "plan/workloadrequest.h"
#include "report/reportstyle.h"

#include <QLocale>
#include <algorithm>

using namespace ReportStyle;

namespace {
constexpr int kMaxAlternatives = 6;
}

void ReportDeck::planAlternatives() {
    mAlternatives.clear();
    if (!mDesign.workload || mDesign.workload->inference || mDesign.workload->tokens <= 0)
        return;
    const WorkloadPlan& plan = *mWorkloadPlan;
    if (!plan.compute || plan.compute->days() <= 0)
        return;
    mDesignDays = plan.compute->days();
    ExploreRequest request;
    request.workload = *mDesign.workload;
    request.days = mDesignDays;
    request.settings = mDesign.settings;
    request.quotes = mDesign.quotes;
    // The design's own rack power, so the alternatives are racked as it is.
    double rackW = 0;
    for (const RackBudget& rack : mBudgets.racks)
        rackW = std::max(rackW, rack.powerBudgetW);
    if (rackW > 0)
        request.rackKw = rackW / 1000;
    // Like for like: racked in the cooling its floor offers (a hall with a coolant loop offers liquid
    // racks; an air hall's alternatives are air-cooled), at its compute fabric's oversubscription. The
    // other systems and fabric technologies are the alternatives (a 100,000-GPU design explores a sixth
    // as many variants as the whole space, which Explore Designs shows).
    request.coolings = floorCoolings(mDesign, mParts);
    for (const Fabric& fabric : mDesign.fabrics)
        if (fabric.role == QLatin1String("compute")) {
            request.oversubscriptions = {fabric.blocking};
            break;
        }
    // Every GPU system of the catalog and the design's own configured GPU servers.
    request.systems = gpuSystems(mParts);
    request.servers = configuredGpuServers(mDesign, mParts);
    for (const ExploreVariant& v : exploreDesigns(request, mParts))
        if (v.feasible && v.pareto)
            mAlternatives.append(v);
    std::sort(mAlternatives.begin(), mAlternatives.end(),
              [](const ExploreVariant& a, const ExploreVariant& b) { return a.capex < b.capex; });
    if (mAlternatives.size() > kMaxAlternatives)
        mAlternatives.resize(kMaxAlternatives);
}

void ReportDeck::paintAlternatives(QPainter* p) const {
    const QLocale locale;
    const auto signedPercent = [&](double now, double then) {
        if (then <= 0)
            return QString();
        const double change = (now / then - 1) * 100;
        return tr("%1%2% capital cost")
            .arg(change >= 0 ? QStringLiteral("+") : QString(), locale.toString(change, 'f', 0));
    };
    const auto signedDays = [&](double now, double then) {
        const double change = now - then;
        return tr("%1%2 days")
            .arg(change >= 0 ? QStringLiteral("+") : QString(), locale.toString(change, 'f', 1));
    };
    const auto signedKw = [&](double now, double then) {
        const double change = now - then;
        return tr("%1%2 kW").arg(change >= 0 ? QStringLiteral("+") : QString(),
                                 locale.toString(change, 'f', 0));
    };
    SlideTable table({{tr("Option"), 430},
                      {tr("GPUs"), 120, Qt::AlignRight},
                      {tr("Days"), 120, Qt::AlignRight},
                      {tr("Capital cost"), 250, Qt::AlignRight},
                      {tr("Power (kW)"), 150, Qt::AlignRight},
                      {tr("What it would change"), 0}},
                     font(18), 40);
    table.setWrap(true);
    QList<SlideTable::Row> rows;
    const double designKw = mBudgets.totals.powerW / 1000;
    SlideTable::Row mine;
    mine.style = SlideTable::RowStyle::Subtotal;
    mine.cells = {
        tr("This design"), locale.toString(mBudgets.totals.gpus), locale.toString(mDesignDays, 'f', 1),
        money(mBom.total), locale.toString(designKw, 'f', 0),     QStringLiteral("—")};
    rows.append(mine);
    for (const ExploreVariant& v : mAlternatives) {
        SlideTable::Row row;
        row.cells = {
            tr("%1, %2:1 above the leaves").arg(v.systemName, locale.toString(v.oversubscription, 'g', 3)),
            locale.toString(v.gpus),
            locale.toString(v.days, 'f', 1),
            money(v.capex),
            locale.toString(v.powerKw, 'f', 0),
            QStringList{signedPercent(v.capex, mBom.total), signedDays(v.days, mDesignDays),
                        signedKw(v.powerKw, designKw)}
                .join(QStringLiteral(", "))};
        row.height = table.rowHeightFor(row, kContentWidth);
        rows.append(row);
    }
    const double height = table.paint(p, QRectF(kMargin, kContentTop, kContentWidth, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(14));
    drawSource(
        p,
        QRectF(kMargin, kContentTop + height + 16, kContentWidth, kContentBottom - kContentTop - height - 16),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        tr("The best answers for the same workload by the same date: every GPU system "
           "of the catalog sized, checked and priced as a design of its own, at this design's power per "
           "rack, with the PDU strips each rack needs; none of these is both faster and cheaper than "
           "another."));
}
