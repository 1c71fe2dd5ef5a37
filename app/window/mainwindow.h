#pragma once

#include "templates/templatelibrary.h"

#include "netbox/netboximport.h"
#include "parts/partindex.h"

#include <QMainWindow>
#include <QSet>

class BudgetPanel;
class CatalogStore;
class DesignDocument;
class ExportMenu;
class InspectorWidget;
class LiveAnalysis;
class PaletteWidget;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;
class QUndoView;
class RackScene;
class RackView;
class SteadyLabel;

// The workbench window: catalog palette (left), rack floor (centre, first tab of centralTabs()), inspector
// and undo history (right), budgets and findings (bottom); File / Edit / View menus, toolbar, status bar,
// recent files, autosave to a recovery file and the recovery offer after a crash.
class ChartsPanel;
class BomPanel;
class HallPanel;
class NetworkPanel;
class PowerPanel;
class WorkloadPanel;
struct ClusterRequest;
struct ExploreVariant;
struct Fabric;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    struct Options {
        // false: no QSettings, no autosave, no recovery (screenshots, tests).
        bool useSettings = true;
        int autosaveIntervalMs = 3 * 60 * 1000;
    };

    explicit MainWindow(PartIndex parts, QWidget* parent = nullptr);
    MainWindow(PartIndex parts, Options options, QWidget* parent = nullptr);
    ~MainWindow() override;

    DesignDocument* document() const { return mDocument; }
    LiveAnalysis* analysis() const { return mAnalysis; }
    RackScene* scene() const { return mScene; }
    RackView* view() const { return mView; }
    PaletteWidget* palette() const { return mPalette; }
    InspectorWidget* inspector() const { return mInspector; }
    BudgetPanel* budgetPanel() const { return mBudgetPanel; }
    // The central tabs: rack floor, charts, bill of materials.
    QTabWidget* centralTabs() const { return mCentralTabs; }
    // File > Export: procurement report, bill of materials, rack elevations.
    ExportMenu* exportMenu() const { return mExportMenu; }

    // Without dialogs (tests, command line). On failure the open design is untouched and `error` says why.
    bool loadFile(const QString& path, QString* error);
    bool saveFile(const QString& path, QString* error);
    void newDesign();
    // Offers the recovery file left by a session that did not end cleanly, if there is one.
    void offerRecovery();
    // Writes the recovery file now (the autosave timer calls this). Returns false when nothing was written.
    bool autosave();
    QString recoveryPath() const;
    // Where the Open and Save dialogs start: the design's folder, else Documents (else home).
    QString designFolder() const;
    void setLanguage(const QString& language);
    void fitView();

    // The user's catalog store, for removing user parts from the palette (not owned; may stay unset).
    void setCatalogStore(CatalogStore* store);
    // Removes a user part from the store and every view, without dialogs (tests). Refuses when the open
    // design uses the part, or when no store is set; `error` says why.
    bool removeUserPart(const QString& partId, QString* error);
    // Imports NetBox device types (files or folders) into the catalog store, all or nothing; on success the
    // palette and the analysis see the new parts. File > Import NetBox Device Types asks for the files.
    NetboxImportReport importNetbox(const QStringList& paths);
    // Shows a new catalog in every view and analyses the design again.
    void setParts(PartIndex parts);

    // Network > New/Edit Fabric without the dialog (tests): sets the fabric and places or removes its
    // switches, one undo step. False, with `error`, when it cannot be sized or the switch is unknown.
    bool setFabric(const Fabric& fabric, QString* error);
    void removeFabric(const QString& fabricId);
    void showFabricSwitches(const QString& fabricId);
    // Workload > Size a Cluster: the dialog, then the nodes, racks and fabric as one undo step.
    void sizeCluster();
    // The same without the dialog (tests); false with a message when it cannot be built.
    bool sizeCluster(const ClusterRequest& request, QString* error);
    // Workload > Size the Storage: the dialog, then the storage systems and their fabric as one undo step.
    void sizeStorage();
    // Workload > Explore Designs…: the explorer's dialog; the variant chosen becomes the design.
    void exploreDesigns();
    // Workload > Calibrate to a Measured Run…: the dialog, then the calibration kept with the workload (one
    // undo step).
    void calibrateWorkload();
    // The variant as the design, keeping the design's name and settings: one undo step.
    void useExploredDesign(const ExploreVariant& variant);
    // A new, untitled design of the variant in a second window (shown; deleted when closed).
    MainWindow* openExploredDesign(const ExploreVariant& variant);
    NetworkPanel* networkPanel() const { return mNetworkPanel; }
    PowerPanel* powerPanel() const { return mPowerPanel; }
    WorkloadPanel* workloadPanel() const { return mWorkloadPanel; }
    HallPanel* hallPanel() const { return mHallPanel; }
    // File > Import Power Readings without the dialogs (tests): the readings of `paths` set the matched
    // devices' measured draw at `percentile`, one undo step. False with `error` (the file and line, or why
    // nothing matched); true with the import's notes in `error`.
    bool importPowerReadings(const QStringList& paths, double percentile, QString* error);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override; // mainwindowgeometry.cpp
    void showEvent(QShowEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void updateUndoTexts();
    void retranslateUi();
    void updateTitle();
    void updateActions();
    void updateStatus();
    void updateRecentMenu();
    void clearRecentFiles();
    void addRecentFile(const QString& path);
    void removeRecoveryFile();
    bool maybeSave();
    void open();
    bool save();
    bool saveAs();
    void openPath(const QString& path);
    void showFinding(const QString& rackId, const QString& deviceId);
    // Adding parts without dragging, and nudging (mainwindowplacement.cpp).
    void createPlacementActions();
    void retranslatePlacement();
    QString placementTarget() const;
    void nudgeSelection(int deltaU);
    void fitFirstStart();
    void addSeveral();

public:
    // The window's size, place and docks as a session left them, fitted to the screen this start has
    // (`available`: the screen less its taskbars): never larger than it, never off it, side docks at least
    // kMinimumSideDockWidth wide; a session that filled its screen fills this one (maximized).
    // mainwindowgeometry.cpp.
    void restoreWindowState(const QByteArray& geometry, const QByteArray& state, const QRect& available);
    static constexpr int kMinimumSideDockWidth = 220;

private:
public:
    // Adds `qty` of the catalog's current part (PartPlacement::kFill: as many as fit) to the selection as
    // one undo step; false (and a status message) when nothing could be added.
    bool addCurrentPart(int qty);
    // Copies the selected rack (or the selected device's rack) `copies` times into its row: one undo step.
    bool replicateSelectedRack(int copies);
    // Templates (mainwindowtemplates.cpp): the library beside the user's catalog; saving the selected
    // server or rack under `name`; using a template on the selection (a server template fills the selected
    // rack with `count` copies, 0: as many as fit; a rack template adds a rack to the selected row).
    TemplateLibrary templateLibrary() const;
    bool saveSelectionAsTemplate(const QString& name);
    bool useTemplate(const DesignTemplate& t, int count);
    void showTemplates();
    // File > Compare with Design… (mainwindowcompare.cpp): this design beside the one at `path`, in a
    // window of its own; null (and a message) when that file does not load.
    class CompareWindow* compareWith(const QString& path);
    // The comparison of this design with `other` (an explored variant), in a window over `parent`.
    class CompareWindow* compareWithDesign(Design other, QWidget* parent);

private:
    // The Power tab (mainwindowpower.cpp).
    void createPowerActions();
    void createTemplateActions();
    void createCompareAction();
    void retranslateCompare();
    void retranslateTemplates();
    QString selectedRackId() const; // the selected rack, or the selected device's rack
    void showSelectedRackPower();
    void retranslatePower();
    void confirmRemovePart();         // Edit > Remove Part from Catalog, with the user's confirmation
    void importNetboxInteractively(); // File > Import NetBox Device Types (mainwindowcatalog.cpp)
    void createNetworkMenu();         // mainwindownetwork.cpp
    void retranslateNetwork();
    void createWorkloadMenu(); // mainwindowworkload.cpp
    void createHallMenu();     // mainwindowhall.cpp
    void retranslateHall();
    void importPowerReadingsInteractively();
    void retranslateWorkload();
    void updateNetworkActions();
    void editFabric(bool create); // the dialog

    QString recoveryOriginKey() const;

    Options mOptions;
    static QSet<int>& liveWindowNumbers();
    QRect mKeepOnScreen;   // the screen a restored window's frame is kept on once it is shown
    int mWindowNumber = 0; // 1 for the first open window, 2 for a second one, ...
    PartIndex mParts;
    DesignDocument* mDocument;
    LiveAnalysis* mAnalysis;
    RackScene* mScene;
    RackView* mView;
    QTabWidget* mCentralTabs;
    ChartsPanel* mChartsPanel = nullptr;
    BomPanel* mBomPanel = nullptr;
    NetworkPanel* mNetworkPanel = nullptr;
    PowerPanel* mPowerPanel = nullptr;
    WorkloadPanel* mWorkloadPanel = nullptr;
    HallPanel* mHallPanel = nullptr;
    QMenu* mHallMenu = nullptr;
    QAction* mShowHallAction = nullptr;
    QAction* mAddHallAction = nullptr;
    QAction* mRemoveHallUnitAction = nullptr;
    QAction* mImportPowerAction = nullptr;
    QMenu* mNetworkMenu = nullptr;
    QMenu* mWorkloadMenu = nullptr;
    QAction* mShowWorkloadAction = nullptr;
    QAction* mSizeClusterAction = nullptr;
    QAction* mSizeStorageAction = nullptr;
    QAction* mExploreAction = nullptr;
    QAction* mCalibrateAction = nullptr;
    QAction* mNewFabricAction = nullptr;
    QAction* mEditFabricAction = nullptr;
    QAction* mResizeFabricAction = nullptr;
    QAction* mRemoveFabricAction = nullptr;
    QAction* mShowSwitchesAction = nullptr;
    PaletteWidget* mPalette;
    InspectorWidget* mInspector;
    BudgetPanel* mBudgetPanel;
    QUndoView* mUndoView;
    QDockWidget* mPaletteDock;
    QDockWidget* mInspectorDock;
    QDockWidget* mBudgetDock;
    QDockWidget* mHistoryDock;
    SteadyLabel* mStatusFigures;
    QTimer* mAutosaveTimer;
    QMenu* mFileMenu = nullptr;
    QMenu* mRecentMenu = nullptr;
    ExportMenu* mExportMenu = nullptr;
    QMenu* mEditMenu = nullptr;
    QMenu* mViewMenu = nullptr;
    QMenu* mLanguageMenu = nullptr;
    QToolBar* mToolBar = nullptr;
    QActionGroup* mLanguageGroup = nullptr;
    QAction* mNewAction = nullptr;
    QAction* mOpenAction = nullptr;
    QAction* mSaveAction = nullptr;
    QAction* mSaveAsAction = nullptr;
    QAction* mQuitAction = nullptr;
    QAction* mUndoAction = nullptr;
    QAction* mRedoAction = nullptr;
    QAction* mUndoToolAction = nullptr; // the toolbar's: a fixed text, the step in the tooltip
    QAction* mRedoToolAction = nullptr;
    QAction* mCopyAction = nullptr;
    QAction* mPasteAction = nullptr;
    QAction* mDuplicateAction = nullptr;
    QAction* mDeleteAction = nullptr;
    QAction* mSelectAllAction = nullptr;
    QAction* mZoomInAction = nullptr;
    QAction* mZoomOutAction = nullptr;
    QAction* mFitAction = nullptr;
    QAction* mRearAction = nullptr;
    QAction* mPowerAction = nullptr;
    QAction* mAddPartAction = nullptr;
    QAction* mAddSeveralAction = nullptr;
    QAction* mFillAction = nullptr;
    QAction* mReplicateAction = nullptr;
    QAction* mSaveTemplateAction = nullptr;
    QAction* mTemplatesAction = nullptr;
    QAction* mCompareAction = nullptr;
    QAction* mRemovePartAction = nullptr;
    QAction* mImportNetboxAction = nullptr;
    QAction* mFindPartAction = nullptr;
    CatalogStore* mCatalogStore = nullptr;
    QAction* mClearRecentAction = nullptr;
};
