// The window a first user trusts (issue #25), driven with real mouse and key events (the wheel:
// tst_windowwheel.cpp): fabric actions work on a fabric loaded from a file, New Fabric offers
// only switches that can serve the NICs and keeps the input on an error, a switch's PSUs in the inspector,
// the window fitted to a smaller screen, Add Several says why before asking, the catalog's search keys,
// unique menu accelerators in both languages, dialog titles that fit, and safe export names.
#include "analysis/liveanalysis.h"
#include "app/windowtesting.h"
#include "budgets/findingslist.h"
#include "common/exportpath.h"
#include "file/designfile.h"
#include "floor/rackscene.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "network/fabricdialog.h"
#include "network/networkpanel.h"
#include "palette/palettewidget.h"
#include "power/powerpanel.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/exportmenu.h"
#include "window/mainwindow.h"
#include "workload/workloadpanel.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

namespace {

// Runs `inspect` on the next modal dialog that opens, then closes it.
void onNextDialog(const std::function<void(QWidget*)>& inspect) {
    QTimer::singleShot(50, [inspect] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog)
            return onNextDialog(inspect);
        inspect(dialog);
        if (auto* box = qobject_cast<QMessageBox*>(dialog))
            box->done(QMessageBox::Ok);
        else if (auto* d = qobject_cast<QDialog*>(dialog))
            d->reject();
    });
}

} // namespace

class TestWindowTrust : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mParts = bundledParts();
        Language::apply(QStringLiteral("en"));
    }

    // 2. A fabric loaded from a file can be edited, resized, shown and removed from the menu.
    void fabricActionsWorkForALoadedFabric() {
        MainWindow window(mParts, noSettings());
        window.show();
        QString error;
        QVERIFY2(window.loadFile(Examples::kCluster, &error), qPrintable(error));
        QApplication::processEvents();
        QCOMPARE(window.networkPanel()->currentFabricId(), QStringLiteral("eth-compute"));
        for (const char* text : {"&Edit Fabric…", "&Resize Fabric to the Nodes",
                                 "&Show Switches in Rack View", "Re&move Fabric…"}) {
            QAction* action = actionNamed(&window, QString::fromUtf8(text));
            QVERIFY2(action, text);
            QVERIFY2(action->isEnabled(), text);
        }
    }

    // 3. New Fabric: Ethernet for 100GbE NICs offers no 25G switch and says why; an error keeps the dialog
    // open with what the user entered.
    void newFabricOffersOnlySwitchesThatServe() {
        // Without its fabric, whose ports the dialog would not offer again (tst_firstuse).
        Design design = exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts);
        design.fabrics.clear();
        Fabric fabric;
        fabric.id = QStringLiteral("fabric-2");
        fabric.technology = QStringLiteral("ethernet");
        FabricDialog dialog(design, mParts, fabric);
        const QStringList offered = dialog.offeredSwitchIds();
        QVERIFY(!offered.isEmpty());
        QVERIFY2(!offered.contains(QStringLiteral("nvidia-sn2010")), qPrintable(offered.join(',')));
        QVERIFY(offered.contains(QStringLiteral("nvidia-sn2700"))); // 32 x 100GbE
        QVERIFY2(dialog.notOfferedText().contains(QStringLiteral("SN2010")),
                 qPrintable(dialog.notOfferedText()));
        QVERIFY2(dialog.notOfferedText().contains(QStringLiteral("slower")),
                 qPrintable(dialog.notOfferedText()));

        auto* name = dialog.findChildren<QLineEdit*>().value(0);
        QVERIFY(name);
        name->setText(QStringLiteral("Front-end network"));
        int applied = 0;
        dialog.setApply([&applied](const Fabric&, QString* error) {
            ++applied;
            *error = QStringLiteral("no room for the switches");
            return false;
        });
        dialog.show();
        QString shown;
        onNextDialog([&shown](QWidget* box) { shown = static_cast<QMessageBox*>(box)->text(); });
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(applied, 1);
        QCOMPARE(shown, QStringLiteral("no room for the switches"));
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), 0);
        QCOMPARE(dialog.fabric().name, QStringLiteral("Front-end network"));
    }

    // 4. A switch's PSUs: the SN2700 has two hot-swap MTEF-PSF-AC-A supplies of 460 W with C14 inlets, one
    // redundant (NetBox community device-type library, Mellanox/SN2700.yml): 920 W installed, 460 W
    // usable under 1+1.
    void switchPsusInTheInspector() {
        MainWindow window(mParts, noSettings());
        window.show();
        QString error;
        QVERIFY2(window.loadFile(Examples::kCluster, &error), qPrintable(error));
        window.scene()->selectIds({QStringLiteral("sw01")});
        QApplication::processEvents();
        QStringList texts;
        for (const QLabel* label : window.inspector()->findChildren<QLabel*>())
            texts << label->text();
        const QString expected = QStringLiteral("2 × 460 W = 920 W; 460 W usable under 1+1");
        QVERIFY2(texts.contains(expected), qPrintable(texts.filter(QStringLiteral("usable")).join('|')));
    }

    // 5. A session at 1920 x 1080 restored on a 1280 x 720 screen fits it; side docks a 1280 session left
    // narrow are readable on a larger screen.
    void windowStateFitsTheScreen() {
        QByteArray geometry, state;
        {
            MainWindow big(mParts, noSettings());
            big.setGeometry(10, 10, 1900, 1040);
            big.show();
            QVERIFY(QTest::qWaitForWindowExposed(&big));
            geometry = big.saveGeometry();
            state = big.saveState();
        }
        MainWindow small(mParts, noSettings());
        const QRect screen(0, 0, 1280, 720);
        small.restoreWindowState(geometry, state, screen);
        QVERIFY2(screen.contains(small.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                   .arg(small.x())
                                                                   .arg(small.y())
                                                                   .arg(small.width())
                                                                   .arg(small.height())));
        small.show();
        QVERIFY(QTest::qWaitForWindowExposed(&small));
        for (const QDockWidget* dock : small.findChildren<QDockWidget*>())
            if (dock->objectName() == QLatin1String("InspectorDock") ||
                dock->objectName() == QLatin1String("PaletteDock"))
                QVERIFY2(dock->width() >= MainWindow::kMinimumSideDockWidth, qPrintable(dock->objectName()));
    }

    // 6. Add Several with a CPU that does not fit the selected server says why, and asks nothing.
    void addSeveralSaysWhyFirst() {
        MainWindow window(mParts, noSettings());
        window.show();
        QString error;
        QVERIFY2(window.loadFile(Examples::kLab, &error), qPrintable(error));
        // An SP5 server in a rack, selected; an LGA4677 CPU chosen in the catalog.
        const QString rackId = window.document()->design().racks.first().id;
        window.scene()->selectIds({rackId});
        window.palette()->setSearchText(QStringLiteral("generic-4u-8gpu-pcie"));
        window.palette()->setCurrentPartId(QStringLiteral("generic-4u-8gpu-pcie"));
        QVERIFY(window.addCurrentPart(1));
        const QString serverId = window.scene()->selectedDeviceIds().value(0);
        QVERIFY(!serverId.isEmpty());
        window.palette()->setSearchText(QStringLiteral("8480"));
        window.palette()->setCurrentPartId(QStringLiteral("intel-xeon-8480-plus"));
        const int undo = window.document()->undoStack()->count();
        QString shown;
        bool askedANumber = false;
        onNextDialog([&](QWidget* dialog) {
            if (auto* box = qobject_cast<QMessageBox*>(dialog))
                shown = box->text();
            askedANumber = qobject_cast<QInputDialog*>(dialog) != nullptr;
        });
        actionNamed(&window, QStringLiteral("Add &Several…"))->trigger();
        QVERIFY(!askedANumber);
        QVERIFY2(shown.contains(QStringLiteral("lga4677"), Qt::CaseInsensitive) ||
                     shown.contains(QStringLiteral("socket"), Qt::CaseInsensitive),
                 qPrintable(shown));
        QCOMPARE(window.document()->undoStack()->count(), undo);

        // A CPU that fits: the question says how many fit, and the range stops there.
        window.palette()->setSearchText(QStringLiteral("9654"));
        window.palette()->setCurrentPartId(QStringLiteral("amd-epyc-9654"));
        int maximum = 0;
        QString label;
        onNextDialog([&](QWidget* dialog) {
            if (auto* input = qobject_cast<QInputDialog*>(dialog)) {
                maximum = input->intMaximum();
                label = input->labelText();
            }
        });
        actionNamed(&window, QStringLiteral("Add &Several…"))->trigger();
        QCOMPARE(maximum, 2); // two SP5 sockets
        QVERIFY2(label.contains(QStringLiteral("Up to 2 fit")), qPrintable(label));
    }

    // 6. The catalog search: Down goes into the results, Enter adds the first match, Tab goes search ->
    // results -> filters.
    void catalogSearchKeys() {
        MainWindow window(mParts, noSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PaletteWidget* palette = window.palette();
        auto* search = palette->findChild<QLineEdit*>();
        auto* tree = palette->findChild<QTreeWidget*>();
        QVERIFY(search && tree);
        palette->focusSearch();
        QTest::keyClicks(search, QStringLiteral("42U"));
        QTest::keyClick(search, Qt::Key_Down);
        QVERIFY(tree->hasFocus());
        QVERIFY(!palette->currentPartId().isEmpty());
        const QString first = palette->currentPartId();
        QCOMPARE(palette->visiblePartIds().value(0), first);
        QSignalSpy activated(palette, &PaletteWidget::partActivated);
        palette->focusSearch();
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toString(), first);
        QCOMPARE(window.document()->design().racks.size(), 1); // a rack part goes to the floor
        palette->focusSearch();
        QTest::keyClick(search, Qt::Key_Tab);
        QVERIFY(tree->hasFocus());
        QTest::keyClick(tree, Qt::Key_Tab);
        QVERIFY2(
            QApplication::focusWidget() &&
                QApplication::focusWidget()->objectName() == QLatin1String("specFilterButton"),
            qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName() : QString()));
    }

    // 7. Findings readable on a narrow dock: the message keeps most of the width.
    void findingsMessagesKeepTheWidth() {
        FindingsList list;
        list.resize(520, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        list.setFindings(
            {Finding{Severity::Error, QStringLiteral("device.power"), QStringLiteral("rack-with-a-long-name"),
                     QStringLiteral("node-with-a-very-long-host-name-01"), QString(),
                     QStringLiteral("node-with-a-very-long-host-name-01 has no power supply")}});
        QApplication::processEvents();
        const int message = list.header()->sectionSize(1);
        QVERIFY2(message >= list.viewport()->width() / 2, qPrintable(QString::number(message)));
        // A message longer than its column wraps onto more lines, in Chinese too, rather than being cut.
        list.resize(320, 300);
        list.setFindings(
            {Finding{Severity::Info, QStringLiteral("device.pcie"), QStringLiteral("R01"),
                     QStringLiteral("n01"), QString(),
                     QStringLiteral("n01：PCIe 交换芯片下游的通道多于上行链路；GPU 之间的点对点流量"
                                    "留在交换芯片之下或走 GPU 自身的链路（NVLink、HCCS）")}});
        QTest::qWait(50);
        // So narrow, the severity is its icon alone (the word in its tooltip) and the message keeps half.
        QVERIFY2(list.header()->sectionSize(1) >= list.viewport()->width() / 2,
                 qPrintable(QString::number(list.header()->sectionSize(1))));
        QCOMPARE(list.model()->index(0, 0).data().toString(), QString());
        QCOMPARE(list.model()->index(0, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("Note"));
        const QRect row = list.visualRect(list.model()->index(0, 1));
        QVERIFY2(row.height() >= 2 * list.fontMetrics().height(), qPrintable(QString::number(row.height())));
    }

    // 10. The cut-sheet from File > Export: one row per cable of the fabric, as `fabric --cutsheet` writes
    // it; the Network tab's toolbar fits beside the fabric list at 1366 pixels (no "»" overflow).
    void cutSheetAndNetworkToolbar() {
        MainWindow window(mParts, noSettings());
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.loadFile(Examples::kCluster, &error), qPrintable(error));
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("cut-sheet.csv"));
        QVERIFY2(window.exportMenu()->exportCutSheet(csv, &error), qPrintable(error));
        const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
        qsizetype cables = 0;
        for (const FabricReport& fabric : window.analysis()->budgets().fabrics)
            cables += fabric.cables().size();
        QVERIFY(cables > 0);
        QCOMPARE(lines.size() - 1, cables); // a header line, then one line a cable
        const QString xlsx = dir.filePath(QStringLiteral("cut-sheet.xlsx"));
        QVERIFY2(window.exportMenu()->exportCutSheet(xlsx, &error), qPrintable(error));
        QVERIFY(readAll(xlsx).startsWith("PK"));

        window.centralTabs()->setCurrentWidget(window.networkPanel());
        QApplication::processEvents();
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            Language::apply(language);
            QApplication::processEvents();
            auto* toolbar = window.networkPanel()->findChild<QToolBar*>();
            QVERIFY(toolbar);
            auto* extension = toolbar->findChild<QWidget*>(QStringLiteral("qt_toolbar_ext_button"));
            QVERIFY2(!extension || !extension->isVisible(), qPrintable(language));
        }
        Language::apply(QStringLiteral("en"));
    }

    // 11. Accelerators are unique in every menu, in English and in Chinese.
    void acceleratorsUniquePerMenu() {
        MainWindow window(mParts, noSettings());
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            Language::apply(language);
            QApplication::processEvents();
            const std::function<void(QMenu*)> check = [&](QMenu* menu) {
                QMap<QChar, QString> seen;
                for (QAction* action : menu->actions()) {
                    if (action->isSeparator() || !action->isVisible())
                        continue;
                    if (action->menu())
                        check(action->menu());
                    const QString text = action->text();
                    const int amp = text.indexOf(QLatin1Char('&'));
                    if (amp < 0 || amp + 1 >= text.size())
                        continue;
                    const QChar key = text.at(amp + 1).toLower();
                    QVERIFY2(!seen.contains(key),
                             qPrintable(QStringLiteral("%1 menu %2: %3 and %4 share &%5")
                                            .arg(language, menu->title(), seen.value(key), text, key)));
                    seen.insert(key, text);
                }
            };
            for (QAction* top : window.menuBar()->actions())
                if (top->menu())
                    check(top->menu());
        }
        Language::apply(QStringLiteral("en"));
    }

    // 12. A dialog's title fits: Replicate Rack in Chinese and English.
    void dialogTitlesFit() {
        MainWindow window(mParts, noSettings());
        window.show();
        QString error;
        QVERIFY2(window.loadFile(Examples::kCluster, &error), qPrintable(error));
        window.scene()->selectIds({QStringLiteral("R01")});
        int width = 0;
        int needed = 0;
        onNextDialog([&](QWidget* dialog) {
            width = dialog->width();
            needed = QFontMetrics(dialog->font()).horizontalAdvance(dialog->windowTitle());
        });
        actionNamed(&window, QStringLiteral("Replicate Rac&k…"))->trigger();
        QVERIFY2(width > needed + 100, qPrintable(QStringLiteral("%1 for %2").arg(width).arg(needed)));
    }

    // 13. The Power tab follows the selection, also to a rack added while the tab was hidden.
    void powerTabFollowsTheSelection() {
        MainWindow window(mParts, noSettings());
        window.show();
        QString error;
        QVERIFY2(window.loadFile(Examples::kCluster, &error), qPrintable(error));
        window.scene()->selectIds({QStringLiteral("R01")});
        QApplication::processEvents();
        window.palette()->setCurrentPartId(window.document()->design().racks.first().partId);
        window.scene()->clearSelection();
        QVERIFY(window.addCurrentPart(1)); // a new rack, the Power tab hidden
        const QString added = window.scene()->selectedRackIds().value(0);
        QVERIFY(!added.isEmpty());
        window.centralTabs()->setCurrentWidget(window.powerPanel());
        QApplication::processEvents();
        QCOMPARE(window.powerPanel()->currentRackId(), added);
    }

    // 14. Export names every platform accepts; the folder is the last one used, else Documents.
    void exportNamesAreSafe() {
        QCOMPARE(ExportPath::safeFileName(QStringLiteral("GPU pod: phase 1/2 <draft>?")),
                 QStringLiteral("GPU pod - phase 1-2 (draft)"));
        QCOMPARE(ExportPath::safeFileName(QStringLiteral(" .. ")), QStringLiteral("export"));
        QTemporaryDir dir;
        ExportPath::remember(dir.filePath(QStringLiteral("x.pdf")));
        QCOMPARE(ExportPath::folder(), QFileInfo(dir.path()).absoluteFilePath());
        // Names a person would write (issue #46: not "Kubernetes cluster- 8 nodes"); no Windows device name.
        QCOMPARE(ExportPath::safeFileName(QStringLiteral("Kubernetes cluster: 8 nodes x 4 GPUs")),
                 QStringLiteral("Kubernetes cluster - 8 nodes x 4 GPUs"));
        QCOMPARE(ExportPath::safeFileName(QStringLiteral("\"Falcon\" | phase*2")),
                 QStringLiteral("'Falcon' - phase2"));
        QCOMPARE(ExportPath::safeFileName(QStringLiteral("con")), QStringLiteral("_con"));
        QCOMPARE(ExportPath::safeFileName(QStringLiteral("COM1.bom")), QStringLiteral("_COM1.bom"));
        QCOMPARE(ExportPath::suggested(QStringLiteral("a:b"), QStringLiteral("pdf")),
                 QFileInfo(dir.path()).absoluteFilePath() + QStringLiteral("/a-b.pdf"));
    }
};

CW_TEST_MAIN(TestWindowTrust)
#include "tst_windowtrust.moc"
