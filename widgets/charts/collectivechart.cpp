#include "charts/collectivechart.h"

#include "charts/chartstyle.h"

#include <cmath>
#include <qcustomplot.h>

CollectiveChart::CollectiveChart(QWidget* parent) : ChartView(parent) {
    setCurves({}, QString());
}

QString CollectiveChart::curveName(const CollectiveCurve& curve) {
    const QString where = curve.scope == CollectiveScope::IntraNode
                              ? tr("inside one node, %1 GPUs").arg(curve.ranks)
                              : tr("across %1 nodes, %2 GPUs").arg(curve.nodes).arg(curve.ranks);
    return tr("%1, %2, %3: bus bandwidth %4 of %5")
        .arg(collectiveName(curve.kind), where, curve.via, ChartStyle::bandwidth(curve.busBandwidthGbs),
             ChartStyle::bandwidth(curve.peakBusGbs));
}

void CollectiveChart::setCurves(const QList<CollectiveCurve>& curves, const QString& node,
                                const QString& note) {
    mCurves = curves;
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(curves.isEmpty() ? tr("Collective time (estimate)")
                              : tr("Collective time (%1 model, estimate)").arg(curves.first().library),
             node);
    p->xAxis->setLabel(tr("Message size (bytes, log scale)"));
    p->yAxis->setLabel(tr("Time (log scale)"));
    if (curves.isEmpty()) {
        p->xAxis->setRange(1, 10);
        p->yAxis->setRange(0, 1);
        showMessage(note.isEmpty() ? tr("Needs a server with GPUs and at least 2 GPUs") : note);
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    double minBytes = curves.first().bytes.first(), maxBytes = minBytes;
    double minTime = 1e300, maxTime = 0;
    for (qsizetype i = 0; i < curves.size(); ++i) {
        const CollectiveCurve& curve = curves[i];
        QCPGraph* graph = p->addGraph();
        graph->setName(curveName(curve));
        const QColor color = ChartStyle::seriesColor(curve.scope == CollectiveScope::IntraNode ? 0 : 1);
        const bool gather = curve.kind == Collective::AllGather;
        graph->setPen(QPen(color, 2.2, gather ? Qt::DashLine : Qt::SolidLine));
        graph->setScatterStyle(QCPScatterStyle(gather ? QCPScatterStyle::ssSquare : QCPScatterStyle::ssDisc,
                                               color, Qt::white, 5));
        for (qsizetype j = 0; j < curve.bytes.size(); ++j) {
            if (curve.seconds[j] <= 0)
                continue;
            graph->addData(curve.bytes[j], curve.seconds[j]);
            minBytes = qMin(minBytes, curve.bytes[j]);
            maxBytes = qMax(maxBytes, curve.bytes[j]);
            minTime = qMin(minTime, curve.seconds[j]);
            maxTime = qMax(maxTime, curve.seconds[j]);
        }
    }
    // Message sizes: binary ticks every 4 powers of two (1 KiB, 16 KiB, 256 KiB, 4 MiB, ...).
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerText> xTicker(new QCPAxisTickerText);
    for (int power = int(std::floor(std::log2(minBytes))); power <= int(std::ceil(std::log2(maxBytes)));
         ++power)
        if (power % 4 == 2)
            xTicker->addTick(std::ldexp(1.0, power), ChartStyle::bytes(std::ldexp(1.0, power)));
    xTicker->setSubTickCount(0);
    p->xAxis->setTicker(xTicker);
    p->xAxis->setRange(minBytes / 1.5, maxBytes * 1.5);

    // Time: decade ticks labelled in µs, ms or s.
    const double lowDecade = std::floor(std::log10(minTime));
    const double highDecade = std::ceil(std::log10(maxTime));
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerText> yTicker(new QCPAxisTickerText);
    for (int decade = int(lowDecade); decade <= int(highDecade); ++decade)
        yTicker->addTick(std::pow(10.0, decade), ChartStyle::duration(std::pow(10.0, decade)));
    yTicker->setSubTickCount(8);
    p->yAxis->setTicker(yTicker);
    p->yAxis->setRange(std::pow(10.0, lowDecade), std::pow(10.0, highDecade));
    p->xAxis->grid()->setSubGridVisible(false);
    p->yAxis->grid()->setSubGridVisible(true);

    p->legend->setVisible(true);
    placeLegendInside(Qt::AlignTop | Qt::AlignLeft);
    if (!note.isEmpty()) {
        auto* item = new QCPItemText(p);
        item->position->setType(QCPItemPosition::ptAxisRectRatio);
        item->position->setCoords(0.99, 0.98);
        item->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        item->setText(note);
        item->setColor(QColor(0x77, 0x77, 0x77));
    }
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString CollectiveChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mCurves.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const double bytes = p->xAxis->pixelToCoord(pos.x());
    // The nearest message size on the curves' grid.
    const QList<double>& sizes = mCurves.first().bytes;
    qsizetype nearest = 0;
    for (qsizetype j = 1; j < sizes.size(); ++j)
        if (std::abs(std::log(sizes[j] / bytes)) < std::abs(std::log(sizes[nearest] / bytes)))
            nearest = j;
    QStringList lines{tr("<b>Message size %1</b>").arg(ChartStyle::bytes(sizes[nearest]))};
    for (const CollectiveCurve& curve : mCurves) {
        if (nearest >= curve.seconds.size())
            continue;
        const double seconds = curve.seconds[nearest];
        const double algbw = seconds > 0 ? curve.bytes[nearest] / seconds / 1e9 : 0;
        const QString algorithm =
            curve.algorithms.value(nearest) == CollectiveAlgorithm::Tree ? tr("tree") : tr("ring");
        lines.append(tr("%1: %2 by %3 (algorithm bandwidth %4, %6 bus bandwidth %5)")
                         .arg(curveName(curve).toHtmlEscaped(), ChartStyle::duration(seconds), algorithm,
                              ChartStyle::bandwidth(algbw),
                              ChartStyle::bandwidth(curve.busBandwidthAt(nearest)), curve.library));
    }
    return lines.join(QStringLiteral("<br>"));
}
