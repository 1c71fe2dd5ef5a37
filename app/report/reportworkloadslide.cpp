// ReportDeck: the workload slides (docs/workload.md): what the design is sized for, whether it fits, the
// memory per GPU and the figures, as the Workload tab shows them; for training, where the predicted step
// time goes on the design's fabric and on others.
#include "report/reportdeck.h"

#include "charts/steptimechart.h"
#include "charts/workloadmemorychart.h"
#include "plan/workloadrequest.h"
#include "report/reportstyle.h"
#include "workload/workloadfigures.h"

#include <QTextDocument>

using namespace ReportStyle;

void ReportDeck::paintWorkload(QPainter* p) const {
    const Workload& workload = *mDesign.workload;
    const WorkloadPlan& plan = *mWorkloadPlan;

    // The answer in one or two lines.
    QTextDocument headline;
    headline.setDefaultFont(font(24));
    headline.setTextWidth(kContentWidth);
    headline.setHtml(workloadHeadline(workload, plan));
    p->save();
    p->translate(kMargin, kContentTop);
    headline.drawContents(p);
    p->restore();
    const double top = kContentTop + headline.size().height() + 16;

    // Memory per GPU, drawn by the Workload tab's chart.
    const double chartWidth = 700;
    const QRectF chartArea(kMargin, top, chartWidth, kContentBottom - top);
    WorkloadMemoryChart chart;
    const double usable = plan.chosenFit ? plan.chosenFit->requiredGb + plan.chosenFit->headroomGb : 0;
    if (workload.inference) {
        chart.setMemory({plan.memory}, true, 0, usable, plan.gpuModel);
    } else {
        TrainingSetup setup = workload.training;
        setup.layout = plan.layout;
        chart.setMemory(memoryByZeroStage(workloadModel(workload), setup), false, setup.layout.zeroStage,
                        usable, plan.gpuModel);
    }
    paintChartView(p, &chart, chartArea, 0.75);
    p->setPen(QPen(QColor(0xd0, 0xd6, 0xde), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(chartArea);

    // The figures beside it, and what they rest on below them: the font shrinks until both fit above the
    // footer (a Chinese deck's wrapped lines take more height than an English one's).
    const double left = kMargin + chartWidth + 32;
    const double width = kWidth - kMargin - left;
    const QString note =
        tr("Estimates. Memory per GPU counts the weights, gradients, optimizer states and activations as "
           "ZeRO (Rajbhandari et al. 2020) and Korthikanti et al. (2022) do; the speed is predicted from the "
           "GPUs, their node and the fabric (Narayanan et al. 2021) unless an MFU is typed; inference "
           "speed is bounded by the GPUs' compute and memory bandwidth.");
    QList<WorkloadFigure> figures;
    for (const WorkloadFigure& figure : workloadFigures(workload, plan))
        if (figure.key != QLatin1String("fits-on")) // the whole catalog: too long for a slide
            figures.append(figure);
    for (int size = 16;; --size) {
        SlideTable table({{tr("Figure"), 250}, {tr("Value"), 0, Qt::AlignLeft, 3}}, font(size),
                         30.0 * size / 16);
        table.setWrap(true);
        QList<SlideTable::Row> rows;
        double height = SlideTable::kHeaderHeight;
        for (const WorkloadFigure& figure : std::as_const(figures)) {
            SlideTable::Row row;
            row.cells = {figure.name, figure.value};
            row.height = table.rowHeightFor(row, width);
            height += row.height;
            rows.append(row);
        }
        const QFont noteFont = font(std::min(14, size));
        const double noteHeight =
            QFontMetricsF(noteFont).boundingRect(QRectF(0, 0, width, 1000), Qt::TextWordWrap, note).height();
        if (top + height + 10 + noteHeight > kContentBottom && size > 11)
            continue;
        table.paint(p, QRectF(left, top, width, 0), rows);
        p->setPen(kMuted);
        p->setFont(noteFont);
        drawSource(p, QRectF(left, top + height + 10, width, kContentBottom - top - height - 10),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
        break;
    }
}

bool ReportDeck::hasStepTime() const {
    if (!mDesign.workload || mDesign.workload->inference)
        return false;
    return !mWorkloadPlan->fabricVariants.isEmpty();
}

void ReportDeck::paintStepTime(QPainter* p) const {
    const Workload& workload = *mDesign.workload;
    const WorkloadPlan& plan = *mWorkloadPlan;
    const QRectF chartArea(kMargin, kContentTop, kContentWidth, kContentBottom - kContentTop - 70);
    StepTimeChart chart;
    chart.setSteps(plan.fabricVariants, stepTimeSubtitle(plan), stepTimeMissing(workload, plan));
    paintChartView(p, &chart, chartArea, 0.75);
    p->setPen(QPen(QColor(0xd0, 0xd6, 0xde), 1));
    p->setBrush(Qt::NoBrush);
    p->drawRect(chartArea);
    p->setPen(kMuted);
    p->setFont(font(14));
    drawSource(
        p, QRectF(kMargin, chartArea.bottom() + 10, kContentWidth, 60),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        tr("Predicted, layer by layer: the matrix multiplications at the efficiency their shapes reach "
           "on these GPUs, attention and memory-bound work, the tensor-parallel exchanges over the "
           "node's GPU links, the pipeline's idle share (p - 1) / (m v), and the gradients sent over "
           "the fabric less what overlaps the backward pass. The other bars change the design's "
           "fabric only."));
}
