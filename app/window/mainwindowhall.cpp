// MainWindow: the Hall menu and tab (View > Hall), and File > Import Power Readings: nvidia-smi or DCGM logs
// and PDU outlet exports set the devices' measured draw (one undo step).
#include "analysis/liveanalysis.h"
#include "analysis/measuredtargets.h"
#include "commands/cmdmeasuredpowerset.h"
#include "floor/hallpanel.h"
#include "floor/hallplanview.h"
#include "floor/rackscene.h"
#include "model/designdocument.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>

void MainWindow::createHallMenu() {
    mHallMenu = menuBar()->addMenu(QString());
    mShowHallAction =
        mHallMenu->addAction(QString(), this, [this] { mCentralTabs->setCurrentWidget(mHallPanel); });
    mShowHallAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    mAddHallAction = mHallMenu->addAction(QString(), this, [this] {
        mHallPanel->addHall();
        mCentralTabs->setCurrentWidget(mHallPanel);
    });
    mRemoveHallUnitAction =
        mHallMenu->addAction(QString(), this, [this] { mHallPanel->removeSelectedUnit(); });
    mHallMenu->addSeparator();
    mImportPowerAction = mHallMenu->addAction(QString(), this, &MainWindow::importPowerReadingsInteractively);
    mViewMenu->insertAction(mPowerAction, mShowHallAction);
    mFileMenu->insertAction(mImportNetboxAction, mImportPowerAction);
    connect(mHallPanel, &HallPanel::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(mHallPanel, &HallPanel::rackActivated, this,
            [this](const QString& id) { mScene->selectIds({id}); });
    const auto update = [this] {
        const bool hall = mDocument->design().hall.has_value();
        mAddHallAction->setEnabled(!hall);
        mRemoveHallUnitAction->setEnabled(hall &&
                                          mDocument->design().hall->unit(mHallPanel->plan()->selectedId()));
    };
    connect(mAnalysis, &LiveAnalysis::updated, this, update);
    connect(mHallPanel->plan(), &HallPlanView::selectionChanged, this, update);
    update();
}

void MainWindow::retranslateHall() {
    mCentralTabs->setTabText(mCentralTabs->indexOf(mHallPanel), tr("Hall"));
    mHallMenu->setTitle(tr("&Hall"));
    mShowHallAction->setText(tr("&Hall Plan"));
    mShowHallAction->setStatusTip(
        tr("Show the hall: its rows, aisles, cooling units and what limits each rack"));
    mAddHallAction->setText(tr("&Add a Hall"));
    mRemoveHallUnitAction->setText(tr("&Remove Selected Unit"));
    mImportPowerAction->setText(tr("Import &Power Readings…"));
    mImportPowerAction->setStatusTip(
        tr("Set the devices' measured draw from nvidia-smi or DCGM logs or a PDU's "
           "outlet export"));
}

bool MainWindow::importPowerReadings(const QStringList& paths, double percentile, QString* error) {
    QList<PowerReadings> files;
    for (const QString& path : paths) {
        auto readings = loadPowerReadings(path, error);
        if (!readings)
            return false; // the message names the file and the line
        files.append(*readings);
    }
    const MeasuredImport result =
        MeasuredPower::import(files, measuredTargets(mDocument->design(), mAnalysis->budgets()), percentile);
    if (result.devices.isEmpty()) {
        if (error)
            *error = tr("No reading matched a device of the design: name the files after the devices "
                        "(n01.csv) or prefix each line with its host (pdsh).") +
                     (result.notes.isEmpty() ? QString()
                                             : QLatin1Char('\n') + result.notes.join(QLatin1Char('\n')));
        return false;
    }
    mDocument->undoStack()->push(new CmdMeasuredPowerSet(mDocument, result));
    statusBar()->showMessage(tr("Measured power of %n device(s) set; the planning basis is measured", nullptr,
                                int(result.devices.size())),
                             8000);
    if (error)
        *error = result.notes.join(QLatin1Char('\n'));
    return true;
}

void MainWindow::importPowerReadingsInteractively() {
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Import Power Readings"),
                                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                      tr("Power readings (*.csv *.log *.txt);;All files (*)"));
    if (paths.isEmpty())
        return;
    bool ok = false;
    const double percentile = QInputDialog::getDouble(
        this, tr("Import Power Readings"), tr("Plan each device at this percentile of its readings:"), 99, 1,
        100, 1, &ok);
    if (!ok)
        return;
    QString message;
    if (!importPowerReadings(paths, percentile, &message))
        QMessageBox::warning(this, tr("Cannot import the readings"), message);
    else if (!message.isEmpty())
        QMessageBox::information(this, tr("Power readings imported"), message);
}
