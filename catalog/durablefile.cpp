#include "durablefile.h"

#include "durablestream.h"

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
    DurableStream stream(path);
    if (!stream.begin(error))
        return false;
    stream.write(bytes);
    return stream.commit(error); // a short write is kept by the stream and reported here
}
