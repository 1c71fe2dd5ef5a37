// The hall in the window: View > Hall Plan reaches the Hall tab, the inspector's Facility section fits a
// 1280 x 720 window in English and Chinese and the wheel over it edits nothing, its edits are undo steps,
// and File > Import Power Readings sets the measured draw as one undo step (or says which file and line it
// cannot read).
#include "analysis/liveanalysis.h"
#include "app/windowtesting.h"
#include "file/designfile.h"
#include "floor/hallpanel.h"
#include "floor/hallplanview.h"
#include "halldesigns.h"
#include "inspector/inspectorwidget.h"
#include "language.h"
#include "model/designdocument.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/mainwindow.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

class TestHallWindow : public QObject {
    Q_OBJECT
    PartIndex mParts;
    QTemporaryDir mDir;
    QString mHallFile;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mParts = bundledParts();
        Language::apply(QStringLiteral("en"));
        mHallFile = mDir.filePath(QStringLiteral("hall.json"));
        QString error;
        QVERIFY2(DesignFile::save(gb200Hall(), mHallFile, &error), qPrintable(error));
    }
    void cleanupTestCase() { Language::apply(QStringLiteral("en")); }

    void viewMenuReachesTheHallTab() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(window.loadFile(mHallFile, &error), qPrintable(error));
        QAction* show = actionNamed(&window, QStringLiteral("&Hall Plan"));
        QVERIFY(show);
        QCOMPARE(show->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
        show->trigger();
        QCOMPARE(window.centralTabs()->currentWidget(), window.hallPanel());
        QVERIFY(actionNamed(&window, QStringLiteral("Import &Power Readings…")));
    }

    // The Facility section at 1280 x 720, in both languages: no field wider than the inspector, so no
    // horizontal scrolling; the wheel over every field scrolls and edits nothing.
    void facilitySectionFitsAndIgnoresTheWheel_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void facilitySectionFitsAndIgnoresTheWheel() {
        QFETCH(QString, language);
        Language::apply(language);
        MainWindow window(mParts, MainWindow::Options{false, 0});
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY2(window.loadFile(mHallFile, &error), qPrintable(error));
        QApplication::processEvents();
        InspectorWidget* inspector = window.inspector();
        auto* scroll = inspector->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QWidget* rows = scroll->widget()->findChild<QWidget*>(QStringLiteral("facility-rows"));
        QVERIFY(rows);
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(language));
        for (QWidget* field : scroll->widget()->findChildren<QWidget*>())
            if (field->objectName().startsWith(QLatin1String("facility-")) && field->isVisible()) {
                const QRect r(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
                QVERIFY2(r.right() <= scroll->viewport()->width(),
                         qPrintable(field->objectName() + QLatin1Char(' ') + language));
            }
        const auto values = [&] {
            QStringList list;
            for (QComboBox* c : scroll->widget()->findChildren<QComboBox*>())
                list << c->currentText();
            for (QAbstractSpinBox* s : scroll->widget()->findChildren<QAbstractSpinBox*>())
                list << s->text();
            return list;
        };
        const QStringList before = values();
        const int steps = window.document()->undoStack()->count();
        for (QWidget* field : scroll->widget()->findChildren<QWidget*>())
            if (field->objectName().startsWith(QLatin1String("facility-")) &&
                (qobject_cast<QComboBox*>(field) || qobject_cast<QAbstractSpinBox*>(field)))
                for (int delta : {-120, 120, -240})
                    wheelNotch(field, delta);
        QApplication::processEvents();
        QCOMPARE(values(), before);
        QCOMPARE(window.document()->undoStack()->count(), steps);
        // To look at it: CW_SCREENSHOTS=DIR writes the window with the section in view, at both sizes.
        if (const QString shots = qEnvironmentVariable("CW_SCREENSHOTS"); !shots.isEmpty())
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                window.resize(size);
                QApplication::processEvents();
                scroll->ensureWidgetVisible(rows, 0, 0);
                scroll->verticalScrollBar()->setValue(rows->mapTo(scroll->widget(), QPoint(0, 0)).y() - 40);
                QApplication::processEvents();
                window.grab().save(QStringLiteral("%1/facility-%2-%3x%4.png")
                                       .arg(shots, language)
                                       .arg(size.width())
                                       .arg(size.height()));
            }
        // A field the user picks edits, one undo step, in words: the hall's rows.
        auto* spin = scroll->widget()->findChild<QSpinBox*>(QStringLiteral("facility-rows"));
        spin->setValue(3);
        QApplication::processEvents();
        QCOMPARE(window.document()->design().hall->rows, 3);
        QCOMPARE(window.document()->undoStack()->count(), steps + 1);
        if (language == QLatin1String("en"))
            QCOMPARE(window.document()->undoStack()->text(steps), QStringLiteral("Change the hall's rows"));
        Language::apply(QStringLiteral("en"));
    }

    // File > Import Power Readings: a PDU export naming the racks' systems sets their draw (one step); a bad
    // file is named with its line and nothing changes.
    void importsPowerReadings() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(window.loadFile(mHallFile, &error), qPrintable(error));
        const QString readings = mDir.filePath(QStringLiteral("pdu.csv"));
        QFile file(readings);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Timestamp,Outlet,Name,Active Power (kW)\n"
                   "2025-03-14 10:00:00,1,nvl1,118.5\n"
                   "2025-03-14 10:00:00,2,nvl2,121.0\n");
        file.close();
        QVERIFY2(window.importPowerReadings({readings}, 99, &error), qPrintable(error));
        const Design& design = window.document()->design();
        QCOMPARE(design.settings.powerBasis, PowerBasis::Measured);
        QCOMPARE(*design.racks[0].devices[0].measuredPowerW, 118500.0);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->undoStack()->text(0),
                 QStringLiteral("Import measured power of 2 devices"));
        QCOMPARE(window.analysis()->budgets().facility->ups.measuredDevices, 2);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Timestamp,Outlet,Name,Active Power (kW)\n2025-03-14 10:00:00,1,nvl1,lots\n");
        file.close();
        QVERIFY(!window.importPowerReadings({readings}, 99, &error));
        QCOMPARE(error, QStringLiteral("pdu.csv: line 2: Active Power (kW) must be a number, got \"lots\""));
        QCOMPARE(window.document()->undoStack()->count(), 1);
    }
};

CW_TEST_MAIN(TestHallWindow)
#include "tst_hallwindow.moc"
