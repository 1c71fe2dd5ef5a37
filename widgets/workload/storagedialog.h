#pragma once

#include "model/design.h"
#include "plan/storageplan.h"

#include <QDialog>

class PartIndex;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;
struct Budgets;

// "Size the Storage" (Workload menu; docs/reliability.md, "Storage"): the checkpoints kept, the time one
// may take to write and the dataset; every catalog storage system sized for them (cheapest first, the
// figures it was sized on marked when estimated); the chosen one's racks, fabric and checkpoint write time
// before they are made. The design with it, and the targets in its workload, are one undo step.
class StorageDialog : public QDialog {
    Q_OBJECT
public:
    StorageDialog(const Design& design, const PartIndex& parts, const Budgets* budgets,
                  QWidget* parent = nullptr);
    // The design with the chosen storage added and the targets saved; nullopt with `error`.
    std::optional<Design> sizedDesign(QString* error) const;
    const StorageSizing* chosen() const;
    QWidget* control(const QString& name) const; // for tests: "kept", "target", "dataset", "options"
    QString need() const;
    QString preview() const;

private:
    void replan();
    void updatePreview();
    Workload workload() const;

    const Design& mDesign;
    const PartIndex& mParts;
    const Budgets* mBudgets;
    StoragePlan mPlan;
    QSpinBox* mKept;
    QDoubleSpinBox* mTarget;
    QDoubleSpinBox* mDataset;
    QLabel* mNeed;
    QTableWidget* mOptions;
    QLabel* mPreview;
    QDialogButtonBox* mButtons;
};
