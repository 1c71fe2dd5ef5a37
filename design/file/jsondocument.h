#pragma once

// A design file's JSON text, parsed by simdjson into one read-only document (issue #27: on the
// 80,000-GPU floor 40 ms where nlohmann's trees took 250 ms, and its strings are read in place).
// The messages for text that is not JSON stay those of jsontext.h, with line and column.
#include <QByteArray>
#include <QFile>
#include <QString>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <memory>

using JsonValue = simdjson::dom::element;
using JsonObject = simdjson::dom::object;
using JsonArray = simdjson::dom::array;

class JsonDocument {
public:
    // Parses `text` (a UTF-8 byte order mark is skipped; nesting is bounded by kMaxJsonDepth). On failure
    // returns nullptr and sets `error` to a translated reason with its line and column where the text is
    // not JSON.
    static std::unique_ptr<JsonDocument> parse(const QByteArray& text, QString* error);

    // The whole of `file` with room after it for the parser's padding (parse() copies a text without it).
    static QByteArray readText(QFile& file);

    JsonValue root() const { return mRoot; }

private:
    simdjson::dom::parser mParser;
    JsonValue mRoot;
};

// An empty object and array, for keys that are absent (valid for the life of the program).
JsonObject emptyJsonObject();
JsonArray emptyJsonArray();

// The value as nlohmann's tree (for readers written for it, such as the Hugging Face config).
nlohmann::json toNlohmannJson(const JsonValue& value);

// The value as an error message shows it (jsontext.h's shownJsonValue: scalars as JSON, containers by kind).
QString shownJsonValue(const JsonValue& value);
