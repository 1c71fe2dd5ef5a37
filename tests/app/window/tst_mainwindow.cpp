// The workbench window: files (bad file leaves the design alone, modified marker, autosave and recovery),
// the budget panel against the engine and against `check --json` of the saved file, and the screenshot
// command.
#include "analysis/analyzer.h"
#include "analysis/liveanalysis.h"
#include "budgets/budgetpanel.h"
#include "budgets/findingslist.h"
#include "budgets/gaugedelegate.h"
#include "commands/cmdcomponentinstall.h"
#include "fabricdesigns.h"
#include "file/designfile.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "network/networkpanel.h"
#include "palette/palettewidget.h"
#include "store/catalogstore.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/exportmenu.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QProgressDialog>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <sys/resource.h>

namespace {
double r2(double v) {
    return std::round(v * 100) / 100;
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    PartIndex mParts;
    QTemporaryDir mTemp;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

    // The panel's figures equal `budgets`.
    void comparePanel(const BudgetPanel* panel, const Budgets& budgets) {
        QCOMPARE(panel->totalValue(QStringLiteral("powerW")), budgets.totals.powerW);
        QCOMPARE(panel->totalValue(QStringLiteral("typicalPowerW")), budgets.totals.typicalPowerW);
        QCOMPARE(panel->totalValue(QStringLiteral("heatBtuH")), budgets.totals.heatBtuH);
        QCOMPARE(panel->totalValue(QStringLiteral("coolingTons")), budgets.totals.coolingTons);
        QCOMPARE(panel->totalValue(QStringLiteral("airflowCfm")), budgets.totals.airflowCfm);
        QCOMPARE(panel->totalValue(QStringLiteral("weightKg")), budgets.totals.weightKg);
        QCOMPARE(int(panel->totalValue(QStringLiteral("rackUnitsUsed"))), budgets.totals.rackUnitsUsed);
        QCOMPARE(int(panel->totalValue(QStringLiteral("gpus"))), budgets.totals.gpus);
        QCOMPARE(panel->totalValue(QStringLiteral("cost")), budgets.totals.cost);
        QCOMPARE(panel->totalValue(QStringLiteral("energyCostPerYear")), budgets.totals.energyCostPerYear);
        QCOMPARE(panel->totalText(QStringLiteral("powerW")),
                 QStringLiteral("%1 kW").arg(QLocale().toString(budgets.totals.powerW / 1000, 'f', 2)));
        const QTableWidget* table = panel->rackTable();
        QCOMPARE(table->rowCount(), budgets.racks.size());
        for (int r = 0; r < budgets.racks.size(); ++r) {
            const RackBudget& rb = budgets.racks[r];
            auto value = [&](int column) {
                return table->item(r, column)->data(GaugeDelegate::kValueRole).toDouble();
            };
            auto limit = [&](int column) {
                return table->item(r, column)->data(GaugeDelegate::kLimitRole).toDouble();
            };
            QCOMPARE(table->item(r, BudgetPanel::RackColumn)->data(Qt::UserRole).toString(), rb.id);
            QCOMPARE(value(BudgetPanel::PowerColumn), rb.powerW);
            QCOMPARE(limit(BudgetPanel::PowerColumn), rb.powerBudgetW);
            QCOMPARE(limit(BudgetPanel::CoolingColumn), rb.coolingBudgetW);
            QCOMPARE(int(value(BudgetPanel::SpaceColumn)), rb.unitsUsed);
            QCOMPARE(int(limit(BudgetPanel::SpaceColumn)), rb.unitsTotal);
            QCOMPARE(value(BudgetPanel::WeightColumn), rb.weightKg);
            QCOMPARE(limit(BudgetPanel::WeightColumn), rb.weightLimitKg);
            QCOMPARE(limit(BudgetPanel::PduColumn), rb.pduContinuousVa);
        }
        QCOMPARE(panel->findingsList()->findingCount(), budgets.findings.size());
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mTemp.isValid());
        mParts = bundledParts();
    }

    // 1280 x 720 and 1366 x 768 screens (issue #13): the window can be that small in either language, and
    // shrinking it then growing it back gives the rack view its room again.
    void fitsSmallScreens() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(Language::apply(language));
            MainWindow window(mParts, noSettings());
            QString error;
            QVERIFY2(window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"),
                                     &error),
                     qPrintable(error));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
            QVERIFY2(
                minimum.width() <= 1280 && minimum.height() <= 720,
                qPrintable(
                    QStringLiteral("%1: %2 x %3").arg(language).arg(minimum.width()).arg(minimum.height())));
            window.resize(1600, 1000);
            QCoreApplication::processEvents();
            const int viewWidth = window.view()->width();
            window.resize(1280, 720);
            QCoreApplication::processEvents();
            QCOMPARE(window.size(), QSize(1280, 720));
            window.resize(1600, 1000);
            QCoreApplication::processEvents();
            QCOMPARE(window.view()->width(), viewWidth);
        }
        QVERIFY(Language::apply(QStringLiteral("en")));
    }

    void opensAndShowsTheDesign() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(window.loadFile(testDesign("valid.json"), &error), qPrintable(error));
        QCOMPARE(window.document()->design().racks.size(), 2);
        QVERIFY(window.windowTitle().startsWith(QLatin1String("valid.json[*]")));
        QVERIFY(!window.isWindowModified());
        QVERIFY(!window.scene()->itemSceneRect(QStringLiteral("n01")).isEmpty());
        QVERIFY(!window.scene()->itemSceneRect(QStringLiteral("pdu-a")).isEmpty());
    }

    void badFileLeavesTheOpenDesignUntouched_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("malformed") << testDesign("malformed.json");
        QTest::newRow("missing") << mTemp.filePath(QStringLiteral("no-such-file.json"));
        QTest::newRow("not json") << QStringLiteral(CW_SOURCE_DIR "/CMakeLists.txt");
    }

    void badFileLeavesTheOpenDesignUntouched() {
        QFETCH(QString, path);
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        // An unsaved edit too: it must survive.
        window.scene()->selectIds({QStringLiteral("sw01")});
        window.scene()->deleteSelection();
        const QByteArray before = DesignFile::write(window.document()->design());
        const QString filePath = window.document()->filePath();
        const int steps = window.document()->undoStack()->count();
        QVERIFY(!window.loadFile(path, &error));
        QVERIFY2(error.contains(QFileInfo(path).fileName()), qPrintable(error));
        QCOMPARE(DesignFile::write(window.document()->design()), before);
        QCOMPARE(window.document()->filePath(), filePath);
        QCOMPARE(window.document()->undoStack()->count(), steps);
        QVERIFY(window.isWindowModified());
    }

    void budgetPanelShowsTheEngineFigures() {
        QStringList files{testDesign("valid.json")};
        for (const QString& name :
             QDir(QStringLiteral(CW_SOURCE_DIR "/resources/examples")).entryList({QStringLiteral("*.json")}))
            files << QStringLiteral(CW_SOURCE_DIR "/resources/examples/") + name;
        for (const QString& file : files) {
            MainWindow window(mParts, noSettings());
            QString error;
            QVERIFY2(window.loadFile(file, &error), qPrintable(error));
            comparePanel(window.budgetPanel(), analyze(window.document()->design(), mParts));
            // After edits through the scene, still equal.
            const Design& design = window.document()->design();
            if (!design.racks.isEmpty() && !design.racks[0].devices.isEmpty()) {
                window.scene()->selectIds({design.racks[0].devices[0].id});
                window.scene()->duplicateSelection();
                window.scene()->deleteSelection();
                window.document()->undoStack()->undo();
            }
            comparePanel(window.budgetPanel(), analyze(window.document()->design(), mParts));
        }
    }

    void budgetPanelEqualsCheckJsonOfTheSavedFile() {
        MainWindow window(mParts, noSettings());
        QString error;
        // Built with the mouse's code paths from an empty design.
        RackScene* scene = window.scene();
        QVERIFY(scene->dropPart(QStringLiteral("rack-42u-600x1200"), QPointF(20, 200)));
        const QString rackId = window.document()->design().racks[0].id;
        QVERIFY(scene->dropPart(QStringLiteral("generic-4u-hgx-a100-8gpu"), scene->unitPoint(rackId, 10)));
        for (int i = 0; i < 8; ++i)
            QVERIFY(scene->dropPart(QStringLiteral("nvidia-a100-sxm4-80gb"),
                                    scene->itemSceneRect(QStringLiteral("n01")).center()));
        for (int i = 0; i < 2; ++i)
            QVERIFY(scene->dropPart(QStringLiteral("amd-epyc-7742"),
                                    scene->itemSceneRect(QStringLiteral("n01")).center()));
        for (int i = 0; i < 4; ++i)
            QVERIFY(scene->dropPart(QStringLiteral("psu-3000w-titanium"),
                                    scene->itemSceneRect(QStringLiteral("n01")).center()));
        QVERIFY(scene->dropPart(QStringLiteral("nvidia-qm8700"), scene->unitPoint(rackId, 42)));
        QVERIFY(scene->dropPart(QStringLiteral("pdu-3ph-400v-32a"), scene->unitPoint(rackId, 20)));
        QVERIFY(window.isWindowModified());
        const QString path = mTemp.filePath(QStringLiteral("built.json"));
        QVERIFY2(window.saveFile(path, &error), qPrintable(error));
        QVERIFY(!window.isWindowModified());

        QProcess check;
        check.start(QStringLiteral(CW_EXECUTABLE),
                    {QStringLiteral("check"), path, QStringLiteral("--json"), QStringLiteral("--catalog"),
                     mTemp.filePath(QStringLiteral("catalog.sqlite"))});
        QVERIFY(check.waitForFinished(60000));
        const QJsonDocument json = QJsonDocument::fromJson(check.readAllStandardOutput());
        QVERIFY2(json.isObject(), qPrintable(check.readAllStandardError()));
        const QJsonObject totals = json[QStringLiteral("totals")].toObject();
        const BudgetPanel* panel = window.budgetPanel();
        QCOMPARE(r2(panel->totalValue(QStringLiteral("powerW"))),
                 totals[QStringLiteral("power_w")].toDouble());
        QCOMPARE(r2(panel->totalValue(QStringLiteral("typicalPowerW"))),
                 totals[QStringLiteral("typical_power_w")].toDouble());
        QCOMPARE(r2(panel->totalValue(QStringLiteral("heatBtuH"))),
                 totals[QStringLiteral("heat_btu_h")].toDouble());
        QCOMPARE(r2(panel->totalValue(QStringLiteral("weightKg"))),
                 totals[QStringLiteral("weight_kg")].toDouble());
        QCOMPARE(int(panel->totalValue(QStringLiteral("gpus"))), totals[QStringLiteral("gpus")].toInt());
        QCOMPARE(int(panel->totalValue(QStringLiteral("rackUnitsUsed"))),
                 totals[QStringLiteral("rack_units_used")].toInt());
        const QJsonArray racks = json[QStringLiteral("racks")].toArray();
        QCOMPARE(panel->rackTable()->rowCount(), racks.size());
        const QJsonObject rack = racks[0].toObject();
        auto gauge = [&](int column, int role) {
            return panel->rackTable()->item(0, column)->data(role).toDouble();
        };
        QCOMPARE(r2(gauge(BudgetPanel::PowerColumn, GaugeDelegate::kValueRole)),
                 rack[QStringLiteral("power_w")].toDouble());
        QCOMPARE(r2(gauge(BudgetPanel::PowerColumn, GaugeDelegate::kLimitRole)),
                 rack[QStringLiteral("power_budget_w")].toDouble());
        QCOMPARE(r2(gauge(BudgetPanel::PduColumn, GaugeDelegate::kLimitRole)),
                 rack[QStringLiteral("pdu_continuous_va")].toDouble());
        QCOMPARE(r2(gauge(BudgetPanel::WeightColumn, GaugeDelegate::kValueRole)),
                 rack[QStringLiteral("weight_kg")].toDouble());
        qsizetype findings = 0; // alike findings are one entry with their count
        for (const QJsonValue& finding : json[QStringLiteral("findings")].toArray())
            findings += finding[QStringLiteral("count")].toInt();
        QCOMPARE(panel->findingsList()->findingCount(), findings);
        QCOMPARE(window.analysis()->budgets().totals.gpus, 8);
    }

    void modifiedMarkerAndUndo() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        const QByteArray saved = DesignFile::write(window.document()->design());
        window.scene()->selectIds({QStringLiteral("n01")});
        window.scene()->duplicateSelection();
        QVERIFY(window.isWindowModified());
        window.document()->undoStack()->undo();
        QVERIFY(!window.isWindowModified());
        QCOMPARE(DesignFile::write(window.document()->design()), saved);
    }

    void inspectorValidates() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        InspectorWidget* inspector = window.inspector();
        const QByteArray before = DesignFile::write(window.document()->design());
        QVERIFY(!inspector->editPsuRedundancy(QStringLiteral("n01"), QStringLiteral("N+")));
        QVERIFY(inspector->message().contains(QLatin1String("N+1")));
        QVERIFY(!inspector->editDeviceU(QStringLiteral("n01"), 40));
        QVERIFY(!inspector->message().isEmpty());
        QCOMPARE(DesignFile::write(window.document()->design()), before);
        QVERIFY(inspector->editPsuRedundancy(QStringLiteral("n01"), QStringLiteral("4+2")));
        QCOMPARE(window.document()->design().device(QStringLiteral("n01"))->psuRedundancy,
                 QStringLiteral("4+2"));
        QVERIFY(inspector->editDeviceU(QStringLiteral("n01"), 20));
        QCOMPARE(window.document()->design().device(QStringLiteral("n01"))->u, 20);
        window.scene()->selectIds({QStringLiteral("n01")});
        QCOMPARE(inspector->shownId(), QStringLiteral("n01"));
    }

    // Stepping a value with the arrow keys rebuilds the inspector after each step; the field keeps the focus,
    // so the next key press steps again.
    void inspectorKeepsTheFocusAcrossEdits() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.scene()->selectIds({QStringLiteral("n01")});
        const int start = window.document()->design().device(QStringLiteral("n01"))->u;
        auto editor = [&] { return window.inspector()->findChild<QSpinBox*>(QStringLiteral("device-u")); };
        QVERIFY(editor());
        editor()->setFocus();
        for (int step = 1; step <= 2; ++step) {
            QVERIFY(editor()->hasFocus());
            QTest::keyClick(editor(), Qt::Key_Down);
            QCoreApplication::processEvents(); // the rebuild
            QCOMPARE(window.document()->design().device(QStringLiteral("n01"))->u, start - step);
        }
        QVERIFY(editor()->hasFocus());
    }

    void paletteSearchesAsYouType() {
        PaletteWidget palette(mParts);
        palette.setSearchText(QStringLiteral("H100"));
        const QStringList found = palette.visiblePartIds();
        QVERIFY(found.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        QVERIFY(!found.contains(QStringLiteral("nvidia-a100-sxm4-80gb")));
        palette.setSearchText(QStringLiteral("交换机"));
        QVERIFY(!palette.visiblePartIds().isEmpty());
    }

    // Network > New Fabric places the switches as one undo step; the Network tab shows the fabric.
    void fabricIsCreatedAndUndoneInTheWindow() {
        MainWindow window(mParts, noSettings());
        const QString path = mTemp.filePath(QStringLiteral("b200-64.json"));
        QString error;
        QVERIFY2(DesignFile::save(dgxB200Floor(64, false), path, &error), qPrintable(error));
        QVERIFY(window.loadFile(path, &error));
        const QByteArray before = DesignFile::write(window.document()->design());
        Fabric fabric = dgxB200Floor(1, true).fabrics.first();
        fabric.placement = QStringLiteral("new-racks");
        QVERIFY2(window.setFabric(fabric, &error), qPrintable(error));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->text(0), QStringLiteral("Create fabric ib-compute"));
        window.centralTabs()->setCurrentWidget(window.networkPanel());
        window.networkPanel()->refresh();
        QCOMPARE(window.networkPanel()->currentFabricId(), QStringLiteral("ib-compute"));
        QCOMPARE(window.networkPanel()->figure(QStringLiteral("leaf")), QStringLiteral("16 (16 placed)"));
        QCOMPARE(window.networkPanel()->figure(QStringLiteral("spine")), QStringLiteral("8 (8 placed)"));
        QCOMPARE(window.document()->design().racks.size(), 19); // three 20 kW network racks (tst_fabric)
        // Network > Show Switches selects the 24 placed switches on the floor.
        window.showFabricSwitches(QStringLiteral("ib-compute"));
        QCOMPARE(window.centralTabs()->currentWidget(), static_cast<QWidget*>(window.view()));
        QStringList selected = window.scene()->selectedDeviceIds();
        QCOMPARE(selected.size(), 24);
        const Fabric& placed = window.document()->design().fabrics.first();
        selected.sort();
        QStringList switches = placed.leafIds + placed.spineIds;
        switches.sort();
        QCOMPARE(selected, switches);
        window.document()->undoStack()->undo();
        QCOMPARE(DesignFile::write(window.document()->design()), before);
        QVERIFY(window.networkPanel()->currentFabricId().isEmpty());
        window.document()->undoStack()->redo();
        window.removeFabric(QStringLiteral("ib-compute"));
        QCOMPARE(window.document()->undoStack()->text(1), QStringLiteral("Remove fabric ib-compute"));
        QCOMPARE(DesignFile::write(window.document()->design()), before);
    }

    void ctrlFPutsTheKeyboardInThePartSearch() {
        MainWindow window(mParts, noSettings());
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keySequence(&window, QKeySequence::Find);
        auto* search = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(search);
        QVERIFY(window.palette()->isAncestorOf(search));
        QTest::keyClicks(search, QStringLiteral("QM9700"));
        QVERIFY(window.palette()->visiblePartIds().contains(QStringLiteral("nvidia-qm9700")));
    }

    void autosaveWritesARecoveryFile() {
        QSettings().clear();
        MainWindow window(mParts, MainWindow::Options{true, 60 * 60 * 1000});
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        QVERIFY(!window.autosave()); // nothing to save while unmodified
        window.scene()->selectIds({QStringLiteral("sw01")});
        window.scene()->deleteSelection();
        QVERIFY(window.autosave());
        const auto recovered = DesignFile::load(window.recoveryPath(), mParts, &error);
        QVERIFY2(recovered, qPrintable(error));
        QCOMPARE(*recovered, window.document()->design());
        QVERIFY(window.saveFile(mTemp.filePath(QStringLiteral("saved.json")), &error));
        QVERIFY(!QFile::exists(window.recoveryPath())); // saved: no recovery needed
    }

    // The robustness issue: on a full disk Save reported success, marked the design clean and deleted the
    // recovery copy. Now the save fails, the design stays modified, the recovery copy and the old file stay.
    void saveOnAFullDiskLosesNothing() {
        QSettings().clear();
        MainWindow window(mParts, MainWindow::Options{true, 60 * 60 * 1000});
        QString error;
        const QString path = mTemp.filePath(QStringLiteral("full-disk.json"));
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error));
        QVERIFY(window.saveFile(path, &error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray before = saved.readAll();
        saved.close();
        QVERIFY(before.size() > 1024);
        window.scene()->selectIds({window.document()->design().racks[0].devices[0].id});
        window.scene()->deleteSelection();
        QVERIFY(window.autosave());
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit original{};
        getrlimit(RLIMIT_FSIZE, &original);
        rlimit limited = original;
        limited.rlim_cur = 1024; // the file is larger: the disk fills part way through
        setrlimit(RLIMIT_FSIZE, &limited);
        const bool ok = window.saveFile(path, &error);
        setrlimit(RLIMIT_FSIZE, &original);
        QVERIFY(!ok);
        QVERIFY2(error.contains(QLatin1String("cannot write")), qPrintable(error));
        QVERIFY(window.document()->isModified());
        QVERIFY(QFile::exists(window.recoveryPath()));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), before);
    }

    void screenshotCommandRendersAtExactlyTheSize() {
        const QString out = mTemp.filePath(QStringLiteral("shot.png"));
        QProcess process;
        process.start(QStringLiteral(CW_EXECUTABLE),
                      {QStringLiteral("screenshot"), testDesign("valid.json"), QStringLiteral("-o"), out,
                       QStringLiteral("--size"), QStringLiteral("1200x800"), QStringLiteral("--catalog"),
                       mTemp.filePath(QStringLiteral("catalog.sqlite"))});
        QVERIFY(process.waitForFinished(120000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const QImage image(out);
        QCOMPARE(image.size(), QSize(1200, 800));
        // A bad file: the loader's message, no image.
        QProcess bad;
        bad.start(QStringLiteral(CW_EXECUTABLE),
                  {QStringLiteral("screenshot"), testDesign("malformed.json"), QStringLiteral("-o"),
                   mTemp.filePath(QStringLiteral("bad.png")), QStringLiteral("--catalog"),
                   mTemp.filePath(QStringLiteral("catalog.sqlite"))});
        QVERIFY(bad.waitForFinished(120000));
        QVERIFY(bad.exitCode() != 0);
        QVERIFY(QString::fromUtf8(bad.readAllStandardError()).contains(QLatin1String("malformed.json")));
    }

    // The "done when": the source material's reference rack, built from an empty design by drops
    // alone (the scene's drop handling, as the mouse drives it), has the budgets of the bundled example.
    void referenceRackBuiltByDropsEqualsTheExample() {
        const QString examplePath = QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json");
        QString error;
        const auto example = DesignFile::load(examplePath, mParts, &error);
        QVERIFY2(example, qPrintable(error));
        MainWindow window(mParts, noSettings());
        window.newDesign();
        // The example rates its IEC PDUs at 100 % (derating_percent); a new design starts at the North
        // American 80 %.
        Design sameRule = *example;
        sameRule.settings.deratingPercent = window.document()->design().settings.deratingPercent;
        const Budgets expected = analyze(sameRule, mParts);
        RackScene* scene = window.scene();
        QString reason;
        const Rack& exampleRack = example->racks[0];
        QVERIFY2(scene->dropPart(exampleRack.partId, QPointF(20, 200), &reason), qPrintable(reason));
        const QString rackId = window.document()->design().racks[0].id;
        for (const RackPdu& pdu : exampleRack.pdus)
            QVERIFY2(scene->dropPart(pdu.partId, scene->unitPoint(rackId, 20), &reason), qPrintable(reason));
        for (const Device& device : exampleRack.devices) {
            QVERIFY2(scene->dropPart(device.partId, scene->unitPoint(rackId, device.u), &reason),
                     qPrintable(reason));
            const QString id = window.document()->design().racks[0].devices.last().id;
            for (const Component& component : device.components)
                for (int i = 0; i < component.qty; ++i)
                    QVERIFY2(scene->dropPart(component.partId, scene->itemSceneRect(id).center(), &reason),
                             qPrintable(component.partId + QStringLiteral(": ") + reason));
        }
        const Budgets& built = window.analysis()->budgets();
        QCOMPARE(built.totals.powerW, expected.totals.powerW);
        QCOMPARE(built.totals.typicalPowerW, expected.totals.typicalPowerW);
        QCOMPARE(built.totals.gpus, expected.totals.gpus);
        QCOMPARE(built.totals.weightKg, expected.totals.weightKg);
        QCOMPARE(built.totals.cost, expected.totals.cost);
        QCOMPARE(built.totals.rackUnitsUsed, expected.totals.rackUnitsUsed);
        QCOMPARE(built.racks[0].pduContinuousVa, expected.racks[0].pduContinuousVa);
        for (qsizetype i = 0; i < expected.racks[0].devices.size(); ++i) {
            const DeviceBudget& a = built.racks[0].devices[i];
            const DeviceBudget& b = expected.racks[0].devices[i];
            QCOMPARE(a.u, b.u);
            QCOMPARE(a.powerW, b.powerW);
            QCOMPARE(a.psuUsableW, b.psuUsableW);
            QCOMPARE(a.pcieLanesUsed, b.pcieLanesUsed);
            QCOMPARE(a.nicPorts.size(), b.nicPorts.size());
        }
        QStringList builtCodes, expectedCodes;
        for (const Finding& f : built.findings)
            builtCodes.append(f.code);
        for (const Finding& f : expected.findings)
            expectedCodes.append(f.code);
        QCOMPARE(builtCodes, expectedCodes);
        // The budget panel shows the same; saved, `check --json` agrees (budgetPanelEqualsCheckJson...).
        comparePanel(window.budgetPanel(), built);
    }

    // View > Language applies at once (tabs, menus, findings) and is remembered for the next start.
    void languageSwitchAppliesAtOnceAndIsRemembered() {
        QSettings().clear();
        MainWindow window(mParts, MainWindow::Options{true, 60 * 60 * 1000});
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        QAction* chinese = nullptr;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->data().toString() == QLatin1String("zh_CN"))
                chinese = action;
        QVERIFY(chinese);
        chinese->trigger();
        QCOMPARE(window.centralTabs()->tabText(0), QStringLiteral("机柜布局"));
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("文件(&F)"));
        bool chineseFinding = false;
        for (const Finding& f : window.analysis()->budgets().findings)
            chineseFinding = chineseFinding || f.message.contains(QStringLiteral("机柜"));
        QVERIFY(chineseFinding);
        QCOMPARE(Language::startupLanguage(), QStringLiteral("zh_CN"));
        window.setLanguage(QStringLiteral("en"));
        QCOMPARE(window.centralTabs()->tabText(0), QStringLiteral("Rack floor"));
        QCOMPARE(Language::startupLanguage(), QStringLiteral("en"));
    }

    void savedFilesAppearInOpenRecent() {
        QSettings().clear();
        MainWindow window(mParts, MainWindow::Options{true, 60 * 60 * 1000});
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        const QString path = mTemp.filePath(QStringLiteral("recent-one.json"));
        QVERIFY(window.saveFile(path, &error));
        QMenu* recent = nullptr;
        for (QMenu* menu : window.findChildren<QMenu*>())
            if (menu->title() == QLatin1String("Open &Recent"))
                recent = menu;
        QVERIFY(recent);
        QStringList texts;
        for (QAction* action : recent->actions())
            texts.append(action->text());
        QVERIFY2(texts.first().endsWith(QLatin1String("recent-one.json")), qPrintable(texts.join(u'|')));
    }

    // After a crash (a recovery file left behind), the next start offers it; Open loads it, modified.
    void recoveryIsOfferedAtTheNextStart() {
        QSettings().clear();
        QString error;
        QByteArray unsaved;
        {
            MainWindow crashed(mParts, MainWindow::Options{true, 60 * 60 * 1000});
            QVERIFY(crashed.loadFile(testDesign("valid.json"), &error));
            crashed.scene()->selectIds({QStringLiteral("sw01")});
            crashed.scene()->deleteSelection();
            QVERIFY(crashed.autosave());
            unsaved = DesignFile::write(crashed.document()->design());
            // A crash leaves the file: copy it back after the window's clean close removes it.
            QFile::copy(crashed.recoveryPath(), mTemp.filePath(QStringLiteral("left-behind.json")));
            crashed.document()->undoStack()->setClean();
        }
        MainWindow next(mParts, MainWindow::Options{true, 60 * 60 * 1000});
        QFile::remove(next.recoveryPath());
        QVERIFY(QFile::copy(mTemp.filePath(QStringLiteral("left-behind.json")), next.recoveryPath()));
        QString question;
        QTimer::singleShot(0, &next, [&question] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                question = box->text();
                box->button(QMessageBox::Open)->click();
            }
        });
        next.offerRecovery();
        QVERIFY2(question.contains(QLatin1String("valid.json")), qPrintable(question));
        QCOMPARE(DesignFile::write(next.document()->design()), unsaved);
        QVERIFY(next.isWindowModified());
    }
};

CW_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
