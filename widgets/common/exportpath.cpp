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
    // Each refused character becomes what a person would type instead: "a: b" a dash between words,
    // "1/2" a dash, "<draft>" brackets; quotes and wildcards go.
    QString safe;
    safe.reserve(name.size() + 8);
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        const bool spaceAfter = i + 1 < name.size() && name[i + 1].isSpace();
        if (c.unicode() < 0x20)
            safe.append(QLatin1Char(' '));
        else if (c == QLatin1Char(':'))
            safe.append(spaceAfter ? QStringLiteral(" -") : QStringLiteral("-"));
        else if (c == QLatin1Char('/') || c == QLatin1Char('\\') || c == QLatin1Char('|'))
            safe.append(QLatin1Char('-'));
        else if (c == QLatin1Char('<'))
            safe.append(QLatin1Char('('));
        else if (c == QLatin1Char('>'))
            safe.append(QLatin1Char(')'));
        else if (c == QLatin1Char('"'))
            safe.append(QLatin1Char('\''));
        else if (c != QLatin1Char('?') && c != QLatin1Char('*'))
            safe.append(c);
    }
    safe = safe.simplified().left(120);
    while (!safe.isEmpty() && (safe.front() == QLatin1Char('.') || safe.front() == QLatin1Char(' ')))
        safe.remove(0, 1);
    while (!safe.isEmpty() && (safe.back() == QLatin1Char('.') || safe.back() == QLatin1Char(' ')))
        safe.chop(1);
    // Windows keeps these names for devices, whatever the extension.
    static const QStringList reserved{QStringLiteral("CON"), QStringLiteral("PRN"), QStringLiteral("AUX"),
                                      QStringLiteral("NUL")};
    const QString stem = safe.section(QLatin1Char('.'), 0, 0).toUpper();
    if (reserved.contains(stem) ||
        (stem.size() == 4 &&
         (stem.startsWith(QLatin1String("COM")) || stem.startsWith(QLatin1String("LPT"))) &&
         stem[3].isDigit()))
        safe.prepend(QLatin1Char('_'));
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
