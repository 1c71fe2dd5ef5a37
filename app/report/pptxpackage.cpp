#include "report/pptxpackage.h"

#include "durablefile.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
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
    PptxPackage package;
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, zip_uint64_t(i), 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE) ||
            !(stat.valid & ZIP_STAT_NAME)) {
            if (error)
                *error =
                    tr("%1: entry %2 of the ZIP cannot be read: %3").arg(name).arg(i).arg(zipError(archive));
            zip_close(archive);
            return std::nullopt;
        }
        const QString partName = QString::fromUtf8(stat.name);
        if (partName.endsWith(QLatin1Char('/')))
            continue; // a folder entry
        if (stat.size > 512u * 1024 * 1024) {
            if (error)
                *error = tr("%1: %2 is too large (%3 bytes)").arg(name, partName).arg(stat.size);
            zip_close(archive);
            return std::nullopt;
        }
        QByteArray bytes(qsizetype(stat.size), Qt::Uninitialized);
        zip_file_t* file = zip_fopen_index(archive, zip_uint64_t(i), 0);
        const zip_int64_t read = file ? zip_fread(file, bytes.data(), stat.size) : -1;
        if (file)
            zip_fclose(file);
        if (read != zip_int64_t(stat.size)) {
            if (error)
                *error = tr("%1: %2 cannot be read: %3").arg(name, partName, zipError(archive));
            zip_close(archive);
            return std::nullopt;
        }
        package.add(partName, bytes);
    }
    zip_discard(archive);
    return package;
}

bool PptxPackage::write(const QString& path, QString* error) const {
    const QString name = QFileInfo(path).fileName();
    QTemporaryDir folder;
    if (!folder.isValid()) {
        if (error)
            *error = tr("%1: cannot make a temporary folder: %2").arg(name, folder.errorString());
        return false;
    }
    const QString zipPath = folder.filePath(QStringLiteral("deck.zip"));
    int code = 0;
    zip_t* archive = zip_open(QFile::encodeName(zipPath).constData(), ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (!archive) {
        if (error)
            *error = tr("%1: cannot start the ZIP (libzip error %2)").arg(name).arg(code);
        return false;
    }
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
        return false;
    }
    QFile zip(zipPath);
    if (!zip.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read back the ZIP: %2").arg(name, zip.errorString());
        return false;
    }
    return DurableFile::write(path, zip.readAll(), error);
}
