#pragma once

#include "charts/chartview.h"

#include "explore/explorer.h"

#include <optional>

// The explorer's variants as time against capital cost (docs/explore.md): the front joined by a line,
// the other feasible variants hollow, those ruled out grey crosses; colour is the power each draws (blue
// least, red most), and the deadline and the budget are dashed lines.
class ExploreChart : public ChartView {
    Q_OBJECT
public:
    explicit ExploreChart(QWidget* parent = nullptr);

    void setVariants(const QList<ExploreVariant>& variants, double deadlineDays, std::optional<double> budget,
                     const QString& currency);

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    QList<ExploreVariant> mVariants;
};
