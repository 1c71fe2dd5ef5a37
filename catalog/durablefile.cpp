#include "durablefile.h"

#include "temporarybeside.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

QString DurableFile::reason(int errorNumber) {
    switch (errorNumber) {
    case ENOSPC:
        return tr("the disk is full");
#ifdef EDQUOT
    case EDQUOT:
        return tr("the disk quota is exceeded");
#endif
    case EFBIG:
        return tr("the file is larger than the system allows");
    case EACCES:
    case EPERM:
        return tr("permission denied");
    case EROFS:
        return tr("the file system is read-only");
    case ENOENT:
    case ENOTDIR:
        return tr("the folder does not exist");
    case EISDIR:
        return tr("it is a folder");
    case EIO:
        return tr("input/output error");
    default:
        return {};
    }
}

QString DurableFile::reasonOrSystem(int errorNumber) {
    QString why = reason(errorNumber);
    if (why.isEmpty() && errorNumber != 0)
        why = QString::fromLocal8Bit(std::strerror(errorNumber));
    if (why.isEmpty())
        why = tr("unknown error");
    return why;
}

int DurableFile::writeAll(int fd, const QByteArray& bytes) {
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const ssize_t written = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return errno ? errno : ENOSPC; // a write of 0 bytes on a regular file means no room
        done += written;
    }
    // Some file systems report a full disk only when the data reaches it.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return errno;
    return 0;
}

bool DurableFile::write(const QString& path, const QByteArray& bytes, QString* error) {
    // A link is written through, as an editor saving a linked file does.
    QString target = path;
    const QFileInfo given(path);
    if (given.isSymLink() && given.exists())
        target = given.symLinkTarget();
    const QFileInfo info(target);
    auto fail = [&](int errorNumber) {
        if (error)
            *error = tr("%1: cannot write: %2").arg(given.filePath(), reasonOrSystem(errorNumber));
        return false;
    };
    if (info.isDir())
        return fail(EISDIR);
    TemporaryBeside temporary(target, TemporaryBeside::Kind::File);
    if (!temporary.ok())
        return fail(temporary.errorNumber());
    if (const int failure = writeAll(temporary.fd(), bytes))
        return fail(failure); // the temporary file goes with `temporary`
    // An existing file keeps its permissions; a new one has 0666 less the umask, as open() made it.
    struct stat existing {};
    const QByteArray finalName = QFile::encodeName(info.absoluteFilePath());
    if (::stat(finalName.constData(), &existing) == 0 && S_ISREG(existing.st_mode))
        ::fchmod(temporary.fd(), existing.st_mode & 07777);
    if (::rename(QFile::encodeName(temporary.path()).constData(), finalName.constData()) != 0)
        return fail(errno);
    temporary.release();
    // The rename itself reaches the disk with the folder.
    const int folder =
        ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    TemporaryBeside::removeLeftovers(target);
    return true;
}
