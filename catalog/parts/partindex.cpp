#include "parts/partindex.h"

#include "parts/partquery.h"

namespace {
// FNV-1a over the UTF-16 code units: fast for the short ASCII ids of the catalog.
size_t idHash(QStringView id) {
    size_t h = 1469598103934665603ull;
    for (const QChar c : id)
        h = (h ^ c.unicode()) * 1099511628211ull;
    return h;
}
} // namespace

PartIndex::PartIndex() : mData(std::make_shared<Data>()) {}

PartIndex::PartIndex(QList<Part> parts) {
    auto data = std::make_shared<Data>();
    data->parts = std::move(parts);
    data->haystacks.reserve(data->parts.size());
    qsizetype buckets = 16;
    while (buckets < 2 * data->parts.size())
        buckets *= 2;
    data->byId.fill(-1, buckets);
    for (qsizetype i = 0; i < data->parts.size(); ++i) {
        const Part& part = data->parts[i];
        for (size_t b = idHash(part.id) & (buckets - 1);; b = (b + 1) & (buckets - 1)) {
            qsizetype& slot = data->byId[b];
            if (slot < 0) {
                slot = i;
                break;
            }
            if (data->parts[slot].id == part.id) {
                slot = i; // a duplicate id: the last one wins
                break;
            }
        }
        const QStringList fields = {
            part.id,         part.vendor,        part.model,         part.modelZh,
            part.partNumber, part.descriptionEn, part.descriptionZh, partKindName(part.kind)};
        data->haystacks.append(fields.join(QLatin1Char('\n')).toCaseFolded());
        data->nameHaystacks.append(
            QStringList{part.id, part.vendor, part.model, part.partNumber, partKindName(part.kind)}
                .join(QLatin1Char('\n'))
                .toCaseFolded());
    }
    for (const Part& part : std::as_const(data->parts))
        data->byKind[int(part.kind)].append(&part);
    mData = std::move(data);
}

const Part* PartIndex::find(const QString& id) const {
    if (mData->byId.isEmpty())
        return nullptr;
    const qsizetype mask = mData->byId.size() - 1;
    for (size_t b = idHash(id) & mask;; b = (b + 1) & mask) {
        const qsizetype slot = mData->byId[b];
        if (slot < 0)
            return nullptr;
        if (mData->parts[slot].id == id)
            return &mData->parts[slot];
    }
}

std::pair<QList<const Part*>, QList<const Part*>>
PartIndex::searchRanked(const QString& text, std::optional<PartKind> kind) const {
    const PartQuery query(text);
    std::pair<QList<const Part*>, QList<const Part*>> result;
    const auto containsAll = [&query](const QString& haystack) {
        for (const QString& word : query.words())
            if (!haystack.contains(word))
                return false;
        return true;
    };
    for (qsizetype i = 0; i < mData->parts.size(); ++i) {
        const Part& part = mData->parts[i];
        if (kind && part.kind != *kind)
            continue;
        if (!containsAll(mData->haystacks[i]) || !query.matches(part))
            continue;
        (containsAll(mData->nameHaystacks[i]) ? result.first : result.second).append(&part);
    }
    return result;
}

QList<const Part*> PartIndex::search(const QString& text, std::optional<PartKind> kind) const {
    auto [byName, byDescription] = searchRanked(text, kind);
    return byName + byDescription;
}
