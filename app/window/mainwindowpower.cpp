// MainWindow: the Power tab follows the selection, and a device clicked there is selected on the floor.
#include "window/mainwindow.h"

#include "floor/rackscene.h"
#include "power/powerpanel.h"

#include <QAction>
#include <QMenu>
#include <QTabWidget>

void MainWindow::createPowerActions() {
    mPowerAction = new QAction(this);
    mPowerAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(mPowerAction, &QAction::triggered, this, [this] {
        showSelectedRackPower();
        mCentralTabs->setCurrentWidget(mPowerPanel);
    });
    connect(mPowerPanel, &PowerPanel::deviceActivated, this,
            [this](const QString& deviceId) { mScene->selectIds({deviceId}); });
}

void MainWindow::showSelectedRackPower() {
    const Design& design = mDocument->design();
    QString rackId = mScene->selectedRackIds().value(0);
    if (rackId.isEmpty())
        if (const QString device = mScene->selectedDeviceIds().value(0); !device.isEmpty())
            if (const auto [r, d] = design.deviceLocation(device); r >= 0)
                rackId = design.racks[r].id;
    if (rackId.isEmpty())
        if (const QString pdu = mScene->selectedPduIds().value(0); !pdu.isEmpty())
            if (const auto [r, p] = design.pduLocation(pdu); r >= 0)
                rackId = design.racks[r].id;
    if (!rackId.isEmpty())
        mPowerPanel->showRack(rackId);
}

void MainWindow::retranslatePower() {
    mPowerAction->setText(tr("&Power and Cabling"));
    mPowerAction->setStatusTip(tr("Show the selected rack's feeds, PDUs, phases and power cords"));
}
