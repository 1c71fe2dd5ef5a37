#pragma once

#include "charts/chartview.h"

#include "performance/collectivemodel.h"

// Estimated AllReduce and AllGather time against message size (log-log), inside one node and across nodes.
class CollectiveChart : public ChartView {
    Q_OBJECT
public:
    explicit CollectiveChart(QWidget* parent = nullptr);

    // `node` names the GPU node the curves were computed for (subtitle); empty curves show a message.
    void setCurves(const QList<CollectiveCurve>& curves, const QString& node,
                   const QString& note = QString());
    const QList<CollectiveCurve>& curves() const { return mCurves; }

    static QString curveName(const CollectiveCurve& curve);

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    QList<CollectiveCurve> mCurves;
};
