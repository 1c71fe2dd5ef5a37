#include "durablefolder.h"

#include "durablefile.h"
#include "temporarybeside.h"

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
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
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

bool DurableFolder::write(const QString& path, const QList<File>& files,
                          const std::function<bool(const QString&)>& isOwn, QString* error) {
    // "out/", "./out" and "out" are one folder, named in messages as given; a link to a folder is written
    // through.
    const QString shown = QDir::cleanPath(path);
    const QFileInfo given(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    const QString target =
        given.isSymLink() && given.exists() ? given.symLinkTarget() : given.absoluteFilePath();
    const QFileInfo info(target);
    auto fail = [&](const QString& file, int errorNumber) {
        if (error)
            *error = tr("%1: cannot write: %2").arg(file, DurableFile::reasonOrSystem(errorNumber));
        return false;
    };
    if (info.exists() && !info.isDir()) {
        if (error)
            *error = tr("%1 is a file; the export writes a folder").arg(shown);
        return false;
    }
    if (info.isDir()) {
        const QStringList present = QDir(target).entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& name : present)
            if (!isOwn(name)) {
                if (error)
                    *error = tr("%1 holds %2, which this export does not write; nothing was written. Choose "
                                "an empty or new folder, or one an earlier export of the same kind wrote")
                                 .arg(shown, name);
                return false;
            }
    }
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = tr("%1: cannot write: cannot create the folder %2").arg(shown, info.absolutePath());
        return false;
    }

    // Every file into a new folder beside the target.
    TemporaryBeside staging(target, TemporaryBeside::Kind::Folder);
    if (!staging.ok())
        return fail(shown, staging.errorNumber());
    const QDir stage(staging.path());
    QStringList folders{staging.path()};
    for (const File& file : files) {
        const QString shownName = QDir(shown).filePath(file.name);
        if (!isPlainRelative(file.name))
            return fail(shownName, EINVAL);
        const QString filePath = stage.filePath(file.name);
        const QString folder = QFileInfo(filePath).absolutePath();
        if (!folders.contains(folder)) {
            if (!QDir().mkpath(folder))
                return fail(shownName, errno ? errno : EIO);
            folders.append(folder);
        }
        if (const int failure = writeNewFile(filePath, file.bytes))
            return fail(shownName, failure); // the staging folder goes with `staging`
    }
    for (const QString& folder : std::as_const(folders))
        syncFolder(folder);

    const QByteArray from = QFile::encodeName(staging.path());
    const QByteArray to = QFile::encodeName(target);
    struct stat old {};
    if (::stat(to.constData(), &old) != 0) {
        // Nothing there yet: one rename puts the set in place.
        if (::rename(from.constData(), to.constData()) != 0)
            return fail(shown, errno);
        staging.release();
    } else {
        ::fchmod(staging.fd(), old.st_mode & 07777);
        if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) != 0) {
            if (errno != EINVAL && errno != ENOSYS)
                return fail(shown, errno);
            // A file system without the exchange: the old set steps aside into a locked folder of its
            // own (removed with it), then the new one takes its name. Killed in between, the old set
            // stays whole beside the target, and the next write removes it.
            TemporaryBeside aside(target, TemporaryBeside::Kind::Folder);
            if (!aside.ok())
                return fail(shown, aside.errorNumber());
            const QByteArray asideName = QFile::encodeName(aside.path());
            if (::rename(to.constData(), asideName.constData()) != 0)
                return fail(shown, errno);
            if (::rename(from.constData(), to.constData()) != 0) {
                const int failure = errno;
                ::rename(asideName.constData(), to.constData());
                return fail(shown, failure);
            }
            staging.release();
        }
        // After the exchange the staging name holds the old set: `staging` removes it when it goes.
    }
    syncFolder(info.absolutePath());
    TemporaryBeside::removeLeftovers(target);
    return true;
}
