#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

// A set of files that belongs together (the NetBox import files, slurm.conf with gres.conf) written as a
// folder, all or nothing: every file goes into a new folder beside the target ("<name>.tmp-XXXXXX", see
// TemporaryBeside), each written whole and synced, and only then is that folder swapped with the target
// in one step (renameat2 RENAME_EXCHANGE) and the old set removed. On any failure (a full disk, a kill)
// the target holds the old set untouched or the new set complete, never a mix; what a killed writer
// leaves beside it is removed by the next successful write.
//
// The swap replaces the whole folder, so a target holding anything the set does not make is refused
// instead of emptied: `isOwn` says whether a name at the target's top is one the set makes (an earlier
// export's "01-manufacturers.csv" or "device-types").
class DurableFolder {
    Q_DECLARE_TR_FUNCTIONS(DurableFolder)
public:
    struct File {
        QString name; // relative, "/" between folders: "device-types/x.yaml"
        QByteArray bytes;
    };
    static bool write(const QString& path, const QList<File>& files,
                      const std::function<bool(const QString&)>& isOwn, QString* error);
};
