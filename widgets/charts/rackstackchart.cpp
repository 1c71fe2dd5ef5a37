#include "charts/rackstackchart.h"

#include "charts/chartstyle.h"

#include <qcustomplot.h>

#include <algorithm>

RackStackChart::RackStackChart(QWidget* parent) : ChartView(parent) {
    setSeries(RackStackSeries{});
}

double RackStackChart::scaled(double value) const {
    return isHeat() ? value : value / 1000.0;
}

QString RackStackChart::valueText(double value) const {
    return isHeat() ? tr("%1 BTU/h").arg(ChartStyle::number(value, 0))
                    : tr("%1 kW").arg(ChartStyle::number(value / 1000.0, 2));
}

int RackStackChart::barRoom() const {
    return qMax(6, (width() - kAxesPx) / kBarPx);
}

void RackStackChart::setSeries(const RackStackSeries& series) {
    mSeries = series;
    mShown = fitToBars(series, barRoom());
    draw();
}

void RackStackChart::resizeEvent(QResizeEvent* event) {
    ChartView::resizeEvent(event);
    if (fitToBars(mSeries, barRoom()).rackIds != mShown.rackIds) {
        mShown = fitToBars(mSeries, barRoom());
        draw();
    }
}

void RackStackChart::draw() {
    const RackStackSeries& series = mShown;
    clearPlot();
    QCustomPlot* p = plot();
    const bool grouped = !series.rackCounts.isEmpty();
    // byRow gives every bar a row; topRacks marks its "others" bar with row -1.
    const bool perRow =
        grouped && std::none_of(series.rows.cbegin(), series.rows.cend(), [](int row) { return row < 0; });
    QString subtitle = isHeat() ? tr("heat load by category against the cooling budget")
                                : tr("AC input at maximum load by category against the power budget");
    if (grouped)
        subtitle += QLatin1String("; ") +
                    (perRow ? tr("%n rack(s) shown as one bar per row", nullptr, int(mSeries.rackIds.size()))
                            : tr("the %n largest racks, the others as their mean", nullptr,
                                 int(series.rackIds.size() - 1)));
    setTitle(isHeat() ? tr("Heat per rack") : tr("Power per rack"), subtitle);
    p->xAxis->setLabel(perRow ? tr("Row") : tr("Rack"));
    p->yAxis->setLabel(isHeat() ? tr("Heat load (BTU/h)") : tr("Power (kW)"));
    if (isHeat()) {
        p->yAxis->setNumberFormat(QStringLiteral("f"));
        p->yAxis->setNumberPrecision(0);
    }
    const qsizetype racks = series.rackIds.size();
    if (racks == 0) {
        p->xAxis->setRange(0, 1);
        p->yAxis->setRange(0, 1);
        showMessage(tr("No racks in the design"));
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys;
    for (qsizetype r = 0; r < racks; ++r) {
        keys.append(r + 1);
        const QString& name = series.rackNames[r];
        ticker->addTick(r + 1, name == series.rackIds[r] || grouped || racks > 12
                                   ? series.rackIds[r]
                                   : series.rackIds[r] + QLatin1Char('\n') + name);
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    p->xAxis->setTickLength(0, 4);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, racks + 0.6);

    const double width = racks == 1 ? 0.4 : 0.6;
    QCPBars* below = nullptr;
    for (qsizetype c = 0; c < series.categories.size(); ++c) {
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(powerCategoryName(series.categories[c]));
        const QColor color = ChartStyle::categoryColor(series.categories[c]);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(115), 1));
        bars->setWidth(width);
        bars->setStackingGap(0);
        QVector<double> values;
        for (double v : series.values[c])
            values.append(scaled(v));
        bars->setData(keys, values, true);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }

    // The budget of each rack: a step line across its bar (racks without a budget are left out).
    double top = 0;
    for (qsizetype r = 0; r < racks; ++r)
        top = qMax(top, scaled(qMax(series.totals[r], series.budgets[r])));
    bool anyBudget = false;
    QCPGraph* budget = p->addGraph();
    budget->setName(isHeat() ? tr("Cooling budget") : tr("Power budget"));
    budget->setPen(QPen(ChartStyle::budgetColor(), 2.5, Qt::DashLine));
    budget->setLineStyle(QCPGraph::lsLine);
    for (qsizetype r = 0; r < racks; ++r) {
        if (series.budgets[r] <= 0) {
            budget->addData(r + 1, qQNaN());
            continue;
        }
        anyBudget = true;
        const double half = width / 2 + 0.06;
        budget->addData(r + 1 - half, scaled(series.budgets[r]));
        budget->addData(r + 1 + half, scaled(series.budgets[r]));
        budget->addData(r + 1 + half + 1e-6, qQNaN()); // separate segment per rack
    }
    if (!anyBudget)
        p->removeGraph(budget);

    // Tick labels stand up when they would touch their neighbours.
    const QFontMetrics tickMetrics(p->xAxis->tickLabelFont());
    int widestTick = 0;
    for (qsizetype r = 0; r < racks; ++r)
        widestTick = qMax(widestTick, tickMetrics.horizontalAdvance(series.rackIds[r]));
    const double barPx = double(qMax(1, this->width() - kAxesPx)) / double(racks);
    p->xAxis->setTickLabelRotation(widestTick + 6 > barPx ? -90 : 0);

    // Total above each bar, where a total fits in its bar's width (the tooltip always has it).
    const QFontMetrics totalMetrics(p->font());
    int widestTotal = 0;
    for (qsizetype r = 0; r < racks; ++r)
        widestTotal = qMax(widestTotal, totalMetrics.horizontalAdvance(valueText(series.totals[r])));
    const bool totalsFit = widestTotal + 4 <= barPx;
    for (qsizetype r = 0; r < racks && totalsFit; ++r) {
        auto* label = new QCPItemText(p);
        label->position->setCoords(r + 1, scaled(series.totals[r]));
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setText(valueText(series.totals[r]));
        label->setColor(ChartStyle::textColor());
        label->setClipToAxisRect(false); // the tallest total may reach into the margin above the plot
        const bool over = series.budgets[r] > 0 && series.totals[r] > series.budgets[r];
        if (over)
            label->setColor(ChartStyle::budgetColor());
    }

    // Headroom above the tallest bar or budget for the totals; the legend (rows of four) goes below the
    // plot, where it cannot cover a bar, a total or the budget line however small the chart.
    // Room for a line of text above the tallest bar, in the plot's own pixels.
    const double plotPx = qMax(60, p->axisRect()->height() > 0 ? p->axisRect()->height() : height() / 2);
    const double headroom = 1.0 + (totalMetrics.height() + 8) / plotPx;
    p->yAxis->setRange(0, top > 0 ? top * qMax(1.15, headroom) : 1);
    p->legend->setVisible(true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString RackStackChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    const RackStackSeries& s = mShown;
    if (s.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int index = qRound(p->xAxis->pixelToCoord(pos.x())) - 1;
    if (index < 0 || index >= s.rackIds.size())
        return {};
    QStringList lines;
    lines.append(QStringLiteral("<b>%1</b>").arg(s.rackNames[index].toHtmlEscaped()));
    for (qsizetype c = s.categories.size() - 1; c >= 0; --c)
        if (s.values[c][index] > 0)
            lines.append(QStringLiteral("%1: %2").arg(powerCategoryName(s.categories[c]),
                                                      valueText(s.values[c][index])));
    lines.append(tr("Total: %1").arg(valueText(s.totals[index])));
    if (s.budgets[index] > 0)
        lines.append(
            (isHeat() ? tr("Cooling budget: %1") : tr("Power budget: %1")).arg(valueText(s.budgets[index])));
    return lines.join(QStringLiteral("<br>"));
}
