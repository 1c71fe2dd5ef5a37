#include "fabric/fabriccutsheet.h"

#include "csvtext.h"
#include "durablefile.h"
#include "temporarybeside.h"

#include <QDir>
#include <QFile>
#include <xlsxwriter.h>

namespace {

QString rackText(const CablePoint& p) {
    return p.rackId.isEmpty()
               ? FabricCutSheet::tr("new rack, row %1 place %2").arg(p.row + 1).arg(p.position + 1)
               : p.rackId;
}

QString tierText(const QString& tier) {
    if (tier == QLatin1String("host-leaf"))
        return FabricCutSheet::tr("host to leaf");
    if (tier == QLatin1String("leaf-spine"))
        return FabricCutSheet::tr("leaf to spine");
    return FabricCutSheet::tr("spine to core");
}

} // namespace

QStringList FabricCutSheet::header() {
    return {tr("Cable"),  tr("Link"),       tr("A rack"),        tr("A U"),          tr("A device"),
            tr("A port"), tr("B rack"),     tr("B U"),           tr("B device"),     tr("B port"),
            tr("Part"),   tr("Length (m)"), tr("A transceiver"), tr("B transceiver")};
}

QList<QStringList> FabricCutSheet::rows(const QList<FabricReport>& fabrics, const Design& design) {
    QList<QStringList> rows;
    for (const FabricReport& f : fabrics)
        for (qsizetype i = 0; i < f.cableCount(); ++i) {
            const FabricCable c = f.cable(i);
            rows.append({c.id, tierText(c.tier), rackText(c.a), QString::number(c.a.u), c.aDevice, c.aPort,
                         rackText(c.b), QString::number(c.b.u), c.bDevice, c.bPort, c.choice.partId,
                         c.choice.lengthM > 0 ? QString::number(c.choice.lengthM) : QString(),
                         c.choice.aModuleId, c.choice.bModuleId});
        }
    // Hand-added cables: their ends where the devices are now (the loader checked that they exist).
    const auto end = [&](const QString& deviceId) -> QStringList {
        const auto [r, d] = design.deviceLocation(deviceId);
        if (r < 0)
            return {QString(), QString()};
        return {design.racks[r].id, QString::number(design.racks[r].devices[d].u)};
    };
    for (const CableOverride& c : design.cables) {
        if (c.aDevice.isEmpty())
            continue;
        const QStringList a = end(c.aDevice), b = end(c.bDevice);
        rows.append({c.id, tr("added by hand"), a[0], a[1], c.aDevice, c.aPort, b[0], b[1], c.bDevice,
                     c.bPort, c.partId, c.lengthM > 0 ? QString::number(c.lengthM) : QString(), QString(),
                     QString()});
    }
    return rows;
}

QByteArray FabricCutSheet::csv(const QList<FabricReport>& fabrics, const Design& design) {
    QByteArray out("\xEF\xBB\xBF");
    appendCsvRow(out, header());
    for (const QStringList& row : rows(fabrics, design))
        appendCsvRow(out, row);
    return out;
}

bool FabricCutSheet::writeXlsx(const QList<FabricReport>& fabrics, const Design& design, const QString& path,
                               QString* error) {
    // libxlsxwriter writes to a path: build in a temporary folder beside the target (one a killed run
    // leaves is removed by the next write), then write the bytes durably.
    const TemporaryBeside folder(path, TemporaryBeside::Kind::Folder);
    const QString temporary = QDir(folder.path()).filePath(QStringLiteral("cutsheet.xlsx"));
    lxw_workbook* book = folder.ok() ? workbook_new(QFile::encodeName(temporary).constData()) : nullptr;
    if (!book) {
        *error = tr("%1: cannot write: no temporary folder").arg(path);
        return false;
    }
    lxw_worksheet* sheet = workbook_add_worksheet(book, tr("Cut-sheet").toUtf8().constData());
    lxw_format* bold = workbook_add_format(book);
    format_set_bold(bold);
    const QStringList head = header();
    for (int c = 0; c < head.size(); ++c) {
        worksheet_write_string(sheet, 0, lxw_col_t(c), head[c].toUtf8().constData(), bold);
        worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), c == 0 || c == 10 ? 28 : 12, nullptr);
    }
    const QList<QStringList> body = rows(fabrics, design);
    for (int r = 0; r < body.size(); ++r)
        for (int c = 0; c < body[r].size(); ++c) {
            const bool numeric = (c == 3 || c == 7 || c == 11) && !body[r][c].isEmpty();
            if (numeric)
                worksheet_write_number(sheet, lxw_row_t(r + 1), lxw_col_t(c), body[r][c].toDouble(), nullptr);
            else
                worksheet_write_string(sheet, lxw_row_t(r + 1), lxw_col_t(c), body[r][c].toUtf8().constData(),
                                       nullptr);
        }
    worksheet_freeze_panes(sheet, 1, 1);
    if (workbook_close(book) != LXW_NO_ERROR) {
        *error = tr("%1: cannot write the workbook").arg(path);
        return false;
    }
    QFile built(temporary);
    if (!built.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot write: %2").arg(path, built.errorString());
        return false;
    }
    return DurableFile::write(path, built.readAll(), error);
}
