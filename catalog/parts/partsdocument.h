#pragma once

#include "parts/part.h"

#include <QCoreApplication>

// A JSON document {"parts": [...]} in the bundled catalog format: the bundled files, imports, exports.
class PartsDocument {
    Q_DECLARE_TR_FUNCTIONS(PartsDocument)
public:
    // Parses and validates every part. Any error (bad JSON, bad part, duplicate id) rejects the whole
    // document with a message naming the file, the part and the field.
    static std::optional<QList<Part>> read(const QByteArray& text, const QString& fileName, QString* error);
    // Serialises parts as {"parts": [...]} with the bundled field names, one part per element.
    static QByteArray write(const QList<Part>& parts);
};
