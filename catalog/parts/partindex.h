#pragma once

#include "parts/part.h"

#include <QHash>
#include <array>
#include <memory>

// An immutable in-memory snapshot of the catalog: lookup by id and text search.
// Copies share the same data.
class PartIndex {
public:
    PartIndex();
    explicit PartIndex(QList<Part> parts);

    const Part* find(const QString& id) const;
    // Position of a part of this index in parts(), for tables indexed by part.
    qsizetype ordinal(const Part* part) const { return part - mData->parts.constData(); }
    const QList<Part>& parts() const { return mData->parts; }
    qsizetype size() const { return mData->parts.size(); }
    // The parts of one kind, in catalog order: the fabric looks for a cable or module among the cables only.
    const QList<const Part*>& ofKind(PartKind kind) const { return mData->byKind[int(kind)]; }

    // Parts whose id, vendor, model, part number or description (either language) contain every
    // whitespace-separated word of `text`, case-insensitively, and that meet its figure conditions
    // ("mem>=80", PartQuery); optionally of one kind only. Parts whose name fields (id, vendor, model,
    // part number, kind) hold every word come first, in catalog order; then those found in descriptions.
    QList<const Part*> search(const QString& text, std::optional<PartKind> kind = std::nullopt) const;
    // The same, split: {found by name, found only in descriptions}.
    std::pair<QList<const Part*>, QList<const Part*>>
    searchRanked(const QString& text, std::optional<PartKind> kind = std::nullopt) const;

private:
    struct Data {
        QList<Part> parts;
        // Open-addressing table of part positions by id (-1: empty). The analysis looks up every component
        // of a design, so this avoids QHash's slower string hashing.
        QList<qsizetype> byId;
        QStringList haystacks;     // case-folded search text per part
        QStringList nameHaystacks; // the same, name fields only
        std::array<QList<const Part*>, int(PartKind::Facility) + 1> byKind;
    };
    std::shared_ptr<const Data> mData;
};
