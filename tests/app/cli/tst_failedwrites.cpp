// Every command that writes a file, on a disk that fills after 4,096 bytes (the robustness issue's
// reproduction): exit 2, a message naming the file and the reason, the previous file untouched, and no
// temporary file left behind. Killed mid-write, a command leaves the previous file (or folder of files)
// whole, and the next successful write removes what the killed one left.
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace {
using Examples::kCluster;
using Examples::kDgx;

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// Every file under `folder` by its relative path, with its bytes.
QMap<QString, QByteArray> filesUnder(const QString& folder) {
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        files.insert(QDir(folder).relativeFilePath(path),
                     file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
    }
    return files;
}

// `export netbox` or `export slurm` of the Kubernetes example into `out`; `variant` changes every set's
// contents (the site, the addresses).
QStringList folderExport(const QString& kind, const QString& out, int variant) {
    QStringList arguments{QStringLiteral("export"), kind, kCluster, QStringLiteral("-o"), out};
    if (kind == QLatin1String("netbox"))
        arguments << QStringLiteral("--site") << QStringLiteral("site-%1").arg(variant);
    else
        arguments << QStringLiteral("--addresses") << QStringLiteral("10.%1.0.10/16").arg(variant);
    return arguments;
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
                                  << QStringList{QStringLiteral("bom"),      kDgx,
                                                 QStringLiteral("--format"), QStringLiteral("json"),
                                                 QStringLiteral("-o"),       out};
        QTest::newRow("bom xlsx") << QStringLiteral("bom.xlsx")
                                  << QStringList{QStringLiteral("bom"),      kDgx,
                                                 QStringLiteral("--format"), QStringLiteral("xlsx"),
                                                 QStringLiteral("-o"),       out};
        QTest::newRow("render svg") << QStringLiteral("racks.svg")
                                    << QStringList{QStringLiteral("render"), kDgx, QStringLiteral("-o"), out};
        QTest::newRow("render pdf") << QStringLiteral("racks.pdf")
                                    << QStringList{QStringLiteral("render"), kDgx, QStringLiteral("-o"), out};
        QTest::newRow("chart svg") << QStringLiteral("power.svg")
                                   << QStringList{QStringLiteral("chart"), QStringLiteral("power"), kDgx,
                                                  QStringLiteral("-o"), out};
        QTest::newRow("chart pdf") << QStringLiteral("power.pdf")
                                   << QStringList{QStringLiteral("chart"), QStringLiteral("power"), kDgx,
                                                  QStringLiteral("-o"), out};
        QTest::newRow("report") << QStringLiteral("report.pdf")
                                << QStringList{QStringLiteral("report"), kDgx,
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

    // `export netbox|slurm` write a folder of files. On a full disk the old export stays whole (before,
    // 9 of 14 files were replaced): every file as it was, none added, none left beside it.
    void folderExportOnAFullDiskKeepsTheOldSet_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("netbox") << QStringLiteral("netbox");
        QTest::newRow("slurm") << QStringLiteral("slurm");
    }
    void folderExportOnAFullDiskKeepsTheOldSet() {
        QFETCH(QString, kind);
        QTemporaryDir folder;
        const QString out = folder.filePath(kind);
        QCOMPARE(runWorkbench(catalog(), folderExport(kind, out, 1)).exitCode, 0);
        const QMap<QString, QByteArray> old = filesUnder(out);
        QVERIFY(old.size() >= 2);
        // A file size limit stops the first file past it: below the smallest file, the first one fails;
        // between, some are written before one fails; just below the largest, only that one fails.
        QList<qint64> sizes;
        for (const QByteArray& bytes : old)
            sizes.append(bytes.size());
        std::sort(sizes.begin(), sizes.end());
        QVERIFY(sizes.last() > 1);
        for (rlim_t limit : {rlim_t(1), rlim_t(sizes[sizes.size() / 2] - 1), rlim_t(sizes.last() - 1)}) {
            const CommandResult r = runWorkbench(catalog(), folderExport(kind, out, 2), limit);
            QCOMPARE(r.exitCode, 2);
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.contains(out) && err.contains(QLatin1String("larger than the system allows")),
                     r.err.constData());
            QVERIFY(filesUnder(out) == old);
            QCOMPARE(entries(folder.path()), QStringList{kind});
        }
        // Without the limit the new set replaces the old one whole.
        QCOMPARE(runWorkbench(catalog(), folderExport(kind, out, 2)).exitCode, 0);
        const QMap<QString, QByteArray> now = filesUnder(out);
        QCOMPARE(now.keys(), old.keys());
        QVERIFY(now != old);
        QCOMPARE(entries(folder.path()), QStringList{kind});
    }

    // Killed at every stage of writing the set (the system kills it at its first write past N bytes in a
    // file, N swept from the smallest file to the largest), and with kill -9 at random moments: the folder
    // holds the old set or the new one, whole, every time; what the killed runs left beside it goes with the
    // next export.
    void folderExportKilledKeepsAWholeSet_data() { folderExportOnAFullDiskKeepsTheOldSet_data(); }
    void folderExportKilledKeepsAWholeSet() {
        QFETCH(QString, kind);
        QTemporaryDir folder;
        const QString out = folder.filePath(kind);
        const QString reference = folder.filePath(QStringLiteral("reference"));
        QCOMPARE(runWorkbench(catalog(), folderExport(kind, reference, 2)).exitCode, 0);
        const QMap<QString, QByteArray> next = filesUnder(reference);
        QVERIFY(QDir(reference).removeRecursively());
        QCOMPARE(runWorkbench(catalog(), folderExport(kind, out, 1)).exitCode, 0);
        const QMap<QString, QByteArray> old = filesUnder(out);
        qint64 largest = 0;
        for (const QByteArray& bytes : next)
            largest = std::max<qint64>(largest, bytes.size());
        int killedMidWrite = 0;
        for (int step = 0; step < 6; ++step) {
            const rlim_t at = rlim_t(1 + (largest - 2) * step / 5); // from the first file to the largest
            QVERIFY(at < rlim_t(largest));
            const CommandResult r = runWorkbenchKilledAt(catalog(), folderExport(kind, out, 2), at);
            QCOMPARE(r.exitCode, -1);
            QVERIFY2(filesUnder(out) == old, qPrintable(QStringLiteral("killed at byte %1").arg(at)));
            killedMidWrite += entries(folder.path()).size() > 1 ? 1 : 0;
        }
        QVERIFY(killedMidWrite > 0); // the kills left staging folders: they did land mid-write
        for (int round = 0; round < 12; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalog());
            child.setProcessEnvironment(env);
            child.start(QStringLiteral(CW_EXECUTABLE), folderExport(kind, out, round % 2 ? 1 : 2));
            QVERIFY(child.waitForStarted());
            QTest::qWait(int(QRandomGenerator::global()->bounded(0, 400)));
            child.kill(); // SIGKILL
            // waitForFinished() is false for a child that had already finished by itself: both are fine.
            QVERIFY(child.waitForFinished() || child.state() == QProcess::NotRunning);
            const QMap<QString, QByteArray> now = filesUnder(out);
            QVERIFY2(now == old || now == next, qPrintable(QStringLiteral("round %1: a mix").arg(round)));
        }
        QCOMPARE(runWorkbench(catalog(), folderExport(kind, out, 2)).exitCode, 0);
        QVERIFY(filesUnder(out) == next);
        QCOMPARE(entries(folder.path()), QStringList{kind});
    }

    // The swap replaces the whole folder: one holding the user's own files is refused, not emptied.
    void folderExportIntoAFolderWithOtherFilesIsRefused() {
        QTemporaryDir folder;
        QFile own(folder.filePath(QStringLiteral("cgroup.conf")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("the user's own");
        own.close();
        const CommandResult r =
            runWorkbench(catalog(), folderExport(QStringLiteral("slurm"), folder.path(), 1));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("cgroup.conf") && r.err.contains(folder.path().toUtf8()), r.err.constData());
        QCOMPARE(entries(folder.path()), QStringList{QStringLiteral("cgroup.conf")});
    }
};

CW_TEST_GUILESS_MAIN(TestFailedWrites)
#include "tst_failedwrites.moc"
