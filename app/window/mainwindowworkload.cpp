// MainWindow: the Workload menu (the Workload tab, Size a Cluster).
#include "analysis/liveanalysis.h"
#include "commands/cmddesignreplace.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "window/mainwindow.h"
#include "workload/clusterdialog.h"
#include "workload/workloadpanel.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QUndoStack>

void MainWindow::createWorkloadMenu() {
    mWorkloadMenu = menuBar()->addMenu(QString());
    mShowWorkloadAction =
        mWorkloadMenu->addAction(QString(), this, [this] { mCentralTabs->setCurrentWidget(mWorkloadPanel); });
    mShowWorkloadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    mSizeClusterAction = mWorkloadMenu->addAction(QString(), this, qOverload<>(&MainWindow::sizeCluster));
    connect(mWorkloadPanel, &WorkloadPanel::sizeClusterRequested, this,
            qOverload<>(&MainWindow::sizeCluster));
}

void MainWindow::retranslateWorkload() {
    mWorkloadMenu->setTitle(tr("&Workload"));
    mShowWorkloadAction->setText(tr("Show the &Workload"));
    mSizeClusterAction->setText(tr("&Size a Cluster…"));
    mSizeClusterAction->setToolTip(tr("Add the nodes, racks and compute fabric the workload needs"));
}

void MainWindow::sizeCluster() {
    const Design& design = mDocument->design();
    ClusterDialog dialog(design, mAnalysis->parts(),
                         design.workload.value_or(WorkloadPanel::defaultWorkload()), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!sizeCluster(dialog.request(), &error))
        QMessageBox::warning(this, tr("Cannot size the cluster"), error);
}

bool MainWindow::sizeCluster(const ClusterRequest& request, QString* error) {
    const auto plan = planCluster(mDocument->design(), mAnalysis->parts(), request, error);
    const auto built =
        plan ? buildCluster(mDocument->design(), mAnalysis->parts(), request, error) : std::nullopt;
    if (!built)
        return false;
    mDocument->undoStack()->push(
        new CmdDesignReplace(mDocument, *built, [nodes = plan->nodes, name = plan->nodeName] {
            return tr("Size the cluster: %n node(s) of %1", nullptr, nodes).arg(name);
        }));
    mCentralTabs->setCurrentWidget(mView);
    fitView();
    return true;
}
