#include "jsontext.h"

#include <QCoreApplication>

namespace {

struct Place {
    int line = 1;
    qsizetype column = 1;
};

Place placeOf(const QByteArray& text, qsizetype offset) {
    Place place;
    qsizetype lineStart = 0;
    offset = qBound<qsizetype>(0, offset, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++place.line;
            lineStart = i + 1;
        }
    }
    place.column = offset - lineStart + 1;
    return place;
}

// The offset of the first bracket that opens level kMaxJsonDepth + 1, or -1. Brackets inside strings
// do not count.
qsizetype tooDeepAt(const QByteArray& text) {
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth)
                return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return -1;
}

// The text on the line up to where the parser stopped (at most 24 characters), for the message.
QString excerptAt(const QByteArray& text, qsizetype offset) {
    offset = qBound<qsizetype>(0, offset, text.size() - 1);
    qsizetype start = offset;
    while (start > 0 && text[start - 1] != '\n' && offset - start < 24)
        --start;
    const QString piece = QString::fromUtf8(text.mid(start, offset - start + 1)).trimmed();
    return piece.isEmpty() ? QCoreApplication::translate("JsonText", "the end of the line")
                           : QLatin1Char('\'') + piece + QLatin1Char('\'');
}

QString located(const QByteArray& text, qsizetype offset, const QString& reason) {
    const Place place = placeOf(text, offset);
    return QCoreApplication::translate("JsonText", "line %1, column %2: %3")
        .arg(place.line)
        .arg(place.column)
        .arg(reason);
}

} // namespace

std::optional<nlohmann::json> parseJsonText(const QByteArray& text, QString* error) {
    const qsizetype deep = tooDeepAt(text);
    if (deep >= 0) {
        if (error)
            *error = located(
                text, deep,
                QCoreApplication::translate("JsonText", "nested deeper than %1 levels").arg(kMaxJsonDepth));
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(text.constBegin(), text.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        // e.byte is 1-based and points just past the offending character.
        const qsizetype offset = static_cast<qsizetype>(e.byte) - 1;
        const QString reason = offset >= text.size() - 1 && e.id == 101
                                   ? QCoreApplication::translate("JsonText", "the text ends too early")
                                   : QCoreApplication::translate("JsonText", "not valid JSON at %1")
                                         .arg(excerptAt(text, offset));
        if (error)
            *error = located(text, offset, reason);
        return std::nullopt;
    } catch (const nlohmann::json::out_of_range& e) {
        // Number overflow (1e400): nlohmann does not say where; the message names the number.
        QString what = QString::fromUtf8(e.what());
        const qsizetype quote = what.indexOf(QLatin1Char('\''));
        const QString number = quote >= 0 ? what.mid(quote).left(40) : QString();
        if (error)
            *error = QCoreApplication::translate("JsonText", "the number %1 is out of range").arg(number);
        return std::nullopt;
    } catch (const nlohmann::json::exception&) {
        if (error)
            *error = QCoreApplication::translate("JsonText", "not valid JSON");
        return std::nullopt;
    } catch (const std::exception&) {
        if (error)
            *error = QCoreApplication::translate("JsonText", "cannot be read (out of memory)");
        return std::nullopt;
    }
}

QString shownJsonValue(const nlohmann::json& value) {
    if (value.is_object())
        return value.empty() ? QCoreApplication::translate("JsonText", "an empty object")
                             : QCoreApplication::translate("JsonText", "an object");
    if (value.is_array())
        return value.empty() ? QCoreApplication::translate("JsonText", "an empty array")
                             : QCoreApplication::translate("JsonText", "an array");
    QString text =
        QString::fromStdString(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    if (text.size() > 60)
        text = text.left(57) + QStringLiteral("...");
    return text;
}
