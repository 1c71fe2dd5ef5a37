// ReportDeck: the "Reliability and goodput" slide (docs/reliability.md): what the training run loses to
// failures on this design (the wall time split into kept training, work redone, checkpoints, restarts and
// waiting for repairs; the interruptions by part class over the run) and the figures behind them.
#include "report/reportdeck.h"

#include "report/reportstyle.h"
#include "workload/goodputfigures.h"

#include <algorithm>

using namespace ReportStyle;

bool ReportDeck::hasGoodput() const {
    return mDesign.workload && !mDesign.workload->inference && mWorkloadPlan && mWorkloadPlan->goodput;
}

void ReportDeck::paintGoodput(QPainter* p) const {
    const WorkloadPlan& plan = *mWorkloadPlan;
    const GoodputPlan& g = *plan.goodput;
    const double left = kMargin;
    const double width = 700;
    double y = kContentTop;

    // The wall time, as one bar: what is kept and what is lost.
    p->setPen(kText);
    p->setFont(font(20, true));
    p->drawText(QRectF(left, y, width, 30), Qt::AlignLeft | Qt::AlignVCenter, tr("Where the wall time goes"));
    y += 40;
    if (g.goodput) {
        const Goodput& r = *g.goodput;
        const struct {
            QString name;
            double share;
            QColor color;
        } parts[] = {{tr("training kept"), r.ettr, kGreen},
                     {tr("work redone"), r.lostWorkShare, kAmber},
                     {tr("checkpoints"), r.checkpointShare, kBlue},
                     {tr("restarts"), r.restartShare, kNavy},
                     {tr("waiting for repairs"), r.repairShare, kRed}};
        double x = left;
        for (const auto& part : parts) {
            const double w = width * part.share;
            p->setPen(Qt::NoPen);
            p->setBrush(part.color);
            p->drawRect(QRectF(x, y, w, 40));
            x += w;
        }
        y += 52;
        p->setFont(font(16));
        for (const auto& part : parts) {
            p->setPen(Qt::NoPen);
            p->setBrush(part.color);
            p->drawRect(QRectF(left, y + 6, 16, 16));
            p->setPen(kText);
            p->drawText(QRectF(left + 26, y, width - 26, 28), Qt::AlignLeft | Qt::AlignVCenter,
                        tr("%1: %2%").arg(part.name, number(part.share * 100, 1)));
            y += 30;
        }
    } else {
        p->setFont(font(16));
        p->setPen(kAmber);
        const QString missing = g.missing.join(QLatin1Char(' '));
        const QRectF box(left, y, width, 120);
        p->drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, missing);
        y += 130;
    }

    // The interruptions over the run by class, largest first.
    y += 16;
    const double days = plan.days() > 0 ? plan.days() : 1;
    p->setPen(kText);
    p->setFont(font(20, true));
    p->drawText(QRectF(left, y, width, 30), Qt::AlignLeft | Qt::AlignVCenter,
                plan.days() > 0 ? tr("Interruptions expected in %1 days").arg(number(days, 0))
                                : tr("Interruptions expected a day"));
    y += 38;
    QList<ClassInterruptions> classes = g.interruptions.classes;
    std::sort(classes.begin(), classes.end(),
              [](const ClassInterruptions& a, const ClassInterruptions& b) { return a.perDay > b.perDay; });
    const double most = classes.isEmpty() ? 1 : std::max(1e-9, classes.first().perDay * days);
    const double barLeft = left + 300;
    const double barWidth = width - 300 - 90;
    const double rowHeight = std::min(26.0, (kContentBottom - y) / std::max<qsizetype>(1, classes.size()));
    p->setFont(font(14));
    for (const ClassInterruptions& c : std::as_const(classes)) {
        const double count = c.perDay * days;
        p->setPen(kText);
        p->drawText(QRectF(left, y, 290, rowHeight), Qt::AlignRight | Qt::AlignVCenter,
                    failureClassName(c.failureClass));
        p->setPen(Qt::NoPen);
        p->setBrush(kBlue);
        p->drawRect(QRectF(barLeft, y + 4, std::max(1.0, barWidth * count / most), rowHeight - 8));
        p->setPen(kText);
        p->drawText(QRectF(barLeft + barWidth + 8, y, 82, rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                    number(count, count < 1    ? 2
                                  : count < 10 ? 1
                                               : 0));
        y += rowHeight;
    }

    // The figures beside them.
    const double tableLeft = left + width + 40;
    SlideTable table({{tr("Figure"), 260}, {tr("Value"), 0, Qt::AlignLeft, 3}}, font(16), 30);
    table.setWrap(true);
    QList<SlideTable::Row> rows;
    for (const WorkloadFigure& figure : goodputFigures(plan)) {
        SlideTable::Row row;
        row.cells = {figure.name, figure.value};
        row.height = table.rowHeightFor(row, kWidth - kMargin - tableLeft);
        rows.append(row);
    }
    const double height =
        table.paint(p, QRectF(tableLeft, kContentTop, kWidth - kMargin - tableLeft, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(14));
    drawSource(
        p,
        QRectF(tableLeft, kContentTop + height + 10, kWidth - kMargin - tableLeft,
               kContentBottom - kContentTop - height - 10),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        tr("Failure rates per part from Meta's Llama 3 405B run (arXiv 2407.21783, Table 5: 419 "
           "interruptions on 16,384 H100 in 54 days) and Alibaba HPN (SIGCOMM 2024) for links and "
           "switches, counted from this design's parts; interval by Young (1974) and Daly (2006); restart "
           "and repair times are estimates. Sources and formulas: docs/reliability.md."));
}
