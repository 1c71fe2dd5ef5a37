// ReportDeck: the cost slides. "Cost of ownership": the TCO figures, what a node and a rack cost, list
// against quoted prices, and the tornado chart of what moves the cost per GPU-hour. "Compared with": the
// design beside an alternative (ReportOptions::compareWith), as `cluster-workbench compare` gives it.
#include "report/reportdeck.h"

#include "cost/designcomparison.h"
#include "report/reportstyle.h"
#include "report/slidetable.h"

#include <QLocale>

using namespace ReportStyle;

namespace {

QString amount(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

} // namespace

void ReportDeck::paintCost(QPainter* p) const {
    const Tco tco = TcoModel::compute(TcoModel::inputsOf(mDesign, mBudgets, mParts));
    const QString currency = tco.inputs.currency;
    const double left = kMargin;
    const double tableWidth = 620;

    SlideTable figures({{tr("Cost of ownership"), 380}, {currency, 0, Qt::AlignRight}}, font(18), 32);
    const double years = tco.inputs.years;
    const QString period = QLocale().toString(years, 'g', 3);
    QList<SlideTable::Row> rows;
    const auto row = [&rows](const QString& label, const QString& value,
                             SlideTable::RowStyle style = SlideTable::RowStyle::Normal) {
        SlideTable::Row r;
        r.cells = {label, value};
        r.style = style;
        rows.append(r);
    };
    row(tr("Capital cost (bill of materials)"), amount(tco.inputs.capex));
    row(tr("Energy per year"), amount(tco.energyPerYear));
    row(tr("Facility per year"), amount(tco.facilityPerYear));
    row(tr("Support per year"), amount(tco.supportPerYear));
    row(tr("Total over %1 years").arg(period), amount(tco.total), SlideTable::RowStyle::Total);
    row(tr("GPU-hours (%1 % utilised)").arg(QLocale().toString(tco.inputs.gpuUtilisation * 100, 'g', 3)),
        amount(tco.gpuHours));
    row(tr("Cost per GPU-hour"), tco.costPerGpuHour > 0 ? amount(tco.costPerGpuHour, 2) : QStringLiteral("—"),
        SlideTable::RowStyle::Total);
    double y = kContentTop;
    y += figures.paint(p, QRectF(left, y, tableWidth, 0), rows) + 20;

    // What a node and a rack cost, most numerous node configuration first.
    SlideTable groups({{tr("Per node and per rack"), 300, Qt::AlignLeft, 1},
                       {tr("Count"), 90, Qt::AlignRight},
                       {tr("Each (%1)").arg(currency), 0, Qt::AlignRight}},
                      font(16), 28);
    QList<SlideTable::Row> groupRows;
    for (const CostGroup& g : mBom.groups.nodes.mid(0, 4))
        groupRows.append(
            SlideTable::Row::of({g.name, QLocale().toString(qlonglong(g.members.size())),
                                 (g.incomplete ? QStringLiteral("≥ ") : QString()) + amount(g.each)}));
    if (!mBom.groups.racks.isEmpty()) {
        double least = mBom.groups.racks.first().each, most = least;
        for (const CostGroup& g : mBom.groups.racks) {
            least = qMin(least, g.each);
            most = qMax(most, g.each);
        }
        groupRows.append(SlideTable::Row::of(
            {tr("Racks"), QLocale().toString(qlonglong(mBom.groups.racks.size())),
             least == most ? amount(most) : tr("%1 to %2").arg(amount(least), amount(most))}));
    }
    y += groups.paint(p, QRectF(left, y, tableWidth, 0), groupRows) + 14;

    // List against quoted, and what is still an estimate.
    QStringList notes;
    if (mBom.quotedLines > 0)
        notes << tr("%n line(s) at quoted prices: %1 %2 against %3 %2 at list.", nullptr, mBom.quotedLines)
                     .arg(amount(mBom.quotedAmount), mBom.currency, amount(mBom.quotedListAmount));
    if (mBom.estimatedLines > 0)
        notes << tr("%n line(s), %1 %2, still rest on estimated prices: ask for quotes.", nullptr,
                    mBom.estimatedLines)
                     .arg(amount(mBom.estimatedAmount), mBom.currency);
    notes << tr("Energy at %1 %2/kWh and PUE %3; capex spread over %4 years.")
                 .arg(QLocale().toString(tco.inputs.electricityPricePerKwh, 'g', 4), currency,
                      QLocale().toString(tco.inputs.pue, 'g', 3), period);
    p->setPen(kMuted);
    p->setFont(font(16));
    drawSource(p, QRectF(left, y, tableWidth, kContentBottom - y),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, notes.join(QLatin1Char('\n')));

    // The tornado, beside the tables.
    const QRectF chartArea(left + tableWidth + 40, kContentTop, kContentWidth - tableWidth - 40,
                           kContentBottom - kContentTop);
    QString error;
    if (!paintChart(p, ChartKind::Cost, mDesign, mBudgets, mParts, chartArea, 0.8, &error))
        paintNote(p, chartArea, error);
}

void ReportDeck::paintComparison(QPainter* p) const {
    const DesignComparison c = DesignComparer::compare(mDesign, *mOptions.compareWith, mParts);
    const QString nameA = c.nameA.isEmpty() ? tr("This design") : c.nameA;
    const QString nameB = c.nameB.isEmpty() ? mOptions.compareName : c.nameB;
    SlideTable table({{tr("Figure"), 320},
                      {nameA, 300, Qt::AlignRight, 1},
                      {nameB, 300, Qt::AlignRight, 1},
                      {tr("Difference"), 0, Qt::AlignRight}},
                     font(17), 30);
    QList<SlideTable::Row> rows;
    for (const ComparedFigure& f : c.figures) {
        SlideTable::Row r;
        const QString label = f.unit.isEmpty() ? f.label : tr("%1 (%2)").arg(f.label, f.unit);
        const QString change = DesignComparer::differenceText(f);
        r.cells = {label, QLocale().toString(f.a, 'f', f.decimals), QLocale().toString(f.b, 'f', f.decimals),
                   change};
        rows.append(r);
    }
    double y = kContentTop;
    y += table.paint(p, QRectF(kMargin, y, kContentWidth, 0), rows) + 16;
    int added = 0, removed = 0, changed = 0;
    for (const BomDifference& d : c.bom) {
        added += d.change == BomDifference::Change::Added;
        removed += d.change == BomDifference::Change::Removed;
        changed += d.change == BomDifference::Change::Changed;
    }
    p->setPen(kMuted);
    p->setFont(font(17));
    drawSource(p, QRectF(kMargin, y, kContentWidth, kContentBottom - y),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Bill of materials of %1 against %2: %n line(s) added,", nullptr, added).arg(nameB, nameA) +
                   QLatin1Char(' ') + tr("%n removed,", nullptr, removed) + QLatin1Char(' ') +
                   tr("%n changed in quantity.", nullptr, changed));
}
