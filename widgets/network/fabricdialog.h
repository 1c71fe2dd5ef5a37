#pragma once

#include "model/design.h"

#include <QDialog>

#include <functional>

class PartIndex;
class QComboBox;
class QLabel;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;

// Asks for a fabric's settings: name and id, technology and role, the switch, the NIC parts of the
// design whose ports it connects, topology, blocking ratio and where new switches go.
class FabricDialog : public QDialog {
    Q_OBJECT
public:
    FabricDialog(const Design& design, const PartIndex& parts, const Fabric& fabric,
                 QWidget* parent = nullptr);
    Fabric fabric() const;
    // Called on OK with the fabric as entered; on false the dialog stays open with the user's input and
    // shows the error (sizing the fabric, placing its switches).
    void setApply(std::function<bool(const Fabric&, QString*)> apply) { mApply = std::move(apply); }
    // The switches offered, and the text naming those not offered with why (for tests).
    QStringList offeredSwitchIds() const;
    QString notOfferedText() const;
    // Why OK is disabled, in words; empty when it is enabled.
    QString okBlockedReason() const;

    void accept() override;

private:
    void fillParts();
    void fillSwitches();
    void updateOk();

    const Design& mDesign;
    const PartIndex& mParts;
    Fabric mFabric;
    QLineEdit* mName;
    QLineEdit* mId;
    QComboBox* mTechnology;
    QComboBox* mRole;
    QComboBox* mSwitch;
    QListWidget* mNics;
    QComboBox* mTopology;
    QDoubleSpinBox* mBlocking;
    QComboBox* mPlacement;
    QComboBox* mRack;
    QLabel* mNotOffered;
    QLabel* mOkReason;
    std::function<bool(const Fabric&, QString*)> mApply;
};
