#include "bom/bomexport.h"

#include "durablefile.h"
#include "temporarybeside.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <xlsxwriter.h>

// The .xlsx workbook of the BOM (libxlsxwriter).
namespace {

// ---- XLSX ----

// Column letter(s) of a 0-based column index.
QByteArray columnLetter(int column) {
    QByteArray letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(char('A' + (c - 1) % 26));
    return letters;
}

int columnIndex(BomColumn column) {
    return int(BomExport::columns().indexOf(column));
}

double columnWidth(BomColumn column) {
    switch (column) {
    case BomColumn::Category:
        return 16;
    case BomColumn::Part:
        return 30;
    case BomColumn::Vendor:
        return 12;
    case BomColumn::Model:
        return 28;
    case BomColumn::PartNumber:
        return 20;
    case BomColumn::Description:
        return 50;
    case BomColumn::Qty:
    case BomColumn::Spares:
    case BomColumn::OrderQty:
        return 9;
    case BomColumn::ListPrice:
    case BomColumn::UnitPrice:
    case BomColumn::ExtendedPrice:
        return 15;
    case BomColumn::Discount:
    case BomColumn::LeadTime:
        return 10;
    case BomColumn::Supplier:
    case BomColumn::QuoteReference:
        return 18;
    case BomColumn::Currency:
        return 9;
    case BomColumn::PriceDate:
        return 11;
    case BomColumn::Note:
        return 30;
    }
    return 12;
}

bool isQtyColumn(BomColumn column) {
    return column == BomColumn::Qty || column == BomColumn::Spares || column == BomColumn::OrderQty;
}

// The technical requirements sheet (技术参数表): one row per line bought (not the parts a system
// includes), its key figures one per line in a wrapped cell, and the catalog source, the table a tender's
// technical section is written from.
void writeRequirementsSheet(lxw_workbook* workbook, const Bom& bom, lxw_format* headerFormat) {
    // A fixed name per language, as the BOM sheet's (BomExport::sheetName), so scripts find it.
    const QByteArray name =
        (bom.locale.startsWith(QLatin1String("zh")) ? QStringLiteral("技术参数表")
                                                    : QStringLiteral("Technical requirements"))
            .toUtf8();
    lxw_worksheet* sheet = workbook_add_worksheet(workbook, name.constData());
    lxw_format* wrapped = workbook_add_format(workbook);
    format_set_text_wrap(wrapped);
    format_set_align(wrapped, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* number = workbook_add_format(workbook);
    format_set_num_format(number, "0");
    format_set_align(number, LXW_ALIGN_VERTICAL_TOP);
    const QStringList titles{BomExport::tr("No."),       BomExport::tr("Category"),
                             BomExport::tr("Item"),      BomExport::tr("Part number"),
                             BomExport::tr("Order qty"), BomExport::tr("Technical requirements"),
                             BomExport::tr("Source")};
    const double widths[] = {6, 14, 30, 18, 9, 60, 50};
    for (int c = 0; c < int(titles.size()); ++c) {
        worksheet_set_column(sheet, c, c, widths[c], nullptr);
        worksheet_write_string(sheet, 0, c, titles[c].toUtf8().constData(), headerFormat);
    }
    worksheet_freeze_panes(sheet, 1, 0);
    lxw_row_t row = 1;
    for (const BomLine& line : bom.lines) {
        if (line.included())
            continue;
        const auto text = [&](int column, const QString& value) {
            if (!value.isEmpty())
                worksheet_write_string(sheet, row, column, value.toUtf8().constData(), wrapped);
        };
        worksheet_write_number(sheet, row, 0, double(row), number);
        text(1, BomExport::cellText(line, BomColumn::Category));
        text(2, QStringList{line.vendor, line.model}.join(QLatin1Char(' ')).trimmed());
        text(3, line.partNumber);
        worksheet_write_number(sheet, row, 4, double(line.orderQty()), number);
        text(5, line.requirements.join(QLatin1Char('\n')));
        text(6, line.source);
        // Excel does not grow a row for wrapped text it did not lay out itself: one line of 15 points each.
        worksheet_set_row(sheet, row, 15.0 * std::max<qsizetype>(1, line.requirements.size()), nullptr);
        ++row;
    }
}

bool writeWorkbook(const Bom& bom, const QString& path, QString* error) {
    auto fail = [&](const QString& message) {
        if (error)
            *error = BomExport::tr("%1: cannot write: %2").arg(path, message);
        return false;
    };
    const QByteArray nativePath = QFile::encodeName(QDir::toNativeSeparators(path));
    lxw_workbook* workbook = workbook_new(nativePath.constData());
    if (!workbook)
        return fail(BomExport::tr("cannot create the workbook"));
    const QByteArray sheetName = BomExport::sheetName(bom.locale).toUtf8();
    lxw_worksheet* sheet = workbook_add_worksheet(workbook, sheetName.constData());

    const char* moneyFormat = "#,##0.00";
    lxw_format* headerFormat = workbook_add_format(workbook);
    format_set_bold(headerFormat);
    format_set_bg_color(headerFormat, 0xDDE4EE);
    format_set_bottom(headerFormat, LXW_BORDER_THIN);
    format_set_text_wrap(headerFormat);
    format_set_align(headerFormat, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* textFormat = workbook_add_format(workbook);
    format_set_align(textFormat, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* qtyFormat = workbook_add_format(workbook);
    format_set_num_format(qtyFormat, "0");
    lxw_format* moneyCell = workbook_add_format(workbook);
    format_set_num_format(moneyCell, moneyFormat);
    lxw_format* estimatedMoney = workbook_add_format(workbook);
    format_set_num_format(estimatedMoney, moneyFormat);
    format_set_italic(estimatedMoney);
    lxw_format* includedFormat = workbook_add_format(workbook);
    format_set_font_color(includedFormat, 0x6B7280);
    lxw_format* includedQty = workbook_add_format(workbook);
    format_set_font_color(includedQty, 0x6B7280);
    format_set_num_format(includedQty, "0");
    lxw_format* totalLabel = workbook_add_format(workbook);
    format_set_bold(totalLabel);
    lxw_format* totalMoney = workbook_add_format(workbook);
    format_set_bold(totalMoney);
    format_set_num_format(totalMoney, moneyFormat);
    lxw_format* subtotalMoney = workbook_add_format(workbook);
    format_set_num_format(subtotalMoney, moneyFormat);
    format_set_top(subtotalMoney, LXW_BORDER_THIN);
    lxw_format* subtotalLabel = workbook_add_format(workbook);
    format_set_bold(subtotalLabel);
    format_set_top(subtotalLabel, LXW_BORDER_THIN);
    lxw_format* grandTotalMoney = workbook_add_format(workbook);
    format_set_bold(grandTotalMoney);
    format_set_num_format(grandTotalMoney, moneyFormat);
    format_set_top(grandTotalMoney, LXW_BORDER_THIN);
    format_set_bottom(grandTotalMoney, LXW_BORDER_DOUBLE);
    lxw_format* percentFormat = workbook_add_format(workbook);
    format_set_num_format(percentFormat, "0.##%");
    lxw_format* warningFormat = workbook_add_format(workbook);
    format_set_font_color(warningFormat, 0xB45309);
    format_set_bold(warningFormat);

    const QList<BomColumn>& columns = BomExport::columns();
    const int lastColumn = int(columns.size()) - 1;
    for (int c = 0; c <= lastColumn; ++c) {
        worksheet_set_column(sheet, c, c, columnWidth(columns[c]), nullptr);
        worksheet_write_string(sheet, 0, c, BomExport::columnTitle(columns[c]).toUtf8().constData(),
                               headerFormat);
    }
    worksheet_freeze_panes(sheet, 1, 0);

    lxw_row_t row = 1;
    for (const BomLine& line : bom.lines) {
        for (int c = 0; c <= lastColumn; ++c) {
            const BomColumn column = columns[c];
            if (isQtyColumn(column)) {
                const int value = column == BomColumn::Qty      ? line.qty
                                  : column == BomColumn::Spares ? line.spares
                                                                : line.orderQty();
                worksheet_write_number(sheet, row, c, value, line.included() ? includedQty : qtyFormat);
            } else if (column == BomColumn::UnitPrice || column == BomColumn::ExtendedPrice ||
                       column == BomColumn::ListPrice) {
                const std::optional<double>& value = column == BomColumn::UnitPrice   ? line.unitPrice
                                                     : column == BomColumn::ListPrice ? line.listUnitPrice
                                                                                      : line.extendedPrice;
                const bool estimated = column == BomColumn::ListPrice ? line.listEstimated : line.estimated();
                if (value)
                    worksheet_write_number(sheet, row, c, *value, estimated ? estimatedMoney : moneyCell);
            } else if (column == BomColumn::Discount || column == BomColumn::LeadTime) {
                const QString text = BomExport::cellText(line, column);
                if (!text.isEmpty())
                    worksheet_write_number(sheet, row, c, text.toDouble(), qtyFormat);
            } else {
                const QString text = BomExport::cellText(line, column);
                if (!text.isEmpty())
                    worksheet_write_string(sheet, row, c, text.toUtf8().constData(),
                                           line.included() ? includedFormat : textFormat);
            }
        }
        ++row;
    }
    const lxw_row_t lastLineRow = row - 1; // 0-based; 0 when there are no lines
    if (lastLineRow >= 1)
        worksheet_autofilter(sheet, 0, 0, lastLineRow, lastColumn);

    const int labelColumn = columnIndex(BomColumn::Category);
    const int unitColumn = columnIndex(BomColumn::UnitPrice);
    const int amountColumn = columnIndex(BomColumn::ExtendedPrice);
    const int currencyColumn = columnIndex(BomColumn::Currency);
    const int noteColumn = columnIndex(BomColumn::Note);
    const QByteArray amountLetter = columnLetter(amountColumn);
    auto cell = [](const QByteArray& letter, lxw_row_t r) {
        return letter + QByteArray::number(qulonglong(r) + 1);
    };

    const lxw_row_t subtotalRow = row;
    const QByteArray subtotalFormula =
        lastLineRow >= 1 ? "=SUM(" + cell(amountLetter, 1) + ':' + cell(amountLetter, lastLineRow) + ')'
                         : "=0";
    worksheet_write_string(sheet, subtotalRow, labelColumn, BomExport::tr("Subtotal").toUtf8().constData(),
                           subtotalLabel);
    for (int c = labelColumn + 1; c <= lastColumn; ++c)
        if (c != amountColumn)
            worksheet_write_blank(sheet, subtotalRow, c, subtotalLabel);
    worksheet_write_formula_num(sheet, subtotalRow, amountColumn, subtotalFormula.constData(), subtotalMoney,
                                bom.subtotal);
    worksheet_write_string(sheet, subtotalRow, currencyColumn, bom.currency.toUtf8().constData(),
                           subtotalLabel);
    ++row;

    QByteArray totalFormula = '=' + cell(amountLetter, subtotalRow);
    if (bom.taxPercent != 0) {
        const lxw_row_t taxRow = row;
        worksheet_write_string(sheet, taxRow, labelColumn, bom.taxLineLabel().toUtf8().constData(),
                               totalLabel);
        worksheet_write_number(sheet, taxRow, unitColumn, bom.taxPercent / 100.0, percentFormat);
        const QByteArray taxFormula = "=ROUND(" + cell(amountLetter, subtotalRow) + '*' +
                                      cell(columnLetter(unitColumn), taxRow) + ",2)";
        worksheet_write_formula_num(sheet, taxRow, amountColumn, taxFormula.constData(), moneyCell, bom.tax);
        worksheet_write_string(sheet, taxRow, currencyColumn, bom.currency.toUtf8().constData(), nullptr);
        totalFormula += '+' + cell(amountLetter, taxRow);
        ++row;
    }
    const lxw_row_t totalRow = row;
    worksheet_write_string(sheet, totalRow, labelColumn, BomExport::tr("Total").toUtf8().constData(),
                           totalLabel);
    worksheet_write_formula_num(sheet, totalRow, amountColumn, totalFormula.constData(), grandTotalMoney,
                                bom.total);
    worksheet_write_string(sheet, totalRow, currencyColumn, bom.currency.toUtf8().constData(), totalLabel);
    if (bom.incomplete)
        worksheet_write_string(sheet, totalRow, noteColumn,
                               BomExport::incompleteNote(bom).toUtf8().constData(), warningFormat);

    writeRequirementsSheet(workbook, bom, headerFormat);

    lxw_doc_properties properties{};
    QByteArray title = BomExport::tr("Bill of materials: %1").arg(bom.designName).toUtf8();
    properties.title = title.data();
    workbook_set_properties(workbook, &properties);

    const lxw_error result = workbook_close(workbook);
    if (result != LXW_NO_ERROR)
        return fail(QString::fromUtf8(lxw_strerror(result)));
    return true;
}

} // namespace

bool writeBomXlsx(const Bom& bom, const QString& path, QString* error) {
    // libxlsxwriter writes to a path: build the workbook in a temporary folder beside the target (one a
    // killed run leaves is removed by the next write), then hand the bytes to DurableFile, which checks
    // every write and leaves an existing file untouched on failure.
    const TemporaryBeside folder(path, TemporaryBeside::Kind::Folder);
    if (!folder.ok()) {
        if (error)
            *error = BomExport::tr("%1: cannot write: %2")
                         .arg(path, DurableFile::reasonOrSystem(folder.errorNumber()));
        return false;
    }
    const QString temporary = QDir(folder.path()).filePath(QStringLiteral("bom.xlsx"));
    if (!writeWorkbook(bom, temporary, error)) {
        if (error)
            error->replace(temporary, path);
        return false;
    }
    QFile built(temporary);
    if (!built.open(QIODevice::ReadOnly)) {
        if (error)
            *error = BomExport::tr("%1: cannot write: %2").arg(path, built.errorString());
        return false;
    }
    return DurableFile::write(path, built.readAll(), error);
}
