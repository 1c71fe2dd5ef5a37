// Saving a design: whole or not at all, on a full disk, under kill -9 (and what killed saves leave is gone
// after the next save), into a missing or read-only folder (DurableFile under DesignFile::save). Reading it:
// tst_designfile.cpp.
#include "file/designfile.h"
#include "parts/partindex.h"
#include "testmain.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <sys/resource.h>

namespace {

// While alive, files of this process cannot grow past `bytes`: writes beyond fail with EFBIG, as they
// would with ENOSPC on a full disk. Works for any user, unlike a tiny mounted file system.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        std::signal(SIGXFSZ, SIG_IGN); // the default action would kill the test
        getrlimit(RLIMIT_FSIZE, &mSaved);
        rlimit limited = mSaved;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &mSaved); }

private:
    rlimit mSaved{};
};

// A design whose file is tens of KB, so a 4,096-byte limit cuts it short.
Design largeDesign(const PartIndex& parts, const QString& name) {
    Design design = exampleDesign(QStringLiteral("dgx-h100-rack.json"), parts);
    design.name = name;
    const QList<Rack> racks = design.racks;
    for (int copy = 1; copy < 20; ++copy) {
        for (Rack rack : racks) {
            rack.id += QStringLiteral("-%1").arg(copy);
            rack.position += copy;
            for (RackPdu& pdu : rack.pdus)
                pdu.id += QStringLiteral("-%1").arg(copy);
            for (Device& device : rack.devices)
                device.id += QStringLiteral("-%1").arg(copy);
            design.racks.append(rack);
        }
    }
    return design;
}

} // namespace

class TestDesignSave : public QObject {
    Q_OBJECT
    PartIndex mParts;

private slots:
    void initTestCase() {
        mParts = bundledParts();
        // Child mode for savesSurviveKillDuringWrite(): save two designs in turn until killed.
        const QString hammer = qEnvironmentVariable("CW_SAVE_HAMMER");
        if (!hammer.isEmpty()) {
            const Design a = largeDesign(mParts, QStringLiteral("A"));
            const Design b = largeDesign(mParts, QStringLiteral("B"));
            for (int i = 0;; ++i) {
                QString error;
                if (!DesignFile::save(i % 2 ? b : a, hammer, &error))
                    qFatal("%s", qPrintable(error));
            }
        }
    }

    // The robustness issue's reproduction: a disk that fills after 4,096 bytes. The save must fail with a
    // reason, leave the old file as it was and leave no temporary file behind.
    void fullDiskFailsAndKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QString error;
        Design original;
        original.name = QStringLiteral("original");
        QVERIFY2(DesignFile::save(original, path, &error), qPrintable(error));
        const QByteArray before = readAll(path);
        const Design large = largeDesign(mParts, QStringLiteral("large"));
        QVERIFY(DesignFile::write(large).size() > 20000);
        bool saved = true;
        {
            const FileSizeLimit limit(4096);
            saved = DesignFile::save(large, path, &error);
        }
        QVERIFY(!saved);
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: ")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("larger than the system allows")), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("design.json")});
    }

    // kill -9 at random moments while a child process saves over the same file: the file is always one
    // whole design or the other, never a mix or a truncation.
    void savesSurviveKillDuringWrite() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        const QByteArray a = DesignFile::write(largeDesign(mParts, QStringLiteral("A")));
        const QByteArray b = DesignFile::write(largeDesign(mParts, QStringLiteral("B")));
        int killedWithAFile = 0;
        for (int round = 0; round < 40; ++round) {
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("CW_SAVE_HAMMER"), path);
            child.setProcessEnvironment(env);
            child.start(
                QCoreApplication::applicationFilePath(),
                TestRegistry::childArguments({QStringLiteral("saveOverADirectoryFailsAndLeavesItAlone")}));
            QVERIFY(child.waitForStarted());
            QTest::qWait(int(QRandomGenerator::global()->bounded(150, 400)));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished());
            if (!QFileInfo::exists(path))
                continue; // killed before the first save finished
            ++killedWithAFile;
            const QByteArray now = readAll(path);
            QVERIFY2(
                now == a || now == b,
                qPrintable(QStringLiteral("round %1: %2 bytes, neither design").arg(round).arg(now.size())));
        }
        QVERIFY2(killedWithAFile >= 20, qPrintable(QString::number(killedWithAFile)));
        // Killed writers left their temporary files; the next save removes them all.
        QString error;
        QVERIFY2(DesignFile::save(largeDesign(mParts, QStringLiteral("A")), path, &error), qPrintable(error));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("design.json")});
    }

    void saveIntoMissingFolderFailsAndLeavesNothing() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("missing"));
        const QString path = folder + QStringLiteral("/design.json");
        QString error;
        QVERIFY(!DesignFile::save(Design(), path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: the folder does not exist")),
                 qPrintable(error));
        QVERIFY(!QFileInfo::exists(folder));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    void saveOverADirectoryFailsAndLeavesItAlone() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("design.json")));
        QString error;
        QVERIFY(!DesignFile::save(Design(), path, &error));
        QVERIFY(QFileInfo(path).isDir());
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("design.json")});
    }

    void failedSaveLeavesTheExistingFileUntouched() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QString error;
        Design original;
        original.name = QStringLiteral("original");
        QVERIFY2(DesignFile::save(original, path, &error), qPrintable(error));
        const QByteArray before = readAll(path);
        // A read-only folder: QSaveFile cannot create its temporary file next to the target.
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
        QFile probe(dir.filePath(QStringLiteral("probe")));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            QSKIP("permissions are not enforced for this user (root)");
        }
        Design changed;
        changed.name = QStringLiteral("changed");
        const bool saved = DesignFile::save(changed, path, &error);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!saved);
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("design.json")});
    }
};

CW_TEST_GUILESS_MAIN(TestDesignSave)
#include "tst_designsave.moc"
