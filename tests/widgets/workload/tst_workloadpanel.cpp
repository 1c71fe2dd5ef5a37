// The Workload tab in the window: the example's workload shown with its answer, edits as undo steps in
// words (merging while a spin box changes), the first edit of a design without a workload, removing it, a
// config.json loaded from a file, and the language switch.
#include "analysis/liveanalysis.h"
#include "charts/steptimechart.h"
#include "commands/cmddesignreplace.h"
#include "fabricdesigns.h"
#include "file/designfile.h"
#include "language.h"
#include "model/designdocument.h"
#include "plan/workloadrequest.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "workload/clusterdialog.h"
#include "workload/workloadform.h"
#include "workload/workloadpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

class TestWorkloadPanel : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        QVERIFY(Language::apply(QStringLiteral("en"))); // English plural forms
    }

    void showsTheExamplesWorkloadAndEditsIt() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error),
            qPrintable(error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        // Llama 3.1 70B, tp 8 x pp 2 x dp 2, ZeRO-1, sequence parallel, 8,192 tokens, on 32 H100 80GB: the
        // same figures as `plan` (tests/app/cli/tst_plancommand.cpp) and docs/workload.md.
        QVERIFY2(panel->headline().contains(QStringLiteral("Fits")), qPrintable(panel->headline()));
        QVERIFY(panel->headline().contains(QStringLiteral("66.6 GB")));
        QCOMPARE(panel->figure(QStringLiteral("smallest-layout")), QStringLiteral("tensor 8 × pipeline 2"));
        // The time comes from the step-time model; a typed MFU of 40% gives the figure of the FLOPs at
        // that share of the H100's 989 TFLOPS: 46.0 days (docs/workload.md, "Time, energy and cost").
        QVERIFY2(
            panel->figure(QStringLiteral("days")).endsWith(QStringLiteral("days at the predicted speed")),
            qPrintable(panel->figure(QStringLiteral("days"))));
        QVERIFY(!panel->figure(QStringLiteral("tokens-per-s")).isEmpty());
        auto* typed = qobject_cast<QCheckBox*>(panel->form()->control(QStringLiteral("mfu-typed")));
        QVERIFY(typed && !panel->form()->control(QStringLiteral("mfu"))->isEnabled());
        typed->setChecked(true);
        QCOMPARE(window.document()->design().workload->mfu, std::optional<double>(0.40));
        QVERIFY(panel->form()->control(QStringLiteral("mfu"))->isEnabled());
        QVERIFY2(
            panel->figure(QStringLiteral("days")).startsWith(QStringLiteral("46.0 days at a typed 40% MFU")),
            qPrintable(panel->figure(QStringLiteral("days"))));
        window.document()->undoStack()->undo();
        QVERIFY(!window.document()->design().workload->mfu);

        // Pipeline 1: 84.7 GB does not fit; one undo step named in words.
        auto* pp = qobject_cast<QSpinBox*>(panel->form()->control(QStringLiteral("pp")));
        QVERIFY(pp);
        pp->setValue(1);
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QStringLiteral("Change the workload: Pipeline parallel"));
        QCOMPARE(window.document()->design().workload->training.layout.pipelineParallel, 1);
        QVERIFY2(panel->headline().contains(QStringLiteral("Does not fit")), qPrintable(panel->headline()));
        QVERIFY(panel->headline().contains(QStringLiteral("Tensor 8 × pipeline 2 would fit")));
        // Typing tokens merges into one step.
        auto* tokens = qobject_cast<QDoubleSpinBox*>(panel->form()->control(QStringLiteral("tokens")));
        tokens->setValue(2);
        tokens->setValue(20);
        tokens->setValue(200);
        QCOMPARE(undo->count(), 2);
        QCOMPARE(window.document()->design().workload->tokens, 200e9);
        undo->undo();
        undo->undo();
        QCOMPARE(window.document()->design().workload->tokens, 100e9);
        QCOMPARE(pp->value(), 2);
        QVERIFY(panel->headline().contains(QStringLiteral("Fits")));

        // Inference: the goal switches the settings shown.
        auto* mode = qobject_cast<QComboBox*>(panel->form()->control(QStringLiteral("mode")));
        mode->setCurrentIndex(1);
        emit mode->activated(1);
        QVERIFY(window.document()->design().workload->inference);
        QVERIFY(!panel->figure(QStringLiteral("kv-per-token")).isEmpty());
        QVERIFY(panel->form()->control(QStringLiteral("batch"))->isVisibleTo(panel));
        QVERIFY(!panel->form()->control(QStringLiteral("tokens"))->isVisibleTo(panel));
    }

    // The same workload on the same GPUs slows on a 2:1 oversubscribed fabric, as the step-time model says
    // (issue #29): 64 DGX H100 on a rail-optimised NDR fabric of QM9700 (two leaves a rail, so data-parallel
    // rings cross the spines), Llama 3.1 70B tensor parallel in each node and data parallel across them, its
    // gradients (17.5 GB a GPU) exposed past the last backward pass. The figures and the step-time chart
    // follow the design's fabric.
    void anOversubscribedFabricSlowsTheStep() {
        Design design = dgxFloor(QStringLiteral("nvidia-dgx-h100"), 64, true);
        Workload workload = WorkloadPanel::defaultWorkload();
        workload.presetId = QStringLiteral("llama-3.1-70b");
        workload.training.layout.tensorParallel = 8;
        design.workload = workload;
        MainWindow window(mParts, MainWindow::Options{false, 0});
        window.document()->reset(design, QString());
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        const QList<FabricVariantStep> before = panel->stepTimeChart()->steps();
        QVERIFY(before.size() >= 3);
        QCOMPARE(before[0].variant, FabricVariant::Design);
        QCOMPARE(before[0].hardware.oversubscription, 1.0);
        QCOMPARE(before[0].hardware.gpusPerNode, 8);
        QCOMPARE(before[0].hardware.nicGbsPerGpu, 50.0); // one 400G NDR port per GPU
        const double nonBlocking = before[0].performance.stepTimeS;
        // The chart's 2:1 bar says what the next edit will show.
        double predicted = 0;
        for (const FabricVariantStep& step : before)
            if (step.variant == FabricVariant::Oversubscribed)
                predicted = step.performance.stepTimeS;
        QVERIFY2(predicted > nonBlocking * 1.02, qPrintable(QString::number(predicted / nonBlocking)));
        const QString speedBefore = panel->figure(QStringLiteral("tokens-per-s"));

        Design blocked = window.document()->design();
        blocked.fabrics[0].blocking = 2;
        window.document()->undoStack()->push(
            new CmdDesignReplace(window.document(), blocked, [] { return QStringLiteral("2:1"); }));
        const QList<FabricVariantStep> after = panel->stepTimeChart()->steps();
        QVERIFY(!after.isEmpty());
        QVERIFY2(after[0].hardware.oversubscription > 1.5,
                 qPrintable(QString::number(after[0].hardware.oversubscription)));
        QVERIFY(after[0].performance.stepTimeS > nonBlocking * 1.02);
        QVERIFY(after[0].performance.breakdown.dpCommS > before[0].performance.breakdown.dpCommS);
        QCOMPARE(after[0].performance.breakdown.computeS, before[0].performance.breakdown.computeS);
        QVERIFY(panel->figure(QStringLiteral("tokens-per-s")) != speedBefore);
        // Non-blocking is now a bar of its own, and as fast as the design was (its leaves take more nodes
        // now, which changes nothing for rings that cross the spines either way).
        QCOMPARE(after[1].variant, FabricVariant::NonBlocking);
        QVERIFY(std::abs(after[1].performance.stepTimeS / nonBlocking - 1) < 0.02);
    }

    void aDesignWithoutAWorkloadGetsOneOnTheFirstEdit() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"), &error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        QVERIFY(!window.document()->design().workload);
        QVERIFY(!panel->figure(QStringLiteral("model")).isEmpty()); // the default is shown
        auto* zero = qobject_cast<QComboBox*>(panel->form()->control(QStringLiteral("zero")));
        zero->setCurrentIndex(2);
        emit zero->activated(2);
        QVERIFY(window.document()->design().workload);
        QCOMPARE(window.document()->design().workload->training.layout.zeroStage, 2);
        QCOMPARE(window.document()->undoStack()->text(0), QStringLiteral("Set the workload"));
        // A config.json from a file becomes the model.
        const QString folder = mDir.filePath(QStringLiteral("Qwen2.5-7B"));
        QDir().mkpath(folder);
        QFile config(folder + QStringLiteral("/config.json"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(
            R"({"model_type": "qwen2", "hidden_size": 3584, "num_hidden_layers": 28, "num_attention_heads": 28,
            "num_key_value_heads": 4, "intermediate_size": 18944, "vocab_size": 152064, "tie_word_embeddings": false})");
        config.close();
        QVERIFY2(panel->form()->loadConfig(config.fileName(), &error), qPrintable(error));
        const Workload& w = *window.document()->design().workload;
        QVERIFY(w.architecture);
        QCOMPARE(w.modelName, QStringLiteral("Qwen2.5-7B"));
        QVERIFY(panel->figure(QStringLiteral("model")).startsWith(QStringLiteral("Qwen2.5-7B: 7.62 B")));
        // A broken one says where and why, and changes nothing.
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write(R"({"hidden_size": 10})");
        config.close();
        const int steps = window.document()->undoStack()->count();
        QVERIFY(!panel->form()->loadConfig(config.fileName(), &error));
        QVERIFY2(error.contains(QStringLiteral("config.json: num_hidden_layers is missing")),
                 qPrintable(error));
        QCOMPARE(window.document()->undoStack()->count(), steps);
        // Remove Workload: one step, and the file has none.
        for (QPushButton* button : panel->findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("Remove Workload"))
                button->click();
        QVERIFY(!window.document()->design().workload);
        QVERIFY(!DesignFile::write(window.document()->design()).contains("\"workload\""));
    }

    // Workload > Size a Cluster: the dialog works out the GPUs from a training deadline and shows the
    // nodes and racks; the window adds them with the fabric as one undo step.
    void sizesAClusterAsOneUndoStep() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error));
        const Design before = window.document()->design();
        // At the predicted speed: the fewest whole groups of 16 GPUs whose predicted time meets 10 days.
        {
            ClusterDialog predicted(before, window.analysis()->parts(), *before.workload);
            auto* server = qobject_cast<QComboBox*>(predicted.control(QStringLiteral("server")));
            server->setCurrentIndex(server->findData(QStringLiteral("part:nvidia-dgx-h100")));
            qobject_cast<QDoubleSpinBox*>(predicted.control(QStringLiteral("days")))->setValue(10);
            const int gpus = qobject_cast<QSpinBox*>(predicted.control(QStringLiteral("gpus")))->value();
            QCOMPARE(gpus % 16, 0);
            const auto daysOn = [&](int n) {
                WorkloadRequest request = workloadRequest(*before.workload);
                request.gpus = n;
                request.gpuPartId = QStringLiteral("nvidia-h100-sxm5-80gb");
                return planWorkload(request, window.analysis()->parts(), nullptr, nullptr).compute->days();
            };
            QVERIFY2(daysOn(gpus) <= 10 && daysOn(gpus - 16) > 10,
                     qPrintable(QStringLiteral("%1 GPUs: %2 days").arg(gpus).arg(daysOn(gpus))));
        }
        // With a typed MFU of 40%:
        Workload typed = *before.workload;
        typed.mfu = 0.40;
        ClusterDialog dialog(before, window.analysis()->parts(), typed);
        auto* server = qobject_cast<QComboBox*>(dialog.control(QStringLiteral("server")));
        server->setCurrentIndex(server->findData(QStringLiteral("part:nvidia-dgx-h100")));
        auto* days = qobject_cast<QDoubleSpinBox*>(dialog.control(QStringLiteral("days")));
        days->setValue(10);
        // the example's 46 days on 32 H100 at 40% become 10 days on 46 / 10 x 32 = 147.3 GPUs, up to whole
        // tensor x pipeline groups of 16: 160.
        auto* gpus = qobject_cast<QSpinBox*>(dialog.control(QStringLiteral("gpus")));
        QCOMPARE(gpus->value(), 160);
        QVERIFY2(dialog.preview().contains(QStringLiteral("20 nodes")), qPrintable(dialog.preview()));
        const ClusterRequest request = dialog.request();
        QVERIFY2(window.sizeCluster(request, &error), qPrintable(error));
        QUndoStack* undo = window.document()->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(undo->text(0), QStringLiteral("Size the cluster: 20 nodes of NVIDIA DGX H100"));
        QCOMPARE(window.analysis()->budgets().totals.gpus, 32 + 160);
        undo->undo();
        QCOMPARE(window.document()->design(), before);
    }

    // Measured throughput typed into the Workload tab: the source table (1 node 215, 4 nodes 798, 8 nodes
    // 1480 images/s) is saved with the design, and the Scaling chart fits it
    // (tests/design/charts/tst_scalingfit.cpp).
    void measurementsAreEditedAndSaved() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        QPushButton* add = nullptr;
        for (QPushButton* button : panel->findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("Add"))
                add = button;
        QVERIFY(add);
        for (int i = 0; i < 3; ++i)
            add->click();
        auto* table = qobject_cast<QTableWidget*>(panel->form()->control(QStringLiteral("measurements")));
        QCOMPARE(table->rowCount(), 3);
        const int nodes[] = {1, 4, 8};
        const char* throughput[] = {"215", "798", "1,480"};
        for (int row = 0; row < 3; ++row) {
            table->item(row, 0)->setText(QString::number(nodes[row]));
            table->item(row, 1)->setText(QString::fromLatin1(throughput[row]));
        }
        const QList<ScalingMeasurement> expected{{1, 215}, {4, 798}, {8, 1480}};
        QCOMPARE(window.document()->design().workload->measurements, expected);
        // A slip keeps the stored value.
        const int steps = window.document()->undoStack()->count();
        table->item(1, 1)->setText(QStringLiteral("lots"));
        QCOMPARE(window.document()->design().workload->measurements, expected);
        QCOMPARE(window.document()->undoStack()->count(), steps);
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("798"));
        const QByteArray text = DesignFile::write(window.document()->design());
        QVERIFY(text.contains("\"measurements\": ["));
        QVERIFY(text.contains("\"throughput\": 1480"));
    }

    // "Its shape": the preset's config.json fields, editable. Llama 3.1 70B with 40 of its 80 layers keeps
    // its embeddings (2 x 128,256 x 8,192 = 2.1 B) and halves the rest: (70.55 - 2.10) / 2 + 2.10 = 36.3 B.
    void editsTheModelsShape() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        WorkloadPanel* panel = window.workloadPanel();
        auto* source = qobject_cast<QComboBox*>(panel->form()->control(QStringLiteral("model")));
        source->setCurrentIndex(2);
        emit source->activated(2);
        const Workload* w = &*window.document()->design().workload;
        QVERIFY(w->presetId.isEmpty());
        QVERIFY(w->architecture);
        QCOMPARE(w->modelName, QStringLiteral("Llama 3.1 70B (changed)"));
        QVERIFY(std::abs(workloadModel(*w).parameters - 70.55e9) < 0.01e9);
        auto* layers = qobject_cast<QSpinBox*>(panel->form()->control(QStringLiteral("layers")));
        QVERIFY(layers->isVisibleTo(panel));
        QCOMPARE(layers->value(), 80);
        layers->setValue(40);
        w = &*window.document()->design().workload;
        const double embeddings = 2.0 * 128256 * 8192;
        QVERIFY(std::abs(workloadModel(*w).parameters - ((70.554e9 - embeddings) / 2 + embeddings)) < 0.01e9);
        // Heads that do not divide the hidden size: refused with the reason, nothing stored.
        const int steps = window.document()->undoStack()->count();
        qobject_cast<QSpinBox*>(panel->form()->control(QStringLiteral("heads")))->setValue(60);
        QCOMPARE(window.document()->undoStack()->count(), steps);
        // Saved as a config.json object and read back equal.
        const QByteArray text = DesignFile::write(window.document()->design());
        QVERIFY(text.contains("\"num_hidden_layers\": 40"));
        const auto again =
            DesignFile::read(text, window.analysis()->parts(), QStringLiteral("s.json"), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(*again->workload, *window.document()->design().workload);
    }

    void switchesLanguage() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error));
        window.show();
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        QVERIFY(Language::apply(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QVERIFY2(window.workloadPanel()->headline().contains(QStringLiteral("可放入")),
                 qPrintable(window.workloadPanel()->headline()));
        QCOMPARE(window.centralTabs()->tabText(window.centralTabs()->indexOf(window.workloadPanel())),
                 QStringLiteral("工作负载"));
        // The row of the model trained is 模型 (a model), not 型号 (a part's model number).
        const QList<QTableWidgetItem*> modelRow =
            window.workloadPanel()->findChild<QTableWidget*>()->findItems(QStringLiteral("模型"),
                                                                          Qt::MatchExactly);
        QCOMPARE(modelRow.size(), 1);
        QVERIFY(Language::apply(QStringLiteral("en")));
    }
};

CW_TEST_MAIN(TestWorkloadPanel)
#include "tst_workloadpanel.moc"
