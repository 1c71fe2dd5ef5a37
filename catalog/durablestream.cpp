#include "durablestream.h"

#include "durablefile.h"

#include <QFile>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
// Writes reach the file in blocks of this size: few system calls, little memory.
constexpr qsizetype kBlock = 1 << 20;

int writeBlock(int fd, const char* data, qint64 size) {
    qint64 done = 0;
    while (done < size) {
        errno = 0;
        const ssize_t written = ::write(fd, data + done, size_t(size - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return errno ? errno : ENOSPC; // a write of 0 bytes on a regular file means no room
        done += written;
    }
    return 0;
}
} // namespace

DurableStream::DurableStream(QString path) : mGiven(path) {
    // A link is written through, as an editor saving a linked file does.
    mTarget = mGiven.isSymLink() && mGiven.exists() ? mGiven.symLinkTarget() : path;
}

DurableStream::~DurableStream() = default; // the temporary, if not committed, goes with mTemporary

bool DurableStream::fail(int errorNumber, QString* error) const {
    if (error)
        *error = DurableFile::tr("%1: cannot write: %2")
                     .arg(mGiven.filePath(), DurableFile::reasonOrSystem(errorNumber));
    return false;
}

bool DurableStream::begin(QString* error) {
    if (QFileInfo(mTarget).isDir())
        return fail(EISDIR, error);
    mTemporary = std::make_unique<TemporaryBeside>(mTarget, TemporaryBeside::Kind::File);
    if (!mTemporary->ok()) {
        const int failure = mTemporary->errorNumber();
        mTemporary.reset();
        return fail(failure, error);
    }
    mBuffer.reserve(kBlock);
    return QIODevice::open(QIODevice::WriteOnly);
}

bool DurableStream::flushBuffer() {
    if (!mFailure && !mBuffer.isEmpty())
        mFailure = writeBlock(mTemporary->fd(), mBuffer.constData(), mBuffer.size());
    mBuffer.clear();
    return mFailure == 0;
}

qint64 DurableStream::writeData(const char* data, qint64 size) {
    if (!mTemporary || mFailure)
        return -1;
    if (mBuffer.size() + size > kBlock && !flushBuffer())
        return -1;
    if (size >= kBlock) {
        mFailure = writeBlock(mTemporary->fd(), data, size);
        return mFailure ? -1 : size;
    }
    mBuffer.append(data, size);
    return size;
}

bool DurableStream::commit(QString* error) {
    if (!mTemporary)
        return fail(EBADF, error);
    if (!flushBuffer())
        return fail(mFailure, error);
    QIODevice::close();
    const int fd = mTemporary->fd();
    // Some file systems report a full disk only when the data reaches it.
    if (::fsync(fd) != 0 && errno != EINVAL && errno != EROFS)
        return fail(errno, error);
    const QFileInfo info(mTarget);
    struct stat existing {};
    const QByteArray finalName = QFile::encodeName(info.absoluteFilePath());
    if (::stat(finalName.constData(), &existing) == 0 && S_ISREG(existing.st_mode))
        ::fchmod(fd, existing.st_mode & 07777);
    if (::rename(QFile::encodeName(mTemporary->path()).constData(), finalName.constData()) != 0)
        return fail(errno, error);
    mTemporary->release();
    mTemporary.reset();
    // The rename itself reaches the disk with the folder.
    const int folder =
        ::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    TemporaryBeside::removeLeftovers(mTarget);
    return true;
}
