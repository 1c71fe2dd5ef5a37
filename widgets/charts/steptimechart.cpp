#include "charts/steptimechart.h"

#include "charts/chartstyle.h"

#include <qcustomplot.h>

namespace {

struct StackedPart {
    double StepBreakdown::*field;
    QColor color;
};

// The stacked parts, left to right: compute first, then what communication adds.
const StackedPart kParts[] = {{&StepBreakdown::computeS, QColor(0x4c, 0x72, 0xb0)},
                              {&StepBreakdown::tpCommS, QColor(0x55, 0xa8, 0x68)},
                              {&StepBreakdown::ppBubbleS, QColor(0xcc, 0xb9, 0x74)},
                              {&StepBreakdown::ppCommS, QColor(0x93, 0x78, 0x60)},
                              {&StepBreakdown::dpCommS, QColor(0xc4, 0x4e, 0x52)},
                              {&StepBreakdown::cpCommS, QColor(0x81, 0x72, 0xb3)},
                              {&StepBreakdown::epCommS, QColor(0xda, 0x8b, 0xc3)},
                              {&StepBreakdown::optimizerS, QColor(0x8c, 0x8c, 0x8c)}};

QStringList partNames() {
    return {StepTimeChart::tr("Compute"),          StepTimeChart::tr("Tensor parallel"),
            StepTimeChart::tr("Pipeline bubble"),  StepTimeChart::tr("Pipeline sends"),
            StepTimeChart::tr("Data parallel"), // exposed: what overlaps the backward pass is in Compute
            StepTimeChart::tr("Context parallel"), StepTimeChart::tr("Expert all-to-all"),
            StepTimeChart::tr("Optimizer")};
}

// Tick labels that carry their unit ("5 s"), so the chart needs no axis title: it is often short.
class SecondsTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override {
        return StepTimeChart::tr("%1 s").arg(
            QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision));
    }
};

} // namespace

StepTimeChart::StepTimeChart(QWidget* parent) : ChartView(parent) {
    // The time axis is fitted once the plot knows its width (on every layout: a resize, an export).
    connect(plot(), &QCustomPlot::afterLayout, this, &StepTimeChart::fitTimeAxis);
    setSteps({}, QString());
}

// Room right of every bar for its label, as measured in its font, whatever the chart's width; a tick label
// every 90 pixels or so.
void StepTimeChart::fitTimeAxis() {
    QCustomPlot* p = plot();
    const double width = p->axisRect()->width();
    if (mSteps.isEmpty() || width < 40)
        return;
    double range = 0;
    for (int i = 0; i < mSteps.size() && i < mLabelPx.size(); ++i) {
        const double barRoom = qMax(0.3 * width, width - mLabelPx[i]);
        range = qMax(range, mSteps[i].performance.stepTimeS * width / barRoom);
    }
    if (range <= 0)
        range = 1;
    p->xAxis->setRange(0, range);
    p->xAxis->ticker()->setTickCount(qBound(2, int(width / 90), 8));
}

void StepTimeChart::setSteps(const QList<FabricVariantStep>& steps, const QString& subtitle,
                             const QString& why) {
    mSteps = steps;
    mLabelPx.clear();
    clearPlot();
    QCustomPlot* p = plot();
    setTitle(tr("Where the step time goes"), subtitle);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new SecondsTicker));
    if (steps.isEmpty()) {
        p->xAxis->setRange(0, 1);
        p->yAxis->setRange(0, 1);
        showMessage(why.isEmpty() ? tr("No prediction") : why);
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    // The design's bar on top: rows counted from the top down. Each bar's name is written above it, not
    // beside it on the axis, so a narrow chart keeps its width for the bars.
    const int rows = int(steps.size());
    const auto keyOf = [rows](int index) { return double(rows - index); };
    p->yAxis->setTicks(false);
    p->yAxis->setTickLabels(false);
    p->yAxis->grid()->setVisible(false);
    p->yAxis->setRange(0.55, rows + 0.75);
    for (int i = 0; i < rows; ++i) {
        auto* name = new QCPItemText(p);
        name->position->setCoords(0, keyOf(i) + 0.27);
        name->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        name->setText(fabricVariantName(steps[i]));
        name->setColor(ChartStyle::textColor());
        name->setPadding(QMargins(2, 0, 2, 1));
    }
    const QStringList names = partNames();
    QCPBars* below = nullptr;
    for (size_t k = 0; k < std::size(kParts); ++k) {
        QVector<double> keys, values;
        bool any = false;
        for (int i = 0; i < rows; ++i) {
            keys.append(keyOf(i));
            const double s = steps[i].performance.breakdown.*kParts[k].field;
            values.append(s);
            any = any || s > 0;
        }
        if (!any)
            continue;
        auto* bars = new QCPBars(p->yAxis, p->xAxis); // horizontal: keys on the left axis
        bars->setName(names[int(k)]);
        bars->setWidth(0.5);
        bars->setPen(Qt::NoPen);
        bars->setBrush(kParts[k].color);
        bars->setData(keys, values); // keys run downwards: sorted by QCustomPlot
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    double longest = 0;
    for (const FabricVariantStep& step : steps)
        longest = std::max(longest, step.performance.stepTimeS);
    const double design = steps.first().performance.stepTimeS;
    for (int i = 0; i < rows; ++i) {
        const double s = steps[i].performance.stepTimeS;
        auto* total = new QCPItemText(p);
        total->position->setCoords(s, keyOf(i));
        total->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        QString text = ChartStyle::duration(s);
        if (i > 0 && design > 0) // against the design's step: +12 %, -8 %
            text += QStringLiteral("  (%1%2 %)")
                        .arg(s >= design ? QStringLiteral("+") : QString())
                        .arg(ChartStyle::number((s / design - 1) * 100, 0));
        total->setText(text);
        total->setColor(ChartStyle::textColor());
        total->setPadding(QMargins(4, 0, 2, 0));
        mLabelPx.append(QFontMetrics(total->font()).horizontalAdvance(text) + 12);
    }
    p->xAxis->setRange(0, longest * 1.3); // until the first layout fits it (fitTimeAxis)
    p->legend->setVisible(true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

QString StepTimeChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    if (mSteps.isEmpty() || !p->axisRect()->rect().contains(pos.toPoint()))
        return {};
    const int index = int(mSteps.size()) - int(std::lround(p->yAxis->pixelToCoord(pos.y())));
    if (index < 0 || index >= mSteps.size())
        return {};
    const FabricVariantStep& step = mSteps[index];
    const QStringList names = partNames();
    QStringList lines{QStringLiteral("<b>%1</b>").arg(fabricVariantName(step).toHtmlEscaped())};
    for (size_t k = 0; k < std::size(kParts); ++k)
        lines << tr("%1: %2").arg(names[int(k)],
                                  ChartStyle::duration(step.performance.breakdown.*kParts[k].field));
    lines << tr("Step: %1, %2 tokens/s, MFU %3%")
                 .arg(ChartStyle::duration(step.performance.stepTimeS),
                      ChartStyle::number(step.performance.tokensPerS, 0),
                      ChartStyle::number(step.performance.mfu * 100, 1));
    return lines.join(QStringLiteral("<br>"));
}
