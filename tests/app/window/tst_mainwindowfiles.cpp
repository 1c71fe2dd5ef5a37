// The window's catalog and file side: removing user parts, importing NetBox device types, and the
// exports (report, rack elevations, handover files) without their dialogs.
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
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <csignal>
#include <sys/resource.h>

class TestMainWindowFiles : public QObject {
    Q_OBJECT

    PartIndex mParts;
    QTemporaryDir mTemp;

    static MainWindow::Options noSettings() { return MainWindow::Options{false, 0}; }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mTemp.isValid());
        mParts = bundledParts();
    }

    void removesAUserPartFromThePalette() {
        QString error;
        CatalogStore store(mTemp.filePath(QStringLiteral("remove-part.sqlite")));
        const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        QVERIFY2(bundled && store.open(*bundled, &error), qPrintable(error));
        QVERIFY2(store.importParts(readAll(QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json")),
                                   QStringLiteral("user-parts.json"), &error),
                 qPrintable(error));
        const QString userGpu = QStringLiteral("acme-widget-gpu");
        MainWindow window(*store.snapshot(&error), noSettings());
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        QAction* remove = nullptr;
        for (QAction* action : window.menuBar()->actions().at(1)->menu()->actions())
            if (QString(action->text()).remove(QLatin1Char('&')).contains(QLatin1String("Remove Part")))
                remove = action;
        QVERIFY(remove);

        // Only a user part, and only with a store to remove it from.
        window.palette()->setSearchText(QStringLiteral("Widget 48GB"));
        window.palette()->setCurrentPartId(userGpu);
        QCOMPARE(window.palette()->currentPartId(), userGpu);
        QVERIFY(!remove->isEnabled());
        window.setCatalogStore(&store);
        QVERIFY(remove->isEnabled());
        window.palette()->setSearchText(QStringLiteral("H100"));
        window.palette()->setCurrentPartId(QStringLiteral("nvidia-h100-sxm5-80gb"));
        QVERIFY(!remove->isEnabled());
        QVERIFY(!window.removeUserPart(QStringLiteral("nvidia-h100-sxm5-80gb"), &error));

        // Used in the design: refused, naming where.
        window.document()->undoStack()->push(
            new CmdComponentInstall(window.document(), QStringLiteral("n01"), Component{userGpu, 1, {}}));
        QVERIFY(!window.removeUserPart(userGpu, &error));
        QVERIFY2(error.contains(QLatin1String("n01")), qPrintable(error));
        QVERIFY(store.snapshot(&error)->find(userGpu));

        // Not used any more: the user confirms, and the part leaves the store, the palette and the analysis.
        window.document()->undoStack()->undo();
        window.palette()->setSearchText(QStringLiteral("Widget 48GB"));
        window.palette()->setCurrentPartId(userGpu);
        QString question;
        QTimer::singleShot(0, &window, [&question] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                question = box->text();
                box->button(QMessageBox::Yes)->click();
            }
        });
        remove->trigger();
        QVERIFY2(question.contains(userGpu), qPrintable(question));
        QVERIFY(!store.snapshot(&error)->find(userGpu));
        QVERIFY(!window.palette()->visiblePartIds().contains(userGpu));
        QVERIFY(!window.analysis()->parts().find(userGpu));
        QVERIFY(!remove->isEnabled());
    }

    // File > Import NetBox Device Types: the parts reach the store, the palette and the analysis at once; a
    // refused run changes nothing.
    void importsNetboxDeviceTypes() {
        QString error;
        CatalogStore store(mTemp.filePath(QStringLiteral("netbox.sqlite")));
        const auto bundled = BundledCatalog::load(BundledCatalog::defaultDirectory(), &error);
        QVERIFY2(bundled && store.open(*bundled, &error), qPrintable(error));
        MainWindow window(*store.snapshot(&error), noSettings());
        window.setCatalogStore(&store);
        const QString good = QStringLiteral(CW_TEST_DATA "/netbox/good");
        const auto refused =
            window.importNetbox({good, QStringLiteral(CW_TEST_DATA "/netbox/bad/no-model.yml")});
        QVERIFY(!refused.imported);
        QVERIFY(!window.analysis()->parts().find(QStringLiteral("apc-example-pdu-l21-30")));
        const auto report = window.importNetbox({good});
        QVERIFY2(report.imported, qPrintable(report.text()));
        QVERIFY(window.analysis()->parts().find(QStringLiteral("apc-example-pdu-l21-30")));
        window.palette()->setSearchText(QStringLiteral("Example PDU L21"));
        QVERIFY(window.palette()->visiblePartIds().contains(QStringLiteral("apc-example-pdu-l21-30")));
    }

    // File > Export > Ansible Inventory (without its dialogs): the design's nodes with the addresses given.
    void exportsTheHandoverFiles() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(QStringLiteral(CW_SOURCE_DIR "/resources/examples/k8s-32gpu-cluster.json"),
                                &error));
        const QString path = mTemp.filePath(QStringLiteral("inventory.ini"));
        HandoverExporter::Options options;
        options.addresses = QStringLiteral("192.168.1.10/24");
        const auto written =
            window.exportMenu()->exportHandover(HandoverExporter::Target::Ansible, path, options, &error);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(readAll(path), readAll(QStringLiteral(CW_TEST_DATA "/handover/inventory.ini")));
        options.addresses = QStringLiteral("10.0.0.1-10.0.0.2");
        QVERIFY(!window.exportMenu()->exportHandover(HandoverExporter::Target::Slurm, mTemp.filePath("s"),
                                                     options, &error));
        QVERIFY2(error.contains(QLatin1String("9 servers")), qPrintable(error));
    }

    void exportsTheReportWithProgressInTheWindow() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        // While the report renders, the window shows which page it is on.
        QStringList seen;
        QTimer watch;
        connect(&watch, &QTimer::timeout, &window, [&] {
            if (auto* dialog = window.findChild<QProgressDialog*>())
                seen.append(dialog->labelText());
        });
        watch.start(0);
        const QString pdf = mTemp.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.language = QStringLiteral("zh_CN");
        QVERIFY2(window.exportMenu()->exportReport(pdf, options, &error), qPrintable(error));
        watch.stop();
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(5), QByteArray("%PDF-"));
        QVERIFY2(!seen.isEmpty(), "no progress dialog while rendering");
        QVERIFY2(seen.last().contains(QLatin1String(" of ")), qPrintable(seen.last()));
        QVERIFY(!window.findChild<QProgressDialog*>()); // gone when done
        // The window stays in its own language (the report was Chinese).
        QCOMPARE(window.centralTabs()->tabText(0), QStringLiteral("Rack floor"));
    }

    // File > Export > Procurement Report (PowerPoint): the menu offers it, and the export writes a
    // PresentationML package (a ZIP whose first part is [Content_Types].xml, as Office writes it).
    void exportsPowerPointReport() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        QVERIFY(window.exportMenu()->actions().contains(window.exportMenu()->reportPowerPointAction()));
        QCOMPARE(window.exportMenu()->reportPowerPointAction()->text(),
                 QStringLiteral("Procurement Report (&PowerPoint)…"));
        const QString pptx = mTemp.filePath(QStringLiteral("report.pptx"));
        ReportOptions options;
        options.language = QStringLiteral("zh_CN");
        QVERIFY2(window.exportMenu()->exportReport(pptx, options, &error), qPrintable(error));
        QFile file(pptx);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(64);
        QVERIFY(head.startsWith("PK\x03\x04"));
        QVERIFY(head.contains("[Content_Types].xml"));
    }

    void exportsRackElevations() {
        MainWindow window(mParts, noSettings());
        QString error;
        QVERIFY(window.loadFile(testDesign("valid.json"), &error));
        const QString svg = mTemp.filePath(QStringLiteral("elevations.svg"));
        QVERIFY2(window.exportMenu()->exportElevations(svg, Face::Front, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("R01"));
        // An unwritable place: a message naming it, no file.
        const QString bad = mTemp.filePath(QStringLiteral("missing-folder/elevations.svg"));
        QVERIFY(!window.exportMenu()->exportElevations(bad, Face::Front, &error));
        QVERIFY2(error.contains(QLatin1String("missing-folder")), qPrintable(error));
    }
};

CW_TEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindowfiles.moc"
