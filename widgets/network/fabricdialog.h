#pragma once

#include "model/design.h"

#include <QDialog>

class PartIndex;
class QComboBox;
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

private:
    void fillParts();
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
};
