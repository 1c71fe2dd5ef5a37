#pragma once

#include "charts/chartview.h"

#include "charts/scalingmodel.h"

// Projected data-parallel speed-up (left axis, with the ideal line) and efficiency and communication share
// (right axis, %) against node count.
class ScalingChart : public ChartView {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget* parent = nullptr);

    // `designNodes` (> 0) marks the design's own node count; `subtitle` describes the inputs.
    void setSeries(const ScalingSeries& series, int designNodes, const QString& subtitle,
                   const QString& note = QString());
    const ScalingSeries& series() const { return mSeries; }

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    ScalingSeries mSeries;
};
