#include "netbox/netboximport.h"

#include "store/catalogstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

using Outcome = NetboxFileResult::Outcome;

QStringList netboxFiles(const QStringList& paths, QString* error) {
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(path, {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                found.append(it.next());
            if (found.isEmpty()) {
                if (error)
                    *error = NetboxFileResult::tr("%1: the folder holds no .yml or .yaml file").arg(path);
                return {};
            }
            found.sort();
            files.append(found);
        } else if (info.isFile()) {
            files.append(path);
        } else {
            if (error)
                *error = NetboxFileResult::tr("%1: no such file or folder").arg(path);
            return {};
        }
    }
    return files;
}

int NetboxImportReport::partCount() const {
    int count = 0;
    for (const NetboxFileResult& file : files)
        count += int(file.parts.size());
    return count;
}

QString NetboxImportReport::text() const {
    const QString separator = tr("; ", "between the figures taken from a file");
    QStringList lines;
    for (const NetboxFileResult& file : files) {
        switch (file.outcome) {
        case Outcome::Imported:
            lines.append(tr("%1: %2").arg(
                file.file, QString::fromStdString(file.parts.front()["id"].get<std::string>())));
            if (!file.taken.isEmpty())
                lines.append(tr("  taken: %1").arg(file.taken.join(separator)));
            if (!file.missing.isEmpty())
                lines.append(
                    tr("  missing, flagged as estimates to fill in: %1").arg(file.missing.join(separator)));
            for (const QString& note : file.notes)
                lines.append(tr("  note: %1").arg(note));
            break;
        case Outcome::Skipped:
            lines.append(tr("%1: skipped: %2").arg(file.file, file.reason));
            break;
        case Outcome::Refused:
            lines.append(tr("refused: %1").arg(file.reason));
            break;
        }
    }
    if (imported)
        lines.append(tr("imported %n part(s)", "", partCount()));
    else
        lines.append(tr("nothing was imported: %1").arg(error));
    return lines.join(QLatin1Char('\n'));
}

NetboxImportReport importNetboxTypes(CatalogStore& store, const QStringList& paths) {
    NetboxImportReport report;
    const QStringList files = netboxFiles(paths, &report.error);
    if (files.isEmpty())
        return report;
    const auto current = store.snapshot(&report.error);
    if (!current)
        return report;

    int refused = 0;
    nlohmann::json document = {{"parts", nlohmann::json::array()}};
    for (const QString& path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            NetboxFileResult result;
            result.file = path;
            result.reason = NetboxImportReport::tr("%1: cannot be read: %2").arg(path, file.errorString());
            report.files.append(result);
            ++refused;
            continue;
        }
        NetboxFileResult result = readNetboxType(file.read(64 * 1024 * 1024), path);
        if (result.outcome == Outcome::Imported) {
            const QString id = QString::fromStdString(result.parts.front()["id"].get<std::string>());
            const Part* existing = current->find(id);
            if (existing && !existing->userPart) {
                result.outcome = Outcome::Skipped;
                result.reason = NetboxImportReport::tr("already in the bundled catalog as %1").arg(id);
                result.parts.clear();
            }
        }
        if (result.outcome == Outcome::Refused)
            ++refused;
        for (const nlohmann::json& part : result.parts)
            document["parts"].push_back(part);
        report.files.append(result);
    }
    if (refused > 0) {
        report.error = NetboxImportReport::tr("%n file(s) refused", "", refused);
        return report;
    }
    if (document["parts"].empty()) {
        report.error = NetboxImportReport::tr("no file held a part the catalog models");
        return report;
    }
    const QString source = files.size() == 1
                               ? files.front()
                               : NetboxImportReport::tr("%n NetBox file(s)", "", int(files.size()));
    if (!store.importParts(QByteArray::fromStdString(document.dump()), source, &report.error))
        return report;
    report.imported = true;
    return report;
}
