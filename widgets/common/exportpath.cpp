#include "common/exportpath.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace {

const QString kFolderKey = QStringLiteral("export/folder");

} // namespace

namespace ExportPath {

QString safeFileName(const QString& name, const QString& fallback) {
    QString safe;
    safe.reserve(name.size());
    for (const QChar c : name)
        safe.append(c.unicode() < 0x20 || QStringLiteral("<>:\"/\\|?*").contains(c) ? QLatin1Char('-') : c);
    safe = safe.simplified().left(120);
    while (!safe.isEmpty() && (safe.front() == QLatin1Char('.') || safe.front() == QLatin1Char(' ')))
        safe.remove(0, 1);
    while (!safe.isEmpty() && (safe.back() == QLatin1Char('.') || safe.back() == QLatin1Char(' ')))
        safe.chop(1);
    return safe.isEmpty() ? fallback : safe;
}

QString folder() {
    const QString last = QSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString suggested(const QString& baseName, const QString& suffix) {
    return QDir(folder()).filePath(safeFileName(baseName) + QLatin1Char('.') + suffix);
}

void remember(const QString& chosenPath) {
    if (!chosenPath.isEmpty())
        QSettings().setValue(kFolderKey, QFileInfo(chosenPath).absolutePath());
}

} // namespace ExportPath
