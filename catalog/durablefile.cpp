#include "durablefile.h"

#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
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

bool DurableFile::write(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    int failure = 0;
    auto fail = [&](int errorNumber) {
        QString why = reason(errorNumber);
        if (why.isEmpty())
            why = file.errorString();
        if (why.isEmpty() || why == QLatin1String("Unknown error"))
            why = tr("unknown error");
        file.cancelWriting();
        if (error)
            *error = tr("%1: cannot write: %2").arg(QFileInfo(path).filePath(), why);
        return false;
    };
    errno = 0;
    // Unbuffered: a short write is seen here, not lost in a later flush that commit() does not check.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(errno);
    qint64 done = 0;
    while (done < bytes.size()) {
        errno = 0;
        const qint64 written = file.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0) {
            failure = errno ? errno : ENOSPC; // a write of 0 bytes on a regular file means no room
            return fail(failure);
        }
        done += written;
    }
    errno = 0;
    if (!file.flush() || file.error() != QFileDevice::NoError)
        return fail(errno);
    // Some file systems report a full disk only when the data reaches it.
    if (file.handle() >= 0 && ::fsync(file.handle()) != 0 && errno != EINVAL && errno != EROFS)
        return fail(errno);
    errno = 0;
    if (!file.commit()) {
        if (error) {
            QString why = reason(errno);
            if (why.isEmpty())
                why = file.errorString().isEmpty() ? tr("unknown error") : file.errorString();
            *error = tr("%1: cannot write: %2").arg(QFileInfo(path).filePath(), why);
        }
        return false;
    }
    return true;
}
