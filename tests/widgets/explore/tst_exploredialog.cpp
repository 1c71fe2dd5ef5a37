// Workload > Explore Designs… in the window: the run on its own thread fills the table and the chart, the
// chosen variant becomes the design as one undo step in words, and Cancel stops a run.
#include "analysis/liveanalysis.h"
#include "explore/exploredialog.h"
#include "language.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/comparewindow.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

class TestExploreDialog : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static void onlySystems(ExploreDialog& dialog, const QStringList& ids) {
        auto* list = qobject_cast<QListWidget*>(dialog.control(QStringLiteral("systems")));
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(
                ids.contains(list->item(i)->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }

    static bool loadDgxExample(MainWindow& window) {
        QString error;
        return window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"),
                               &error);
    }

    // Rear-door racks on InfiniBand only: one variant per system and oversubscription.
    static void onlyRearDoorInfiniband(ExploreDialog& dialog) {
        for (const char* box : {"ethernet", "air", "liquid"})
            qobject_cast<QCheckBox*>(dialog.control(QString::fromLatin1(box)))->setChecked(false);
    }

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QVERIFY(Language::apply(QStringLiteral("en")));
    }

    void exploresAndUsesAVariantAsOneUndoStep() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QVERIFY(loadDgxExample(window));
        const Design before = window.document()->design();
        ExploreDialog dialog(before, window.analysis()->parts(), *before.workload);
        onlySystems(dialog, {QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-dgx-b200")});
        dialog.resize(1280, 720);
        dialog.show();
        dialog.explore();
        QVERIFY(dialog.running());
        QVERIFY(!dialog.control(QStringLiteral("systems"))->isEnabled()); // no change while it runs
        dialog.waitForRun();
        // Two systems in air and rear-door racks, on InfiniBand and Ethernet, at 1:1 and 2:1.
        QCOMPARE(dialog.variants().size(), 16);
        QCOMPARE(dialog.table()->rowCount(), 16);
        if (!qEnvironmentVariableIsEmpty("CW_SCREENSHOTS")) { // to look at: CW_SCREENSHOTS=DIR
            const auto shoot = [](ExploreDialog& shown) {
                for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
                    shown.resize(size);
                    QApplication::processEvents();
                    shown.grab().save(
                        qEnvironmentVariable("CW_SCREENSHOTS") +
                        QStringLiteral("/explore-%1-%2.png").arg(Language::current()).arg(size.width()));
                }
            };
            shoot(dialog);
            QVERIFY(Language::apply(QStringLiteral("zh_CN")));
            ExploreDialog chinese(before, window.analysis()->parts(), *before.workload);
            onlySystems(chinese, {QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-dgx-b200")});
            chinese.show();
            chinese.explore();
            chinese.waitForRun();
            shoot(chinese);
            QVERIFY(Language::apply(QStringLiteral("en")));
        }
        // The table is sorted by capital cost: choose the cheapest variant on the front.
        int row = -1;
        for (int r = 0; r < dialog.table()->rowCount() && row < 0; ++r)
            if (dialog.table()->item(r, 0)->text().startsWith(QStringLiteral("★")))
                row = r;
        QVERIFY(row >= 0);
        dialog.table()->selectRow(row);
        const auto chosen = dialog.chosen();
        QVERIFY(chosen && chosen->pareto);
        QVERIFY(dialog.control(QStringLiteral("use"))->isEnabled());
        // Compare with Current Design: the chosen variant goes to the window, which compares it over the
        // dialog.
        QSignalSpy compare(&dialog, &ExploreDialog::compareRequested);
        qobject_cast<QPushButton*>(dialog.control(QStringLiteral("compare")))->click();
        QCOMPARE(compare.count(), 1);
        const auto asked = compare.first().first().value<ExploreVariant>();
        QCOMPARE(asked.gpus, chosen->gpus);
        CompareWindow* comparison = window.compareWithDesign(asked.design, &dialog);
        QVERIFY(comparison && comparison->isVisible());
        comparison->close();
        window.useExploredDesign(*chosen);
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QStringLiteral("Use the explored design: %1 GPUs of %2")
                                    .arg(chosen->gpus)
                                    .arg(chosen->systemName));
        QCOMPARE(window.analysis()->budgets().totals.gpus, qint64(chosen->gpus));
        // The design takes the variant's name: the title and the report's cover say what it is now.
        QCOMPARE(window.document()->design().name, chosen->design.name);
        QVERIFY2(window.windowTitle().startsWith(chosen->design.name) ||
                     !window.document()->filePath().isEmpty(),
                 qPrintable(window.windowTitle()));
        undo->undo();
        QCOMPARE(window.document()->design(), before);
        // Open as New Design: the dialog ends with that answer; a second window opens an untitled design of
        // the variant, under the variant's name, with nothing to undo; this window keeps its design.
        QVERIFY(dialog.control(QStringLiteral("open-new"))->isEnabled());
        qobject_cast<QPushButton*>(dialog.control(QStringLiteral("open-new")))->click();
        QCOMPARE(dialog.result(), int(ExploreDialog::OpenAsNew));
        const int undoSteps = undo->count();
        QPointer<MainWindow> second = window.openExploredDesign(*chosen);
        QVERIFY(second && second != &window && second->isVisible());
        QCOMPARE(window.document()->design(), before);
        QCOMPARE(undo->count(), undoSteps);
        QVERIFY(second->document()->filePath().isEmpty());
        QCOMPARE(second->document()->design().name, chosen->design.name);
        QCOMPARE(second->document()->design().racks, chosen->design.racks);
        QCOMPARE(second->document()->undoStack()->count(), 0);
        QCOMPARE(second->analysis()->budgets().totals.gpus, qint64(chosen->gpus));
        second->close(); // deletes itself
        QTRY_VERIFY(!second);
    }

    // At the scale clusters are bought (issue #42): Llama 3.1 70B on 15 T tokens in 60 days on DGX H100,
    // GB200 NVL72 (in its own 132 kW rack whatever the floor's 40 kW for racks of servers), an HGX H800
    // server priced in CNY (at the default exchange rate) and the DGX-1, ruled out: the feasible rows first,
    // by capital cost, each with its cost; the ruled out after them with no cost, GPUs or days they do not
    // have.
    void feasibleRowsFirstAtScale() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QVERIFY(loadDgxExample(window));
        Design design = window.document()->design();
        Workload workload = *design.workload;
        workload.presetId = QStringLiteral("llama-3.1-70b");
        workload.architecture.reset();
        workload.tokens = 15e12;
        const QStringList systems{QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-gb200-nvl72"),
                                  QStringLiteral("inspur-nf5688m7-h800"),
                                  QStringLiteral("nvidia-dgx-1-v100")};
        const auto run = [&](ExploreDialog& dialog) {
            onlySystems(dialog, systems);
            for (const char* box : {"rdhx", "infiniband"})
                qobject_cast<QCheckBox*>(dialog.control(QString::fromLatin1(box)))->setChecked(false);
            qobject_cast<QDoubleSpinBox*>(dialog.control(QStringLiteral("days")))->setValue(60);
            QCOMPARE(qobject_cast<QDoubleSpinBox*>(dialog.control(QStringLiteral("rack")))->value(), 40.0);
            dialog.resize(1280, 720);
            dialog.show();
            dialog.explore();
            dialog.waitForRun();
        };
        ExploreDialog dialog(design, window.analysis()->parts(), workload);
        run(dialog);
        QTableWidget* table = dialog.table();
        bool ruledOut = false;
        QStringList feasibleSystems;
        for (int row = 0; row < table->rowCount(); ++row) {
            const auto& v = dialog.variants()[table->item(row, 0)->data(Qt::UserRole).toInt()];
            if (!v.feasible) {
                ruledOut = true;
                QVERIFY(table->item(row, 6)->text().isEmpty()); // no cost shown
                continue;
            }
            QVERIFY2(!ruledOut, qPrintable(v.systemName)); // the feasible first
            QVERIFY(!table->item(row, 6)->text().isEmpty());
            feasibleSystems << v.systemPartId;
        }
        QVERIFY(ruledOut);
        for (const QString& system : systems.mid(0, 3))
            QVERIFY2(feasibleSystems.contains(system), qPrintable(system));
        if (!qEnvironmentVariableIsEmpty("CW_SCREENSHOTS")) { // to look at: CW_SCREENSHOTS=DIR
            dialog.grab().save(qEnvironmentVariable("CW_SCREENSHOTS") +
                               QStringLiteral("/explore-scale-en.png"));
            QVERIFY(Language::apply(QStringLiteral("zh_CN")));
            ExploreDialog chinese(design, window.analysis()->parts(), workload);
            run(chinese);
            chinese.grab().save(qEnvironmentVariable("CW_SCREENSHOTS") +
                                QStringLiteral("/explore-scale-zh_CN.png"));
            QVERIFY(Language::apply(QStringLiteral("en")));
        }
    }

    // The serving goal: its fields on (the deadline off), variants that serve the tokens per second, the
    // time column the time to the first token, and the variant used serves (its workload is inference).
    void servingGoal() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QVERIFY(loadDgxExample(window));
        const Design before = window.document()->design();
        ExploreDialog dialog(before, window.analysis()->parts(), *before.workload);
        onlySystems(dialog, {QStringLiteral("nvidia-dgx-h100")});
        auto* goal = qobject_cast<QComboBox*>(dialog.control(QStringLiteral("goal")));
        QVERIFY(dialog.control(QStringLiteral("days"))->isEnabled());
        QVERIFY(!dialog.control(QStringLiteral("serve"))->isEnabled());
        goal->setCurrentIndex(1);
        QVERIFY(!dialog.control(QStringLiteral("days"))->isEnabled());
        QVERIFY(dialog.control(QStringLiteral("serve"))->isEnabled());
        qobject_cast<QDoubleSpinBox*>(dialog.control(QStringLiteral("serve")))->setValue(10000);
        QCOMPARE(dialog.table()->horizontalHeaderItem(5)->text(), QStringLiteral("First token (s)"));
        onlyRearDoorInfiniband(dialog);
        dialog.explore();
        dialog.waitForRun();
        QCOMPARE(dialog.variants().size(), 2);
        for (const ExploreVariant& v : dialog.variants()) {
            QVERIFY2(v.feasible, qPrintable(v.reasons.join(QLatin1Char('\n'))));
            QVERIFY(v.tokensPerS >= 10000);
        }
        if (!qEnvironmentVariableIsEmpty("CW_SCREENSHOTS")) {
            dialog.resize(1280, 720);
            dialog.show();
            QApplication::processEvents();
            dialog.grab().save(qEnvironmentVariable("CW_SCREENSHOTS") +
                               QStringLiteral("/explore-serving-1280.png"));
        }
        dialog.table()->selectRow(0);
        const auto chosen = dialog.chosen();
        QVERIFY(chosen);
        QCOMPARE(dialog.table()->item(0, 5)->text(), QLocale().toString(chosen->ttftS, 'f', 2));
        window.useExploredDesign(*chosen);
        QVERIFY(window.document()->design().workload->inference);
        QCOMPARE(window.analysis()->budgets().totals.gpus, qint64(chosen->gpus));
    }

    // The design's configured GPU servers are listed after the catalog's systems and explored like them.
    void configuredServersAreListed() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"), &error));
        Design design = window.document()->design();
        Workload workload;
        workload.presetId = QStringLiteral("llama-3.1-8b");
        workload.tokens = 1e11;
        ExploreDialog dialog(design, window.analysis()->parts(), workload);
        onlySystems(dialog, {});
        auto* list = qobject_cast<QListWidget*>(dialog.control(QStringLiteral("systems")));
        QListWidgetItem* configured = list->item(list->count() - 1);
        QVERIFY2(configured->text().contains(QStringLiteral("(configured)")), qPrintable(configured->text()));
        QVERIFY(configured->text().contains(QStringLiteral("8 x NVIDIA A100")));
        configured->setCheckState(Qt::Checked);
        onlyRearDoorInfiniband(dialog);
        qobject_cast<QSpinBox*>(dialog.control(QStringLiteral("gpus")))->setValue(64);
        dialog.resize(1280, 720);
        dialog.show();
        dialog.explore();
        dialog.waitForRun();
        QCOMPARE(dialog.variants().size(), 2); // 1:1 and 2:1
        for (const ExploreVariant& v : dialog.variants()) {
            QCOMPARE(v.systemName, configured->text());
            QCOMPARE(v.gpus, 64);
        }
        if (!qEnvironmentVariableIsEmpty("CW_SCREENSHOTS"))
            dialog.grab().save(qEnvironmentVariable("CW_SCREENSHOTS") +
                               QStringLiteral("/explore-configured-1280.png"));
    }

    // The fabric technologies and the rack cooling are boxes to tick: a run takes those ticked, each row
    // says its fabric and cooling, and a run with none of either says what to choose.
    void coolingAndFabricChoices() {
        ExploreDialog dialog(Design{}, mParts, [] {
            Workload w;
            w.presetId = QStringLiteral("llama-3.1-8b");
            w.tokens = 1e11;
            return w;
        }());
        onlySystems(dialog, {QStringLiteral("nvidia-dgx-h100")});
        onlyRearDoorInfiniband(dialog);
        QCOMPARE(dialog.request().coolings, QStringList{QStringLiteral("rdhx")});
        QCOMPARE(dialog.request().technologies, QStringList{QStringLiteral("infiniband")});
        dialog.explore();
        dialog.waitForRun();
        QCOMPARE(dialog.variants().size(), 2);
        for (int row = 0; row < 2; ++row) {
            QVERIFY2(dialog.table()->item(row, 1)->text().startsWith(QStringLiteral("InfiniBand ")),
                     qPrintable(dialog.table()->item(row, 1)->text()));
            QCOMPARE(dialog.table()->item(row, 2)->text(), QStringLiteral("Rear-door heat exchanger"));
        }
        qobject_cast<QCheckBox*>(dialog.control(QStringLiteral("rdhx")))->setChecked(false);
        dialog.explore();
        QVERIFY(!dialog.running());
        QVERIFY(dialog.variants().isEmpty());
    }

    void cancelStopsARun() {
        ExploreDialog dialog(Design{}, mParts, [] {
            Workload w;
            w.presetId = QStringLiteral("llama-3.1-8b");
            w.tokens = 1e12;
            return w;
        }());
        dialog.explore();
        qobject_cast<QPushButton*>(dialog.control(QStringLiteral("explore")))->click(); // Cancel
        dialog.waitForRun();
        QVERIFY(!dialog.running());
        QVERIFY(dialog.variants().size() < 2 * gpuSystems(mParts).size());
        QCOMPARE(qobject_cast<QPushButton*>(dialog.control(QStringLiteral("explore")))->text(),
                 QStringLiteral("&Explore"));
    }
};

CW_TEST_MAIN(TestExploreDialog)
#include "tst_exploredialog.moc"
