#pragma once

#include "charts/chartview.h"

#include "charts/rackstackseries.h"

// Power or heat per rack: bars stacked by category, each rack's budget as a line.
class RackStackChart : public ChartView {
    Q_OBJECT
public:
    explicit RackStackChart(QWidget* parent = nullptr);

    // Every rack's figures; the chart shows as many bars as its width has room for (fitToBars).
    void setSeries(const RackStackSeries& series);
    const RackStackSeries& series() const { return mSeries; }
    // What the bars stand for now: racks, rows, or the top racks and the rest.
    const RackStackSeries& shown() const { return mShown; }
    // Bars the chart has room for at its width (kBarPx each).
    int barRoom() const;

protected:
    QString toolTipAt(const QPointF& pos) const override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool isHeat() const { return mSeries.quantity == RackStackSeries::Quantity::HeatBtuH; }
    double scaled(double value) const; // W -> kW for power; BTU/h as is
    QString valueText(double value) const;

    void draw();

    static constexpr int kBarPx = 26;   // the least width a bar and its label need
    static constexpr int kAxesPx = 120; // the y axis, its label and the margins
    RackStackSeries mSeries;
    RackStackSeries mShown;
};
