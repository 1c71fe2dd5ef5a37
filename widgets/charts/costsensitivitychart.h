#pragma once

#include "charts/chartview.h"

#include "cost/tco.h"

// Which input of the cost of ownership moves the cost per GPU-hour most (a tornado chart): one bar per
// input, from the cost with the input 20 % lower to the cost with it 20 % higher, around the design's
// cost per GPU-hour; the largest swing on top.
class CostSensitivityChart : public ChartView {
    Q_OBJECT
public:
    explicit CostSensitivityChart(QWidget* parent = nullptr);
    void setTco(const Tco& tco);

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    Tco mTco;
};
