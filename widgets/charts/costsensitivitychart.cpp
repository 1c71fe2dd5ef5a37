#include "charts/costsensitivitychart.h"

#include "charts/chartstyle.h"

#include <qcustomplot.h>

namespace {

const QColor kLower(0x4c, 0x72, 0xb0);  // the input 20 % lower
const QColor kHigher(0xdd, 0x84, 0x52); // the input 20 % higher

} // namespace

CostSensitivityChart::CostSensitivityChart(QWidget* parent) : ChartView(parent) {
    setTco(Tco{});
}

void CostSensitivityChart::setTco(const Tco& tco) {
    mTco = tco;
    clearPlot();
    QCustomPlot* p = plot();
    const QString currency = tco.inputs.currency;
    setTitle(tr("What moves the cost per GPU-hour"),
             tco.costPerGpuHour > 0 ? tr("%1 %2 per GPU-hour over %3 years; each input moved by ±%4 %")
                                          .arg(ChartStyle::number(tco.costPerGpuHour, 2), currency,
                                               ChartStyle::trimmedNumber(tco.inputs.years, 1))
                                          .arg(int(TcoModel::kSensitivityStep * 100))
                                    : QString());
    if (tco.costPerGpuHour <= 0 || tco.sensitivity.isEmpty()) {
        p->xAxis->setRange(0, 1);
        p->yAxis->setRange(0, 1);
        showMessage(tr("Needs GPUs and a priced bill of materials"));
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    p->xAxis->setLabel(tr("%1 per GPU-hour").arg(currency));
    // Largest swing on top: the first entry at the highest key.
    const int n = int(tco.sensitivity.size());
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double lowest = tco.costPerGpuHour, highest = tco.costPerGpuHour;
    QCPBars* lower = nullptr;
    QCPBars* higher = nullptr;
    for (int i = 0; i < n; ++i) {
        const TcoSensitivity& s = tco.sensitivity[i];
        const double key = n - i;
        ticker->addTick(key, s.swing() == 0 ? tr("%1 (not set)").arg(TcoModel::inputLabel(s.input))
                                            : TcoModel::inputLabel(s.input));
        lowest = qMin(lowest, qMin(s.low, s.high));
        highest = qMax(highest, qMax(s.low, s.high));
        for (const auto& [value, color, bars] :
             {std::tuple{s.low, kLower, &lower}, std::tuple{s.high, kHigher, &higher}}) {
            if (!*bars) {
                *bars = new QCPBars(p->yAxis, p->xAxis);
                (*bars)->setWidth(0.6);
                (*bars)->setPen(Qt::NoPen);
                (*bars)->setBrush(color);
                (*bars)->setBaseValue(tco.costPerGpuHour);
            }
            (*bars)->addData(key, value - tco.costPerGpuHour); // drawn from the base value
        }
    }
    lower->setName(tr("input 20 % lower"));
    higher->setName(tr("input 20 % higher"));
    p->yAxis->setTicker(ticker);
    p->yAxis->setSubTicks(false);
    p->yAxis->grid()->setVisible(false);
    p->yAxis->setRange(0.4, n + 0.6);
    const double margin = qMax((highest - lowest) * 0.08, tco.costPerGpuHour * 0.01);
    p->xAxis->setRange(lowest - margin, highest + margin);
    auto* base = new QCPItemStraightLine(p);
    base->point1->setCoords(tco.costPerGpuHour, 0);
    base->point2->setCoords(tco.costPerGpuHour, 1);
    base->setPen(QPen(ChartStyle::textColor(), 1.5, Qt::DashLine));
    p->legend->setVisible(true);
    p->legend->setWrap(2);
    p->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString CostSensitivityChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    const int n = int(mTco.sensitivity.size());
    if (n == 0 || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int i = n - int(std::lround(p->yAxis->pixelToCoord(pos.y())));
    if (i < 0 || i >= n)
        return {};
    const TcoSensitivity& s = mTco.sensitivity[i];
    const QString currency = mTco.inputs.currency;
    return tr("%1\n20 % lower: %2 %4 per GPU-hour\n20 % higher: %3 %4 per GPU-hour")
        .arg(TcoModel::inputLabel(s.input), ChartStyle::number(s.low, 3), ChartStyle::number(s.high, 3),
             currency);
}
