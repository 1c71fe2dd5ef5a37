#pragma once

#include <QByteArray>
#include <QStringList>

// Whether a spreadsheet opening the cell would run it as a formula (OWASP's CSV injection list: a cell
// starting with =, +, -, @, a tab or a carriage return), other than a plain number ("-12.5", "3e-4").
inline bool csvCellIsFormula(const QByteArray& cell) {
    if (cell.isEmpty())
        return false;
    const char first = cell.front();
    if (first != '=' && first != '+' && first != '-' && first != '@' && first != '\t' && first != '\r')
        return false;
    // A plain number: an optional '-', digits, an optional fraction and exponent.
    qsizetype i = cell.front() == '-' ? 1 : 0;
    const auto digits = [&] {
        const qsizetype start = i;
        while (i < cell.size() && cell[i] >= '0' && cell[i] <= '9')
            ++i;
        return i > start;
    };
    if (!digits())
        return true;
    if (i < cell.size() && cell[i] == '.') {
        ++i;
        if (!digits())
            return true;
    }
    if (i < cell.size() && (cell[i] == 'e' || cell[i] == 'E')) {
        ++i;
        if (i < cell.size() && (cell[i] == '-' || cell[i] == '+'))
            ++i;
        if (!digits())
            return true;
    }
    return i != cell.size();
}

// RFC 4180 CSV fields and rows (quoted when they hold a comma, a quote or a line break; CRLF ends). Text
// from a design or the catalog never becomes a formula: a cell a spreadsheet would run gets a leading
// apostrophe, which spreadsheets show as text (and which NetBox keeps as part of the value).
inline QByteArray csvField(const QString& text) {
    QByteArray bytes = text.toUtf8();
    if (csvCellIsFormula(bytes))
        bytes.prepend('\'');
    if (bytes.contains(',') || bytes.contains('"') || bytes.contains('\n') || bytes.contains('\r')) {
        bytes.replace("\"", "\"\"");
        return '"' + bytes + '"';
    }
    return bytes;
}

inline void appendCsvRow(QByteArray& out, const QStringList& fields) {
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += ',';
        out += csvField(fields[i]);
    }
    out += "\r\n";
}
