#pragma once

#include "charts/chartkind.h"

#include <QWidget>

class BandwidthChart;
class ChartView;
class CollectiveChart;
class CostSensitivityChart;
class LiveAnalysis;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class RackStackChart;
class ScalingChart;

// The charts of the design on screen, in tabs: power and heat per rack, the bandwidth hierarchy of a GPU
// node, collective times and data-parallel scaling. Redrawn on every LiveAnalysis::updated(); each exports to
// PNG, SVG or PDF.
class ChartsPanel : public QWidget {
    Q_OBJECT
public:
    ChartsPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);

    ChartOptions options() const;
    ChartKind currentKind() const;
    void setCurrentKind(ChartKind kind);
    // The chart for a kind (Power and Heat are separate views), drawn for the design as it is now.
    ChartView* chart(ChartKind kind) const;

public slots:
    void refresh();
    void exportCurrent();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    ChartView* view(ChartKind kind) const;
    // Draws the chart of `kind` if it is behind the design (only the chart shown is drawn at each change:
    // the six charts of a 1,000-rack floor together take longer than an edit may).
    void populate(ChartKind kind) const;
    void updateDevices();
    void retranslate();

    LiveAnalysis* mAnalysis;
    QTabWidget* mTabs;
    QLabel* mDeviceLabel;
    QComboBox* mDevice;
    QPushButton* mExport;
    RackStackChart* mPower;
    RackStackChart* mHeat;
    BandwidthChart* mBandwidth;
    CollectiveChart* mCollective;
    ScalingChart* mScaling;
    CostSensitivityChart* mCost;
    QLabel* mGpusLabel;
    QSpinBox* mGpus;
    QLabel* mParametersLabel;
    QDoubleSpinBox* mParametersM;
    QLabel* mBytesLabel;
    QComboBox* mBytesPerParameter;
    QLabel* mStepLabel;
    QDoubleSpinBox* mStepMs;
    QCheckBox* mOverlap;
    bool mGpusTouched = false;
    bool mStale = false;               // a refresh was put off while the panel was in a hidden tab
    mutable unsigned mStaleCharts = 0; // a bit per ChartKind: drawn for an earlier state of the design
};
