#pragma once

#include "explore/explorer.h"
#include "parts/partindex.h"

#include <QDialog>
#include <atomic>
#include <memory>
#include <optional>

class ExploreChart;
class ExploreTable;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

// Workload > Explore Designs… (docs/explore.md): the goal and constraints on the left, the variants as a
// sortable table and a time-cost chart on the right. The run works on a thread of its own with a progress
// bar and Cancel, the variants appearing as they are worked out; Use This Design makes the chosen variant
// the design (the window pushes it as one undo step).
class ExploreDialog : public QDialog {
    Q_OBJECT
public:
    // exec()'s result for Open as New Design (Accepted: Use This Design).
    static constexpr int OpenAsNew = 2;

    // `templates`: the library's GPU server templates, listed with the design's configured servers.
    ExploreDialog(const Design& design, const PartIndex& parts, const Workload& workload,
                  const QList<ExploreServer>& templates = {}, QWidget* parent = nullptr);
    ~ExploreDialog() override;

    ExploreRequest request() const;
    void explore(); // starts a run (returns at once)
    bool running() const { return mThread != nullptr; }
    void waitForRun(); // for tests and the command line: until the run ends
    const QList<ExploreVariant>& variants() const { return mVariants; }
    std::optional<ExploreVariant> chosen() const;
    QTableWidget* table() const;
    // Whether the last run was cancelled (its variants are those worked out before).
    bool cancelled() const { return mCancelled; }
    QWidget* control(const QString& name) const;

signals:
    // Compare with Current Design: the window opens its comparison with the chosen variant.
    void compareRequested(const ExploreVariant& variant);

private:
    void addVariant(const ExploreVariant& variant);
    void finish(const QList<ExploreVariant>& variants);
    void updateButtons();
    void updateAsked();

    Design mDesign;
    PartIndex mParts;
    Workload mWorkload;
    QComboBox* mGoal; // train by a deadline, or serve tokens per second
    QDoubleSpinBox* mDays;
    QDoubleSpinBox* mServeRate;
    QDoubleSpinBox* mTtft;
    QSpinBox* mGpuCount;
    QDoubleSpinBox* mBudget;
    QDoubleSpinBox* mPowerKw;
    QDoubleSpinBox* mRackKw;
    QSpinBox* mFloorPositions;
    QCheckBox* mThisHall = nullptr; // the design has a hall: fit it
    QList<ExploreServer> mServers;  // configured GPU servers and templates, listed after the catalog systems
    QSpinBox* mRowLength;
    QDoubleSpinBox* mCnyPerUsd;
    QCheckBox* mNonBlocking;
    QCheckBox* mOversubscribed;
    QList<QCheckBox*> mTechnologies; // kFabricTechnologies, in that order
    QList<QCheckBox*> mCoolings;     // kRackCoolings, in that order
    QListWidget* mSystems;
    QPushButton* mExplore;
    QPushButton* mUse;
    QPushButton* mOpenNew;
    QPushButton* mCompare;
    QProgressBar* mProgress;
    QLabel* mSummary;
    QLabel* mAsked;
    ExploreTable* mTable;
    bool mCancelled = false;
    bool mChartShowsRun = false; // the chart shows mVariants (not the previous run's)
    ExploreChart* mChart;
    QList<ExploreVariant> mVariants;
    QThread* mThread = nullptr;
    std::shared_ptr<std::atomic_bool> mCancel;
};
