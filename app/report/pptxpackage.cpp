#include "report/pptxpackage.h"

#include "durablefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <zip.h>

namespace {

QString zipError(zip_t* archive) {
    return QString::fromUtf8(zip_strerror(archive));
}

} // namespace

std::optional<PptxPackage> PptxPackage::read(const QString& path, QString* error) {
    const QString name = QFileInfo(path).fileName();
    int code = 0;
    zip_t* archive = zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &code);
    if (!archive) {
        zip_error_t zipError;
        zip_error_init_with_code(&zipError, code);
        if (error)
            *error = tr("%1: cannot open the presentation: %2")
                         .arg(name, QString::fromUtf8(zip_error_strerror(&zipError)));
        zip_error_fini(&zipError);
        return std::nullopt;
    }
    return readArchive(archive, name, error);
}

std::optional<PptxPackage> PptxPackage::fromBytes(const QByteArray& bytes, const QString& name,
                                                  QString* error) {
    zip_error_t zipError;
    zip_error_init(&zipError);
    zip_source_t* source =
        zip_source_buffer_create(bytes.constData(), zip_uint64_t(bytes.size()), 0, &zipError);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &zipError) : nullptr;
    if (!archive) {
        if (error)
            *error = tr("%1: cannot open the presentation: %2")
                         .arg(name, QString::fromUtf8(zip_error_strerror(&zipError)));
        if (source)
            zip_source_free(source);
        zip_error_fini(&zipError);
        return std::nullopt;
    }
    zip_error_fini(&zipError);
    return readArchive(archive, name, error);
}

std::optional<PptxPackage> PptxPackage::readArchive(void* handle, const QString& name, QString* error) {
    zip_t* archive = static_cast<zip_t*>(handle);
    // The unpacked sizes are bounded before anything is read: a 4 MB file whose entries unpack to 500 MB
    // each (a ZIP bomb) took 35 s and 4.1 GB. The sizes come from the ZIP's directory, and no entry is read
    // past its size.
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    if (count < 0 || count > kMaxEntries) {
        if (error)
            *error = tr("%1: %2 entries in the ZIP, more than a presentation may have (%3)")
                         .arg(name)
                         .arg(count)
                         .arg(kMaxEntries);
        zip_discard(archive);
        return std::nullopt;
    }
    QList<zip_stat_t> entries;
    quint64 total = 0;
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, zip_uint64_t(i), 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE) ||
            !(stat.valid & ZIP_STAT_NAME)) {
            if (error)
                *error =
                    tr("%1: entry %2 of the ZIP cannot be read: %3").arg(name).arg(i).arg(zipError(archive));
            zip_discard(archive);
            return std::nullopt;
        }
        if (QString::fromUtf8(stat.name).endsWith(QLatin1Char('/')))
            continue; // a folder entry
        total += stat.size;
        if (stat.size > kMaxUnpackedBytes || total > kMaxUnpackedBytes) {
            if (error)
                *error = tr("%1: the presentation unpacks to more than %2 MB (%3 is %4 bytes); it is refused "
                            "before it is read")
                             .arg(name)
                             .arg(kMaxUnpackedBytes >> 20)
                             .arg(QString::fromUtf8(stat.name))
                             .arg(stat.size);
            zip_discard(archive);
            return std::nullopt;
        }
        entries.append(stat);
    }
    PptxPackage package;
    for (const zip_stat_t& stat : std::as_const(entries)) {
        const QString partName = QString::fromUtf8(stat.name);
        QByteArray bytes(qsizetype(stat.size), Qt::Uninitialized);
        zip_file_t* file = zip_fopen_index(archive, stat.index, 0);
        const zip_int64_t read = file ? zip_fread(file, bytes.data(), stat.size) : -1;
        if (file)
            zip_fclose(file);
        if (read != zip_int64_t(stat.size)) {
            if (error)
                *error = tr("%1: %2 cannot be read: %3").arg(name, partName, zipError(archive));
            zip_discard(archive);
            return std::nullopt;
        }
        package.add(partName, bytes);
    }
    zip_discard(archive);
    return package;
}

int PptxPackage::removeOldZipFolders() {
    // What earlier versions left when killed: $TMPDIR/cluster-workbench-XXXXXX holding deck.zip alone (or
    // nothing), untouched for an hour (no running writer takes that long).
    static const QRegularExpression name(QStringLiteral("^cluster-workbench-[A-Za-z0-9]{6}$"));
    const QDir temp(QDir::tempPath());
    int removed = 0;
    for (const QFileInfo& folder : temp.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden)) {
        if (!name.match(folder.fileName()).hasMatch() || folder.isSymLink() ||
            folder.lastModified().secsTo(QDateTime::currentDateTime()) < 3600)
            continue;
        const QFileInfoList inside =
            QDir(folder.filePath()).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        if (inside.size() > 1 ||
            (inside.size() == 1 &&
             (inside.first().fileName() != QLatin1String("deck.zip") || !inside.first().isFile())))
            continue;
        removed += QDir(folder.filePath()).removeRecursively() ? 1 : 0;
    }
    return removed;
}

bool PptxPackage::write(const QString& path, QString* error) const {
    removeOldZipFolders();
    // The ZIP is made in memory (a deck is a few MB) and put on disk by DurableFile: no temporary folder
    // that a killed run would leave behind ($TMPDIR/cluster-workbench-XXXXXX/deck.zip, before).
    const QString name = QFileInfo(path).fileName();
    zip_error_t failure;
    zip_error_init(&failure);
    zip_source_t* memory = zip_source_buffer_create(nullptr, 0, 0, &failure);
    zip_t* archive = memory ? zip_open_from_source(memory, ZIP_TRUNCATE, &failure) : nullptr;
    if (!archive) {
        if (error)
            *error =
                tr("%1: cannot start the ZIP: %2").arg(name, QString::fromUtf8(zip_error_strerror(&failure)));
        if (memory)
            zip_source_free(memory);
        zip_error_fini(&failure);
        return false;
    }
    zip_error_fini(&failure);
    zip_source_keep(memory); // read back after zip_close
    // [Content_Types].xml first, as Office writes it; then the parts in name order.
    QStringList order = names();
    order.removeAll(QStringLiteral("[Content_Types].xml"));
    order.prepend(QStringLiteral("[Content_Types].xml"));
    for (const QString& partName : order) {
        const QByteArray& bytes = *mParts.find(partName);
        zip_source_t* source = zip_source_buffer(archive, bytes.constData(), zip_uint64_t(bytes.size()), 0);
        const QByteArray utf8 = partName.toUtf8();
        const zip_int64_t index =
            source ? zip_file_add(archive, utf8.constData(), source, ZIP_FL_ENC_UTF_8) : -1;
        if (index < 0) {
            if (source)
                zip_source_free(source);
            if (error)
                *error = tr("%1: cannot add %2: %3").arg(name, partName, zipError(archive));
            zip_discard(archive);
            zip_source_free(memory);
            return false;
        }
        // Pictures are compressed already.
        if (partName.endsWith(QLatin1String(".png")))
            zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_STORE, 0);
    }
    if (zip_close(archive) != 0) {
        if (error)
            *error = tr("%1: cannot write the ZIP: %2").arg(name, zipError(archive));
        zip_discard(archive);
        zip_source_free(memory);
        return false;
    }
    QByteArray zip;
    zip_stat_t stat;
    zip_stat_init(&stat);
    bool ok =
        zip_source_stat(memory, &stat) == 0 && (stat.valid & ZIP_STAT_SIZE) && zip_source_open(memory) == 0;
    if (ok) {
        zip.resize(qsizetype(stat.size));
        ok = zip_source_read(memory, zip.data(), stat.size) == zip_int64_t(stat.size);
        zip_source_close(memory);
    }
    zip_source_free(memory);
    if (!ok) {
        if (error)
            *error = tr("%1: cannot read back the ZIP").arg(name);
        return false;
    }
    return DurableFile::write(path, zip, error);
}
