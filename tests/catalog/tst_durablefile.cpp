// Writing files whole or not at all, and what writers leave behind: DurableFile (one file), DurableFolder
// (a set of files swapped in as one folder) and TemporaryBeside (their temporary files, and removing the
// ones a killed writer left). The commands on a full disk and under kill: tests/app/cli/tst_failedwrites.cpp.
#include "durablefile.h"
#include "durablefolder.h"
#include "temporarybeside.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

void put(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// While alive, files of this process cannot grow past `bytes`: writes beyond fail with EFBIG, as they
// would with ENOSPC on a full disk.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &mSaved);
        rlimit limited = mSaved;
        limited.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limited);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &mSaved); }

private:
    rlimit mSaved{};
};

bool isOwnSet(const QString& name) {
    return name == QLatin1String("a.csv") || name == QLatin1String("b.csv") || name == QLatin1String("types");
}

// Three files of growing size (a quarter, half and twice `size`), so that a file size limit between them
// lets the first files through and stops a later one.
QList<DurableFolder::File> fileSet(const QByteArray& tag, int size) {
    return {{QStringLiteral("a.csv"), tag + QByteArray(size / 4, 'a')},
            {QStringLiteral("b.csv"), tag + QByteArray(size / 2, 'b')},
            {QStringLiteral("types/x.yaml"), tag + QByteArray(size * 2, 'x')}};
}

} // namespace

class TestDurableFile : public QObject {
    Q_OBJECT

private slots:
    // The case: a `report` killed mid-write left "out.pdf.tmp-XXXXXX" (0 bytes). The next write
    // to the same target removes it, and a leftover folder too (an xlsx built beside its target).
    void nextWriteRemovesWhatKilledWritersLeft() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.pdf"));
        put(path + QStringLiteral(".tmp-Ab3dE9"), QByteArray());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("out.pdf.tmp-Zz0000/inner")));
        put(dir.filePath(QStringLiteral("out.pdf.tmp-Zz0000/inner/book.xlsx")), "half a workbook");
        // Not ours: another target's temporary, and names that only look alike.
        for (const char* name :
             {"other.pdf.tmp-Ab3dE9", "out.pdf.tmp-short", "out.pdf.tmp-toolong1", "out.pdf.bak"})
            put(dir.filePath(QString::fromLatin1(name)), "keep");
        QString error;
        QVERIFY2(DurableFile::write(path, "%PDF-1.4 new", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("%PDF-1.4 new"));
        QCOMPARE(entries(dir.path()),
                 (QStringList{QStringLiteral("other.pdf.tmp-Ab3dE9"), QStringLiteral("out.pdf"),
                              QStringLiteral("out.pdf.bak"), QStringLiteral("out.pdf.tmp-short"),
                              QStringLiteral("out.pdf.tmp-toolong1")}));
    }

    // A temporary that is locked belongs to a writer still running: it is left alone, and removed once
    // that writer is gone (its lock goes with it, as with kill -9).
    void aRunningWritersTemporaryIsLeftAlone() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.csv"));
        const QString running = path + QStringLiteral(".tmp-RUNNIN");
        put(running, "being written");
        const int fd = ::open(QFile::encodeName(running).constData(), O_RDONLY);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        QString error;
        QVERIFY2(DurableFile::write(path, "a,b\n", &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(running));
        ::close(fd);
        QVERIFY2(DurableFile::write(path, "a,b,c\n", &error), qPrintable(error));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("bom.csv")});
        // A name that reads as a wildcard pattern is still a name.
        const QString odd = dir.filePath(QStringLiteral("rack[1]*.svg"));
        put(odd + QStringLiteral(".tmp-Q1w2E3"), QByteArray());
        QVERIFY2(DurableFile::write(odd, "<svg/>", &error), qPrintable(error));
        QCOMPARE(entries(dir.path()),
                 (QStringList{QStringLiteral("bom.csv"), QStringLiteral("rack[1]*.svg")}));
    }

    void temporaryIsLockedAndGoesWithItsObject() {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("export"));
        QString path;
        {
            const TemporaryBeside folder(target, TemporaryBeside::Kind::Folder);
            QVERIFY(folder.ok());
            path = folder.path();
            QVERIFY2(QFileInfo(path).isDir(), qPrintable(path));
            QVERIFY(QFileInfo(path).fileName().startsWith(QLatin1String("export.tmp-")));
            put(QDir(path).filePath(QStringLiteral("inside.txt")), "x");
            // Held: another writer's sweep does not take it.
            QCOMPARE(TemporaryBeside::removeLeftovers(target), 0);
            QVERIFY(QFileInfo::exists(path));
        }
        QVERIFY(!QFileInfo::exists(path));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    // Rewriting keeps the file's permissions; a new file gets 0666 less the umask; a link is written
    // through and stays a link.
    void permissionsAndLinks() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("design.json"));
        QString error;
        QVERIFY2(DurableFile::write(path, "{}", &error), qPrintable(error));
        const mode_t mask = ::umask(0);
        ::umask(mask);
        struct stat info {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), int(0666 & ~mask));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QVERIFY2(DurableFile::write(path, "{\"a\": 1}", &error), qPrintable(error));
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
        QCOMPARE(int(info.st_mode & 0777), 0640);

        const QString link = dir.filePath(QStringLiteral("link.json"));
        QVERIFY(QFile::link(path, link));
        QVERIFY2(DurableFile::write(link, "{\"b\": 2}", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(path), QByteArray("{\"b\": 2}"));
    }

    void aFullDiskKeepsTheOldFileAndLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.json"));
        put(path, "the previous file");
        QString error;
        bool written = true;
        {
            const FileSizeLimit limit(4096);
            written = DurableFile::write(path, QByteArray(10000, 'x'), &error);
        }
        QVERIFY(!written);
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: the file is larger than the system "
                                                        "allows")),
                 qPrintable(error));
        QCOMPARE(contents(path), QByteArray("the previous file"));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("bom.json")});
    }

    // A set of files replaces the old set whole: no file of the old set is left (an old export's file
    // that the new one does not write goes too) and the new set is complete.
    void folderReplacesTheOldSetWhole() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("netbox"));
        QString error;
        QVERIFY2(DurableFolder::write(out, fileSet("old", 10), isOwnSet, &error), qPrintable(error));
        QCOMPARE(entries(out),
                 (QStringList{QStringLiteral("a.csv"), QStringLiteral("b.csv"), QStringLiteral("types")}));
        QList<DurableFolder::File> next = fileSet("new", 10);
        next.removeAt(1); // b.csv is no longer part of the set
        // Named with a trailing slash, it is the same folder.
        QVERIFY2(DurableFolder::write(out + QLatin1Char('/'), next, isOwnSet, &error), qPrintable(error));
        QCOMPARE(entries(out), (QStringList{QStringLiteral("a.csv"), QStringLiteral("types")}));
        QCOMPARE(contents(out + QStringLiteral("/types/x.yaml")), QByteArray("new") + QByteArray(20, 'x'));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("netbox")});
    }

    // The reproduction: on a full disk the old export stayed a mix (9 of 14 files replaced). Now
    // the old set is whole, at every point the disk could fill.
    void folderOnAFullDiskKeepsTheOldSet() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("slurm"));
        QString error;
        QVERIFY2(DurableFolder::write(out, fileSet("old", 3000), isOwnSet, &error), qPrintable(error));
        // The new set is 1,003, 2,003 and 8,003 bytes: stopped at the first, the second and the third file.
        for (rlim_t limit : {rlim_t(1), rlim_t(1500), rlim_t(4000)}) {
            bool written = true;
            {
                const FileSizeLimit full(limit);
                written = DurableFolder::write(out, fileSet("new", 4000), isOwnSet, &error);
            }
            QVERIFY2(!written, qPrintable(QString::number(limit)));
            QVERIFY2(error.contains(QLatin1String("cannot write: the file is larger than the system allows")),
                     qPrintable(error));
            QCOMPARE(contents(out + QStringLiteral("/a.csv")), QByteArray("old") + QByteArray(750, 'a'));
            QCOMPARE(contents(out + QStringLiteral("/b.csv")), QByteArray("old") + QByteArray(1500, 'b'));
            QCOMPARE(contents(out + QStringLiteral("/types/x.yaml")),
                     QByteArray("old") + QByteArray(6000, 'x'));
            QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("slurm")});
        }
    }

    // A folder holding files the set does not make is refused, not emptied by the swap.
    void folderWithOtherFilesIsRefused() {
        QTemporaryDir dir;
        put(dir.filePath(QStringLiteral("a.csv")), "an old export's");
        put(dir.filePath(QStringLiteral("thesis.tex")), "the user's own");
        const QString out = dir.path();
        QString error;
        QVERIFY(!DurableFolder::write(out, fileSet("new", 10), isOwnSet, &error));
        QVERIFY2(error.contains(QLatin1String("thesis.tex")) && error.contains(out), qPrintable(error));
        QCOMPARE(contents(dir.filePath(QStringLiteral("thesis.tex"))), QByteArray("the user's own"));
        QCOMPARE(contents(dir.filePath(QStringLiteral("a.csv"))), QByteArray("an old export's"));
        QCOMPARE(entries(out), (QStringList{QStringLiteral("a.csv"), QStringLiteral("thesis.tex")}));
        // A file where the folder should be.
        QVERIFY(!DurableFolder::write(dir.filePath(QStringLiteral("a.csv")), fileSet("new", 10), isOwnSet,
                                      &error));
        QVERIFY2(error.contains(QLatin1String("a.csv")), qPrintable(error));
    }

    // Names that would leave the folder are refused before anything is swapped in.
    void folderNamesStayInside() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("set"));
        QString error;
        QVERIFY(!DurableFolder::write(out, {{QStringLiteral("../escape.txt"), "x"}}, isOwnSet, &error));
        QCOMPARE(entries(dir.path()), QStringList());
    }
};

CW_TEST_GUILESS_MAIN(TestDurableFile)
#include "tst_durablefile.moc"
