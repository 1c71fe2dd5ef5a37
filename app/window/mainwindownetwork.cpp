// MainWindow: the Network menu (fabrics) and its actions, also on the Network tab's toolbar.
#include "analysis/liveanalysis.h"
#include "commands/cmddesignreplace.h"
#include "fabric/fabricplacement.h"
#include "fabric/portownership.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "network/fabricdialog.h"
#include "network/networkpanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

void MainWindow::createNetworkMenu() {
    mNetworkMenu = menuBar()->addMenu(QString());
    mNewFabricAction = mNetworkMenu->addAction(QString(), this, [this] { editFabric(true); });
    mEditFabricAction = mNetworkMenu->addAction(QString(), this, [this] { editFabric(false); });
    mResizeFabricAction = mNetworkMenu->addAction(QString(), this, [this] {
        const QString id = mNetworkPanel->currentFabricId();
        for (const Fabric& fabric : mDocument->design().fabrics)
            if (fabric.id == id) {
                QString error;
                if (!setFabric(fabric, &error))
                    QMessageBox::warning(this, tr("Cannot resize the fabric"), error);
            }
    });
    mShowSwitchesAction = mNetworkMenu->addAction(
        QString(), this, [this] { showFabricSwitches(mNetworkPanel->currentFabricId()); });
    mNetworkMenu->addSeparator();
    mRemoveFabricAction = mNetworkMenu->addAction(QString(), this, [this] {
        const QString id = mNetworkPanel->currentFabricId();
        if (QMessageBox::question(this, tr("Remove fabric"),
                                  tr("Remove fabric %1 and the switches placed for it?").arg(id)) ==
            QMessageBox::Yes)
            removeFabric(id);
    });
    // Ctrl+Shift and a letter, as the Workload and Power menus' own.
    mNewFabricAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    mEditFabricAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    mResizeFabricAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    mShowSwitchesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    mRemoveFabricAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    for (QAction* action :
         {mNewFabricAction, mEditFabricAction, mResizeFabricAction, mShowSwitchesAction, mRemoveFabricAction})
        mNetworkPanel->toolBar()->addAction(action);
    connect(mNetworkPanel, &NetworkPanel::currentFabricChanged, this, &MainWindow::updateNetworkActions);
    connect(mAnalysis, &LiveAnalysis::updated, this, &MainWindow::updateNetworkActions);
    updateNetworkActions();
}

void MainWindow::retranslateNetwork() {
    mNetworkMenu->setTitle(tr("&Network"));
    mNewFabricAction->setText(tr("&New Fabric…"));
    mEditFabricAction->setText(tr("&Edit Fabric…"));
    mResizeFabricAction->setText(tr("&Resize Fabric to the Nodes"));
    mResizeFabricAction->setToolTip(tr("Size the fabric again for the nodes now in the design and place or "
                                       "remove switches to match"));
    mShowSwitchesAction->setText(tr("&Show Switches in Rack View"));
    mShowSwitchesAction->setToolTip(tr("Select the fabric's placed switches on the rack floor"));
    mRemoveFabricAction->setText(tr("Re&move Fabric…"));
    // The Network tab's toolbar shows short words, so that it fits beside the fabric list at 1280 pixels.
    mNewFabricAction->setIconText(tr("New…"));
    mEditFabricAction->setIconText(tr("Edit…"));
    mResizeFabricAction->setIconText(tr("Resize"));
    mShowSwitchesAction->setIconText(tr("Show Switches"));
    mRemoveFabricAction->setIconText(tr("Remove…"));
}

void MainWindow::updateNetworkActions() {
    const bool any = !mNetworkPanel->currentFabricId().isEmpty();
    mEditFabricAction->setEnabled(any);
    mResizeFabricAction->setEnabled(any);
    mRemoveFabricAction->setEnabled(any);
    mShowSwitchesAction->setEnabled(any);
}

void MainWindow::showFabricSwitches(const QString& fabricId) {
    const Design& design = mDocument->design();
    QStringList placed;
    for (const Fabric& fabric : design.fabrics)
        if (fabric.id == fabricId)
            for (const QStringList* tier : {&fabric.leafIds, &fabric.spineIds, &fabric.coreIds})
                for (const QString& id : *tier)
                    if (design.device(id))
                        placed.append(id);
    if (placed.isEmpty()) {
        statusBar()->showMessage(
            tr("Fabric %1 has no switches on the floor yet: use Resize Fabric to place them").arg(fabricId),
            8000);
        return;
    }
    mCentralTabs->setCurrentWidget(mView);
    mScene->selectIds(placed);
    QRectF area;
    for (const QString& id : std::as_const(placed))
        area |= mScene->itemSceneRect(id);
    mView->ensureVisible(area, 40, 40);
    statusBar()->showMessage(
        tr("%n switch(es) of fabric %1 selected", nullptr, int(placed.size())).arg(fabricId), 8000);
}

void MainWindow::editFabric(bool create) {
    Fabric fabric;
    if (create) {
        fabric.technology = newFabricTechnology(mDocument->design(), mAnalysis->parts());
        for (int n = 1;; ++n) { // fabric ids are their own namespace
            const QString id = QStringLiteral("fabric-%1").arg(n);
            if (std::none_of(mDocument->design().fabrics.cbegin(), mDocument->design().fabrics.cend(),
                             [&](const Fabric& f) { return f.id == id; })) {
                fabric.id = id;
                break;
            }
        }
    } else {
        for (const Fabric& f : mDocument->design().fabrics)
            if (f.id == mNetworkPanel->currentFabricId())
                fabric = f;
    }
    FabricDialog dialog(mDocument->design(), mAnalysis->parts(), fabric, this);
    dialog.setApply([this](const Fabric& entered, QString* error) { return setFabric(entered, error); });
    if (dialog.exec() == QDialog::Accepted) {
        mCentralTabs->setCurrentWidget(mNetworkPanel);
        mNetworkPanel->setCurrentFabric(dialog.fabric().id);
    }
}

bool MainWindow::setFabric(const Fabric& fabric, QString* error) {
    const Design& design = mDocument->design();
    const bool exists = std::any_of(design.fabrics.cbegin(), design.fabrics.cend(),
                                    [&](const Fabric& f) { return f.id == fabric.id; });
    const auto result = applyFabric(design, mAnalysis->parts(), fabric, error);
    if (!result)
        return false;
    if (*result == design && result->fabrics == design.fabrics) {
        statusBar()->showMessage(tr("Fabric %1 already has the switches it needs").arg(fabric.id), 8000);
        return true;
    }
    mDocument->undoStack()->push(new CmdDesignReplace(mDocument, *result, [exists, id = fabric.id] {
        return exists ? tr("Update fabric %1").arg(id) : tr("Create fabric %1").arg(id);
    }));
    return true;
}

void MainWindow::removeFabric(const QString& fabricId) {
    mDocument->undoStack()->push(
        new CmdDesignReplace(mDocument, ::removeFabric(mDocument->design(), fabricId),
                             [fabricId] { return tr("Remove fabric %1").arg(fabricId); }));
}
