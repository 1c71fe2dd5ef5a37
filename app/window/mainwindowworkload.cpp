// MainWindow: the Workload menu (the Workload tab, Size a Cluster, Size the Storage, Explore Designs,
// Calibrate).
#include "analysis/liveanalysis.h"
#include "commands/cmddesignreplace.h"
#include "commands/cmdworkloadset.h"
#include "explore/exploredialog.h"
#include "floor/rackview.h"
#include "model/designdocument.h"
#include "plan/runcalibration.h"
#include "templates/templatelibrary.h"
#include "window/mainwindow.h"
#include "workload/calibrationdialog.h"
#include "workload/clusterdialog.h"
#include "workload/storagedialog.h"
#include "workload/workloadform.h"
#include "workload/workloadpanel.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
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
    mSizeStorageAction = mWorkloadMenu->addAction(QString(), this, &MainWindow::sizeStorage);
    connect(mWorkloadPanel, &WorkloadPanel::sizeStorageRequested, this, &MainWindow::sizeStorage);
    mExploreAction = mWorkloadMenu->addAction(QString(), this, &MainWindow::exploreDesigns);
    mExploreAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    mCalibrateAction = mWorkloadMenu->addAction(QString(), this, &MainWindow::calibrateWorkload);
    connect(mWorkloadPanel->form(), &WorkloadForm::calibrateRequested, this, &MainWindow::calibrateWorkload);
}

void MainWindow::retranslateWorkload() {
    mWorkloadMenu->setTitle(tr("&Workload"));
    mShowWorkloadAction->setText(tr("Show the &Workload"));
    mSizeClusterAction->setText(tr("&Size a Cluster…"));
    mSizeClusterAction->setToolTip(tr("Add the nodes, racks and compute fabric the workload needs"));
    mSizeStorageAction->setText(tr("Size the S&torage…"));
    mSizeStorageAction->setToolTip(
        tr("Add the storage systems the training run's checkpoints and dataset need, on the storage fabric"));
    mExploreAction->setText(tr("&Explore Designs…"));
    mExploreAction->setToolTip(
        tr("Size, price and time every GPU system for the workload's deadline, and choose one"));
    mCalibrateAction->setText(tr("&Calibrate to a Measured Run…"));
    mCalibrateAction->setToolTip(
        tr("Fit the step-time prediction to a run of your own, for the workload's stack on its GPU"));
}

void MainWindow::calibrateWorkload() {
    const Design& design = mDocument->design();
    const Workload workload = design.workload.value_or(WorkloadPanel::defaultWorkload());
    if (workload.inference) {
        QMessageBox::information(this, tr("Calibrate to a Measured Run"),
                                 tr("A calibration fits the training step time: switch the workload to "
                                    "training first."));
        return;
    }
    CalibrationDialog dialog(design, mAnalysis->parts(), mAnalysis->budgets(), workload, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.calibration())
        return;
    Workload next = workload;
    next.calibrations = withCalibration(next.calibrations, *dialog.calibration());
    mDocument->undoStack()->push(
        new CmdWorkloadSet(mDocument, next, [] { return tr("Calibrate the prediction to your run"); }));
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

void MainWindow::sizeStorage() {
    StorageDialog dialog(mDocument->design(), mAnalysis->parts(), &mAnalysis->budgets(), this);
    if (dialog.exec() != QDialog::Accepted || !dialog.chosen())
        return;
    QString error;
    const std::optional<Design> sized = dialog.sizedDesign(&error);
    if (!sized) {
        QMessageBox::warning(this, tr("Cannot size the storage"), error);
        return;
    }
    mDocument->undoStack()->push(new CmdDesignReplace(
        mDocument, *sized, [systems = dialog.chosen()->systems, name = dialog.chosen()->name] {
            return tr("Size the storage: %n system(s) of %1", nullptr, systems).arg(name);
        }));
}

void MainWindow::exploreDesigns() {
    const Design& design = mDocument->design();
    // The library's server templates are candidates beside the catalog's systems (a file that does not
    // load is left out, as the Templates dialog leaves it out).
    const QList<ExploreServer> templates =
        templateGpuServers(templateLibrary().load(mAnalysis->parts()), mAnalysis->parts());
    ExploreDialog dialog(design, mAnalysis->parts(),
                         design.workload.value_or(WorkloadPanel::defaultWorkload()), templates, this);
    // Over the dialog, which is modal: the comparison takes input while the dialog stays open.
    connect(&dialog, &ExploreDialog::compareRequested, this, [this, &dialog](const ExploreVariant& variant) {
        Design theirs = variant.design;
        theirs.name =
            tr("%1 GPUs of %2, %3:1").arg(variant.gpus).arg(variant.systemName).arg(variant.oversubscription);
        compareWithDesign(theirs, &dialog);
    });
    const int result = dialog.exec();
    const auto chosen = dialog.chosen();
    if (!chosen)
        return;
    if (result == QDialog::Accepted)
        useExploredDesign(*chosen);
    else if (result == ExploreDialog::OpenAsNew)
        openExploredDesign(*chosen);
}

MainWindow* MainWindow::openExploredDesign(const ExploreVariant& variant) {
    // A new, untitled design in a window of its own, beside this one (which keeps its design): the
    // variant under its own name, with the settings and quotes it was priced with.
    auto* window = new MainWindow(mAnalysis->parts(), mOptions);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setCatalogStore(mCatalogStore);
    window->mDocument->reset(variant.design, QString());
    window->updateTitle();
    window->resize(size());
    // A step down and to the right, so that both title bars show (within this window's screen).
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect();
    QPoint place = pos() + QPoint(40, 40);
    if (screen.isValid() && !screen.contains(QRect(place, size())))
        place = pos();
    window->move(place);
    window->show();
    window->mCentralTabs->setCurrentWidget(window->mView);
    window->fitView();
    return window;
}

void MainWindow::useExploredDesign(const ExploreVariant& variant) {
    // The variant's name, as the rest of it: the title and the report's cover say what the design is.
    Design next = variant.design;
    next.settings = mDocument->design().settings;
    next.quotes = mDocument->design().quotes;
    mDocument->undoStack()->push(
        new CmdDesignReplace(mDocument, next, [gpus = variant.gpus, name = variant.systemName] {
            return tr("Use the explored design: %1 GPUs of %2").arg(gpus).arg(name);
        }));
    mCentralTabs->setCurrentWidget(mView);
    fitView();
}
