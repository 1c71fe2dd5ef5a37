#pragma once

#include <QByteArray>
#include <QString>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

// Every JSON text the program reads (designs, catalog files, stored parts) goes through here.
// Parses JSON text; on failure returns nullopt and a translated message with line and column, e.g.
// "line 3, column 14: unexpected character near '}'". Never throws. Texts nested deeper than
// kMaxJsonDepth are refused before parsing: deep nesting would overflow the stack in nlohmann's
// recursive copy and dump.
constexpr int kMaxJsonDepth = 64;
std::optional<nlohmann::json> parseJsonText(const QByteArray& text, QString* error);

// Receives an element of a streamed array: its index, the element, and the document read so far (the
// keys before the array).
using JsonElementSink =
    std::function<void(size_t index, nlohmann::json&& element, const nlohmann::json& document)>;

// As parseJsonText, but each element of the root object's array `streamedKey` goes to `element` as soon as
// it is read and the array is left out of the document: a design's racks never exist as one tree (for
// 80,000 GPUs a quarter of the memory and a third of the time). An exception `element` throws passes out.
std::optional<nlohmann::json> parseJsonTextStreaming(const QByteArray& text, const char* streamedKey,
                                                     const JsonElementSink& element, QString* error);

// A JSON value as an error message shows it: scalars quoted as JSON and shortened, containers by kind
// ("an object", "an array"), never a whole sub-tree.
QString shownJsonValue(const nlohmann::json& value);
