#pragma once

#include "charts/chartview.h"

#include "workload/trainingmemory.h"

// Memory per GPU as stacked bars (parameters, gradients, optimizer states, activations or KV cache) against
// the usable memory of the chosen GPU: for training one bar per ZeRO stage (the chosen one marked), for
// inference one bar (weights and KV cache).
class WorkloadMemoryChart : public ChartView {
    Q_OBJECT
public:
    explicit WorkloadMemoryChart(QWidget* parent = nullptr);

    // `bars`: one per stage (training) or one (inference); `current`: the stage in use; `usableGb` 0: no GPU.
    void setMemory(const QList<MemoryBreakdown>& bars, bool inference, int current, double usableGb,
                   const QString& gpuName);

protected:
    QString toolTipAt(const QPointF& pos) const override;

private:
    QList<MemoryBreakdown> mBars;
    bool mInference = false;
};
