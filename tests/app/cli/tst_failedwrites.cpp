// Every command that writes a file, on a disk that fills after 4,096 bytes (the robustness issue's
// reproduction): exit 2, a message naming the file and the reason, the previous file untouched, and no
// temporary file left behind. Killed mid-write, a command leaves the previous file whole, and the next
// successful write removes what the killed one left.
#include "app/commandrunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kExample = QStringLiteral(CW_SOURCE_DIR "/resources/examples/dgx-h100-rack.json");

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestFailedWrites : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }

private slots:
    void initTestCase() {
        // The catalog is created without a limit; the commands below only read it.
        QCOMPARE(runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
    }

    void fullDiskKeepsThePreviousFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("arguments");
        const QString out = QStringLiteral("OUT");
        QTest::newRow("bom json") << QStringLiteral("bom.json")
                                  << QStringList{QStringLiteral("bom"),      kExample,
                                                 QStringLiteral("--format"), QStringLiteral("json"),
                                                 QStringLiteral("-o"),       out};
        QTest::newRow("bom xlsx") << QStringLiteral("bom.xlsx")
                                  << QStringList{QStringLiteral("bom"),      kExample,
                                                 QStringLiteral("--format"), QStringLiteral("xlsx"),
                                                 QStringLiteral("-o"),       out};
        QTest::newRow("render svg") << QStringLiteral("racks.svg")
                                    << QStringList{QStringLiteral("render"), kExample, QStringLiteral("-o"),
                                                   out};
        QTest::newRow("render pdf") << QStringLiteral("racks.pdf")
                                    << QStringList{QStringLiteral("render"), kExample, QStringLiteral("-o"),
                                                   out};
        QTest::newRow("chart svg") << QStringLiteral("power.svg")
                                   << QStringList{QStringLiteral("chart"), QStringLiteral("power"), kExample,
                                                  QStringLiteral("-o"), out};
        QTest::newRow("chart pdf") << QStringLiteral("power.pdf")
                                   << QStringList{QStringLiteral("chart"), QStringLiteral("power"), kExample,
                                                  QStringLiteral("-o"), out};
        QTest::newRow("report") << QStringLiteral("report.pdf")
                                << QStringList{QStringLiteral("report"), kExample,
                                               QStringLiteral("--lang"), QStringLiteral("en"),
                                               QStringLiteral("-o"),     out};
    }
    void fullDiskKeepsThePreviousFile() {
        QFETCH(QString, name);
        QFETCH(QStringList, arguments);
        QTemporaryDir folder;
        const QString path = folder.filePath(name);
        arguments.replaceInStrings(QStringLiteral("OUT"), path);
        {
            QFile previous(path);
            QVERIFY(previous.open(QIODevice::WriteOnly));
            previous.write("the previous file");
        }
        const CommandResult r = runWorkbench(catalog(), arguments, 4096);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(name) && err.contains(QLatin1String("cannot write")), r.err.constData());
        // libxlsxwriter builds the workbook in a temporary folder first and says so in its own words.
        QVERIFY2(err.contains(QLatin1String("larger than the system allows")) ||
                     (name.endsWith(QLatin1String(".xlsx")) && err.contains(QLatin1String("File too large"))),
                 r.err.constData());
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("the previous file"));
        QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot, QDir::Name),
                 QStringList{name});
        // Without the limit the same command writes the file: the failure above was the disk's.
        QCOMPARE(runWorkbench(catalog(), arguments).exitCode, 0);
        QVERIFY(QFileInfo(path).size() > 4096);
    }

    // A report, workbook or drawing killed mid-write leaves its temporary file ("report.pdf.tmp-XXXXXX",
    // or the folder an xlsx is built in) and the previous file untouched; the next successful write to
    // the same target removes the leftover.
    void killedWriterLeavesNothingAfterTheNextWrite_data() { fullDiskKeepsThePreviousFile_data(); }
    void killedWriterLeavesNothingAfterTheNextWrite() {
        QFETCH(QString, name);
        QFETCH(QStringList, arguments);
        QTemporaryDir folder;
        const QString path = folder.filePath(name);
        arguments.replaceInStrings(QStringLiteral("OUT"), path);
        {
            QFile previous(path);
            QVERIFY(previous.open(QIODevice::WriteOnly));
            previous.write("the previous file");
        }
        const CommandResult killed = runWorkbenchKilledAt(catalog(), arguments, 4096);
        QCOMPARE(killed.exitCode, -1);
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("the previous file"));
        kept.close();
        const QStringList left = entries(folder.path());
        QCOMPARE(left.size(), 2); // the kill landed mid-write: the temporary is there
        QVERIFY2(left.last().startsWith(name + QStringLiteral(".tmp-")), qPrintable(left.join(u' ')));
        QCOMPARE(runWorkbench(catalog(), arguments).exitCode, 0);
        QCOMPARE(entries(folder.path()), QStringList{name});
        QVERIFY(QFileInfo(path).size() > 4096);
    }
};

QTEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
