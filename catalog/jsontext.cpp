#include "jsontext.h"

#include <QCoreApplication>

#include <array>

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

// Builds the document from nlohmann's SAX events (nlohmann's own parser gives no line and column).
class DocumentBuilder {
public:
    using json = nlohmann::json;
    explicit DocumentBuilder(const QByteArray& text) : mText(text) {}

    json document;
    QString error;

    bool null() { return put(json(nullptr)); }
    bool boolean(bool value) { return put(json(value)); }
    bool number_integer(json::number_integer_t value) { return put(json(value)); }
    bool number_unsigned(json::number_unsigned_t value) { return put(json(value)); }
    bool number_float(json::number_float_t value, const std::string&) { return put(json(value)); }
    bool string(std::string& value) { return put(json(std::move(value))); }
    bool binary(json::binary_t&) { return false; } // not in JSON text
    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool key(std::string& key) {
        mKey = std::move(key);
        return true;
    }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool parse_error(std::size_t byte, const std::string& token, const nlohmann::detail::exception& e) {
        // `byte` is 1-based and points just past the offending character; 406 is a number out of range
        // (1e400), `token` the number.
        const qsizetype offset = static_cast<qsizetype>(byte) - 1;
        if (e.id == 406) // placed at the number's first character
            error = located(
                mText, offset + 1 - qsizetype(token.size()),
                QCoreApplication::translate("JsonText", "the number %1 is out of range")
                    .arg(QLatin1Char('\'') + QString::fromStdString(token).left(40) + QLatin1Char('\'')));
        else
            error = located(mText, offset,
                            offset >= mText.size() - 1 && e.id == 101
                                ? QCoreApplication::translate("JsonText", "the text ends too early")
                                : QCoreApplication::translate("JsonText", "not valid JSON at %1")
                                      .arg(excerptAt(mText, offset)));
        return false;
    }

private:
    // The value goes into the open container (or becomes the document).
    json* place(json&& value) {
        if (mDepth == 0) {
            document = std::move(value);
            return &document;
        }
        json& parent = *mOpen[mDepth - 1];
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        json& slot = parent[mKey];
        slot = std::move(value);
        return &slot;
    }
    bool put(json&& value) {
        place(std::move(value));
        return true;
    }
    bool open(json&& container) {
        if (mDepth == mOpen.size()) { // cannot happen after tooDeepAt; stops the parse rather than overflow
            error =
                QCoreApplication::translate("JsonText", "nested deeper than %1 levels").arg(kMaxJsonDepth);
            return false;
        }
        json* opened = place(std::move(container));
        mOpen[mDepth++] = opened;
        return true;
    }
    bool close() {
        --mDepth;
        return true;
    }
    const QByteArray& mText;
    // The containers being filled, outermost first; the depth is checked before parsing.
    std::array<json*, kMaxJsonDepth + 1> mOpen{};
    size_t mDepth = 0;
    std::string mKey;
};

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
        DocumentBuilder builder(text);
        if (!nlohmann::json::sax_parse(text.constBegin(), text.constEnd(), &builder)) {
            if (error)
                *error = builder.error;
            return std::nullopt;
        }
        return std::move(builder.document);
    } catch (const std::bad_alloc&) {
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
