#pragma once

#include "model/design.h"
#include "plan/clustersizer.h"

#include <QDialog>

class PartIndex;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

// "Size a Cluster": the server (a GPU system of the catalog or a configured GPU server of the design), how
// many GPUs (typed, or worked out from a training deadline or a number of inference copies of the
// workload), the rack part and its power budget; shows the nodes, racks and fabric before they are made
// (clustersizer.h).
class ClusterDialog : public QDialog {
    Q_OBJECT
public:
    ClusterDialog(const Design& design, const PartIndex& parts, const Workload& workload,
                  QWidget* parent = nullptr);
    ClusterRequest request() const;
    // For tests: the controls by name ("server", "gpus", "days", "copies", "rack", "budget").
    QWidget* control(const QString& name) const;
    QString preview() const;

private:
    void updatePreview();
    void suggestGpus();

    const Design& mDesign;
    const PartIndex& mParts;
    Workload mWorkload;
    QComboBox* mServer;
    QSpinBox* mGpus;
    QDoubleSpinBox* mDays = nullptr;
    QSpinBox* mCopies = nullptr;
    QComboBox* mRack;
    QDoubleSpinBox* mBudget;
    QLabel* mPreview;
    QDialogButtonBox* mButtons;
};
