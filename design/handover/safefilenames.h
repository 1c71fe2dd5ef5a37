#pragma once

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

// File names made from data (a part id becomes "device-types/<id>.yaml" in the NetBox export), one per
// name asked for, each safe on every platform and unique in its folder: only ASCII letters, digits, '.',
// '_' and '-' (a NUL, a slash, a backslash, a space or any other character becomes '-'), never starting
// with '.' or '-' (no "..", no hidden file, no option to a shell tool), at most 100 characters, never a
// name Windows reserves (CON, NUL, COM1...), and unique without regard to case (macOS and Windows file
// systems). A name that had to change is listed in changes(), in words, for the user to see.
class SafeFileNames {
    Q_DECLARE_TR_FUNCTIONS(SafeFileNames)
public:
    explicit SafeFileNames(QString folder) : mFolder(std::move(folder)) {}

    // "<safe stem><suffix>" for `stem` ("nvidia-dgx-h100", ".yaml"), inside the folder.
    QString take(const QString& stem, const QString& suffix);
    // "part \"..\\x\" is written as device-types/x.yaml", one entry per changed name.
    QStringList changes() const { return mChanges; }

    // `text` with every character outside [A-Za-z0-9._-] made '-', without leading '.' or '-', at most
    // `maximum` characters; empty when nothing is left.
    static QString sanitised(const QString& text, int maximum = 100);

private:
    QString mFolder;      // "device-types"
    QSet<QString> mTaken; // lower case
    QStringList mChanges;
};
