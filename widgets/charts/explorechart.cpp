#include "charts/explorechart.h"

#include "charts/chartstyle.h"
#include "model/money.h"

#include <qcustomplot.h>

namespace {

// Blue (least power) to red (most).
QColor powerColour(double kw, double least, double most) {
    const double t = most > least ? std::clamp((kw - least) / (most - least), 0.0, 1.0) : 0.0;
    return QColor::fromRgbF(0.16 + 0.68 * t, 0.39 - 0.2 * t, 0.75 - 0.6 * t);
}

} // namespace

ExploreChart::ExploreChart(QWidget* parent) : ChartView(parent) {
    setVariants({}, 0, std::nullopt, QString());
}

void ExploreChart::setVariants(const QList<ExploreVariant>& variants, double deadline,
                               std::optional<double> budget, const QString& currency, bool serving) {
    mVariants = variants;
    mServing = serving;
    mSelected = nullptr;
    clearPlot();
    QCustomPlot* p = plot();
    double least = 0, most = 0, dearest = budget.value_or(0);
    double shortest = deadline > 0 ? deadline : 0, longest = deadline;
    bool any = false;
    for (const ExploreVariant& v : variants) {
        if (v.gpus <= 0 || timeOf(v) <= 0 || v.capex <= 0) // nothing known to place it by
            continue;
        least = any ? std::min(least, v.powerKw) : v.powerKw;
        most = any ? std::max(most, v.powerKw) : v.powerKw;
        shortest = any || deadline > 0 ? std::min(shortest, timeOf(v)) : timeOf(v);
        longest = std::max(longest, timeOf(v));
        dearest = std::max(dearest, v.capex);
        any = true;
    }
    mSubtitle = any ? tr("colour: power, blue %1 kW to red %2 kW")
                          .arg(ChartStyle::number(least), ChartStyle::number(most))
                    : QString();
    setTitle(tr("Time against capital cost"), mSubtitle);
    p->xAxis->setLabel(serving ? tr("seconds to the first token") : tr("days to train"));
    p->yAxis->setLabel(currency.isEmpty() ? tr("capital cost (millions)")
                                          : tr("capital cost (%1, millions)").arg(currency));
    if (!any) {
        p->xAxis->setRange(0, 1);
        p->yAxis->setRange(0, 1);
        showMessage(variants.isEmpty() ? tr("Explore to see the variants") : tr("No variant could be sized"));
        p->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    QVector<double> frontX, frontY;
    QList<int> front;
    for (int i = 0; i < variants.size(); ++i)
        if (variants[i].pareto)
            front.append(i);
    std::sort(front.begin(), front.end(),
              [&](int a, int b) { return timeOf(variants[a]) < timeOf(variants[b]); });
    for (int i : front) {
        frontX.append(timeOf(variants[i]));
        frontY.append(variants[i].capex / 1e6);
    }
    if (!front.isEmpty()) {
        QCPGraph* line = p->addGraph();
        line->setName(serving ? tr("the front: none both sooner and cheaper")
                              : tr("the front: none both faster and cheaper"));
        line->setPen(QPen(ChartStyle::textColor(), 1.5));
        line->setData(frontX, frontY, true);
    }
    QList<const ExploreVariant*> drawn; // the front last, over the others
    const auto placed = [this](const ExploreVariant& v) {
        return v.gpus > 0 && timeOf(v) > 0 && v.capex > 0;
    };
    for (const ExploreVariant& v : variants)
        if (placed(v) && !v.pareto)
            drawn.append(&v);
    for (const ExploreVariant& v : variants)
        if (placed(v) && v.pareto)
            drawn.append(&v);
    for (const ExploreVariant* variant : drawn) {
        const ExploreVariant& v = *variant;
        QCPGraph* point = p->addGraph();
        point->removeFromLegend();
        point->setLineStyle(QCPGraph::lsNone);
        const QColor colour = v.feasible ? powerColour(v.powerKw, least, most) : QColor(0x9e, 0x9e, 0x9e);
        const auto shape = !v.feasible ? QCPScatterStyle::ssCross
                           : v.pareto  ? QCPScatterStyle::ssDisc
                                       : QCPScatterStyle::ssCircle;
        point->setScatterStyle(
            QCPScatterStyle(shape, colour, v.pareto ? colour : Qt::white, v.pareto ? 10 : 8));
        point->setData({timeOf(v)}, {v.capex / 1e6});
    }
    // The time axis spans the variants (and the deadline), not 0 to the longest: variants of 25 to 33
    // days would otherwise crowd the last quarter of it.
    const double span = longest - shortest > 0 ? longest - shortest : std::max(longest * 0.2, 1e-3);
    const double left = std::max(0.0, shortest - 0.12 * span), right = longest + 0.12 * span;
    const double top = dearest / 1e6 * 1.15;
    if (deadline > 0) {
        QCPGraph* limit = p->addGraph();
        limit->setName(serving ? tr("first token within %1 s").arg(ChartStyle::number(deadline, 2))
                               : tr("deadline: %1 days").arg(ChartStyle::number(deadline, 1)));
        limit->setPen(QPen(ChartStyle::budgetColor(), 1.5, Qt::DashLine));
        limit->setData({deadline, deadline}, {0, top});
    }
    if (budget) {
        QCPGraph* limit = p->addGraph();
        limit->setName(tr("budget: %1").arg(formatMoney(*budget, currency)));
        limit->setPen(QPen(ChartStyle::budgetColor(), 1.5, Qt::DotLine));
        limit->setData({left, right}, {*budget / 1e6, *budget / 1e6});
    }
    p->xAxis->setRange(left, right);
    p->yAxis->setRange(0, top);
    p->legend->setVisible(true);
    placeLegendBelow();
    p->replot(QCustomPlot::rpQueuedReplot);
}

void ExploreChart::setSelected(int index) {
    QCustomPlot* p = plot();
    if (mSelected) {
        p->removeGraph(mSelected);
        mSelected = nullptr;
    }
    if (index >= 0 && index < mVariants.size()) {
        const ExploreVariant& v = mVariants[index];
        if (v.gpus > 0 && timeOf(v) > 0 && v.capex > 0) {
            // A ring around the chosen variant's point, over every other.
            mSelected = p->addGraph();
            mSelected->removeFromLegend();
            mSelected->setLineStyle(QCPGraph::lsNone);
            mSelected->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                       QPen(ChartStyle::textColor(), 2.5), Qt::NoBrush, 20));
            mSelected->setData({timeOf(v)}, {v.capex / 1e6});
        }
    }
    mSelectedIndex = mSelected ? index : -1;
    p->replot(QCustomPlot::rpQueuedReplot);
}

void ExploreChart::setPrevious(bool previous) {
    if (mVariants.isEmpty())
        return;
    setTitle(tr("Time against capital cost"),
             previous ? tr("the previous run's variants; exploring again…") : mSubtitle);
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

QString ExploreChart::toolTipAt(const QPointF& pos) const {
    const QCustomPlot* p = plot();
    const ExploreVariant* nearest = nullptr;
    double best = 12 * 12; // within 12 pixels
    for (const ExploreVariant& v : mVariants) {
        if (v.gpus <= 0)
            continue;
        const double dx = p->xAxis->coordToPixel(timeOf(v)) - pos.x();
        const double dy = p->yAxis->coordToPixel(v.capex / 1e6) - pos.y();
        if (dx * dx + dy * dy < best) {
            best = dx * dx + dy * dy;
            nearest = &v;
        }
    }
    if (!nearest)
        return {};
    QStringList lines{
        QStringLiteral("<b>%1</b>").arg(nearest->systemName.toHtmlEscaped()),
        tr("%1 GPUs, %2:1 above the leaves").arg(nearest->gpus).arg(nearest->oversubscription),
        mServing ? tr("%1 tokens/s, first token in %2 s, %3 kW")
                       .arg(ChartStyle::number(nearest->tokensPerS), ChartStyle::number(nearest->ttftS, 2),
                            ChartStyle::number(nearest->powerKw))
                 : tr("%1 days, %2 kW")
                       .arg(ChartStyle::number(nearest->days, 1), ChartStyle::number(nearest->powerKw))};
    for (const QString& reason : nearest->reasons)
        lines << reason.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}
