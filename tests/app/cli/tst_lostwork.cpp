// What lost or half-wrote a user's work from the command line (issue #47), each provoked as it was seen:
// `explore --save-dir` run twice, on a full disk and killed (the folder is one set, as the other folder
// exports); a catalog replaced by an older copy (the backup is kept, the user told how to proceed); a
// catalog with a bundled row deleted or an index that lost rows (repaired, said once); `explore
// --gpu-count` raised without a word; and a .pptx killed while zipped (nothing left in $TMPDIR).
#include "app/commandrunner.h"
#include "testfiles.h"
#include "testmain.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <ctime>
#include <fcntl.h>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

namespace lostwork {

QMap<QString, QByteArray> filesIn(const QString& folder) {
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        files.insert(QDir(folder).relativeFilePath(path),
                     file.open(QIODevice::ReadOnly) ? file.readAll() : "");
    }
    return files;
}

QStringList entriesOf(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// Two explorations that write different sets: Llama 3.1 70B to a deadline on one system at two
// oversubscriptions, and Llama 3.1 8B on 64 GPUs at one.
QStringList exploration(int which, const QString& out) {
    QStringList arguments{
        QStringLiteral("explore"),  QStringLiteral("--systems"),  QStringLiteral("nvidia-dgx-h100"),
        QStringLiteral("--fabric"), QStringLiteral("infiniband"), QStringLiteral("--cooling"),
        QStringLiteral("rdhx"),     QStringLiteral("--save-dir"), out};
    if (which == 0)
        arguments << QStringLiteral("--model") << QStringLiteral("llama-3.1-70b")
                  << QStringLiteral("--tokens") << QStringLiteral("1T") << QStringLiteral("--days")
                  << QStringLiteral("30") << QStringLiteral("--oversubscription") << QStringLiteral("1,2,3");
    else
        arguments << QStringLiteral("--model") << QStringLiteral("llama-3.1-8b")
                  << QStringLiteral("--gpu-count") << QStringLiteral("64")
                  << QStringLiteral("--oversubscription") << QStringLiteral("1");
    return arguments;
}

bool sql(const QString& path, const QStringList& statements) {
    bool ok = true;
    {
        auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("lostwork"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString& statement : statements)
            if (ok && !q.exec(statement)) {
                qWarning("%s: %s", qPrintable(statement), qPrintable(q.lastError().text()));
                ok = false;
            }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("lostwork"));
    return ok;
}

} // namespace lostwork

class TestLostWork : public QObject {
    Q_OBJECT
    QTemporaryDir mDir;
    QString catalog() const { return mDir.filePath(QStringLiteral("catalog.sqlite")); }

private slots:
    void initTestCase() {
        QCOMPARE(runWorkbench(catalog(), {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
    }

    // A second run replaces the first run's set (before, 80 files of two workloads lay side by side).
    void saveDirSecondRunReplacesTheSet() {
        QTemporaryDir folder;
        const QString out = folder.filePath(QStringLiteral("variants"));
        CommandResult r = runWorkbench(catalog(), lostwork::exploration(0, out));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const QMap<QString, QByteArray> first = lostwork::filesIn(out);
        QCOMPARE(first.size(), 3);
        r = runWorkbench(catalog(), lostwork::exploration(1, out));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const QMap<QString, QByteArray> second = lostwork::filesIn(out);
        QCOMPARE(second.size(), 1);
        for (const QByteArray& bytes : second)
            QVERIFY(bytes.contains("llama-3.1-8b") && !bytes.contains("llama-3.1-70b"));
        QCOMPARE(lostwork::entriesOf(folder.path()), QStringList{QStringLiteral("variants")});
        // A folder of the user's own files is refused, not emptied.
        QFile own(QDir(out).filePath(QStringLiteral("notes.txt")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.close();
        r = runWorkbench(catalog(), lostwork::exploration(0, out));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("notes.txt"), r.err.constData());
    }

    // A full disk (a file size limit below the variants' size) leaves the old set as it was; killed at
    // every stage of writing and with kill -9 at random moments, the folder holds the old set or the new.
    void saveDirIsAllOrNothing() {
        QTemporaryDir folder;
        const QString out = folder.filePath(QStringLiteral("variants"));
        const QString reference = folder.filePath(QStringLiteral("reference"));
        QVERIFY(runWorkbench(catalog(), lostwork::exploration(1, reference)).exitCode <= 1);
        const QMap<QString, QByteArray> next = lostwork::filesIn(reference);
        QVERIFY(QDir(reference).removeRecursively());
        QVERIFY(runWorkbench(catalog(), lostwork::exploration(0, out)).exitCode <= 1);
        const QMap<QString, QByteArray> old = lostwork::filesIn(out);
        const qint64 size = next.first().size();
        QVERIFY(size > 1000);

        const CommandResult full = runWorkbench(catalog(), lostwork::exploration(1, out), rlim_t(size / 2));
        QCOMPARE(full.exitCode, 2);
        QVERIFY2(full.err.contains("larger than the system allows"), full.err.constData());
        QVERIFY(lostwork::filesIn(out) == old);
        QCOMPARE(lostwork::entriesOf(folder.path()), QStringList{QStringLiteral("variants")});

        int leftStaging = 0;
        for (const rlim_t at : {rlim_t(1), rlim_t(size / 3), rlim_t(size - 1)}) {
            const CommandResult r = runWorkbenchKilledAt(catalog(), lostwork::exploration(1, out), at);
            QCOMPARE(r.exitCode, -1);
            QVERIFY2(lostwork::filesIn(out) == old, qPrintable(QStringLiteral("killed at byte %1").arg(at)));
            leftStaging += lostwork::entriesOf(folder.path()).size() > 1 ? 1 : 0;
        }
        QVERIFY(leftStaging > 0); // the kills did land mid-write
        for (int round = 0; round < 8; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalog());
            child.setProcessEnvironment(env);
            child.start(QStringLiteral(CW_EXECUTABLE), lostwork::exploration(round % 2, out));
            QVERIFY(child.waitForStarted());
            QTest::qWait(int(QRandomGenerator::global()->bounded(100, 1500)));
            child.kill();
            QVERIFY(child.waitForFinished() || child.state() == QProcess::NotRunning);
            const QMap<QString, QByteArray> now = lostwork::filesIn(out);
            const QMap<QString, QByteArray> other =
                lostwork::filesIn(out); // read twice: the set does not move
            QVERIFY(now == other);
            QVERIFY2(now.size() == 1 || now.size() == 3, qPrintable(QStringLiteral("round %1").arg(round)));
        }
        QVERIFY(runWorkbench(catalog(), lostwork::exploration(1, out)).exitCode <= 1);
        QVERIFY(lostwork::filesIn(out) == next);
        QCOMPARE(lostwork::entriesOf(folder.path()), QStringList{QStringLiteral("variants")});
    }

    // A fixed count the model cannot run on is raised to the smallest cluster that runs it, and said.
    void raisedGpuCountIsSaid() {
        const CommandResult r = runWorkbench(
            catalog(),
            {QStringLiteral("explore"), QStringLiteral("--model"), QStringLiteral("llama-3.1-405b"),
             QStringLiteral("--gpu-count"), QStringLiteral("1"), QStringLiteral("--systems"),
             QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--oversubscription"), QStringLiteral("1"),
             QStringLiteral("--cooling"), QStringLiteral("rdhx"), QStringLiteral("--fabric"),
             QStringLiteral("infiniband"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        const auto variants = nlohmann::json::parse(r.out.toStdString()).at("variants");
        QCOMPARE(int(variants.size()), 1);
        const auto& v = variants.at(0);
        QVERIFY(v.at("gpus").get<int>() > 8);
        QCOMPARE(int(v.at("notes").size()), 1);
        const QString note = QString::fromStdString(v.at("notes").at(0).get<std::string>());
        QVERIFY2(note.contains(QStringLiteral("%1 GPUs, not the 1 asked for").arg(v.at("gpus").get<int>())),
                 qPrintable(note));
        const CommandResult table =
            runWorkbench(catalog(), {QStringLiteral("explore"), QStringLiteral("--model"),
                                     QStringLiteral("llama-3.1-405b"), QStringLiteral("--gpu-count"),
                                     QStringLiteral("1"), QStringLiteral("--systems"),
                                     QStringLiteral("nvidia-dgx-h100"), QStringLiteral("--oversubscription"),
                                     QStringLiteral("1"), QStringLiteral("--cooling"), QStringLiteral("rdhx"),
                                     QStringLiteral("--fabric"), QStringLiteral("infiniband")});
        QVERIFY2(table.out.contains("not the 1 asked for"), table.out.constData());
    }

    // A catalog put back from an older copy lacks a part imported since: every command warns and says how
    // to proceed, the backup is never rewritten without it, and `catalog restore` brings it back.
    void olderCatalogKeepsTheBackupAndSaysHowToProceed() {
        QTemporaryDir folder;
        const QString store = folder.filePath(QStringLiteral("catalog.sqlite"));
        QCOMPARE(runWorkbench(store, {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
        QVERIFY(QFile::copy(store, folder.filePath(QStringLiteral("older.sqlite"))));
        const QString parts = QStringLiteral(CW_TEST_DATA "/catalog/user-parts.json");
        QCOMPARE(runWorkbench(store, {QStringLiteral("catalog"), QStringLiteral("import"), parts}).exitCode,
                 0);
        QFile backupFile(store + QStringLiteral(".user-parts.json"));
        QVERIFY(backupFile.open(QIODevice::ReadOnly));
        const QByteArray backup = backupFile.readAll();
        backupFile.close();
        QVERIFY(backup.contains("acme-widget-gpu"));
        QVERIFY(QFile::remove(store) && QFile::copy(folder.filePath(QStringLiteral("older.sqlite")), store));

        CommandResult r = runWorkbench(
            store, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("acme-widget-gpu")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("acme-widget-gpu") && r.err.contains("catalog restore") &&
                     r.err.contains("the backup was kept"),
                 r.err.constData());
        QVERIFY(backupFile.open(QIODevice::ReadOnly));
        QCOMPARE(backupFile.readAll(), backup);
        backupFile.close();
        r = runWorkbench(store, {QStringLiteral("catalog"), QStringLiteral("restore")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runWorkbench(
            store, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("acme-widget-gpu")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.err.contains("warning"), r.err.constData());
    }

    // A bundled row deleted, and an index that lost rows: repaired on the next command, said once.
    void repairedCatalogIsSaidOnce_data() {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("said");
        QTest::newRow("bundled row deleted")
            << QStringList{QStringLiteral("DELETE FROM parts WHERE id = 'nvidia-a100-sxm4-80gb'")}
            << QStringLiteral("restored from the bundled catalog: nvidia-a100-sxm4-80gb");
        QTest::newRow("index lost rows")
            << QStringList{QStringLiteral("PRAGMA writable_schema = ON"),
                           QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE "
                                          "INDEX parts_kind ON parts (origin)' "
                                          "WHERE name = 'parts_kind'")}
            << QStringLiteral("it was kept as");
    }
    void repairedCatalogIsSaidOnce() {
        QFETCH(QStringList, statements);
        QFETCH(QString, said);
        QTemporaryDir folder;
        const QString store = folder.filePath(QStringLiteral("catalog.sqlite"));
        QCOMPARE(runWorkbench(store, {QStringLiteral("catalog"), QStringLiteral("list")}).exitCode, 0);
        QVERIFY(lostwork::sql(store, statements));
        CommandResult r = runWorkbench(store, {QStringLiteral("check"), Examples::kReference});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData()); // not "unknown part", not 2
        QVERIFY2(QString::fromUtf8(r.err).contains(said), r.err.constData());
        r = runWorkbench(store, {QStringLiteral("check"), Examples::kReference});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        QVERIFY2(!r.err.contains("warning"), r.err.constData());
    }

    // A .pptx is zipped in memory: killed at any moment, nothing is left in $TMPDIR (before, a killed run
    // left cluster-workbench-XXXXXX/deck.zip there, and no later report removed it); what a kill leaves
    // beside the deck goes with the next report.
    void killedPowerPointLeavesNoTemporaryFolder() {
        QTemporaryDir folder, tmp;
        const QString deck = folder.filePath(QStringLiteral("deck.pptx"));
        const QStringList report{QStringLiteral("report"), Examples::kReference, QStringLiteral("--lang"),
                                 QStringLiteral("en"),     QStringLiteral("-o"), deck};
        QTemporaryDir runtime; // Qt's own runtime folder would default to TMPDIR/runtime-root
        qputenv("TMPDIR", tmp.path().toLocal8Bit()); // inherited by the children
        qputenv("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        // What an earlier version left there when killed mid-zip, an hour and more ago, goes; a folder of
        // that name holding something else, or a fresh one, stays.
        const auto leftover = [&](const char* name, const char* file, int ageSeconds) {
            const QString folder = tmp.filePath(QLatin1String(name));
            QDir().mkpath(folder);
            QFile zip(QDir(folder).filePath(QLatin1String(file)));
            zip.open(QIODevice::WriteOnly);
            zip.write("PK");
            zip.close();
            const timespec then{time(nullptr) - ageSeconds, 0};
            const timespec times[2] = {then, then};
            utimensat(AT_FDCWD, QFile::encodeName(folder).constData(), times, 0);
        };
        leftover("cluster-workbench-a1B2c3", "deck.zip", 7200);
        leftover("cluster-workbench-d4E5f6", "notes.txt", 7200);
        leftover("cluster-workbench-g7H8i9", "deck.zip", 60);
        const CommandResult killed = runWorkbenchKilledAt(catalog(), report, 4096);
        QCOMPARE(killed.exitCode, -1);
        for (int round = 0; round < 6; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("CLUSTER_WORKBENCH_CATALOG"), catalog());
            child.setProcessEnvironment(env);
            child.start(QStringLiteral(CW_EXECUTABLE), report);
            QVERIFY(child.waitForStarted());
            QTest::qWait(int(QRandomGenerator::global()->bounded(50, 1200)));
            child.kill();
            QVERIFY(child.waitForFinished() || child.state() == QProcess::NotRunning);
        }
        const CommandResult r = runWorkbench(catalog(), report);
        qunsetenv("TMPDIR");
        qunsetenv("XDG_RUNTIME_DIR");
        QVERIFY2(r.exitCode == 0, r.err.constData());
        qInfo("left in TMPDIR: %s", qPrintable(lostwork::entriesOf(tmp.path()).join(u' ')));
        QCOMPARE(lostwork::entriesOf(tmp.path()), (QStringList{QStringLiteral("cluster-workbench-d4E5f6"),
                                                               QStringLiteral("cluster-workbench-g7H8i9")}));
        QCOMPARE(lostwork::entriesOf(folder.path()), QStringList{QStringLiteral("deck.pptx")});
    }
};

CW_TEST_GUILESS_MAIN(TestLostWork)
#include "tst_lostwork.moc"
