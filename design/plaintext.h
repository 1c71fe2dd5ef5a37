#pragma once

#include <QString>

// Text from a design or the catalog (a design's or device's name) placed inside a line of a file another
// tool reads: a comment of slurm.conf or gres.conf, a line of an INI inventory, a YAML comment. Every
// control character and line or paragraph separator (what Slurm's fgets, Python's str.splitlines and YAML
// take as the end of a line: LF, CR, VT, FF, FS, GS, RS, NEL, U+2028, U+2029) becomes a space, so the text
// can never start a line of its own there.
inline QString singleLine(const QString& text) {
    QString line = text;
    for (QChar& c : line) {
        const QChar::Category category = c.category();
        if (category == QChar::Other_Control || category == QChar::Separator_Line ||
            category == QChar::Separator_Paragraph)
            c = QLatin1Char(' ');
    }
    return line;
}
