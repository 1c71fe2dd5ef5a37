// Placing without dragging, driven by real key and mouse events: Enter on a rack part in the catalog adds a
// rack to the floor; a double-click on a chassis mounts it at the rack's lowest free unit; "Fill Free Bays
// or Units" fills a server's GPU bays; Ctrl+Shift+Return adds several; the arrow keys nudge the selected
// device with a drag's checks. Each is one undo step whose text names the parts by model.
#include "analysis/liveanalysis.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "language.h"
#include "model/designdocument.h"
#include "palette/palettetree.h"
#include "palette/palettewidget.h"
#include "palette/specfilterbar.h"
#include "placement/partplacement.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

class TestPlacement : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

    static QTreeWidget* tree(MainWindow& window) { return window.palette()->findChild<QTreeWidget*>(); }

    static QTreeWidgetItem* itemFor(QTreeWidget* tree, const QString& partId) {
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if ((*it)->data(0, PaletteTree::kPartIdRole).toString() == partId)
                return *it;
        return nullptr;
    }

    static QAction* action(MainWindow& window, const QString& text) {
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text().remove(QLatin1Char('&')) == text)
                return a;
        return nullptr;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(Language::apply(QStringLiteral("en"))); // English plural forms
        mParts = bundledParts();
    }

    void addRackServerAndGpusWithoutDragging() {
        MainWindow window(mParts, noSettings());
        window.newDesign();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QUndoStack* undo = window.document()->undoStack();
        QTreeWidget* list = tree(window);
        QVERIFY(list);

        // Enter on a rack: a rack on the floor.
        window.palette()->setSearchText(QStringLiteral("NetShelter SX 42U 600 x 1200"));
        QTreeWidgetItem* rackItem = itemFor(list, QStringLiteral("rack-42u-600x1200"));
        QVERIFY(rackItem);
        list->setCurrentItem(rackItem);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(window.document()->design().racks.size(), 1);
        QCOMPARE(undo->undoText(), QStringLiteral("Add 1 NetShelter SX 42U 600 x 1200 mm rack"));
        const QString rackId = window.document()->design().racks[0].id;
        QCOMPARE(window.scene()->selectedRackIds(), QStringList{rackId});

        // Double-click on a chassis: mounted at the lowest free unit of the selected rack.
        window.palette()->setSearchText(QStringLiteral("HGX H100"));
        QTreeWidgetItem* chassis = itemFor(list, QStringLiteral("generic-8u-hgx-h100-8gpu"));
        QVERIFY(chassis);
        list->scrollToItem(chassis);
        QCoreApplication::processEvents(); // the tree lays its rows out
        const QPoint at = list->visualItemRect(chassis).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window.palette()->currentPartId(), QStringLiteral("generic-8u-hgx-h100-8gpu"));
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(window.document()->design().racks[0].devices.size(), 1);
        const Device server = window.document()->design().racks[0].devices[0];
        QCOMPARE(server.u, 1);
        QCOMPARE(undo->undoText(), QStringLiteral("Add 8U HGX H100 8-GPU chassis to %1 at U1").arg(rackId));
        QCOMPARE(window.scene()->selectedDeviceIds(), QStringList{server.id});

        // Fill Free Bays with the H100: eight GPUs, one undo step.
        window.palette()->setSearchText(QStringLiteral("H100 SXM5"));
        list->setCurrentItem(itemFor(list, QStringLiteral("nvidia-h100-sxm5-80gb")));
        const int steps = undo->count();
        QAction* fill = action(window, QStringLiteral("Fill Free Bays or Units"));
        QVERIFY(fill);
        fill->trigger();
        QCOMPARE(undo->count(), steps + 1);
        const Device* filled = window.document()->design().device(server.id);
        int gpus = 0;
        for (const Component& c : filled->components)
            gpus += c.partId == QLatin1String("nvidia-h100-sxm5-80gb") ? c.qty : 0;
        QCOMPARE(gpus, 8);
        QCOMPARE(undo->undoText(),
                 QStringLiteral("Fill the free bays of %1 with 8 × H100 SXM5 80GB").arg(server.id));
        // A ninth does not fit: nothing is pushed and the status bar says why.
        QVERIFY(!window.addCurrentPart(1));
        QCOMPARE(undo->count(), steps + 1);
        undo->undo();
        QVERIFY(window.document()->design().device(server.id)->components.isEmpty());

        // The arrow keys on the floor nudge the selected server one unit, with a drag's checks.
        window.scene()->selectIds({server.id});
        window.view()->setFocus();
        QTest::keyClick(window.view()->viewport(), Qt::Key_Up);
        QCOMPARE(window.document()->design().device(server.id)->u, 2);
        QTest::keyClick(window.view()->viewport(), Qt::Key_Down);
        QTest::keyClick(window.view()->viewport(), Qt::Key_Down); // below U1: refused
        QCOMPARE(window.document()->design().device(server.id)->u, 1);
    }

    // Several of a chassis: the rack fills from the bottom until it has no room, as one undo step.
    void addSeveralStopsWhenTheRackIsFull() {
        MainWindow window(mParts, noSettings());
        window.newDesign();
        window.palette()->setCurrentPartId(QStringLiteral("rack-42u-600x1200"));
        QVERIFY(window.addCurrentPart(1));
        window.palette()->setCurrentPartId(QStringLiteral("generic-8u-hgx-h100-8gpu"));
        const int steps = window.document()->undoStack()->count();
        QVERIFY(window.addCurrentPart(PartPlacement::kFill)); // 42U holds five 8U chassis
        QCOMPARE(window.document()->undoStack()->count(), steps + 1);
        QCOMPARE(window.document()->design().racks[0].devices.size(), 5);
        QList<int> units;
        for (const Device& d : window.document()->design().racks[0].devices)
            units.append(d.u);
        QCOMPARE(units, (QList<int>{1, 9, 17, 25, 33}));
        QVERIFY(!window.addCurrentPart(1));
    }

    // Replicate Rack: three copies of a rack with its PDUs and servers, in its row, cords following their
    // PDUs, one undo step.
    void replicateARackIntoItsRow() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY2(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"), &error),
            qPrintable(error));
        window.scene()->selectIds({QStringLiteral("R01")});
        const Design before = window.document()->design();
        QVERIFY(window.replicateSelectedRack(3));
        const Design& after = window.document()->design();
        QCOMPARE(after.racks.size(), 4);
        QCOMPARE(window.document()->undoStack()->undoText(),
                 QStringLiteral("Replicate rack Reference rack 3 times"));
        QSet<QString> ids;
        for (const Rack& rack : after.racks) {
            QCOMPARE(rack.row, before.racks[0].row);
            QCOMPARE(rack.devices.size(), before.racks[0].devices.size());
            QCOMPARE(rack.pdus.size(), before.racks[0].pdus.size());
            QVERIFY(!ids.contains(rack.id));
            ids.insert(rack.id);
            for (const Device& d : rack.devices) {
                QVERIFY(!ids.contains(d.id));
                ids.insert(d.id);
            }
        }
        QCOMPARE(after.racks[3].position, before.racks[0].position + 3);
        // Each copy checks as clean as the original.
        const Budgets budgets = window.analysis()->budgets();
        QCOMPARE(budgets.errorCount(), 0);
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->design(), before);
    }

    // The history and the Undo menu item follow a language switch, and name parts by model.
    void undoTextsFollowTheLanguage() {
        MainWindow window(mParts, noSettings());
        window.newDesign();
        window.palette()->setCurrentPartId(QStringLiteral("rack-42u-600x1200"));
        QVERIFY(window.addCurrentPart(1));
        window.palette()->setCurrentPartId(QStringLiteral("generic-8u-hgx-h100-8gpu"));
        QVERIFY(window.addCurrentPart(1));
        window.palette()->setCurrentPartId(QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(window.addCurrentPart(2));
        QUndoStack* undo = window.document()->undoStack();
        const QString deviceId = window.document()->design().racks[0].devices[0].id;
        QCOMPARE(undo->undoText(), QStringLiteral("Install 2 × H100 SXM5 80GB in %1").arg(deviceId));
        QAction* undoAction =
            action(window, QStringLiteral("Undo Install 2 × H100 SXM5 80GB in %1").arg(deviceId));
        QVERIFY(undoAction);

        QVERIFY(Language::apply(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents(); // the language change is posted to the window
        QCOMPARE(undo->undoText(), QStringLiteral("在 %1 中安装 2 × H100 SXM5 80GB").arg(deviceId));
        QCOMPARE(undo->text(0), QStringLiteral("添加 1 个 NetShelter SX 42U 600 x 1200 mm 机柜"));
        QCOMPARE(undoAction->text().remove(QLatin1Char('&')),
                 QStringLiteral("撤销(U) 在 %1 中安装 2 × H100 SXM5 80GB").arg(deviceId));
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(undo->text(0), QStringLiteral("Add 1 NetShelter SX 42U 600 x 1200 mm rack"));
    }

    // Edit > Save as Template… on a configured server, then Edit > Templates… (Ctrl+T) fills a new rack with
    // two of it (a third would pass the rack's power budget): the dialogs driven with keys and clicks, one
    // undo step.
    void saveAndUseAServerTemplate() {
        MainWindow window(mParts, noSettings());
        QDir(window.templateLibrary().folder()).removeRecursively();
        window.newDesign();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.palette()->setCurrentPartId(QStringLiteral("rack-42u-600x1200"));
        QVERIFY(window.addCurrentPart(1));
        window.palette()->setCurrentPartId(QStringLiteral("generic-8u-hgx-h100-8gpu"));
        QVERIFY(window.addCurrentPart(1));
        window.palette()->setCurrentPartId(QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(window.addCurrentPart(PartPlacement::kFill));
        const Device server = window.document()->design().racks[0].devices[0];
        window.scene()->selectIds({server.id});

        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QLineEdit* edit = dialog->findChild<QLineEdit*>();
            QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(edit, QStringLiteral("H100 node"));
            QTest::keyClick(edit, Qt::Key_Return);
        });
        action(window, QStringLiteral("Save as Template…"))->trigger();
        QVERIFY(window.templateLibrary().contains(QStringLiteral("H100 node")));

        // A second rack, selected; Ctrl+T; two copies; "Fill Selected Rack"; Escape.
        window.palette()->setCurrentPartId(QStringLiteral("rack-42u-600x1200"));
        QVERIFY(window.addCurrentPart(1));
        const QString rackId = window.document()->design().racks[1].id;
        window.scene()->selectIds({rackId});
        const int steps = window.document()->undoStack()->count();
        window.activateWindow(); // shortcuts reach an active window
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTimer::singleShot(0, [] {
            QWidget* dialog = QApplication::activeModalWidget();
            QVERIFY(dialog);
            auto* count = dialog->findChild<QSpinBox*>(QStringLiteral("templateCount"));
            count->setFocus();
            QTest::keyClick(count, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(count, QStringLiteral("2"));
            auto* fill = dialog->findChild<QPushButton*>(QStringLiteral("templateUse"));
            QCOMPARE(fill->text(), QStringLiteral("Fill Selected Rack"));
            QTest::mouseClick(fill, Qt::LeftButton);
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QTest::keyClick(window.view()->viewport(), Qt::Key_T, Qt::ControlModifier);
        QVERIFY2(window.document()->undoStack()->count() == steps + 1,
                 qPrintable(window.statusBar()->currentMessage()));
        const Rack& filled = window.document()->design().racks[1];
        QCOMPARE(filled.devices.size(), 2);
        for (const Device& d : filled.devices) {
            QCOMPARE(d.partId, server.partId);
            QCOMPARE(d.components, server.components);
        }
        QCOMPARE(window.document()->undoStack()->undoText(),
                 QStringLiteral("Fill %1 with 2 × H100 node").arg(rackId));
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->design().racks[1].devices.isEmpty());
        QDir(window.templateLibrary().folder()).removeRecursively();
    }

    // The catalog's Filters: GPU memory of at least 141 GB typed into its box keeps the H200 (141 GB) and
    // B200 (180 GB) and drops the H100 (80 GB); SXM form factor with at most 700 W keeps the H100 SXM5 and
    // drops the B200 (1,000 W) and the PCIe H100 (NVIDIA datasheets).
    void specFiltersNarrowTheCatalog() {
        MainWindow window(mParts, noSettings());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PaletteWidget* palette = window.palette();
        auto* button = palette->findChild<QToolButton*>(QStringLiteral("specFilterButton"));
        QTest::mouseClick(button, Qt::LeftButton);
        auto* memory = palette->findChild<QSpinBox*>(QStringLiteral("filter-mem"));
        QVERIFY(memory->isVisible());
        memory->setFocus();
        QTest::keyClick(memory, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(memory, QStringLiteral("141"));
        QTest::keyClick(memory, Qt::Key_Tab);
        QStringList shown = palette->visiblePartIds();
        QVERIFY(shown.contains(QStringLiteral("nvidia-h200-sxm")));
        QVERIFY(shown.contains(QStringLiteral("nvidia-b200-sxm")));
        QVERIFY(!shown.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        QCOMPARE(button->text(), QStringLiteral("Filters (1)"));

        palette->specFilters()->clear();
        auto* form = palette->findChild<QComboBox*>(QStringLiteral("filter-ff"));
        form->setCurrentIndex(form->findText(QStringLiteral("SXM")));
        auto* power = palette->findChild<QSpinBox*>(QStringLiteral("filter-power"));
        power->setValue(700);
        shown = palette->visiblePartIds();
        QVERIFY(shown.contains(QStringLiteral("nvidia-h100-sxm5-80gb")));
        QVERIFY(!shown.contains(QStringLiteral("nvidia-b200-sxm")));
        QVERIFY(!shown.contains(QStringLiteral("nvidia-h100-pcie-80gb")));
        QCOMPARE(palette->specFilters()->queryText(), QStringLiteral("power<=700 ff=sxm"));
        QTest::mouseClick(palette->findChild<QPushButton*>(QStringLiteral("filter-clear")), Qt::LeftButton);
        QVERIFY(palette->visiblePartIds().contains(QStringLiteral("nvidia-b200-sxm")));
        QCOMPARE(button->text(), QStringLiteral("Filters"));
    }
};

CW_TEST_MAIN(TestPlacement)
#include "tst_placement.moc"
