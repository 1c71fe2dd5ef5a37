#include "window/mainwindow.h"

#include "analysis/liveanalysis.h"
#include "bom/bompanel.h"
#include "budgets/budgetpanel.h"
#include "charts/chartspanel.h"
#include "commands/describedcommand.h"
#include "common/steadylabel.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "network/networkpanel.h"
#include "palette/palettewidget.h"
#include "power/powerpanel.h"
#include "window/exportmenu.h"
#include "workload/workloadpanel.h"
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

// The window's actions and menus, and their texts in the current language.

void MainWindow::createActions() {
    auto make = [this](QKeySequence key, auto slot) {
        auto* action = new QAction(this);
        if (!key.isEmpty())
            action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    mNewAction = make(QKeySequence::New, [this] {
        if (maybeSave())
            newDesign();
    });
    mOpenAction = make(QKeySequence::Open, &MainWindow::open);
    mSaveAction = make(QKeySequence::Save, [this] { save(); });
    mSaveAsAction = make(QKeySequence::SaveAs, [this] { saveAs(); });
    // The platform has no Save As key outside KDE, GNOME and macOS: Ctrl+Shift+S everywhere.
    mSaveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    mQuitAction = make(QKeySequence::Quit, &QWidget::close);
    // Undo and Redo are the window's own actions rather than QUndoStack's, whose "Undo %1" prefix is fixed
    // when made: these follow a language switch, together with the steps' texts (DescribedCommand).
    QUndoStack* stack = mDocument->undoStack();
    mUndoAction = make(QKeySequence::Undo, [stack] { stack->undo(); });
    mRedoAction = make(QKeySequence(), [stack] { stack->redo(); });
    mRedoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    mUndoAction->setEnabled(false);
    mRedoAction->setEnabled(false);
    connect(stack, &QUndoStack::canUndoChanged, mUndoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, mRedoAction, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    mDocument->setPartNamer([analysis = mAnalysis](const QString& partId) {
        const Part* part = analysis->parts().find(partId);
        return part && !part->model.isEmpty() ? part->model : partId;
    });
    mCopyAction = make(QKeySequence::Copy, [this] { mScene->copySelection(); });
    mPasteAction = make(QKeySequence::Paste, [this] { mScene->paste(); });
    mDuplicateAction = make(QKeySequence(Qt::CTRL | Qt::Key_D), [this] { mScene->duplicateSelection(); });
    mDeleteAction = make(QKeySequence::Delete, [this] { mScene->deleteSelection(); });
    mDeleteAction->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    mSelectAllAction = make(QKeySequence::SelectAll, [this] { mScene->selectAll(); });
    mZoomInAction = make(QKeySequence::ZoomIn, [this] { mView->zoomIn(); });
    mZoomInAction->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    mZoomOutAction = make(QKeySequence::ZoomOut, [this] { mView->zoomOut(); });
    mFitAction = make(QKeySequence(Qt::CTRL | Qt::Key_0), &MainWindow::fitView);
    mRearAction = make(QKeySequence(Qt::CTRL | Qt::Key_R),
                       [this] { mScene->setFace(mRearAction->isChecked() ? Face::Rear : Face::Front); });
    mRearAction->setCheckable(true);
    mRemovePartAction = make(QKeySequence(), &MainWindow::confirmRemovePart);
    mImportNetboxAction = make(QKeySequence(), &MainWindow::importNetboxInteractively);
    mFindPartAction = make(QKeySequence::Find, [this] {
        mPaletteDock->show();
        mPaletteDock->raise();
        mPalette->focusSearch();
    });
    mPalette->addPartAction(mRemovePartAction);
    connect(mPalette, &PaletteWidget::currentPartChanged, this, &MainWindow::updateActions);
    mClearRecentAction = make(QKeySequence(), &MainWindow::clearRecentFiles);
    const auto style = QApplication::style();
    mNewAction->setIcon(style->standardIcon(QStyle::SP_FileIcon));
    mOpenAction->setIcon(style->standardIcon(QStyle::SP_DialogOpenButton));
    mSaveAction->setIcon(style->standardIcon(QStyle::SP_DialogSaveButton));
    mUndoAction->setIcon(style->standardIcon(QStyle::SP_ArrowBack));
    mRedoAction->setIcon(style->standardIcon(QStyle::SP_ArrowForward));
    mDeleteAction->setIcon(style->standardIcon(QStyle::SP_TrashIcon));
    mRearAction->setIcon(style->standardIcon(QStyle::SP_BrowserReload));
}

void MainWindow::createMenus() {
    mFileMenu = menuBar()->addMenu(QString());
    mFileMenu->addAction(mNewAction);
    mFileMenu->addAction(mOpenAction);
    mRecentMenu = mFileMenu->addMenu(QString());
    mFileMenu->addSeparator();
    mFileMenu->addAction(mSaveAction);
    mFileMenu->addAction(mSaveAsAction);
    mFileMenu->addSeparator();
    mExportMenu = new ExportMenu(mAnalysis, mBomPanel, this);
    mFileMenu->addMenu(mExportMenu);
    mFileMenu->addAction(mImportNetboxAction);
    mFileMenu->addAction(mCompareAction);
    mFileMenu->addSeparator();
    mFileMenu->addAction(mQuitAction);

    mEditMenu = menuBar()->addMenu(QString());
    mEditMenu->addAction(mUndoAction);
    mEditMenu->addAction(mRedoAction);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mCopyAction);
    mEditMenu->addAction(mPasteAction);
    mEditMenu->addAction(mDuplicateAction);
    mEditMenu->addAction(mDeleteAction);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mSelectAllAction);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mFindPartAction);
    mEditMenu->addAction(mAddPartAction);
    mEditMenu->addAction(mAddSeveralAction);
    mEditMenu->addAction(mFillAction);
    mEditMenu->addAction(mReplicateAction);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mSaveTemplateAction);
    mEditMenu->addAction(mTemplatesAction);
    mEditMenu->addSeparator();
    mEditMenu->addAction(mRemovePartAction);

    mViewMenu = menuBar()->addMenu(QString());
    mViewMenu->addAction(mZoomInAction);
    mViewMenu->addAction(mZoomOutAction);
    mViewMenu->addAction(mFitAction);
    mViewMenu->addAction(mRearAction);
    mViewMenu->addAction(mPowerAction);
    mViewMenu->addSeparator();
    for (QDockWidget* dock : {mPaletteDock, mInspectorDock, mHistoryDock, mBudgetDock})
        mViewMenu->addAction(dock->toggleViewAction());
    mViewMenu->addSeparator();
    mLanguageMenu = mViewMenu->addMenu(QString());
    mLanguageGroup = new QActionGroup(this);
    for (const QString& language : Language::available()) {
        QAction* action = mLanguageMenu->addAction(Language::displayName(language));
        action->setCheckable(true);
        action->setChecked(language == Language::current());
        action->setData(language);
        mLanguageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }

    mToolBar = addToolBar(QString());
    mToolBar->setObjectName(QStringLiteral("MainToolBar"));
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mToolBar->setIconSize(QSize(16, 16));
    mToolBar->addAction(mNewAction);
    mToolBar->addAction(mOpenAction);
    mToolBar->addAction(mSaveAction);
    mToolBar->addSeparator();
    // Fixed labels on the toolbar ("Undo", "Redo"): the full step text ("Undo Add n01 to R01") is the
    // tooltip, set when the pointer comes over the button. Changing the button on every edit would move
    // the buttons after it and lay out the window again.
    const auto steady = [this](QAction* step) {
        auto* button = new QAction(step->icon(), QString(), this);
        button->setEnabled(step->isEnabled());
        connect(step, &QAction::enabledChanged, button, &QAction::setEnabled);
        connect(button, &QAction::hovered, step,
                [button, step] { button->setToolTip(QString(step->text()).remove(u'&')); });
        connect(button, &QAction::triggered, step, &QAction::trigger);
        return button;
    };
    mUndoToolAction = steady(mUndoAction);
    mRedoToolAction = steady(mRedoAction);
    mToolBar->addAction(mUndoToolAction);
    mToolBar->addAction(mRedoToolAction);
    mToolBar->addSeparator();
    mToolBar->addAction(mZoomOutAction);
    mToolBar->addAction(mZoomInAction);
    mToolBar->addAction(mFitAction);
    mToolBar->addAction(mRearAction);
    createNetworkMenu();
    createWorkloadMenu();
    createHallMenu();
    updateRecentMenu();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateUndoTexts() {
    const QUndoStack* stack = mDocument->undoStack();
    const QString undo = QString(stack->undoText()).replace(u'&', QLatin1String("&&"));
    const QString redo = QString(stack->redoText()).replace(u'&', QLatin1String("&&"));
    mUndoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    mRedoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::retranslateUi() {
    mCentralTabs->setTabText(mCentralTabs->indexOf(mView), tr("Rack floor"));
    mCentralTabs->setTabText(mCentralTabs->indexOf(mChartsPanel), tr("Charts"));
    mCentralTabs->setTabText(mCentralTabs->indexOf(mBomPanel), tr("Bill of materials"));
    mCentralTabs->setTabText(mCentralTabs->indexOf(mNetworkPanel), tr("Network"));
    mCentralTabs->setTabText(mCentralTabs->indexOf(mPowerPanel), tr("Power"));
    retranslatePower();
    retranslatePlacement();
    retranslateTemplates();
    retranslateCompare();
    mCentralTabs->setTabText(mCentralTabs->indexOf(mWorkloadPanel), tr("Workload"));
    retranslateNetwork();
    retranslateWorkload();
    retranslateHall();
    mPaletteDock->setWindowTitle(tr("Catalog"));
    mInspectorDock->setWindowTitle(tr("Inspector"));
    mHistoryDock->setWindowTitle(tr("History"));
    mBudgetDock->setWindowTitle(tr("Budgets and findings"));
    mUndoView->setEmptyLabel(tr("<opened design>"));
    mFileMenu->setTitle(tr("&File"));
    mRecentMenu->setTitle(tr("Open &Recent"));
    mEditMenu->setTitle(tr("&Edit"));
    mViewMenu->setTitle(tr("&View"));
    mLanguageMenu->setTitle(tr("&Language"));
    mToolBar->setWindowTitle(tr("Main toolbar"));
    mNewAction->setText(tr("&New"));
    mOpenAction->setText(tr("&Open…"));
    mSaveAction->setText(tr("&Save"));
    mSaveAsAction->setText(tr("Save &As…"));
    mQuitAction->setText(tr("&Quit"));
    mUndoToolAction->setText(tr("Undo"));
    // The history in the new language: the steps' texts, then the list showing them.
    DescribedCommand::retranslate(mDocument->undoStack());
    mUndoView->setStack(nullptr);
    mUndoView->setStack(mDocument->undoStack());
    updateUndoTexts();
    mRedoToolAction->setText(tr("Redo"));
    mCopyAction->setText(tr("&Copy"));
    mPasteAction->setText(tr("&Paste"));
    mDuplicateAction->setText(tr("Dup&licate"));
    mDeleteAction->setText(tr("&Delete"));
    mSelectAllAction->setText(tr("Select All De&vices"));
    mZoomInAction->setText(tr("Zoom &In"));
    mZoomOutAction->setText(tr("Zoom &Out"));
    mFitAction->setText(tr("&Fit"));
    mRearAction->setText(tr("&Rear View"));
    mClearRecentAction->setText(tr("Clear List"));
    mRemovePartAction->setText(tr("Re&move Part from Catalog…"));
    mImportNetboxAction->setText(tr("&Import NetBox Device Types…"));
    mImportNetboxAction->setToolTip(tr("Add parts to your catalog from NetBox device-type YAML files"));
    mFindPartAction->setText(tr("&Find Part"));
    mRemovePartAction->setToolTip(tr("Remove the selected user part from your catalog"));
    updateRecentMenu();
    updateTitle();
    updateStatus();
}

// ---- state shown ---------------------------------------------------------------------------------------
