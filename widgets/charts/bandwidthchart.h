#pragma once

#include "charts/chartview.h"

#include "charts/bandwidthhierarchy.h"

// The bandwidth hierarchy of one GPU node: horizontal bars on a log scale (GB/s), fastest at the top, each
// labelled with its value and the link's name.
class BandwidthChart : public ChartView {
    Q_OBJECT
public:
    explicit BandwidthChart(QWidget* parent = nullptr);

    void setHierarchy(const BandwidthHierarchy& hierarchy);
    const BandwidthHierarchy& hierarchy() const { return mHierarchy; }

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    BandwidthHierarchy mHierarchy;
};
