#pragma once

#include "temporarybeside.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

// A set of files that belongs together (the NetBox import files, slurm.conf with gres.conf, the explorer's
// variants) written as a folder, all or nothing: every file goes into a new folder beside the target
// ("<name>.tmp-XXXXXX", see TemporaryBeside), each written whole and synced, and only then is that folder
// swapped with the target in one step (renameat2 RENAME_EXCHANGE) and the old set removed. On any failure
// (a full disk, a kill) the target holds the old set untouched or the new set complete, never a mix; what a
// killed writer leaves beside it is removed by the next successful write.
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

    // The same, a file at a time, for sets too large to hold in memory at once (500 explored designs):
    // begin(), add() each file (written to the staging folder at once), then commit(). Destroyed without
    // commit(), the staging folder goes and the target is untouched.
    DurableFolder() = default;
    ~DurableFolder();
    DurableFolder(const DurableFolder&) = delete;
    DurableFolder& operator=(const DurableFolder&) = delete;
    bool begin(const QString& path, const std::function<bool(const QString&)>& isOwn, QString* error);
    bool add(const QString& name, const QByteArray& bytes, QString* error);
    bool commit(QString* error);

private:
    bool fail(const QString& file, int errorNumber, QString* error) const;

    QString mShown;  // the path as given, for messages
    QString mTarget; // the folder itself (a link to a folder is written through)
    std::unique_ptr<TemporaryBeside> mStaging;
    QStringList mFolders; // made inside the staging folder, synced before the swap
};
