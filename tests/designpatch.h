#pragma once

// Test designs made from a fixture file with one value changed (tests/data/designs).
#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>

// `base` with the value at the JSON pointer replaced by `value` (JSON text), or removed for "<delete>".
inline QByteArray patched(const QByteArray& base, const QString& pointer, const QByteArray& value) {
    using ordered_json = nlohmann::ordered_json;
    ordered_json document = ordered_json::parse(base.constBegin(), base.constEnd());
    const ordered_json::json_pointer at(pointer.toStdString());
    if (value == "<delete>")
        document[at.parent_pointer()].erase(at.back());
    else
        document[at] = ordered_json::parse(value.constBegin(), value.constEnd());
    return QByteArray::fromStdString(document.dump(2));
}
