#include "partindex.h"

PartIndex::PartIndex() : mData(std::make_shared<Data>()) {}

PartIndex::PartIndex(QList<Part> parts) {
    auto data = std::make_shared<Data>();
    data->parts = std::move(parts);
    data->haystacks.reserve(data->parts.size());
    for (qsizetype i = 0; i < data->parts.size(); ++i) {
        const Part& part = data->parts[i];
        data->byId.insert(part.id, i);
        const QStringList fields = {part.id,
                                    part.vendor,
                                    part.model,
                                    part.partNumber,
                                    part.descriptionEn,
                                    part.descriptionZh,
                                    partKindName(part.kind)};
        data->haystacks.append(fields.join(QLatin1Char('\n')).toCaseFolded());
    }
    mData = std::move(data);
}

const Part* PartIndex::find(const QString& id) const {
    const auto it = mData->byId.constFind(id);
    return it == mData->byId.constEnd() ? nullptr : &mData->parts[*it];
}

QList<const Part*> PartIndex::search(const QString& text, std::optional<PartKind> kind) const {
    const QStringList words = text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<const Part*> result;
    for (qsizetype i = 0; i < mData->parts.size(); ++i) {
        const Part& part = mData->parts[i];
        if (kind && part.kind != *kind)
            continue;
        const QString& haystack = mData->haystacks[i];
        bool all = true;
        for (const QString& word : words) {
            if (!haystack.contains(word)) {
                all = false;
                break;
            }
        }
        if (all)
            result.append(&part);
    }
    return result;
}
