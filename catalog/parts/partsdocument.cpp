#include "parts/partsdocument.h"

#include "jsontext.h"
#include "parts/partparser.h"

#include <QSet>

std::optional<QList<Part>> PartsDocument::read(const QByteArray& text, const QString& fileName,
                                               QString* error) {
    QString message;
    if (text.size() > kMaxBytes) {
        if (error)
            *error = tr("%1: %2 bytes, more than a parts file may have (%3)")
                         .arg(fileName)
                         .arg(text.size())
                         .arg(kMaxBytes);
        return std::nullopt;
    }
    const auto document = parseJsonText(text, &message);
    if (!document) {
        if (error)
            *error = tr("%1: %2").arg(fileName, message);
        return std::nullopt;
    }
    if (!document->is_object() || !document->contains("parts") || !document->at("parts").is_array()) {
        if (error)
            *error = tr("%1: expected an object with a \"parts\" array").arg(fileName);
        return std::nullopt;
    }
    const auto& items = document->at("parts");
    if (items.size() > size_t(kMaxParts)) {
        if (error)
            *error = tr("%1: %2 parts, more than a parts file may hold (%3)")
                         .arg(fileName)
                         .arg(items.size())
                         .arg(kMaxParts);
        return std::nullopt;
    }
    QList<Part> parts;
    QSet<QString> ids;
    for (size_t i = 0; i < items.size(); ++i) {
        PartError partError;
        auto part = PartParser::parse(items[i], &partError);
        if (!part) {
            if (error)
                *error = tr("%1: parts[%2]: %3").arg(fileName).arg(i).arg(partError.toString());
            return std::nullopt;
        }
        if (ids.contains(part->id)) {
            if (error)
                *error =
                    tr("%1: parts[%2]: part \"%3\": id is used twice").arg(fileName).arg(i).arg(part->id);
            return std::nullopt;
        }
        ids.insert(part->id);
        parts.append(std::move(*part));
    }
    return parts;
}

QByteArray PartsDocument::write(const QList<Part>& parts) {
    nlohmann::json items = nlohmann::json::array();
    for (const Part& part : parts)
        items.push_back(part.json);
    nlohmann::json document = {{"parts", items}};
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}
