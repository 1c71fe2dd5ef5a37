#pragma once

#include "charts/chartview.h"

#include "explore/explorer.h"

#include <optional>

class QCPGraph;

// The explorer's variants as time against capital cost (docs/explore.md): the front joined by a line,
// the other feasible variants hollow, those ruled out grey crosses; colour is the power each draws (blue
// least, red most), and the deadline and the budget are dashed lines.
class ExploreChart : public ChartView {
    Q_OBJECT
public:
    explicit ExploreChart(QWidget* parent = nullptr);

    // `serving`: time is the time to the first token (ExploreVariant::ttftS) and `deadline` its limit in
    // seconds; else the days to train and the deadline in days (0: none).
    void setVariants(const QList<ExploreVariant>& variants, double deadline, std::optional<double> budget,
                     const QString& currency, bool serving = false);

    // Rings the variant `index` (of those set; -1: none), the row chosen in the table.
    void setSelected(int index);
    int selected() const { return mSelectedIndex; }
    // Says the variants shown are the previous run's while a new run works (its own are set at its end).
    void setPrevious(bool previous);

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    double timeOf(const ExploreVariant& v) const { return mServing ? v.ttftS : v.days; }

    QList<ExploreVariant> mVariants;
    bool mServing = false;
    QString mSubtitle;
    QCPGraph* mSelected = nullptr;
    int mSelectedIndex = -1;
};
