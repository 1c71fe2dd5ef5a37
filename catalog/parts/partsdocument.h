#pragma once

#include "parts/part.h"

#include <QCoreApplication>

// A JSON document {"parts": [...]} in the bundled catalog format: the bundled files, imports, exports.
class PartsDocument {
    Q_DECLARE_TR_FUNCTIONS(PartsDocument)
public:
    // A parts file read whole (an import, the backup) is at most this large, and holds at most kMaxParts;
    // every text field has its own limit (PartParser).
    static constexpr qint64 kMaxBytes = 256ll * 1024 * 1024;
    static constexpr int kMaxParts = 20000;

    // Parses and validates every part. Any error (bad JSON, bad part, duplicate id) rejects the whole
    // document with a message naming the file, the part and the field.
    static std::optional<QList<Part>> read(const QByteArray& text, const QString& fileName, QString* error);
    // Serialises parts as {"parts": [...]} with the bundled field names, one part per element.
    static QByteArray write(const QList<Part>& parts);
};
