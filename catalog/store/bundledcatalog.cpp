#include "store/bundledcatalog.h"

#include "jsontext.h"
#include "parts/partsdocument.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSet>

namespace {
std::optional<QByteArray> readFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = BundledCatalog::tr("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}
} // namespace

std::optional<BundledCatalog> BundledCatalog::load(const QString& directory, QString* error) {
    const QDir dir(directory);
    const QString manifestPath = dir.filePath(QStringLiteral("manifest.json"));
    const auto manifestText = readFile(manifestPath, error);
    if (!manifestText)
        return std::nullopt;
    QString message;
    const auto manifest = parseJsonText(*manifestText, &message);
    if (!manifest || !manifest->is_object() ||
        !manifest->value("version", nlohmann::json()).is_number_integer() ||
        !manifest->value("files", nlohmann::json()).is_array()) {
        if (error)
            *error =
                tr("%1: %2").arg(manifestPath, message.isEmpty() ? tr("needs an integer \"version\" and a "
                                                                      "\"files\" array")
                                                                 : message);
        return std::nullopt;
    }
    BundledCatalog catalog;
    catalog.version = manifest->at("version").get<int>();
    catalog.recordedHash = QString::fromStdString(manifest->value("content_sha256", std::string()));
    QCryptographicHash hash(QCryptographicHash::Sha256);
    QSet<QString> ids;
    for (const auto& entry : manifest->at("files")) {
        const QString name = QString::fromStdString(entry.get<std::string>());
        const QString path = dir.filePath(name);
        const auto text = readFile(path, error);
        if (!text)
            return std::nullopt;
        hash.addData(*text);
        auto parts = PartsDocument::read(*text, path, error);
        if (!parts)
            return std::nullopt;
        for (Part& part : *parts) {
            if (ids.contains(part.id)) {
                if (error)
                    *error = tr("%1: part \"%2\" is defined in another bundled file too").arg(path, part.id);
                return std::nullopt;
            }
            ids.insert(part.id);
            catalog.parts.append(std::move(part));
        }
    }
    catalog.contentHash = hash.result().toHex();
    return catalog;
}
