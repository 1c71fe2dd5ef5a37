#include "temporarybeside.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

constexpr int kSuffixLength = 6;
const char kSuffixCharacters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

QString randomSuffix() {
    QString suffix;
    for (int i = 0; i < kSuffixLength; ++i)
        suffix.append(QLatin1Char(
            kSuffixCharacters[QRandomGenerator::global()->bounded(int(sizeof(kSuffixCharacters) - 1))]));
    return suffix;
}

// Whether `fd` is still the entry at `path` (a cleaner may have removed it between its creation and our
// lock).
bool sameEntry(int fd, const QByteArray& path) {
    struct stat opened {};
    struct stat named {};
    return ::fstat(fd, &opened) == 0 && ::lstat(path.constData(), &named) == 0 &&
           opened.st_dev == named.st_dev && opened.st_ino == named.st_ino;
}

void removeEntry(const QString& path, bool folder) {
    if (folder)
        QDir(path).removeRecursively();
    else
        ::unlink(QFile::encodeName(path).constData());
}

} // namespace

TemporaryBeside::TemporaryBeside(const QString& target, Kind kind) : mKind(kind) {
    const QFileInfo info(target);
    const QString stem = QDir(info.absolutePath()).filePath(info.fileName() + QStringLiteral(".tmp-"));
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString candidate = stem + randomSuffix();
        const QByteArray name = QFile::encodeName(candidate);
        int fd = -1;
        if (kind == Kind::File) {
            fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        } else if (::mkdir(name.constData(), 0777) == 0) {
            fd = ::open(name.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (fd < 0) {
                const int saved = errno;
                ::rmdir(name.constData());
                errno = saved;
            }
        }
        if (fd < 0) {
            if (errno == EEXIST)
                continue;
            mErrno = errno;
            return;
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0 || !sameEntry(fd, name)) {
            ::close(fd); // taken away by a cleaner before we held it: try another name
            continue;
        }
        mFd = fd;
        mPath = candidate;
        return;
    }
    mErrno = EEXIST;
}

TemporaryBeside::~TemporaryBeside() {
    if (mFd < 0)
        return;
    removeEntry(mPath, mKind == Kind::Folder); // while still locked: no cleaner touches it meanwhile
    ::close(mFd);
}

void TemporaryBeside::release() {
    if (mFd >= 0)
        ::close(mFd);
    mFd = -1;
}

int TemporaryBeside::removeLeftovers(const QString& target) {
    const QFileInfo info(target);
    const QDir folder(info.absolutePath());
    const QRegularExpression pattern(QLatin1Char('^') + QRegularExpression::escape(info.fileName()) +
                                     QStringLiteral("\\.tmp-[A-Za-z0-9]{%1}$").arg(kSuffixLength));
    int removed = 0;
    // Every entry, not a wildcard filter: a name may hold '*', '?' or '['.
    const QString prefix = info.fileName() + QStringLiteral(".tmp-");
    const QStringList names =
        folder.entryList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString& name : names) {
        if (!name.startsWith(prefix) || !pattern.match(name).hasMatch())
            continue;
        const QString path = folder.filePath(name);
        const QByteArray encoded = QFile::encodeName(path);
        struct stat entry {};
        if (::lstat(encoded.constData(), &entry) != 0 || !(S_ISREG(entry.st_mode) || S_ISDIR(entry.st_mode)))
            continue; // links and the like are never ours
        const int fd = ::open(encoded.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0)
            continue;
        // A writer holds its temporary locked until it is renamed or removed: a lock we get is a leftover.
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && sameEntry(fd, encoded)) {
            removeEntry(path, S_ISDIR(entry.st_mode));
            ++removed;
        }
        ::close(fd);
    }
    return removed;
}
