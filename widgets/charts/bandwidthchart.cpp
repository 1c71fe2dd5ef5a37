#include "charts/bandwidthchart.h"

#include "charts/chartstyle.h"

#include <cmath>
#include <qcustomplot.h>

BandwidthChart::BandwidthChart(QWidget* parent) : ChartView(parent) {
    setHierarchy(BandwidthHierarchy{});
}

void BandwidthChart::setHierarchy(const BandwidthHierarchy& hierarchy) {
    mHierarchy = hierarchy;
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(tr("Bandwidth hierarchy"), hierarchy.isEmpty()
                                            ? QString()
                                            : tr("%1 (%2): %3 \u00d7 %4")
                                                  .arg(hierarchy.deviceName, hierarchy.deviceId)
                                                  .arg(hierarchy.gpus)
                                                  .arg(hierarchy.gpuModel));
    p->xAxis->setLabel(tr("Bandwidth per direction (GB/s, log scale)"));
    if (hierarchy.isEmpty()) {
        p->xAxis->setRange(1, 1000);
        p->yAxis->setRange(0, 1);
        showMessage(tr("No server with GPUs selected"));
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const qsizetype count = hierarchy.bars.size();
    double low = hierarchy.bars.first().gbs;
    double high = low;
    for (const BandwidthBar& bar : hierarchy.bars) {
        low = qMin(low, bar.gbs);
        high = qMax(high, bar.gbs);
    }
    // Log axis from a decade below the slowest link; the bars use ~60% of the width, the labels the rest.
    const double lower = std::pow(10.0, std::floor(std::log10(low))) / 2;
    const double barsSpan = std::log10(high) - std::log10(lower);
    const double upper = lower * std::pow(10.0, barsSpan / 0.7);
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> logTicker(new QCPAxisTickerLog);
    logTicker->setSubTickCount(8);
    p->xAxis->setTicker(logTicker);
    p->xAxis->setNumberFormat(QStringLiteral("f"));
    p->xAxis->setNumberPrecision(0);
    p->xAxis->setRange(lower, upper);

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (qsizetype i = 0; i < count; ++i)
        ticker->addTick(i + 1, bandwidthLevelName(hierarchy.bars[i].level));
    p->yAxis->setTicker(ticker);
    p->yAxis->setSubTicks(false);
    p->yAxis->setTickLength(0, 0);
    p->yAxis->grid()->setVisible(false);
    p->yAxis->setRange(0.4, count + 0.6);
    p->yAxis->setRangeReversed(true);

    for (qsizetype i = 0; i < count; ++i) {
        const BandwidthBar& bar = hierarchy.bars[i];
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        const QColor color = ChartStyle::levelColor(bar.level);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(115), 1));
        bars->setWidth(0.62);
        bars->setBaseValue(lower);
        bars->addData(i + 1, bar.gbs - lower); // QCPBars stack on the base value
        bars->setName(bandwidthLevelName(bar.level));

        auto* label = new QCPItemText(p);
        label->position->setAxes(p->xAxis, p->yAxis);
        label->position->setCoords(bar.gbs * 1.06, i + 1);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setTextAlignment(Qt::AlignLeft);
        label->setColor(ChartStyle::textColor());
        label->setClipToAxisRect(false);
        label->setText(QStringLiteral("%1  \u00b7  %2").arg(ChartStyle::bandwidth(bar.gbs), bar.linkName));
        QFont labelFont = font();
        labelFont.setBold(true);
        label->setFont(labelFont);
    }
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString BandwidthChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mHierarchy.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int index = qRound(p->yAxis->pixelToCoord(pos.y())) - 1;
    if (index < 0 || index >= mHierarchy.bars.size())
        return {};
    const BandwidthBar& bar = mHierarchy.bars[index];
    return QStringLiteral("<b>%1</b><br>%2 \u00b7 %3<br>%4")
        .arg(bandwidthLevelName(bar.level).toHtmlEscaped(), ChartStyle::bandwidth(bar.gbs),
             bar.linkName.toHtmlEscaped(), bar.detail.toHtmlEscaped());
}
