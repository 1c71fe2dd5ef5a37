#pragma once

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>

// Parses JSON text; on failure returns nullopt and a message with line and column, e.g.
// "line 3, column 14: syntax error while parsing object key".
std::optional<nlohmann::json> parseJsonText(const QByteArray& text, QString* error);
