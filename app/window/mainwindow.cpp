#include "window/mainwindow.h"

#include "commands/describedcommand.h"

#include "analysis/liveanalysis.h"
#include "bom/bompanel.h"
#include "budgets/budgetpanel.h"
#include "charts/chartspanel.h"
#include "common/elidingstyle.h"
#include "common/steadylabel.h"
#include "common/undoshortcutguard.h"
#include "common/wheelguard.h"
#include "floor/hallpanel.h"
#include "floor/hallplanview.h"
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
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

MainWindow::MainWindow(PartIndex parts, QWidget* parent) : MainWindow(std::move(parts), Options{}, parent) {}

MainWindow::MainWindow(PartIndex parts, Options options, QWidget* parent)
    : QMainWindow(parent), mOptions(options), mParts(parts), mDocument(new DesignDocument(this)),
      mAnalysis(new LiveAnalysis(mDocument, parts, this)), mScene(new RackScene(mAnalysis, this)),
      mView(new RackView(mScene)), mCentralTabs(new QTabWidget(this)), mPalette(new PaletteWidget(parts)),
      mInspector(new InspectorWidget(mAnalysis)), mBudgetPanel(new BudgetPanel(mAnalysis)),
      mUndoView(new QUndoView(mDocument->undoStack())), mPaletteDock(new QDockWidget(this)),
      mInspectorDock(new QDockWidget(this)), mBudgetDock(new QDockWidget(this)),
      mHistoryDock(new QDockWidget(this)), mStatusFigures(new SteadyLabel(this)),
      mAutosaveTimer(new QTimer(this)) {
    // The lowest number no open window has: a session's first window is 1 (its recovery file the usual).
    for (mWindowNumber = 1; liveWindowNumbers().contains(mWindowNumber); ++mWindowNumber) {
    }
    liveWindowNumbers().insert(mWindowNumber);
    WheelGuard::install();        // the wheel scrolls panels, never edits a field the user did not pick
    UndoShortcutGuard::install(); // Ctrl+Z is the design's, unless a text field is being edited
    ElidingStyle::install();      // text too long for its place ends in "…", whole in its tooltip
    setObjectName(QStringLiteral("MainWindow"));
    mCentralTabs->setDocumentMode(true);
    mCentralTabs->tabBar()->setAutoHide(true); // shows once a second page (charts, BOM) is added
    mCentralTabs->addTab(mView, QString());
    mChartsPanel = new ChartsPanel(mAnalysis, mCentralTabs);
    mBomPanel = new BomPanel(mAnalysis, mCentralTabs);
    mCentralTabs->addTab(mChartsPanel, QString());
    mCentralTabs->addTab(mBomPanel, QString());
    mNetworkPanel = new NetworkPanel(mAnalysis, mCentralTabs);
    mCentralTabs->addTab(mNetworkPanel, QString());
    mWorkloadPanel = new WorkloadPanel(mAnalysis, mCentralTabs);
    mCentralTabs->addTab(mWorkloadPanel, QString());
    mPowerPanel = new PowerPanel(mAnalysis, mCentralTabs);
    mCentralTabs->addTab(mPowerPanel, QString());
    mHallPanel = new HallPanel(mAnalysis, mScene, mCentralTabs);
    mCentralTabs->addTab(mHallPanel, QString());
    setCentralWidget(mCentralTabs);
    createDocks();
    createActions();
    createPowerActions();
    createPlacementActions();
    createTemplateActions();
    createCompareAction();
    createMenus();
    statusBar()->addPermanentWidget(mStatusFigures);

    connect(mScene, &RackScene::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(mInspector, &InspectorWidget::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(mScene, &RackScene::selectionIdsChanged, this, [this] {
        mInspector->setSelection(mScene->selectedRackIds(), mScene->selectedDeviceIds(),
                                 mScene->selectedPduIds());
        showSelectedRackPower();
        updateActions();
    });
    connect(mBudgetPanel, &BudgetPanel::findingActivated, this, &MainWindow::showFinding);
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &DesignDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &DesignDocument::changed, this, &MainWindow::updateTitle);
    connect(mDocument, &DesignDocument::reloaded, this,
            [this] { QTimer::singleShot(0, this, &MainWindow::fitView); });
    connect(mAnalysis, &LiveAnalysis::updated, this, &MainWindow::updateStatus);

    if (mOptions.useSettings) {
        QSettings settings;
        if (settings.contains(QStringLiteral("window/geometry")) && QGuiApplication::primaryScreen())
            restoreWindowState(settings.value(QStringLiteral("window/geometry")).toByteArray(),
                               settings.value(QStringLiteral("window/state")).toByteArray(),
                               QGuiApplication::primaryScreen()->availableGeometry());
        mAutosaveTimer->setInterval(mOptions.autosaveIntervalMs);
        connect(mAutosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
        mAutosaveTimer->start();
    }
    if (!mOptions.useSettings || !QSettings().contains(QStringLiteral("window/geometry")))
        fitFirstStart();
    newDesign();
    retranslateUi();
    updateActions();
}

QSet<int>& MainWindow::liveWindowNumbers() {
    static QSet<int> numbers;
    return numbers;
}

MainWindow::~MainWindow() {
    liveWindowNumbers().remove(mWindowNumber);
    // The children go in creation order; stop their signals reaching half-destroyed siblings.
    mDocument->undoStack()->disconnect();
    mDocument->disconnect();
    mAnalysis->disconnect();
    mScene->disconnect();
}

// ---- construction --------------------------------------------------------------------------------------

void MainWindow::createDocks() {
    setDockNestingEnabled(true);
    mPaletteDock->setObjectName(QStringLiteral("PaletteDock"));
    mPaletteDock->setWidget(mPalette);
    addDockWidget(Qt::LeftDockWidgetArea, mPaletteDock);
    mInspectorDock->setObjectName(QStringLiteral("InspectorDock"));
    mInspectorDock->setWidget(mInspector);
    addDockWidget(Qt::RightDockWidgetArea, mInspectorDock);
    mHistoryDock->setObjectName(QStringLiteral("HistoryDock"));
    mHistoryDock->setWidget(mUndoView);
    addDockWidget(Qt::RightDockWidgetArea, mHistoryDock);
    tabifyDockWidget(mInspectorDock, mHistoryDock);
    mInspectorDock->raise();
    // However narrow a smaller screen once made them, the catalog and the inspector stay readable.
    mPaletteDock->setMinimumWidth(kMinimumSideDockWidth);
    mInspectorDock->setMinimumWidth(kMinimumSideDockWidth);
    mBudgetDock->setObjectName(QStringLiteral("BudgetDock"));
    // In a scroll area, so that a 720-pixel-high screen still fits the window: the dock shrinks, its
    // figures scroll.
    auto* budgetScroll = new QScrollArea;
    budgetScroll->setWidget(mBudgetPanel);
    budgetScroll->setWidgetResizable(true);
    budgetScroll->setFrameShape(QFrame::NoFrame);
    mBudgetDock->setWidget(budgetScroll);
    addDockWidget(Qt::BottomDockWidgetArea, mBudgetDock);
    setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
    resizeDocks({mPaletteDock, mInspectorDock}, {340, 380}, Qt::Horizontal);
    resizeDocks({mBudgetDock}, {270}, Qt::Vertical);
}

void MainWindow::updateTitle() {
    const QString path = mDocument->filePath();
    QString name = path.isEmpty() ? mDocument->design().name : QFileInfo(path).fileName();
    if (name.isEmpty())
        name = tr("Untitled");
    setWindowTitle(QStringLiteral("%1[*] — %2").arg(name, tr("Cluster Workbench")));
    setWindowModified(mDocument->isModified());
}

void MainWindow::updateActions() {
    const bool devices = !mScene->selectedDeviceIds().isEmpty();
    const bool any = devices || !mScene->selectedRackIds().isEmpty() || !mScene->selectedPduIds().isEmpty();
    mCopyAction->setEnabled(devices);
    mDuplicateAction->setEnabled(devices);
    mDeleteAction->setEnabled(any);
    const Part* part = mParts.find(mPalette->currentPartId());
    mRemovePartAction->setEnabled(mCatalogStore && part && part->userPart);
    mImportNetboxAction->setEnabled(mCatalogStore != nullptr);
    const bool one = mScene->selectedDeviceIds().size() + mScene->selectedRackIds().size() == 1;
    mSaveTemplateAction->setEnabled(one);
}

void MainWindow::updateStatus() {
    const Budgets& b = mAnalysis->budgets();
    int warnings = 0;
    for (const Finding& f : b.findings)
        warnings += f.severity == Severity::Warning ? 1 : 0;
    mStatusFigures->setSteadyText(tr("%1 kW · %2 · %3 · %4")
                                      .arg(QLocale().toString(b.totals.powerW / 1000, 'f', 1))
                                      .arg(tr("%n GPU(s)", nullptr, b.totals.gpus))
                                      .arg(tr("%n error(s)", nullptr, b.errorCount()))
                                      .arg(tr("%n warning(s)", nullptr, warnings)));
}

void MainWindow::fitView() {
    mView->zoomToFit();
}

void MainWindow::showFinding(const QString& rackId, const QString& deviceId) {
    const auto& hall = mDocument->design().hall;
    if (hall && !deviceId.isEmpty() && !mDocument->design().device(deviceId) && rackId.isEmpty()) {
        // A hall finding (its device is the hall part): the hall plan, with the unit selected if it is one.
        mCentralTabs->setCurrentWidget(mHallPanel);
        mHallPanel->plan()->select(hall->unit(deviceId) ? deviceId : QString());
        return;
    }
    const QString id = !deviceId.isEmpty() && mDocument->design().device(deviceId) ? deviceId : rackId;
    if (id.isEmpty())
        return;
    mView->showItem(id);
}

void MainWindow::setLanguage(const QString& language) {
    if (!Language::apply(language))
        return;
    if (mOptions.useSettings)
        Language::remember(language);
    for (QAction* action : mLanguageGroup->actions())
        action->setChecked(action->data().toString() == language);
    mAnalysis->retranslate();
    // Without a translator for the language no LanguageChange arrives; send it so numbers follow the locale.
    QEvent event(QEvent::LanguageChange);
    for (QWidget* widget : findChildren<QWidget*>())
        QCoreApplication::sendEvent(widget, &event);
    QCoreApplication::sendEvent(this, &event);
}
