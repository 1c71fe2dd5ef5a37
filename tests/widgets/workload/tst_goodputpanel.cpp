// The Workload tab's goodput (docs/reliability.md): the interruptions and what is missing without a storage
// system, a typed spare node as one undo step in words, Size the Storage's dialog (its need, its options
// cheapest first, its preview) and its design as one undo step, after which the tab shows the checkpoint's
// write time, the interval, the ratio with its parts and what one more spare or twice the storage changes;
// the language switch.
#include "analysis/liveanalysis.h"
#include "commands/cmddesignreplace.h"
#include "language.h"
#include "model/designdocument.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "workload/goodputbox.h"
#include "workload/storagedialog.h"
#include "workload/workloadpanel.h"

#include <QCheckBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

class TestGoodputPanel : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QVERIFY(Language::apply(QStringLiteral("en")));
    }

    void goodputOnTheWorkloadTab() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(window.loadFile(Examples::kDgx, &error), qPrintable(error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        QVERIFY(panel->goodputBox()->isVisible());
        // 32 H100 in four DGX H100: about one interruption in 70 days (Llama 3's rates per part).
        QVERIFY2(panel->figure(QStringLiteral("interruptions")).contains(QStringLiteral("a day, one every")),
                 qPrintable(panel->figure(QStringLiteral("interruptions"))));
        QVERIFY2(
            panel->figure(QStringLiteral("goodput-missing")).contains(QStringLiteral("no storage system")),
            qPrintable(panel->figure(QStringLiteral("goodput-missing"))));
        QVERIFY(panel->figure(QStringLiteral("ettr")).isEmpty());
        QVERIFY(
            panel->figure(QStringLiteral("days")).endsWith(QStringLiteral("days at the predicted speed")));

        // One hot spare: the job runs on three nodes, one undo step in words.
        auto* spares = qobject_cast<QSpinBox*>(panel->goodputBox()->control(QStringLiteral("spares")));
        QVERIFY(spares);
        spares->setValue(1);
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QStringLiteral("Change the workload: Hot-spare nodes"));
        QCOMPARE(window.document()->design().workload->goodput.spareNodes, 1);
        QVERIFY2(panel->figure(QStringLiteral("gpus")).startsWith(QStringLiteral("24 ×")),
                 qPrintable(panel->figure(QStringLiteral("gpus"))));
        undo->undo();
        QCOMPARE(window.document()->design().workload->goodput.spareNodes, 0);

        // Size the Storage: the cheapest option chosen, the preview before it is made.
        StorageDialog dialog(window.document()->design(), mParts, &window.analysis()->budgets());
        QVERIFY2(dialog.need().contains(QStringLiteral("within 60 s")), qPrintable(dialog.need()));
        QVERIFY(dialog.chosen());
        QVERIFY2(dialog.preview().startsWith(QStringLiteral("Adds ")), qPrintable(dialog.preview()));
        auto* table = qobject_cast<QTableWidget*>(dialog.control(QStringLiteral("options")));
        QVERIFY(table && table->rowCount() >= 7);
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == QLatin1String("DDN AI400X2 (EXAScaler)"))
                table->selectRow(r);
        QCOMPARE(dialog.chosen()->partId, QStringLiteral("ddn-ai400x2"));
        QVERIFY2(dialog.preview().contains(QStringLiteral("eth-storage")), qPrintable(dialog.preview()));
        const auto sized = dialog.sizedDesign(&error);
        QVERIFY2(sized, qPrintable(error));
        QCOMPARE(sized->workload->goodput.storagePartId, QStringLiteral("ddn-ai400x2"));
        undo->push(new CmdDesignReplace(window.document(), *sized, [] { return QStringLiteral("storage"); }));
        QVERIFY2(panel->figure(QStringLiteral("checkpoint")).contains(QStringLiteral("at 65 GB/s")),
                 qPrintable(panel->figure(QStringLiteral("checkpoint"))));
        QVERIFY(!panel->figure(QStringLiteral("interval")).isEmpty());
        QVERIFY2(panel->figure(QStringLiteral("ettr")).contains(QStringLiteral("waiting for repairs")),
                 qPrintable(panel->figure(QStringLiteral("ettr"))));
        QVERIFY(!panel->figure(QStringLiteral("one-more-spare")).isEmpty());
        QVERIFY(!panel->figure(QStringLiteral("twice-storage")).isEmpty());
        QVERIFY2(panel->figure(QStringLiteral("days")).contains(QStringLiteral("effective training time")),
                 qPrintable(panel->figure(QStringLiteral("days"))));

        // Asynchronous checkpoints: training stops for a fraction of the write.
        auto* async = qobject_cast<QCheckBox*>(panel->goodputBox()->control(QStringLiteral("async")));
        async->setChecked(true);
        QVERIFY2(panel->figure(QStringLiteral("checkpoint")).contains(QStringLiteral("asynchronous")),
                 qPrintable(panel->figure(QStringLiteral("checkpoint"))));

        // In Chinese the box and its figures switch at once.
        QVERIFY(Language::apply(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QVERIFY2(panel->goodputBox()->title() != QLatin1String("Failures and checkpoints"),
                 qPrintable(panel->goodputBox()->title()));
        QVERIFY(Language::apply(QStringLiteral("en")));
    }
};

CW_TEST_MAIN(TestGoodputPanel)
#include "tst_goodputpanel.moc"
