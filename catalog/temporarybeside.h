#pragma once

#include <QString>

// A temporary file or folder beside the file or folder it will become: "<name>.tmp-XXXXXX" in the same
// folder (so the final rename stays on one file system). It is held with an exclusive lock (flock) for as
// long as this object lives, and removed when it goes unless it was renamed into place first.
//
// A writer killed mid-write (kill -9, power loss) leaves its temporary behind, unlocked; the next
// successful write to the same target removes every such leftover (removeLeftovers). One still locked
// belongs to a writer that is running and is left alone.
class TemporaryBeside {
public:
    enum class Kind { File, Folder };

    // Creates it (a file: open for writing, mode 0666 less the umask; a folder: 0777 less the umask).
    // ok() says whether that worked, errorNumber() why not.
    TemporaryBeside(const QString& target, Kind kind);
    ~TemporaryBeside();
    TemporaryBeside(const TemporaryBeside&) = delete;
    TemporaryBeside& operator=(const TemporaryBeside&) = delete;

    bool ok() const { return mFd >= 0; }
    int errorNumber() const { return mErrno; }
    QString path() const { return mPath; }
    // The open file (for writing) or folder (for syncing), locked.
    int fd() const { return mFd; }

    // It was renamed into place (or away): nothing to remove. The lock goes with the descriptor.
    void release();

    // The "<name>.tmp-XXXXXX" entries beside `target` that no running writer holds, removed (folders with
    // what is in them). Returns how many.
    static int removeLeftovers(const QString& target);

private:
    QString mPath;
    Kind mKind;
    int mFd = -1;
    int mErrno = 0;
};
