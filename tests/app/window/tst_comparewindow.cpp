// File > Compare with Design…, driven as a user would (the menu item, the file chosen, Return): the DGX
// rack example (4 x DGX H100, 32 GPUs) beside the reference rack (2 x 4U A100 servers, 16 GPUs), the BOM
// lines that differ, and the PDF export.
#include "language.h"
#include "testmain.h"
#include "testsupport.h"
#include "window/comparewindow.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestCompareWindow : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(Language::apply(QStringLiteral("en")));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        mParts = bundledParts();
    }

    void compareFromTheFileMenu() {
        MainWindow window(mParts, MainWindow::Options{false, 0});
        QString error;
        QVERIFY2(
            window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json"), &error),
            qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* compare = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Compare with Design…"))
                compare = a;
        QVERIFY(compare);
        const QString other = QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json");
        QTimer::singleShot(0, [other] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->selectFile(other);
            QTest::keyClick(dialog, Qt::Key_Return);
        });
        compare->trigger();
        CompareWindow* shown = window.findChild<CompareWindow*>();
        QVERIFY(shown);
        QTableWidget* figures = shown->figuresTable();
        int gpus = -1;
        for (int row = 0; row < figures->rowCount(); ++row)
            if (figures->item(row, 0)->text() == QLatin1String("GPUs"))
                gpus = row;
        QVERIFY(gpus >= 0);
        QCOMPARE(figures->item(gpus, 1)->text(), QStringLiteral("32"));
        QCOMPARE(figures->item(gpus, 2)->text(), QStringLiteral("16"));
        QCOMPARE(figures->item(gpus, 3)->text(), QStringLiteral("-16 (-50 %)"));
        // The DGX systems are only in A; the reference rack's A100 servers only in B.
        QTableWidget* bom = shown->bomTable();
        QStringList changes;
        for (int row = 0; row < bom->rowCount(); ++row)
            if (bom->item(row, 1)->toolTip() == QLatin1String("nvidia-dgx-h100"))
                changes << bom->item(row, 0)->text() << bom->item(row, 2)->text()
                        << bom->item(row, 3)->text();
        QCOMPARE(changes,
                 (QStringList{QStringLiteral("only in A"), QStringLiteral("4"), QStringLiteral("0")}));

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("comparison.pdf"));
        QVERIFY2(shown->exportPdf(pdf, &error), qPrintable(error));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        shown->close();

        // A file that does not load: no window, the reason shown.
        QTimer::singleShot(0, [] {
            QWidget* box = QApplication::activeModalWidget();
            QVERIFY(box);
            QTest::keyClick(box, Qt::Key_Return);
        });
        QVERIFY(!window.compareWith(dir.filePath(QStringLiteral("missing.json"))));
    }
};

CW_TEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
