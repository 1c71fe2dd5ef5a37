#pragma once

#include <QWidget>

class GoodputBox;
class LiveAnalysis;
class QLabel;
class QPushButton;
class QTabWidget;
class StepTimeChart;
class QTableWidget;
class WorkloadForm;
class WorkloadMemoryChart;
struct Workload;
struct WorkloadPlan;

// The Workload tab: what the cluster is sized for (docs/workload.md). The settings on the left
// (WorkloadForm), the answer on the right: fits or not on the chosen GPU, memory per GPU as stacked bars
// (per ZeRO stage for training), where the predicted step time goes on the design's fabric and on others,
// and the figures: smallest layout, step time, speed, time, GPU-hours, energy and cost, or inference memory
// and speed. Every change is an undo step (CmdWorkloadSet); a design without a workload
// shows a default one, which the first change stores.
class WorkloadPanel : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);

    WorkloadForm* form() const { return mForm; }
    GoodputBox* goodputBox() const { return mGoodput; }
    StepTimeChart* stepTimeChart() const { return mStepChart; }
    void showStepTimeChart();
    QString headline();
    // The figure shown for a row key ("days", "smallest-layout", ...), for tests.
    QString figure(const QString& key);
    // The workload a design without one starts from: Llama 3.1 8B, training on 1 T tokens.
    static Workload defaultWorkload();

signals:
    void sizeClusterRequested();
    void sizeStorageRequested();

public slots:
    void refresh();   // when shown: hidden (another tab, or before the window shows) it waits
    void recompute(); // now

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void showPlan(const Workload& workload, const WorkloadPlan& plan);
    void showStepTime(const Workload& workload, const WorkloadPlan& plan);

    LiveAnalysis* mAnalysis;
    WorkloadForm* mForm;
    GoodputBox* mGoodput; // training: failures, checkpoints, spares, storage targets
    QLabel* mHeadline;
    QTabWidget* mCharts; // memory per GPU, and where the step time goes
    WorkloadMemoryChart* mChart;
    StepTimeChart* mStepChart;
    QTableWidget* mFigures;
    QPushButton* mSizeCluster;
    QPushButton* mRemove;
    bool mStale = false;
    QString mPowerCapGpuId; // the GPU part the form's power limit applies to
};
