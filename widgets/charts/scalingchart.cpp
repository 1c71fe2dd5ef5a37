#include "charts/scalingchart.h"

#include "charts/chartstyle.h"

#include <cmath>
#include <qcustomplot.h>

namespace {

// The height (0 top, 1 bottom of the axis rect) of the widest gap between the chart's curves at `nodes`.
double labelGapRatio(const ScalingSeries& series, int nodes, const QCustomPlot* p) {
    const QList<ScalingPoint>& points = series.points;
    // Each curve's value at `nodes`, between the points around it (the x axis is logarithmic).
    const auto at = [&](auto value) {
        for (qsizetype i = 1; i < points.size(); ++i)
            if (points[i].nodes >= nodes) {
                const double t = std::log(double(nodes) / points[i - 1].nodes) /
                                 std::log(double(points[i].nodes) / std::max(1, points[i - 1].nodes));
                return value(points[i - 1]) +
                       std::clamp(t, 0.0, 1.0) * (value(points[i]) - value(points[i - 1]));
            }
        return value(points.last());
    };
    const QCPRange y = p->yAxis->range();
    const QCPRange y2 = p->yAxis2->range();
    const auto logRatio = [&](double v) {
        return 1 - std::log(std::max(v, y.lower) / y.lower) / std::log(y.upper / y.lower);
    };
    const auto linearRatio = [&](double v) { return 1 - (v - y2.lower) / (y2.upper - y2.lower); };
    QList<double> taken{0,
                        1,
                        logRatio(nodes), // the ideal line
                        logRatio(at([](const ScalingPoint& q) { return q.speedup; })),
                        linearRatio(at([](const ScalingPoint& q) { return q.efficiency * 100; })),
                        linearRatio(at([](const ScalingPoint& q) { return q.commShare * 100; }))};
    for (double& r : taken)
        r = std::clamp(r, 0.0, 1.0);
    std::sort(taken.begin(), taken.end());
    double best = 0.04, widest = -1;
    for (qsizetype i = 1; i < taken.size(); ++i)
        if (taken[i] - taken[i - 1] > widest) {
            widest = taken[i] - taken[i - 1];
            best = (taken[i] + taken[i - 1]) / 2;
        }
    return std::clamp(best, 0.04, 0.96);
}

} // namespace

ScalingChart::ScalingChart(QWidget* parent) : ChartView(parent) {
    setSeries({}, 0, QString());
}

void ScalingChart::setSeries(const ScalingSeries& series, int designNodes, const QString& subtitle,
                             const QString& note) {
    mSeries = series;
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(series.fitted ? tr("Data-parallel scaling (fitted to measurements)")
                           : tr("Data-parallel scaling (estimate)"),
             subtitle);
    p->xAxis->setLabel(tr("Nodes"));
    p->yAxis->setLabel(tr("Speed-up"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Efficiency and communication share (%)"));
    if (series.points.isEmpty()) {
        p->xAxis->setRange(1, 2);
        p->yAxis->setRange(0, 1);
        showMessage(note.isEmpty() ? tr("No scaling data") : note);
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const int maxNodes = series.points.last().nodes;
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerText> xTicker(new QCPAxisTickerText);
    QSharedPointer<QCPAxisTickerText> yTicker(new QCPAxisTickerText);
    for (int n = 1; n <= maxNodes * 2; n *= 2) {
        xTicker->addTick(n, ChartStyle::number(n));
        yTicker->addTick(n, ChartStyle::number(n) + QStringLiteral("\u00d7"));
    }
    xTicker->setSubTickCount(0);
    yTicker->setSubTickCount(0);
    p->xAxis->setTicker(xTicker);
    p->yAxis->setTicker(yTicker);
    p->xAxis->setRange(0.8, maxNodes * 1.6); // room for the last label
    double lowest = 1;
    for (const ScalingPoint& point : series.points)
        lowest = qMin(lowest, point.speedup);
    p->yAxis->setRange(qMin(0.8, lowest * 0.8), maxNodes * 1.25); // a slow-down stays visible
    p->yAxis2->setRange(0, 105);
    p->yAxis2->setNumberFormat(QStringLiteral("f"));
    p->yAxis2->setNumberPrecision(0);
    p->yAxis2->setTickLabels(true);

    QCPGraph* ideal = p->addGraph();
    ideal->setName(tr("Ideal (linear)"));
    ideal->setPen(QPen(QColor(0xaa, 0xaa, 0xaa), 1.5, Qt::DashLine));
    ideal->addData(0.8, 0.8);
    ideal->addData(maxNodes * 1.25, maxNodes * 1.25);

    QCPGraph* speedup = p->addGraph();
    speedup->setName(series.fitted               ? tr("Speed-up (fitted)")
                     : series.parameters.overlap ? tr("Speed-up (communication overlapped)")
                                                 : tr("Speed-up (no overlap)"));
    const QColor speedColor = ChartStyle::seriesColor(0);
    speedup->setPen(QPen(speedColor, 2.5));
    speedup->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, speedColor, speedColor, 7));

    QCPGraph* efficiency = p->addGraph(p->xAxis, p->yAxis2);
    efficiency->setName(tr("Efficiency"));
    const QColor effColor = ChartStyle::seriesColor(2);
    efficiency->setPen(QPen(effColor, 2));
    efficiency->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, effColor, Qt::white, 6));

    QCPGraph* comm = p->addGraph(p->xAxis, p->yAxis2);
    comm->setName(series.fitted ? tr("Overhead share (fitted)") : tr("Communication share"));
    const QColor commColor = ChartStyle::seriesColor(1);
    comm->setPen(QPen(commColor, 2, Qt::DashLine));
    comm->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, commColor, Qt::white, 6));

    for (const ScalingPoint& point : series.points) {
        speedup->addData(point.nodes, point.speedup);
        efficiency->addData(point.nodes, point.efficiency * 100);
        comm->addData(point.nodes, point.commShare * 100);
        auto* label = new QCPItemText(p);
        label->position->setCoords(point.nodes, point.speedup);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop); // below right: clear of the rising curve
        label->setPadding(QMargins(6, 4, 0, 0));
        label->setText(ChartStyle::trimmedNumber(point.speedup, point.speedup >= 10 ? 1 : 2) +
                       QStringLiteral("\u00d7"));
        label->setColor(speedColor.darker(130));
    }

    if (!series.measuredSpeedups.isEmpty()) {
        QCPGraph* measured = p->addGraph();
        measured->setName(tr("Measured"));
        measured->setLineStyle(QCPGraph::lsNone);
        measured->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(0x20, 0x20, 0x20), 2), Qt::NoBrush, 13));
        for (const QPointF& point : series.measuredSpeedups)
            measured->addData(point.x(), point.y());
    }

    if (designNodes > 0) {
        auto* marker = new QCPItemStraightLine(p);
        marker->point1->setCoords(designNodes, 1);
        marker->point2->setCoords(designNodes, 2);
        marker->setPen(QPen(ChartStyle::budgetColor(), 1.2, Qt::DotLine));
        auto* text = new QCPItemText(p);
        text->position->setAxes(p->xAxis, p->yAxis);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        // In the widest gap between the curves where they cross the marker, on a white ground: no line
        // runs through the words (the efficiency line stays near the top when scaling is good).
        text->position->setCoords(designNodes, labelGapRatio(series, designNodes, p));
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(4, 1, 4, 1));
        text->setBrush(QColor(255, 255, 255, 235));
        text->setClipToAxisRect(false);
        text->setText(designNodes == 1 ? tr("this design: 1 node")
                                       : tr("this design: %1 nodes").arg(designNodes));
        text->setColor(ChartStyle::budgetColor());
    }
    if (!note.isEmpty()) {
        auto* item = new QCPItemText(p);
        item->position->setType(QCPItemPosition::ptAxisRectRatio);
        item->position->setCoords(0.99, 0.6);
        item->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setText(note);
        item->setColor(QColor(0x77, 0x77, 0x77));
    }
    p->legend->setVisible(true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString ScalingChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mSeries.points.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const double nodes = p->xAxis->pixelToCoord(pos.x());
    const ScalingPoint* nearest = &mSeries.points.first();
    for (const ScalingPoint& point : mSeries.points)
        if (std::abs(std::log(point.nodes / nodes)) < std::abs(std::log(nearest->nodes / nodes)))
            nearest = &point;
    if (mSeries.fitted)
        return tr("<b>Nodes: %1</b><br>speed-up %2\u00d7, efficiency %3%<br>overhead share %4% (fitted)")
            .arg(ChartStyle::number(nearest->nodes), ChartStyle::trimmedNumber(nearest->speedup, 2),
                 ChartStyle::number(nearest->efficiency * 100, 1),
                 ChartStyle::number(nearest->commShare * 100, 1));
    return tr("<b>Nodes: %1</b><br>speed-up %2\u00d7, efficiency %3%<br>step %4: communication %5, of which "
              "exposed %6<br>communication share %7%")
        .arg(ChartStyle::number(nearest->nodes), ChartStyle::trimmedNumber(nearest->speedup, 2),
             ChartStyle::number(nearest->efficiency * 100, 1), ChartStyle::duration(nearest->stepS),
             ChartStyle::duration(nearest->commS), ChartStyle::duration(nearest->exposedCommS),
             ChartStyle::number(nearest->commShare * 100, 1));
}
