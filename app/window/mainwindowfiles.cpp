// MainWindow: files. New, Open, Save, Save As, the recent files, closing with unsaved changes, and the
// autosave with its recovery offer.
#include "window/mainwindow.h"

#include "analysis/liveanalysis.h"
#include "common/exportpath.h"
#include "file/designfile.h"
#include "floor/rackscene.h"
#include "model/designdocument.h"

#include <QAction>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace {
constexpr int kMaxRecentFiles = 8;
const char* const kRecentKey = "files/recent";
const char* const kRecoveryOriginKey = "recovery/originalPath";
} // namespace

void MainWindow::clearRecentFiles() {
    if (mOptions.useSettings)
        QSettings().remove(QLatin1String(kRecentKey));
    updateRecentMenu();
}

// ---- files ---------------------------------------------------------------------------------------------

void MainWindow::newDesign() {
    Design design;
    design.name = tr("Untitled design");
    mDocument->reset(design, QString());
    updateTitle();
}

bool MainWindow::loadFile(const QString& path, QString* error) {
    const auto design = DesignFile::load(path, mParts, error);
    if (!design)
        return false;
    mDocument->reset(*design, QFileInfo(path).absoluteFilePath());
    addRecentFile(QFileInfo(path).absoluteFilePath());
    updateTitle();
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error) {
    if (!DesignFile::save(mDocument->design(), path, error))
        return false;
    mDocument->setFilePath(QFileInfo(path).absoluteFilePath());
    mDocument->undoStack()->setClean();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    removeRecoveryFile();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

void MainWindow::openPath(const QString& path) {
    if (!maybeSave())
        return;
    QString error;
    if (!loadFile(path, &error))
        QMessageBox::warning(this, tr("Cannot open design"), error);
}

QString MainWindow::designFolder() const {
    if (!mDocument->filePath().isEmpty())
        return QFileInfo(mDocument->filePath()).absolutePath();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void MainWindow::open() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open design"), designFolder(), tr("Cluster designs (*.json)"));
    if (!path.isEmpty())
        openPath(path);
}

bool MainWindow::save() {
    if (mDocument->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(mDocument->filePath(), &error)) {
        QMessageBox::warning(this, tr("Cannot save design"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs() {
    QString suggestion = mDocument->filePath();
    if (suggestion.isEmpty())
        suggestion = QDir(designFolder())
                         .filePath(ExportPath::safeFileName(mDocument->design().name, tr("design")) +
                                   QStringLiteral(".json"));
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save design"), suggestion, tr("Cluster designs (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save design"), error);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave() {
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The design has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (mOptions.useSettings) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
        removeRecoveryFile();
    }
    event->accept();
}

void MainWindow::addRecentFile(const QString& path) {
    if (!mOptions.useSettings)
        return;
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentKey)).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
    if (!mRecentMenu)
        return;
    mRecentMenu->clear();
    const QStringList files =
        mOptions.useSettings ? QSettings().value(QLatin1String(kRecentKey)).toStringList() : QStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action =
            mRecentMenu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (!files.isEmpty())
        mRecentMenu->addSeparator();
    mRecentMenu->addAction(mClearRecentAction);
    mRecentMenu->setEnabled(true);
}

// ---- autosave and recovery -----------------------------------------------------------------------------

QString MainWindow::recoveryPath() const {
    // A second window (Open as New Design) keeps its own copy beside the first's.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(mWindowNumber <= 1 ? QStringLiteral("recovery.json")
                                     : QStringLiteral("recovery-%1.json").arg(mWindowNumber));
}

QString MainWindow::recoveryOriginKey() const {
    return mWindowNumber <= 1
               ? QLatin1String(kRecoveryOriginKey)
               : QStringLiteral("%1-%2").arg(QLatin1String(kRecoveryOriginKey)).arg(mWindowNumber);
}

bool MainWindow::autosave() {
    if (!mOptions.useSettings || !mDocument->isModified())
        return false;
    QDir().mkpath(QFileInfo(recoveryPath()).path());
    QString error;
    if (!DesignFile::save(mDocument->design(), recoveryPath(), &error)) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 8000);
        return false;
    }
    QSettings().setValue(recoveryOriginKey(), mDocument->filePath());
    statusBar()->showMessage(tr("Autosaved a recovery copy"), 3000);
    return true;
}

void MainWindow::removeRecoveryFile() {
    if (!mOptions.useSettings)
        return;
    QFile::remove(recoveryPath());
    QSettings().remove(recoveryOriginKey());
}

void MainWindow::offerRecovery() {
    if (!mOptions.useSettings || !QFile::exists(recoveryPath()))
        return;
    const QString origin = QSettings().value(recoveryOriginKey()).toString();
    const QString when = QLocale().toString(QFileInfo(recoveryPath()).lastModified(), QLocale::ShortFormat);
    const auto answer = QMessageBox::question(
        this, tr("Recover unsaved work?"),
        tr("Cluster Workbench did not close normally. A recovery copy of %1 from %2 exists. Open it?")
            .arg(origin.isEmpty() ? tr("an untitled design") : QFileInfo(origin).fileName(), when),
        QMessageBox::Open | QMessageBox::Discard, QMessageBox::Open);
    if (answer != QMessageBox::Open) {
        removeRecoveryFile();
        return;
    }
    QString error;
    const auto design = DesignFile::load(recoveryPath(), mParts, &error);
    if (!design) {
        QMessageBox::warning(this, tr("Cannot recover"), error);
        return;
    }
    mDocument->reset(*design, origin);
    mDocument->undoStack()->resetClean(); // modified until saved
    updateTitle();
}
