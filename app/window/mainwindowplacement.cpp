// MainWindow: adding parts without dragging (double-click, Enter, the context menu, Edit > Add Part) and
// nudging the selected device with the arrow keys. The rules are design/placement/partplacement.h's.
#include "window/mainwindow.h"

#include "analysis/liveanalysis.h"
#include "commands/cmddevicemove.h"
#include "floor/rackscene.h"
#include "model/designdocument.h"
#include "palette/palettewidget.h"
#include "placement/mountcheck.h"
#include "placement/partplacement.h"

#include "common/askdialog.h"
#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>

#include <QInputDialog>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QUndoStack>

void MainWindow::createPlacementActions() {
    mAddPartAction = new QAction(this);
    mAddPartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    connect(mAddPartAction, &QAction::triggered, this, [this] { addCurrentPart(1); });
    mAddSeveralAction = new QAction(this);
    mAddSeveralAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    connect(mAddSeveralAction, &QAction::triggered, this, &MainWindow::addSeveral);
    mFillAction = new QAction(this);
    connect(mFillAction, &QAction::triggered, this, [this] { addCurrentPart(PartPlacement::kFill); });
    mReplicateAction = new QAction(this);
    connect(mReplicateAction, &QAction::triggered, this, [this] {
        int copies = 1;
        if (AskDialog::number(this, tr("Replicate Rack"), tr("How many copies?"), 1, 1, 500, &copies))
            replicateSelectedRack(copies);
    });
    for (QAction* action : {mAddPartAction, mAddSeveralAction, mFillAction})
        mPalette->addPartAction(action);
    connect(mPalette, &PaletteWidget::partActivated, this, [this] { addCurrentPart(1); });
    connect(mScene, &RackScene::nudgeRequested, this, &MainWindow::nudgeSelection);
}

void MainWindow::retranslatePlacement() {
    mAddPartAction->setText(tr("&Add Part to Selection"));
    mAddPartAction->setStatusTip(tr("Add the catalog's current part to the selected rack or server "
                                    "(also: double-click or Enter in the catalog)"));
    mAddSeveralAction->setText(tr("Add &Several…"));
    mAddSeveralAction->setStatusTip(
        tr("Add a number of the catalog's current part to the selected rack or server"));
    mFillAction->setText(tr("Fill Free &Bays or Units"));
    mReplicateAction->setText(tr("Replicate Rac&k…"));
    mReplicateAction->setStatusTip(tr("Copy the selected rack with everything in it into its row"));
    mFillAction->setStatusTip(
        tr("Add the catalog's current part until the selected server or rack has no room left"));
}

QString MainWindow::placementTarget() const {
    for (const QStringList& ids :
         {mScene->selectedDeviceIds(), mScene->selectedPduIds(), mScene->selectedRackIds()})
        if (!ids.isEmpty())
            return ids.first();
    return {};
}

// Whether the part fits at all, and how many do, is worked out before asking: the dialog says why not
// instead of asking a number first and refusing after.
void MainWindow::addSeveral() {
    const QString partId = mPalette->currentPartId();
    if (partId.isEmpty()) {
        statusBar()->showMessage(tr("Choose a part in the catalog first"), 8000);
        return;
    }
    const PartPlacement::Result most =
        PartPlacement::add(mDocument, mAnalysis->parts(), placementTarget(), partId, PartPlacement::kFill);
    delete most.command; // only counted: nothing is added until the user says how many
    const Part* part = mAnalysis->parts().find(partId);
    const QString model = part ? part->model : partId;
    if (most.added == 0) {
        QMessageBox::information(this, tr("Add Several"),
                                 tr("Cannot add %1 here: %2").arg(model, most.reason));
        return;
    }
    int qty = 0;
    if (AskDialog::number(this, tr("Add Several"),
                          tr("How many %1? Up to %n fit here.", nullptr, most.added).arg(model),
                          qMin(2, most.added), 1, most.added, &qty))
        addCurrentPart(qty);
}

bool MainWindow::addCurrentPart(int qty) {
    const QString partId = mPalette->currentPartId();
    if (partId.isEmpty()) {
        statusBar()->showMessage(tr("Choose a part in the catalog first"), 8000);
        return false;
    }
    const PartPlacement::Result result =
        PartPlacement::add(mDocument, mAnalysis->parts(), placementTarget(), partId, qty);
    if (!result.command) {
        statusBar()->showMessage(tr("Cannot add: %1").arg(result.reason), 8000);
        return false;
    }
    const QString text = result.command->text();
    mDocument->undoStack()->push(result.command);
    mScene->selectIds({result.selectId});
    statusBar()->showMessage(result.reason.isEmpty() ? text : tr("%1 (%2)").arg(text, result.reason), 8000);
    return true;
}

// Up and Down move the selected device by one unit, with the checks of a drag; one undo step each.
void MainWindow::nudgeSelection(int deltaU) {
    const QStringList devices = mScene->selectedDeviceIds();
    if (devices.size() != 1)
        return;
    const Design& design = mDocument->design();
    const auto [r, d] = design.deviceLocation(devices.first());
    if (r < 0)
        return;
    const Device& device = design.racks[r].devices[d];
    const int u = device.u + deltaU;
    const QString problem =
        u < 1 ? tr("U%1 is below the bottom of the rack").arg(u)
              : MountCheck::problem(design, mAnalysis->parts(), design.racks[r].id, u,
                                    qMax(1, MountCheck::heightOf(device, mAnalysis->parts())), {device.id});
    if (!problem.isEmpty()) {
        statusBar()->showMessage(tr("Cannot move %1: %2").arg(device.id, problem), 8000);
        return;
    }
    mDocument->undoStack()->push(new CmdDeviceMove(mDocument, device.id, design.racks[r].id, u));
}

// First start (no saved geometry): 1600 x 1000 where the screen has room, else 90 % of what it offers
// (taskbars left out), centred, so the status bar with the drop reasons is on screen.
bool MainWindow::replicateSelectedRack(int copies) {
    QString rackId = mScene->selectedRackIds().value(0);
    if (rackId.isEmpty())
        if (const auto [r, d] = mDocument->design().deviceLocation(mScene->selectedDeviceIds().value(0));
            r >= 0)
            rackId = mDocument->design().racks[r].id;
    const PartPlacement::Result result = PartPlacement::replicateRack(mDocument, rackId, copies);
    if (!result.command) {
        statusBar()->showMessage(tr("Cannot replicate: %1").arg(result.reason), 8000);
        return false;
    }
    const QString text = result.command->text();
    mDocument->undoStack()->push(result.command);
    mScene->selectIds({result.selectId});
    statusBar()->showMessage(text, 8000);
    return true;
}
