#pragma once

#include "templates/designtemplate.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class PartIndex;

// The user's templates: one JSON file each in a folder kept beside the user's catalog database
// ("templates/" next to catalog.sqlite), so they travel with it. Files are written atomically.
class TemplateLibrary {
    Q_DECLARE_TR_FUNCTIONS(TemplateLibrary)
public:
    explicit TemplateLibrary(QString folder) : mFolder(std::move(folder)) {}
    // The folder for the catalog database at `catalogPath`.
    static QString folderFor(const QString& catalogPath);
    QString folder() const { return mFolder; }

    // Every template, by name. A file that does not load is left out and named in `problems`.
    QList<DesignTemplate> load(const PartIndex& parts, QStringList* problems = nullptr) const;
    // Saves under the template's name, replacing a template of that name.
    bool save(const DesignTemplate& t, QString* error) const;
    bool remove(const QString& name, QString* error) const;
    bool contains(const QString& name) const;
    // Reads a template file (from anyone), checks it against the catalog and saves it into the library.
    std::optional<DesignTemplate> importFile(const QString& path, const PartIndex& parts,
                                             QString* error) const;
    static bool exportFile(const DesignTemplate& t, const QString& path, QString* error);

private:
    QString pathFor(const QString& name) const;
    QString mFolder;
};
