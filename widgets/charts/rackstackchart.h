#pragma once

#include "charts/chartview.h"

#include "charts/rackstackseries.h"

// Power or heat per rack: bars stacked by category, each rack's budget as a line.
class RackStackChart : public ChartView {
    Q_OBJECT
public:
    explicit RackStackChart(QWidget* parent = nullptr);

    void setSeries(const RackStackSeries& series);
    const RackStackSeries& series() const { return mSeries; }

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    bool isHeat() const { return mSeries.quantity == RackStackSeries::Quantity::HeatBtuH; }
    double scaled(double value) const; // W -> kW for power; BTU/h as is
    QString valueText(double value) const;

    RackStackSeries mSeries;
};
