#include "templates/templatelibrary.h"

#include "durablefile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

QString TemplateLibrary::folderFor(const QString& catalogPath) {
    return QFileInfo(catalogPath).absolutePath() + QStringLiteral("/templates");
}

QString TemplateLibrary::pathFor(const QString& name) const {
    // A readable part for people browsing the folder, and a hash so that names differing only in
    // punctuation or script (Chinese names) get files of their own.
    QString slug;
    for (const QChar c : name.toLower())
        slug += (c.isLetterOrNumber() && c.unicode() < 128) ? c : QLatin1Char('-');
    slug = slug.left(40);
    const QByteArray hash =
        QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex().left(10);
    return mFolder + QLatin1Char('/') + slug + QLatin1Char('-') + QString::fromLatin1(hash) +
           QStringLiteral(".json");
}

QList<DesignTemplate> TemplateLibrary::load(const PartIndex& parts, QStringList* problems) const {
    QList<DesignTemplate> templates;
    const QDir dir(mFolder);
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(info.absoluteFilePath());
        QString error;
        if (!file.open(QIODevice::ReadOnly)) {
            if (problems)
                problems->append(tr("%1: cannot read: %2").arg(info.absoluteFilePath(), file.errorString()));
            continue;
        }
        const auto t = DesignTemplate::fromJson(file.readAll(), parts, info.absoluteFilePath(), &error);
        if (t)
            templates.append(*t);
        else if (problems)
            problems->append(error);
    }
    std::sort(templates.begin(), templates.end(), [](const DesignTemplate& a, const DesignTemplate& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return templates;
}

bool TemplateLibrary::contains(const QString& name) const {
    return QFileInfo::exists(pathFor(name));
}

bool TemplateLibrary::save(const DesignTemplate& t, QString* error) const {
    if (t.name.trimmed().isEmpty()) {
        if (error)
            *error = tr("a template needs a name");
        return false;
    }
    if (!QDir().mkpath(mFolder)) {
        if (error)
            *error = tr("%1: cannot create the folder").arg(mFolder);
        return false;
    }
    return DurableFile::write(pathFor(t.name), t.toJson(), error);
}

bool TemplateLibrary::remove(const QString& name, QString* error) const {
    QFile file(pathFor(name));
    if (!file.exists() || file.remove())
        return true;
    if (error)
        *error = tr("%1: cannot remove: %2").arg(file.fileName(), file.errorString());
    return false;
}

std::optional<DesignTemplate> TemplateLibrary::importFile(const QString& path, const PartIndex& parts,
                                                          QString* error) const {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const auto t = DesignTemplate::fromJson(file.readAll(), parts, path, error);
    if (!t || !save(*t, error))
        return std::nullopt;
    return t;
}

bool TemplateLibrary::exportFile(const DesignTemplate& t, const QString& path, QString* error) {
    return DurableFile::write(path, t.toJson(), error);
}
