// An edit that changes the figures the inspector shows but not its fields patches the form on screen (new
// texts in the same labels) rather than building and laying out a new one: on a 1,000-rack floor every drop
// and undo does this (tests/benchmarks/bench_scale.cpp). A combo box builds its popup the first time it is
// shown, so the form on screen then has widgets a freshly built one lacks; they must not make it rebuild.
#include "analysis/liveanalysis.h"
#include "commands/cmddeviceadd.h"
#include "inspector/inspectorwidget.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "testsupport.h"

#include <QComboBox>
#include <QLabel>
#include <QPointer>
#include <QScrollArea>
#include <QTest>
#include <QUndoStack>

class TestInspectorPatch : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static QStringList labelTexts(const QWidget* form) {
        QStringList texts;
        for (const QLabel* label : form->findChildren<QLabel*>())
            texts << label->text();
        return texts;
    }

private slots:
    void initTestCase() { mParts = bundledParts(); }

    void anEditPatchesTheFormOnScreen() {
        DesignDocument document;
        document.reset(exampleDesign(QStringLiteral("k8s-32gpu-cluster.json"), mParts), QString());
        LiveAnalysis analysis(&document, mParts);
        InspectorWidget inspector(&analysis);
        inspector.resize(420, 700);
        inspector.show();
        inspector.setSelection({}, {}, {});
        QCoreApplication::processEvents();
        auto* scroll = inspector.findChild<QScrollArea*>();
        QVERIFY(scroll && scroll->widget());
        const QPointer<QWidget> form = scroll->widget();
        // Every combo box as a user who opened it leaves it: its popup built.
        const QList<QComboBox*> combos = form->findChildren<QComboBox*>();
        QVERIFY(!combos.isEmpty());
        for (QComboBox* combo : combos)
            QVERIFY(combo->view());
        const QStringList before = labelTexts(form);

        // One more server in the first rack: the design's totals change, its fields do not.
        const Design& design = document.design();
        Device node = design.racks[0].devices[0];
        node.id = QStringLiteral("patch-node");
        node.u = 40;
        document.undoStack()->push(new CmdDeviceAdd(&document, design.racks[0].id, node));
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        QCOMPARE(scroll->widget(), form.data()); // patched, not replaced
        QVERIFY(labelTexts(form) != before);

        document.undoStack()->undo();
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        QCOMPARE(scroll->widget(), form.data());
        QCOMPARE(labelTexts(form), before);
    }
};

CW_TEST_MAIN(TestInspectorPatch)
#include "tst_inspectorpatch.moc"
