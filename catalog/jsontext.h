#pragma once

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

// Every JSON text the program reads (catalog files, stored parts, templates) goes through here; a design
// file is parsed by simdjson (design/file/jsondocument.h), which says why a text is not JSON with this.
// Parses JSON text; on failure returns nullopt and a translated message with line and column, e.g.
// "line 3, column 14: unexpected character near '}'". Never throws. Texts nested deeper than
// kMaxJsonDepth are refused before parsing: deep nesting would overflow the stack in nlohmann's
// recursive copy and dump.
constexpr int kMaxJsonDepth = 64;
std::optional<nlohmann::json> parseJsonText(const QByteArray& text, QString* error);

// A JSON value as an error message shows it: scalars quoted as JSON and shortened, containers by kind
// ("an object", "an array"), never a whole sub-tree.
QString shownJsonValue(const nlohmann::json& value);
