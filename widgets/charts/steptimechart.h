#pragma once

#include "charts/chartview.h"

#include "performance/fabricvariants.h"

// Where a training step's time goes (compute, tensor-parallel traffic, pipeline bubble and sends,
// data-parallel traffic left exposed, context- and expert-parallel traffic, the optimizer), as one
// horizontal stacked bar per fabric: the design's first, then the same step with the fabric changed
// (performance/fabricvariants.h), so what the rails and oversubscription cost is visible.
class StepTimeChart : public ChartView {
    Q_OBJECT
public:
    explicit StepTimeChart(QWidget* parent = nullptr);

    // `steps` empty: `why` is shown instead (no shape, no GPU, inference).
    void setSteps(const QList<FabricVariantStep>& steps, const QString& subtitle, const QString& why = {});
    const QList<FabricVariantStep>& steps() const { return mSteps; }

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    void fitTimeAxis();

    QList<FabricVariantStep> mSteps;
    QList<int> mLabelPx; // each bar's total label, in pixels
};
