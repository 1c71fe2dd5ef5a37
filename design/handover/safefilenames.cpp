#include "handover/safefilenames.h"

#include <QRegularExpression>

namespace {
// The text as the user can read it in a message: control characters as \u0000.
QString visibleText(const QString& text) {
    QString out;
    for (const QChar c : text)
        out += c.category() == QChar::Other_Control
                   ? QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'))
                   : QString(c);
    return out;
}
} // namespace

QString SafeFileNames::sanitised(const QString& text, int maximum) {
    QString name;
    name.reserve(text.size());
    for (const QChar c : text) {
        const bool plain = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
                           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('.') ||
                           c == QLatin1Char('_') || c == QLatin1Char('-');
        const QChar put = plain ? c : QLatin1Char('-');
        if (put == QLatin1Char('-') && name.endsWith(QLatin1Char('-')))
            continue; // "a\\..\\b" -> "a-..-b", not a run of dashes
        name.append(put);
    }
    qsizetype start = 0;
    while (start < name.size() && (name[start] == QLatin1Char('.') || name[start] == QLatin1Char('-')))
        ++start;
    name = name.mid(start, maximum);
    while (name.endsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char('-'))) // Windows drops a final '.'
        name.chop(1);
    return name;
}

QString SafeFileNames::take(const QString& stem, const QString& suffix) {
    // Names Windows reserves for devices, with or without an extension.
    static const QRegularExpression reserved(QStringLiteral("^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?$"),
                                             QRegularExpression::CaseInsensitiveOption);
    QString base = sanitised(stem);
    if (base.isEmpty())
        base = QStringLiteral("part");
    if (reserved.match(base).hasMatch())
        base.prepend(QStringLiteral("part-"));
    QString name = base + suffix;
    for (int n = 2; mTaken.contains(name.toLower()); ++n)
        name = base + QLatin1Char('-') + QString::number(n) + suffix;
    mTaken.insert(name.toLower());
    const QString path = mFolder + QLatin1Char('/') + name;
    if (name != stem + suffix)
        mChanges.append(tr("\"%1\" is written as %2, a name every file system takes and no other part has")
                            .arg(visibleText(stem), path));
    return path;
}
