#include "charts/workloadmemorychart.h"

#include "charts/chartstyle.h"

#include <qcustomplot.h>

namespace {

struct Layer {
    double MemoryBreakdown::*field;
    QColor color;
};

// The stacked layers, bottom up, and their colours.
const Layer kLayers[] = {{&MemoryBreakdown::parameters, QColor(0x4c, 0x72, 0xb0)},
                         {&MemoryBreakdown::gradients, QColor(0x55, 0xa8, 0x68)},
                         {&MemoryBreakdown::optimizer, QColor(0xdd, 0x84, 0x52)},
                         {&MemoryBreakdown::activations, QColor(0x81, 0x72, 0xb3)},
                         {&MemoryBreakdown::kvCache, QColor(0xc4, 0x4e, 0x52)}};

} // namespace

WorkloadMemoryChart::WorkloadMemoryChart(QWidget* parent) : ChartView(parent) {
    // "against 72 GB usable on GPU": the legend has the usable line, the Workload tab's headline the GPU.
    setSubtitleOptional(true);
    setMemory({}, false, 0, 0, QString());
}

void WorkloadMemoryChart::setMemory(const QList<MemoryBreakdown>& bars, bool inference, int current,
                                    double usableGb, const QString& gpuName) {
    mBars = bars;
    mInference = inference;
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(
        tr("Memory per GPU"),
        usableGb > 0
            ? tr("against %1 usable on %2").arg(tr("%1 GB").arg(ChartStyle::number(usableGb, 1)), gpuName)
            : tr("no GPU chosen"));
    p->yAxis->setLabel(tr("GB per GPU"));
    if (bars.isEmpty()) {
        p->xAxis->setRange(0, 1);
        p->yAxis->setRange(0, 1);
        showMessage(tr("Choose a model"));
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const QStringList layerNames{inference ? tr("Weights") : tr("Parameters"), tr("Gradients"),
                                 tr("Optimizer states"), tr("Activations"), tr("KV cache")};
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (qsizetype i = 0; i < bars.size(); ++i) {
        QString label = inference ? tr("Inference") : tr("ZeRO-%1").arg(i);
        if (!inference && i == current)
            label += QLatin1Char('\n') + tr("(chosen)"); // on a line of its own: narrow bars
        ticker->addTick(i + 1, label);
    }
    p->xAxis->setTicker(ticker);
    p->xAxis->setSubTicks(false);
    p->xAxis->grid()->setVisible(false);
    p->xAxis->setRange(0.4, bars.size() + 0.6);
    double top = usableGb;
    QCPBars* below = nullptr;
    for (size_t l = 0; l < std::size(kLayers); ++l) {
        QVector<double> keys, values;
        bool any = false;
        for (qsizetype i = 0; i < bars.size(); ++i) {
            keys.append(i + 1);
            const double gb = bars[i].*kLayers[l].field / 1e9;
            values.append(gb);
            any = any || gb > 0;
        }
        if (!any)
            continue;
        auto* layer = new QCPBars(p->xAxis, p->yAxis);
        layer->setName(layerNames[int(l)]);
        layer->setWidth(bars.size() == 1 ? 0.35 : 0.6);
        layer->setPen(Qt::NoPen);
        layer->setBrush(kLayers[l].color);
        layer->setData(keys, values, true);
        if (below)
            layer->moveAbove(below);
        below = layer;
    }
    for (const MemoryBreakdown& bar : bars)
        top = std::max(top, bar.total() / 1e9);
    if (usableGb > 0) {
        // The usable memory is a line across the plot, named in the legend: a label beside the line
        // would sit on a bar's total.
        QCPGraph* line = p->addGraph();
        line->setName(tr("usable %1").arg(tr("%1 GB").arg(ChartStyle::number(usableGb, 1))));
        line->setPen(QPen(ChartStyle::budgetColor(), 2, Qt::DashLine));
        line->setData({0.4, bars.size() + 0.6}, {usableGb, usableGb});
    }
    for (qsizetype i = 0; i < bars.size(); ++i) {
        auto* total = new QCPItemText(p);
        total->position->setCoords(i + 1, bars[i].total() / 1e9);
        total->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        total->setText(tr("%1 GB").arg(ChartStyle::number(bars[i].total() / 1e9, 1)));
        total->setColor(usableGb > 0 && bars[i].total() / 1e9 > usableGb ? QColor(0xc6, 0x28, 0x28)
                                                                         : ChartStyle::textColor());
        total->setPadding(QMargins(2, 0, 2, 3));
        total->setClipToAxisRect(false);
        // A total just above the usable line would be crossed by it: white behind the text.
        total->setBrush(QColor(255, 255, 255, 230));
    }
    // Room above the tallest bar for its label (about 24 pixels), however short the chart is laid out.
    const double plotHeight = qMax(60, p->axisRect()->height());
    p->yAxis->setRange(0, top * (1.0 + qMax(0.15, 24.0 / plotHeight)));
    p->legend->setVisible(true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString WorkloadMemoryChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mBars.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int index = int(std::lround(p->xAxis->pixelToCoord(pos.x()))) - 1;
    if (index < 0 || index >= mBars.size())
        return {};
    const MemoryBreakdown& m = mBars[index];
    const auto gb = [](double bytes) { return ChartStyle::number(bytes / 1e9, 2); };
    QStringList lines{mInference ? tr("<b>Inference</b>") : tr("<b>ZeRO-%1</b>").arg(index)};
    lines << tr("%1: %2 GB").arg(mInference ? tr("Weights") : tr("Parameters"), gb(m.parameters));
    if (!mInference)
        lines
            << tr("%1: %2 GB").arg(tr("Gradients"), gb(m.gradients))
            << tr("%1: %2 GB").arg(tr("Optimizer states"), gb(m.optimizer))
            << tr("%1: %2 GB").arg(tr("Activations"), m.activationsKnown ? gb(m.activations) : tr("unknown"));
    else
        lines << tr("%1: %2 GB").arg(tr("KV cache"), gb(m.kvCache));
    lines << tr("Total: %1 GB").arg(gb(m.total()));
    return lines.join(QStringLiteral("<br>"));
}
