#pragma once

#include "parts/part.h"

#include <QCoreApplication>

// An error found in a catalog part: which part, which field, and why.
struct PartError {
    QString partId; // empty when the part has no usable id
    QString field;
    QString reason;
    QString toString() const;
};

// Reads and validates one part object in the bundled catalog format (docs/catalog-format.md).
class PartParser {
    Q_DECLARE_TR_FUNCTIONS(PartParser)
public:
    // Returns the part, or nullopt with the first error in *error.
    static std::optional<Part> parse(const nlohmann::json& object, PartError* error);
};
