#include "durablefolder.h"

#include "durablefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

void syncFolder(const QString& path) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// "a/b.yaml" without "..", "." or an empty part, so that every file stays inside the folder.
bool isPlainRelative(const QString& name) {
    if (name.isEmpty() || name.startsWith(QLatin1Char('/')))
        return false;
    for (const QString& part : name.split(QLatin1Char('/')))
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..") ||
            part.contains(QChar(0)))
            return false;
    return true;
}

// 0, or the errno value of the failure.
int writeNewFile(const QString& path, const QByteArray& bytes) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return errno;
    const int failure = DurableFile::writeAll(fd, bytes);
    if (::close(fd) != 0 && failure == 0)
        return errno == EINTR ? 0 : errno;
    return failure;
}

} // namespace

DurableFolder::~DurableFolder() = default; // an uncommitted staging folder goes with mStaging

bool DurableFolder::fail(const QString& file, int errorNumber, QString* error) const {
    if (error)
        *error = tr("%1: cannot write: %2").arg(file, DurableFile::reasonOrSystem(errorNumber));
    return false;
}

bool DurableFolder::write(const QString& path, const QList<File>& files,
                          const std::function<bool(const QString&)>& isOwn, QString* error) {
    DurableFolder folder;
    if (!folder.begin(path, isOwn, error))
        return false;
    for (const File& file : files)
        if (!folder.add(file.name, file.bytes, error))
            return false;
    return folder.commit(error);
}

bool DurableFolder::begin(const QString& path, const std::function<bool(const QString&)>& isOwn,
                          QString* error) {
    // "out/", "./out" and "out" are one folder, named in messages as given; a link to a folder is written
    // through.
    mShown = QDir::cleanPath(path);
    const QFileInfo given(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    mTarget = given.isSymLink() && given.exists() ? given.symLinkTarget() : given.absoluteFilePath();
    const QFileInfo info(mTarget);
    if (info.exists() && !info.isDir()) {
        if (error)
            *error = tr("%1 is a file; the export writes a folder").arg(mShown);
        return false;
    }
    if (info.isDir()) {
        const QStringList present = QDir(mTarget).entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& name : present)
            if (!isOwn(name)) {
                if (error)
                    *error = tr("%1 holds %2, which this export does not write; nothing was written. Choose "
                                "an empty or new folder, or one an earlier export of the same kind wrote")
                                 .arg(mShown, name);
                return false;
            }
    }
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = tr("%1: cannot write: cannot create the folder %2").arg(mShown, info.absolutePath());
        return false;
    }
    // Every file into a new folder beside the target.
    mStaging = std::make_unique<TemporaryBeside>(mTarget, TemporaryBeside::Kind::Folder);
    if (!mStaging->ok()) {
        const int failure = mStaging->errorNumber();
        mStaging.reset();
        return fail(mShown, failure, error);
    }
    mFolders = {mStaging->path()};
    return true;
}

bool DurableFolder::add(const QString& name, const QByteArray& bytes, QString* error) {
    const QString shownName = QDir(mShown).filePath(name);
    if (!mStaging)
        return fail(shownName, EBADF, error);
    if (!isPlainRelative(name))
        return fail(shownName, EINVAL, error);
    const QString filePath = QDir(mStaging->path()).filePath(name);
    const QString folder = QFileInfo(filePath).absolutePath();
    if (!mFolders.contains(folder)) {
        if (!QDir().mkpath(folder))
            return fail(shownName, errno ? errno : EIO, error);
        mFolders.append(folder);
    }
    if (const int failure = writeNewFile(filePath, bytes))
        return fail(shownName, failure, error); // the staging folder goes with mStaging
    return true;
}

bool DurableFolder::commit(QString* error) {
    if (!mStaging)
        return fail(mShown, EBADF, error);
    for (const QString& folder : std::as_const(mFolders))
        syncFolder(folder);

    const QByteArray from = QFile::encodeName(mStaging->path());
    const QByteArray to = QFile::encodeName(mTarget);
    struct stat old {};
    if (::stat(to.constData(), &old) != 0) {
        // Nothing there yet: one rename puts the set in place.
        if (::rename(from.constData(), to.constData()) != 0)
            return fail(mShown, errno, error);
        mStaging->release();
    } else {
        ::fchmod(mStaging->fd(), old.st_mode & 07777);
        if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) != 0) {
            if (errno != EINVAL && errno != ENOSYS)
                return fail(mShown, errno, error);
            // A file system without the exchange: the old set steps aside into a locked folder of its
            // own (removed with it), then the new one takes its name. Killed in between, the old set
            // stays whole beside the target, and the next write removes it.
            TemporaryBeside aside(mTarget, TemporaryBeside::Kind::Folder);
            if (!aside.ok())
                return fail(mShown, aside.errorNumber(), error);
            const QByteArray asideName = QFile::encodeName(aside.path());
            if (::rename(to.constData(), asideName.constData()) != 0)
                return fail(mShown, errno, error);
            if (::rename(from.constData(), to.constData()) != 0) {
                const int failure = errno;
                ::rename(asideName.constData(), to.constData());
                return fail(mShown, failure, error);
            }
            mStaging->release();
        }
        // After the exchange the staging name holds the old set: mStaging removes it when it goes.
    }
    mStaging.reset();
    syncFolder(QFileInfo(mTarget).absolutePath());
    TemporaryBeside::removeLeftovers(mTarget);
    return true;
}
