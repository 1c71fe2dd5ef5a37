#include "jsontext.h"

#include <QCoreApplication>

std::optional<nlohmann::json> parseJsonText(const QByteArray& text, QString* error) {
    try {
        return nlohmann::json::parse(text.constBegin(), text.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is 1-based and points just past the offending character.
        const qsizetype offset = qBound<qsizetype>(0, static_cast<qsizetype>(e.byte) - 1, text.size());
        int line = 1;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < offset; ++i) {
            if (text[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        }
        const qsizetype column = offset - lineStart + 1;
        QString reason = QString::fromUtf8(e.what());
        // Drop nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: " prefix.
        const qsizetype colon = reason.indexOf(QLatin1String(": "));
        if (colon >= 0)
            reason = reason.mid(colon + 2);
        if (error)
            *error = QCoreApplication::translate("JsonText", "line %1, column %2: %3")
                         .arg(line)
                         .arg(column)
                         .arg(reason);
        return std::nullopt;
    }
}
