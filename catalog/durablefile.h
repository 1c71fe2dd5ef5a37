#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// The one way every output of the program reaches the disk (designs, autosave, catalog export, BOM,
// report, render, charts). The bytes go to a temporary file beside `path` ("<name>.tmp-XXXXXX", see
// TemporaryBeside); every write is checked for its full size, the data is synced, and only then is the
// temporary file renamed over `path` (keeping an existing file's permissions; a symbolic link is written
// through). On any failure the file at `path`, if any, is untouched, nothing is left behind, and `error`
// says why in words ("the disk is full", "permission denied") and names the file. After a successful
// write, temporary files that killed writers left beside `path` are removed.
class DurableFile {
    Q_DECLARE_TR_FUNCTIONS(DurableFile)
public:
    static bool write(const QString& path, const QByteArray& bytes, QString* error);

    // Writes all of `bytes` to the open file `fd` and syncs it; 0, or the errno value of the failure (a
    // write of no bytes reads as a full disk).
    static int writeAll(int fd, const QByteArray& bytes);

    // The reason for an errno value, translated; empty when errno says nothing useful.
    static QString reason(int errorNumber);
    // reason(), else the system's own words, else "unknown error".
    static QString reasonOrSystem(int errorNumber);
};
