// What the English report says in two places a new user read wrongly (issue #25): a BOM subtotal names its
// category however narrow its column ("Subtotal Memory", not a bare "Subtotal"), and the executive summary
// says quoted prices where the design has quotes, list prices where it has none. Read with pdftotext.
#include "testmain.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestReportWording : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;

    // The report of `design` in English as pdftotext reads it (-layout: in columns, as laid out).
    QString reportText(const QString& design, bool layout = true) {
        const QString out = mDir.filePath(QStringLiteral("report.pdf"));
        QProcess report;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"),
                   mDir.filePath(QStringLiteral("catalog.sqlite")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        report.setProcessEnvironment(env);
        report.start(QStringLiteral(CW_EXECUTABLE),
                     {QStringLiteral("report"), design, QStringLiteral("--lang"), QStringLiteral("en"),
                      QStringLiteral("-o"), out});
        if (!report.waitForFinished(180000) || report.exitCode() != 0)
            return QString();
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   layout ? QStringList{QStringLiteral("-layout"), out, QStringLiteral("-")}
                          : QStringList{out, QStringLiteral("-")});
        text.waitForFinished(60000);
        return QString::fromUtf8(text.readAllStandardOutput());
    }

private slots:
    void initTestCase() {
        QVERIFY(mDir.isValid());
        // poppler-utils is installed by scripts/setup; a missing pdftotext is a failure, not a skip.
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext is missing");
    }

    void subtotalsNameTheirCategory() {
        const QString text =
            reportText(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"));
        QVERIFY(!text.isEmpty());
        for (const char* category : {"Racks", "Servers", "GPUs", "CPUs", "Memory", "Storage", "Network"})
            QVERIFY2(text.contains(QStringLiteral("Subtotal %1").arg(QLatin1String(category))), category);
        QVERIFY(reportText(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"), false)
                    .simplified()
                    .contains(QStringLiteral("list prices, excl. tax")));
        QVERIFY(!text.contains(QStringLiteral("quoted prices")));
    }

    void summarySaysQuotedPrices() {
        QFile file(QStringLiteral(CW_SOURCE_DIR "/resources/examples/reference-rack.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject design = QJsonDocument::fromJson(file.readAll()).object();
        const QString server = design.value(QStringLiteral("racks"))
                                   .toArray()
                                   .at(0)
                                   .toObject()
                                   .value(QStringLiteral("devices"))
                                   .toArray()
                                   .at(0)
                                   .toObject()
                                   .value(QStringLiteral("part"))
                                   .toString();
        design.insert(QStringLiteral("quotes"),
                      QJsonArray{QJsonObject{{QStringLiteral("part"), server},
                                             {QStringLiteral("unit_price"), 18000},
                                             {QStringLiteral("supplier"), QStringLiteral("Acme")}}});
        const QString quoted = mDir.filePath(QStringLiteral("quoted.json"));
        QFile out(quoted);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(design).toJson());
        out.close();
        const QString text = reportText(quoted, false).simplified(); // sentences across wrapped lines
        QVERIFY(!text.isEmpty());
        QVERIFY2(text.contains(QStringLiteral("1 line at quoted prices, the rest at list prices")),
                 qPrintable(text.left(3000)));
        QVERIFY(text.contains(QStringLiteral("suppliers' quotes where the design has them")));
    }
};

CW_TEST_GUILESS_MAIN(TestReportWording)
#include "tst_reportwording.moc"
