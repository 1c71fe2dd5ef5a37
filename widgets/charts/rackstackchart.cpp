#include "charts/rackstackchart.h"

#include "charts/chartstyle.h"

#include <qcustomplot.h>

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

void RackStackChart::setSeries(const RackStackSeries& series) {
    mSeries = series;
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(isHeat() ? tr("Heat per rack") : tr("Power per rack"),
             isHeat() ? tr("heat load by category against the cooling budget")
                      : tr("AC input at maximum load by category against the power budget"));
    p->xAxis->setLabel(tr("Rack"));
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
        ticker->addTick(r + 1,
                        name == series.rackIds[r] ? name : series.rackIds[r] + QLatin1Char('\n') + name);
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

    // Total above each bar.
    for (qsizetype r = 0; r < racks; ++r) {
        auto* label = new QCPItemText(p);
        label->position->setCoords(r + 1, scaled(series.totals[r]));
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setText(valueText(series.totals[r]));
        label->setColor(ChartStyle::textColor());
        const bool over = series.budgets[r] > 0 && series.totals[r] > series.budgets[r];
        if (over)
            label->setColor(ChartStyle::budgetColor());
    }

    // Headroom above the tallest bar or budget for the totals; the legend (rows of four) goes below the
    // plot, where it cannot cover a bar, a total or the budget line however small the chart.
    p->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    p->legend->setVisible(true);
    // Wrap first: setFillOrder(..., rearrange = true) is what moves the entries already added into rows.
    p->legend->setWrap(4);
    p->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    p->legend->setMinimumSize(0, 0);
    p->legend->setMinimumSize(0, p->legend->minimumOuterSizeHint().height() + 6); // wrapped: full text height
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString RackStackChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mSeries.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int index = qRound(p->xAxis->pixelToCoord(pos.x())) - 1;
    if (index < 0 || index >= mSeries.rackIds.size())
        return {};
    QStringList lines;
    lines.append(QStringLiteral("<b>%1</b>").arg(mSeries.rackNames[index].toHtmlEscaped()));
    for (qsizetype c = mSeries.categories.size() - 1; c >= 0; --c)
        if (mSeries.values[c][index] > 0)
            lines.append(QStringLiteral("%1: %2").arg(powerCategoryName(mSeries.categories[c]),
                                                      valueText(mSeries.values[c][index])));
    lines.append(tr("Total: %1").arg(valueText(mSeries.totals[index])));
    if (mSeries.budgets[index] > 0)
        lines.append((isHeat() ? tr("Cooling budget: %1") : tr("Power budget: %1"))
                         .arg(valueText(mSeries.budgets[index])));
    return lines.join(QStringLiteral("<br>"));
}
