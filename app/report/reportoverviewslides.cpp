#include "report/reportdeck.h"

#include "charts/chartrenderer.h"
#include "durablefile.h"
#include "floor/elevationrenderer.h"
#include "model/money.h"
#include "model/units.h"
#include "report/reportlanguagescope.h"
#include "report/reportstyle.h"
#include "report/sliderecorder.h"
#include <QBuffer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>

using namespace ReportStyle;

// The deck's first slides: the cover, the executive summary, the rack elevations and the budgets.

using namespace ReportStyle;

void ReportDeck::paintCover(QPainter* p) const {
    const double panelWidth = kWidth * 0.62;
    p->fillRect(QRectF(0, 0, panelWidth, kHeight), kNavy);
    p->fillRect(QRectF(panelWidth, 0, 8, kHeight), kAccent);

    const double x = 96;
    const double w = panelWidth - 2 * x + 40;
    p->setPen(kAccent);
    p->setFont(font(24, true));
    drawText(p, QRectF(x, 150, w, 40), Qt::AlignLeft | Qt::AlignVCenter, tr("GPU cluster"));
    p->setPen(Qt::white);
    if (SlideRecorder* recorder = SlideRecorder::of(p)) { // the deck's title, in its title placeholder
        QFont titleFont = font(68, true);
        while (titleFont.pixelSize() > 34 &&
               QFontMetricsF(titleFont).horizontalAdvance(tr("Procurement report")) > w)
            titleFont.setPixelSize(titleFont.pixelSize() - 1);
        p->setFont(titleFont);
        recorder->setTitle(p, QRectF(x, 200, w, 90), tr("Procurement report"), true);
    } else {
        drawFitted(p, QRectF(x, 200, w, 90), Qt::AlignLeft | Qt::AlignVCenter, tr("Procurement report"),
                   font(68, true));
    }
    p->setPen(QColor(0xe6, 0xeb, 0xf2));
    p->setFont(font(34));
    drawText(p, QRectF(x, 320, w, 150), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, mDesign.name);
    p->setPen(QColor(0xb8, 0xc4, 0xd6));
    p->setFont(font(22));
    drawText(p, QRectF(x, 490, w, 80), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             tr("Hardware, power, cooling, network and cost for purchasing approval"));

    p->fillRect(QRectF(x, 680, 60, 4), kAccent);
    p->setPen(Qt::white);
    p->setFont(font(26, true));
    const QString org = organisation().isEmpty() ? tr("Prepared with Cluster Workbench") : organisation();
    drawText(p, QRectF(x, 700, w, 40), Qt::AlignLeft | Qt::AlignVCenter, org);
    p->setPen(QColor(0xb8, 0xc4, 0xd6));
    p->setFont(font(22));
    drawText(p, QRectF(x, 744, w, 36), Qt::AlignLeft | Qt::AlignVCenter, dateText());

    // The first rack, as a picture of what is being bought.
    if (!mRacks.isEmpty()) {
        const ElevationRenderer renderer(mParts);
        p->setFont(font(13));
        paintPicture(p, QRectF(panelWidth + 60, 60, kWidth - panelWidth - 120, kHeight - 120),
                     [&](QPainter* q, const QRectF& area) {
                         renderer.paint(q, area, mRacks.first(), mBudgets, Face::Front);
                         return true;
                     });
    }
}

void ReportDeck::paintSummary(QPainter* p) const {
    const Totals& t = mBudgets.totals;
    bool fp64Tensor = false;
    const double fp64 = fp64Tflops(t.tflops, &fp64Tensor);
    const double bf16 = bf16Tflops(t.tflops);
    const double total = mBom.total;
    bool estimated = false;
    for (const BomLine& line : mBom.lines)
        estimated = estimated || line.priceSource == BomPriceSource::Estimated;
    // What the prices are: quoted where the design has quotes, catalog list prices elsewhere.
    const QString prices =
        mBom.quotedLines == 0 ? tr("list prices")
        : mBom.quotedLines == int(mBom.lines.size())
            ? tr("quoted prices")
            : tr("%n line(s) at quoted prices, the rest at list prices", nullptr, mBom.quotedLines);
    QString costNote = mBom.taxPercent > 0 ? tr("%1, incl. %2").arg(prices, mBom.taxLineLabel())
                                           : tr("%1, excl. tax").arg(prices);
    if (mBom.incomplete)
        costNote = tr("incomplete: %n part(s) without price", nullptr, int(mBom.unpricedPartIds.size()));
    else if (estimated)
        costNote += tr("; includes estimates *");

    struct Tile {
        QString value;
        QString label;
        QString note;
        QColor color = kNavy;
    };
    const QString none = QStringLiteral("—");
    const double fp8 = t.tflops.value(QStringLiteral("fp8"));
    const QList<Tile> tiles = {
        {number(t.gpus), tr("GPUs"), tr("%1 GB GPU memory").arg(number(t.gpuMemoryGb))},
        {pflops(bf16), tr("PFLOPS BF16"), tr("dense, no sparsity")},
        {fp8 > 0 ? pflops(fp8) : none, tr("PFLOPS FP8"),
         fp8 > 0 ? tr("dense, no sparsity") : tr("not supported by these GPUs")},
        {pflops(fp64), tr("PFLOPS FP64"), fp64Tensor ? tr("on Tensor Cores") : tr("vector")},
        {kw(t.powerW) + QStringLiteral(" kW"), tr("Power (max)"),
         tr("typical %1 kW").arg(kw(t.typicalPowerW))},
        {number(mRacks.size()), tr("Racks"),
         tr("%1 of %2 U used").arg(t.rackUnitsUsed).arg(t.rackUnitsTotal)},
        {money(total), tr("Total cost"), costNote, mBom.incomplete ? kRed : kNavy},
        {t.gpus > 0 ? money(total / t.gpus) : none, tr("Cost per GPU"), tr("total cost / GPUs")},
        {bf16 > 0 ? money(total / (bf16 / 1000.0)) : none, tr("Cost per PFLOPS"), tr("BF16 dense")},
        {money(t.energyCostPerYear), tr("Energy cost per year"),
         tr("%1 MWh at PUE %2, %3/kWh")
             .arg(number(t.energyKwhPerYear / 1000.0), number(mDesign.settings.pue, 2),
                  formatMoney(mDesign.settings.electricityPricePerKwh, mDesign.settings.currency))},
    };

    const int columns = 5;
    const double gap = 20;
    const double tileWidth = (kContentWidth - (columns - 1) * gap) / columns;
    const double tileHeight = 200;
    for (int i = 0; i < tiles.size(); ++i) {
        const Tile& tile = tiles[i];
        const QRectF r(kMargin + (i % columns) * (tileWidth + gap),
                       kContentTop + 8 + (i / columns) * (tileHeight + gap), tileWidth, tileHeight);
        p->fillRect(r, kTileFill);
        p->fillRect(QRectF(r.left(), r.top(), 6, r.height()), i < columns ? kAccent : kBlue);
        const QRectF inner = r.adjusted(24, 16, -16, -14);
        p->setPen(kMuted);
        p->setFont(font(20, true));
        drawText(p, QRectF(inner.left(), inner.top(), inner.width(), 34), Qt::AlignLeft | Qt::AlignVCenter,
                 tile.label);
        p->setPen(tile.color);
        drawFitted(p, QRectF(inner.left(), inner.top() + 44, inner.width(), 66),
                   Qt::AlignLeft | Qt::AlignVCenter, tile.value, font(i < columns ? 54 : 38, true));
        p->setPen(kMuted);
        p->setFont(font(16));
        drawText(p, QRectF(inner.left(), inner.top() + 116, inner.width(), inner.height() - 116),
                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, tile.note);
    }

    // Status line: the checks, and what the figures rest on.
    const double y = kContentTop + 8 + 2 * tileHeight + gap + 30;
    int errors = 0, warnings = 0, notes = 0;
    for (const Finding& f : mBudgets.findings) {
        errors += f.severity == Severity::Error;
        warnings += f.severity == Severity::Warning;
        notes += f.severity == Severity::Info;
    }
    const QColor statusColor = errors > 0 ? kRed : warnings > 0 ? kAmber : kGreen;
    p->fillRect(QRectF(kMargin, y, 10, 120), statusColor);
    p->setPen(statusColor);
    p->setFont(font(24, true));
    const QString status = errors > 0     ? tr("Not ready to order: the design has errors")
                           : warnings > 0 ? tr("Ready to order, with warnings to review")
                                          : tr("Ready to order: every check passes");
    drawText(p, QRectF(kMargin + 30, y, kContentWidth - 30, 40), Qt::AlignLeft | Qt::AlignVCenter, status);
    p->setPen(kText);
    p->setFont(font(19));
    const QString counts = tr("Checks: %1, %2, %3 (see Findings and risks).")
                               .arg(tr("%n error(s)", nullptr, errors))
                               .arg(tr("%n warning(s)", nullptr, warnings))
                               .arg(tr("%n note(s)", nullptr, notes));
    drawText(p, QRectF(kMargin + 30, y + 42, kContentWidth - 30, 32), Qt::AlignLeft | Qt::AlignVCenter,
             counts);
    p->setPen(kMuted);
    p->setFont(font(17));
    drawSource(
        p, QRectF(kMargin + 30, y + 76, kContentWidth - 30, 60),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        (mBom.quotedLines > 0
             ? tr("Compute is the peak dense throughput of the GPUs (no sparsity). Power is the AC input "
                  "at full load; energy uses the typical load. Costs are in %1: suppliers' quotes where "
                  "the design has them, catalog list prices elsewhere; prices marked * are estimates.")
             : tr("Compute is the peak dense throughput of the GPUs (no sparsity). Power is the AC input "
                  "at full load; energy uses the typical load. Costs are catalog list prices in %1; "
                  "prices marked * are estimates."))
            .arg(mBom.currency));
}

void ReportDeck::paintElevations(QPainter* p, const Slide& slide) const {
    if (slide.count <= 0) {
        paintNote(p, QRectF(kMargin, kContentTop, kContentWidth, 200), tr("The design has no racks."));
        return;
    }
    const ElevationRenderer renderer(mParts);
    const bool grouped = mRackGroups.size() < mRacks.size(); // a note below the drawings says so
    const double height = kContentBottom - kContentTop - (grouped ? 34 : 0);
    const bool rear = mOptions.rearElevations;
    const int drawings = slide.count * (rear ? 2 : 1);
    const int columns = 4;
    const double gap = 40;
    const double width = (kContentWidth - (columns - 1) * gap) / columns;
    const double used = drawings * width + (drawings - 1) * gap;
    double x = kMargin + (kContentWidth - used) / 2;
    p->setFont(font(13));
    for (int i = 0; i < slide.count; ++i) {
        // A group of racks built alike is drawn once, its count in the title.
        Rack rack = groupRack(slide.first + i);
        if (const qsizetype alike = mRackGroups.at(slide.first + i).size(); alike > 1)
            rack.name = tr("%1 alike").arg(QLocale().toString(alike));
        const QRectF area(x, kContentTop, width, height);
        paintPicture(p, area, [&](QPainter* q, const QRectF& r) {
            renderer.paint(q, r, rack, mBudgets, Face::Front);
            return true;
        });
        x += width + gap;
        if (rear) {
            paintPicture(p, QRectF(x, kContentTop, width, height), [&](QPainter* q, const QRectF& r) {
                renderer.paint(q, r, rack, mBudgets, Face::Rear);
                return true;
            });
            x += width + gap;
        }
    }
    if (grouped) {
        p->setPen(kMuted);
        p->setFont(font(16));
        drawSource(p, QRectF(kMargin, kContentBottom - 28, kContentWidth, 28),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%1 racks in %Ln build(s): racks built alike (the same parts in the same places) are "
                      "drawn once, with their count.",
                      nullptr, int(mRackGroups.size()))
                       .arg(QLocale().toString(mRacks.size())));
    }
}

void ReportDeck::paintBudgets(QPainter* p, const Slide& slide) const {
    const SlideTable table({{tr("Rack"), 250},
                            {tr("Space (U)"), 120, Qt::AlignRight},
                            {tr("Power (kW)"), 130, Qt::AlignRight},
                            {tr("Budget (kW)"), 140, Qt::AlignRight},
                            {tr("Load"), 90, Qt::AlignRight},
                            {tr("Heat (BTU/h)"), 180, Qt::AlignRight},
                            {tr("Cooling (tons)"), 150, Qt::AlignRight},
                            {tr("Cooling budget (BTU/h)"), 230, Qt::AlignRight},
                            {tr("Weight / limit (kg)"), 0, Qt::AlignRight}},
                           font(18), kBudgetRowHeight);
    QList<SlideTable::Row> rows;
    for (int i = slide.first; i < slide.first + slide.count; ++i) { // groups of racks built alike
        const Rack& rack = groupRack(i);
        const RackBudget* rb = mBudgets.rack(rack.id);
        if (!rb)
            continue;
        const double load = rb->powerBudgetW > 0 ? rb->powerW / rb->powerBudgetW : 0;
        const double coolingBtuH = Units::heatBtuH(rb->coolingBudgetW);
        SlideTable::Row row;
        row.cells = {groupLabel(i),
                     QStringLiteral("%1 / %2").arg(rb->unitsUsed).arg(rb->unitsTotal),
                     kw(rb->powerW),
                     kw(rb->powerBudgetW),
                     rb->powerBudgetW > 0 ? QLocale().toString(load * 100, 'f', 0) + QStringLiteral(" %")
                                          : QStringLiteral("—"),
                     number(rb->heatBtuH),
                     number(rb->coolingTons, 2),
                     coolingBtuH > 0 ? number(coolingBtuH) : QStringLiteral("—"),
                     rb->weightLimitKg > 0
                         ? QStringLiteral("%1 / %2").arg(number(rb->weightKg), number(rb->weightLimitKg))
                         : number(rb->weightKg)};
        row.colors = QList<QColor>(9);
        if (rb->unitsUsed > rb->unitsTotal)
            row.colors[1] = kRed;
        if (rb->powerBudgetW > 0 && rb->powerW > rb->powerBudgetW)
            row.colors[2] = row.colors[4] = kRed;
        if (coolingBtuH > 0 && rb->heatBtuH > coolingBtuH)
            row.colors[5] = row.colors[6] = kRed;
        if (rb->weightLimitKg > 0 && rb->weightKg > rb->weightLimitKg)
            row.colors[8] = kRed;
        rows.append(row);
    }
    if (slide.charts || slide.part == slide.parts - 1) { // the last table slide
        const Totals& t = mBudgets.totals;
        SlideTable::Row total;
        total.style = SlideTable::RowStyle::Total;
        double powerBudget = 0, coolingBudget = 0;
        for (const RackBudget& rb : mBudgets.racks) {
            powerBudget += rb.powerBudgetW;
            coolingBudget += rb.coolingBudgetW;
        }
        total.cells = {tr("Total"),
                       QStringLiteral("%1 / %2").arg(t.rackUnitsUsed).arg(t.rackUnitsTotal),
                       kw(t.powerW),
                       kw(powerBudget),
                       powerBudget > 0
                           ? QLocale().toString(t.powerW / powerBudget * 100, 'f', 0) + QStringLiteral(" %")
                           : QStringLiteral("—"),
                       number(t.heatBtuH),
                       number(t.coolingTons, 2),
                       number(Units::heatBtuH(coolingBudget)),
                       number(t.weightKg)};
        rows.append(total);
    }
    const double height = table.paint(p, QRectF(kMargin, kContentTop, kContentWidth, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(16));
    drawSource(p, QRectF(kMargin, kContentTop + height + 6, kContentWidth, 28),
               Qt::AlignLeft | Qt::AlignVCenter,
               tr("Power is the AC input at full load; 1 kW = 3,412 BTU/h; 1 ton of cooling = 12,000 BTU/h. "
                  "Weight includes the equipment, not the empty rack. Red: over budget."));
    if (slide.charts) {
        const double top = kContentTop + height + 48;
        paintBudgetCharts(p, QRectF(kMargin, top, kContentWidth, kContentBottom - top));
    }
}

void ReportDeck::paintBudgetCharts(QPainter* p, const QRectF& area) const {
    const double gap = 32;
    const double width = (area.width() - gap) / 2;
    int index = 0;
    for (ChartKind kind : {ChartKind::Power, ChartKind::Heat}) {
        const QRectF target(area.left() + index++ * (width + gap), area.top(), width, area.height());
        QString error;
        if (!paintChart(p, kind, mDesign, mBudgets, mParts, target, 1.25, &error))
            paintNote(p, target, error);
        p->setPen(QPen(QColor(0xd0, 0xd6, 0xde), 1));
        p->setBrush(Qt::NoBrush);
        p->drawRect(target);
    }
}

void ReportDeck::paintNote(QPainter* p, const QRectF& area, const QString& text) const {
    p->save();
    p->setPen(kMuted);
    p->setFont(font(22));
    drawText(p, area, Qt::AlignCenter | Qt::TextWordWrap, text);
    p->restore();
}

// ---------------------------------------------------------------------------------------------------------
