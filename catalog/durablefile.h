#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// The one way every output of the program reaches the disk (designs, autosave, catalog export, BOM,
// report, render, charts). The bytes go to a temporary file beside `path`; every write is checked for its
// full size, the data is flushed and synced, and only then is the temporary file renamed over `path`.
// On any failure the file at `path`, if any, is untouched, nothing is left behind, and `error` says why
// in words ("the disk is full", "permission denied") and names the file.
class DurableFile {
    Q_DECLARE_TR_FUNCTIONS(DurableFile)
public:
    static bool write(const QString& path, const QByteArray& bytes, QString* error);

    // The reason for an errno value, translated; empty when errno says nothing useful.
    static QString reason(int errorNumber);
};
