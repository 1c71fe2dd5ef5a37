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

    // The figures beside it.
    const double left = kMargin + chartWidth + 32;
    SlideTable table({{tr("Figure"), 250}, {tr("Value"), 0, Qt::AlignLeft, 3}}, font(16), 30);
    table.setWrap(true);
    QList<SlideTable::Row> rows;
    for (const WorkloadFigure& figure : workloadFigures(workload, plan)) {
        if (figure.key == QLatin1String("fits-on"))
            continue; // the whole catalog: too long for a slide
        SlideTable::Row row;
        row.cells = {figure.name, figure.value};
        row.height = table.rowHeightFor(row, kWidth - kMargin - left);
        rows.append(row);
    }
    const double height = table.paint(p, QRectF(left, top, kWidth - kMargin - left, 0), rows);
    p->setPen(kMuted);
    p->setFont(font(14));
    drawSource(
        p, QRectF(left, top + height + 10, kWidth - kMargin - left, kContentBottom - top - height - 10),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        tr("Estimates: memory from ZeRO (Rajbhandari et al. 2020) and Korthikanti et al. (2022); speed from "
           "the step-time model (Narayanan et al. 2021, Korthikanti et al. 2022) on the design's GPUs, "
           "node and fabric, unless an MFU is typed; inference from the roofline of compute and memory "
           "bandwidth. Sources and formulas: docs/workload.md."));
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
    drawSource(p, QRectF(kMargin, chartArea.bottom() + 10, kContentWidth, 60),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Predicted by the step-time model (docs/workload.md \"Step time\"): per layer the GEMMs at "
                  "an efficiency by matrix shape, attention and memory-bound work, tensor-parallel "
                  "collectives on the node's GPU link, the pipeline bubble (p - 1) / (m v), and the "
                  "data-parallel gradients over the fabric less what hides under the backward pass. The "
                  "other bars change the design's fabric only."));
}
