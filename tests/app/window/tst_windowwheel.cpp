// The wheel in the window a first user trusts (issue #25; split from tst_windowtrust.cpp): it scrolls the
// panel under it and never edits a field nobody picked, in the inspector, the Workload, Power and Network
// tabs, the New Fabric and Explore dialogs and the Workload form at every size; on the floor it scrolls, and
// with Ctrl it zooms.
#include "app/windowtesting.h"
#include "explore/exploredialog.h"
#include "floor/rackscene.h"
#include "floor/rackview.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "network/fabricdialog.h"
#include "testfiles.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"
#include "workload/workloadform.h"
#include "workload/workloadpanel.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

class TestWindowWheel : public QObject {
    Q_OBJECT
    PartIndex mParts;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

    // Shows `window` at `size` with `file` loaded; empty, or what went wrong.
    static QString showWith(MainWindow& window, const QSize& size, const QString& file) {
        window.resize(size);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return QStringLiteral("the window was not shown");
        QString error;
        return window.loadFile(file, &error) ? QString() : error;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mParts = bundledParts();
        Language::apply(QStringLiteral("en"));
    }

    // 1. Scrolling the inspector over a power-cord combo box scrolls the panel and edits nothing.
    void wheelScrollsAndNeverEdits() {
        MainWindow window(mParts, noSettings());
        const QString opened = showWith(window, QSize(1280, 720), Examples::kCluster);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        window.scene()->selectIds({QStringLiteral("sw01")});
        QApplication::processEvents();
        const QList<QComboBox*> combos = window.inspector()->findChildren<QComboBox*>();
        QVERIFY(!combos.isEmpty());
        const int undoBefore = window.document()->undoStack()->count();
        auto* scroll = window.inspector()->findChild<QScrollArea*>();
        QVERIFY(scroll);
        for (QComboBox* combo : combos) {
            if (!combo->isVisible())
                continue;
            const int index = combo->currentIndex();
            QVERIFY(!combo->hasFocus());
            QCOMPARE(combo->focusPolicy(), Qt::StrongFocus); // the wheel gives no focus
            wheelNotch(combo, -120);
            wheelNotch(combo, 120);
            QCOMPARE(combo->currentIndex(), index);
        }
        QCOMPARE(window.document()->undoStack()->count(), undoBefore);
        // Picked with a click, the field takes the wheel: that is what the user asked for.
        QComboBox* picked = nullptr;
        for (QComboBox* combo : combos)
            if (combo->isVisible() && combo->isEnabled() && combo->count() > 1)
                picked = combo;
        if (picked) {
            picked->setFocus(Qt::MouseFocusReason);
            const int index = picked->currentIndex();
            wheelNotch(picked, index + 1 < picked->count() ? -120 : 120);
            QVERIFY(picked->currentIndex() != index);
        }
        // Spin boxes anywhere in the window are guarded the same way.
        for (QAbstractSpinBox* spin : window.findChildren<QAbstractSpinBox*>())
            if (spin->isVisible())
                QCOMPARE(spin->focusPolicy(), Qt::StrongFocus);
    }

    // Every field of every tab and dialog this round touched, under the wheel: nothing changes.
    void wheelChangesNoFieldAnywhere() {
        MainWindow window(mParts, noSettings());
        const QString opened = showWith(window, QSize(1366, 768), Examples::kCluster);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        const auto values = [](QWidget* root) {
            QStringList list;
            for (QComboBox* combo : root->findChildren<QComboBox*>())
                list << combo->currentText();
            for (QAbstractSpinBox* spin : root->findChildren<QAbstractSpinBox*>())
                list << spin->text();
            return list;
        };
        const auto wheelEverything = [](QWidget* root) {
            for (QWidget* field : root->findChildren<QWidget*>())
                if (field->isVisible() &&
                    (qobject_cast<QComboBox*>(field) || qobject_cast<QAbstractSpinBox*>(field)))
                    for (const int delta : {-120, 120, -240})
                        wheelNotch(field, delta);
        };
        for (QWidget* tab :
             {static_cast<QWidget*>(window.workloadPanel()), static_cast<QWidget*>(window.powerPanel()),
              static_cast<QWidget*>(window.networkPanel())}) {
            window.centralTabs()->setCurrentWidget(tab);
            window.scene()->selectIds({QStringLiteral("sw01")});
            QApplication::processEvents();
            const int undo = window.document()->undoStack()->count();
            const QStringList before = values(&window);
            wheelEverything(&window);
            QApplication::processEvents();
            QCOMPARE(values(&window), before);
            QCOMPARE(window.document()->undoStack()->count(), undo);
        }
        // New Fabric, a dialog of combo boxes and a spin box.
        Fabric fabric;
        fabric.id = QStringLiteral("fabric-2");
        FabricDialog dialog(window.document()->design(), mParts, fabric, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QStringList before = values(&dialog);
        wheelEverything(&dialog);
        QCOMPARE(values(&dialog), before);
        // Explore Designs: its goal and limits (spin boxes), before and after a run.
        ExploreDialog explore(window.document()->design(), mParts, WorkloadPanel::defaultWorkload(), {},
                              &window);
        explore.show();
        QVERIFY(QTest::qWaitForWindowExposed(&explore));
        const QStringList goal = values(&explore);
        wheelEverything(&explore);
        QCOMPARE(values(&explore), goal);
        // At 1280 x 720 the goal's column scrolls: the wheel over one of its fields moves it down.
        explore.resize(1280, 720);
        QApplication::processEvents();
        QScrollArea* column = explore.findChild<QScrollArea*>();
        QVERIFY(column && column->verticalScrollBar()->maximum() > 0);
        column->verticalScrollBar()->setValue(0);
        wheelNotch(explore.control(QStringLiteral("days")), -120);
        QVERIFY(column->verticalScrollBar()->value() > 0);
        QCOMPARE(values(&explore), goal);
    }

    // The Workload tab's form, which this round widened and rearranged (the stack, sequence parallel), at
    // each size a user has, in both languages: the wheel over its fields scrolls the form's column and
    // changes no value and no undo step.
    void workloadFormScrollsUnderTheWheel_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
            for (const char* language : {"en", "zh_CN"})
                QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                    << size << QString::fromLatin1(language);
    }
    void workloadFormScrollsUnderTheWheel() {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Language::apply(language);
        MainWindow window(mParts, noSettings());
        const QString opened = showWith(window, size, Examples::kDgx);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        window.centralTabs()->setCurrentWidget(window.workloadPanel());
        QApplication::processEvents();
        WorkloadForm* form = window.workloadPanel()->form();
        QScrollArea* column = nullptr;
        for (QWidget* up = form->parentWidget(); up && !column; up = up->parentWidget())
            column = qobject_cast<QScrollArea*>(up);
        QVERIFY(column);
        QVERIFY2(column->verticalScrollBar()->maximum() > 0, "the form fits: nothing to scroll");
        const auto values = [form] {
            QStringList list;
            for (QComboBox* combo : form->findChildren<QComboBox*>())
                list << combo->currentText();
            for (QAbstractSpinBox* spin : form->findChildren<QAbstractSpinBox*>())
                list << spin->text();
            for (QCheckBox* box : form->findChildren<QCheckBox*>())
                list << QString::number(box->isChecked());
            return list;
        };
        const QStringList before = values();
        const int undo = window.document()->undoStack()->count();
        QScrollBar* bar = column->verticalScrollBar();
        for (const char* setting : {"stack", "sequence-parallel", "tp", "ep"}) {
            QWidget* field = form->control(QString::fromLatin1(setting));
            QVERIFY2(field && field->isVisible(), setting);
            column->ensureWidgetVisible(field);
            QApplication::processEvents();
            // Down a notch, or up at the bottom of the column: either way the column moves.
            const int at = bar->value();
            wheelNotch(field, at < bar->maximum() ? -120 : 120);
            QApplication::processEvents();
            QVERIFY2(bar->value() != at, setting);
        }
        QCOMPARE(values(), before);
        QCOMPARE(window.document()->undoStack()->count(), undo);
        Language::apply(QStringLiteral("en"));
    }

    // The floor: the wheel scrolls, Ctrl and the wheel zoom.
    void floorWheelScrollsCtrlWheelZooms() {
        MainWindow window(mParts, noSettings());
        const QString opened = showWith(window, QSize(1366, 768), Examples::kCluster);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        QApplication::processEvents(); // the fit the loaded design opens at, done before the user zooms
        RackView* view = window.view();
        view->setZoom(2.0);
        QApplication::processEvents();
        const double zoom = view->zoom();
        QScrollBar* bar = view->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        bar->setValue(0);
        wheelNotch(view->viewport(), -120);
        QCOMPARE(view->zoom(), zoom);
        QVERIFY(bar->value() > 0);
        wheelNotch(view->viewport(), 120, Qt::ControlModifier);
        QVERIFY(view->zoom() > zoom);
        for (int i = 0; i < 60; ++i)
            wheelNotch(view->viewport(), -120, Qt::ControlModifier);
        QCOMPARE(view->zoom(), 0.1); // the zoom limit
    }
};

CW_TEST_MAIN(TestWindowWheel)
#include "tst_windowwheel.moc"
