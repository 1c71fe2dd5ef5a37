#include "jsonwriter.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>

JsonWriter::JsonWriter(std::string& out, int depth, int elementsBefore, Layout layout)
    : mOut(out), mLayout(layout) {
    mLevels.assign(std::size_t(depth), Level{false, 1});
    mLevels.back() = Level{true, elementsBefore};
}

void JsonWriter::newline(std::size_t depth) {
    if (mLayout == Layout::Compact)
        return;
    mOut += '\n';
    mOut.append(depth * 2, ' ');
}

void JsonWriter::beforeValue() {
    if (mAfterKey) { // the key already placed this value
        mAfterKey = false;
        return;
    }
    if (mLevels.empty())
        return;
    Level& level = mLevels.back();
    if (level.count++ > 0)
        mOut += ',';
    newline(mLevels.size());
}

void JsonWriter::key(std::string_view name) {
    Level& level = mLevels.back();
    const bool comma = level.count++ > 0;
    mAfterKey = true;
    // The usual key (a short name of this program's that needs no escape) in one append.
    char line[96];
    const std::size_t indent = mLayout == Layout::Compact ? 0 : 1 + 2 * mLevels.size();
    if (name.size() + indent + 5 <= sizeof line && !needsEscape(name)) {
        char* out = line;
        if (comma)
            *out++ = ',';
        if (indent > 0) {
            *out++ = '\n';
            out = std::fill_n(out, indent - 1, ' ');
        }
        *out++ = '"';
        out = std::copy(name.begin(), name.end(), out);
        *out++ = '"';
        *out++ = ':';
        if (mLayout == Layout::Indented)
            *out++ = ' ';
        mOut.append(line, std::size_t(out - line));
        return;
    }
    if (comma)
        mOut += ',';
    newline(mLevels.size());
    string(name);
    mOut += mLayout == Layout::Compact ? ":" : ": ";
}

void JsonWriter::beginObject() {
    beforeValue();
    mOut += '{';
    mLevels.push_back({false, 0});
}

void JsonWriter::beginArray() {
    beforeValue();
    mOut += '[';
    mLevels.push_back({true, 0});
}

void JsonWriter::close(char bracket) {
    const bool empty = mLevels.back().count == 0;
    mLevels.pop_back();
    if (!empty)
        newline(mLevels.size());
    mOut += bracket;
}

void JsonWriter::endObject() {
    close('}');
}

void JsonWriter::endArray() {
    close(']');
}

// Quoted and escaped as nlohmann does without ensure_ascii: the two-character escapes, \u00xx for other
// control characters, UTF-8 as it is.
void JsonWriter::value(std::string_view text) {
    beforeValue();
    string(text);
}

bool JsonWriter::needsEscape(std::string_view text) {
    for (const char c : text)
        if (kEscaped[static_cast<unsigned char>(c)])
            return true;
    return false;
}

void JsonWriter::string(std::string_view text) {
    if (!needsEscape(text)) { // most text: quoted as it is, in one append
        char quoted[128];
        if (text.size() + 2 <= sizeof quoted) {
            quoted[0] = '"';
            std::copy(text.begin(), text.end(), quoted + 1);
            quoted[text.size() + 1] = '"';
            mOut.append(quoted, text.size() + 2);
            return;
        }
    }
    static const char kHex[] = "0123456789abcdef";
    mOut += '"';
    std::size_t plain = 0; // start of the run of characters copied as they are
    for (std::size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        mOut.append(text.data() + plain, i - plain);
        plain = i + 1;
        switch (c) {
        case '"':
            mOut += "\\\"";
            break;
        case '\\':
            mOut += "\\\\";
            break;
        case '\b':
            mOut += "\\b";
            break;
        case '\f':
            mOut += "\\f";
            break;
        case '\n':
            mOut += "\\n";
            break;
        case '\r':
            mOut += "\\r";
            break;
        case '\t':
            mOut += "\\t";
            break;
        default:
            mOut += "\\u00";
            mOut += kHex[c >> 4];
            mOut += kHex[c & 0xF];
        }
    }
    mOut.append(text.data() + plain, text.size() - plain);
    mOut += '"';
}

void JsonWriter::value(const QString& text) {
    // ASCII (ids, part ids, bay names: most of check --json) without a UTF-8 copy on the heap.
    char ascii[128];
    if (text.size() <= qsizetype(sizeof ascii)) {
        qsizetype i = 0;
        for (const QChar c : text) {
            if (c.unicode() >= 0x80)
                break;
            ascii[i++] = char(c.unicode());
        }
        if (i == text.size()) {
            value(std::string_view(ascii, std::size_t(i)));
            return;
        }
    }
    const QByteArray utf8 = text.toUtf8();
    value(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

void JsonWriter::value(double number) {
    beforeValue();
    if (!std::isfinite(number)) { // as nlohmann: JSON has no infinity or NaN
        mOut += "null";
        return;
    }
    char buffer[64];
    char* end = nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, number);
    mOut.append(buffer, end);
}

void JsonWriter::integer(std::int64_t number) {
    beforeValue();
    char buffer[24];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    mOut.append(buffer, result.ptr);
}

void JsonWriter::value(bool flag) {
    beforeValue();
    mOut += flag ? "true" : "false";
}

void JsonWriter::value(std::nullptr_t) {
    beforeValue();
    mOut += "null";
}
