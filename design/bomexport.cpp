#include "bomexport.h"

#include "csvtext.h"
#include "durablefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <xlsxwriter.h>

namespace {

// ---- CSV ----

// A totals row: the label in the first column, the amount under "Extended price", the currency beside it.
QStringList totalsRow(const QString& label, const QString& amount, const QString& currency,
                      const QString& note, const QString& unitCell = {}) {
    QStringList fields;
    for (BomColumn column : BomExport::columns()) {
        switch (column) {
        case BomColumn::Category:
            fields << label;
            break;
        case BomColumn::UnitPrice:
            fields << unitCell;
            break;
        case BomColumn::ExtendedPrice:
            fields << amount;
            break;
        case BomColumn::Currency:
            fields << currency;
            break;
        case BomColumn::Note:
            fields << note;
            break;
        default:
            fields << QString();
            break;
        }
    }
    return fields;
}

// ---- text ----

bool isWide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

// Terminal columns the text takes (CJK characters take two).
int displayWidth(const QString& text) {
    int width = 0;
    for (char32_t c : text.toUcs4())
        width += isWide(c) ? 2 : 1;
    return width;
}

QString pad(const QString& text, int width, bool right) {
    const QString fill(qMax(0, width - displayWidth(text)), QLatin1Char(' '));
    return right ? fill + text : text + fill;
}

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
    case BomColumn::UnitPrice:
    case BomColumn::ExtendedPrice:
        return 15;
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

} // namespace

const QList<BomColumn>& BomExport::columns() {
    static const QList<BomColumn> list{BomColumn::Category,  BomColumn::Part,          BomColumn::Vendor,
                                       BomColumn::Model,     BomColumn::PartNumber,    BomColumn::Description,
                                       BomColumn::Qty,       BomColumn::Spares,        BomColumn::OrderQty,
                                       BomColumn::UnitPrice, BomColumn::ExtendedPrice, BomColumn::Currency,
                                       BomColumn::PriceDate, BomColumn::Note};
    return list;
}

QString BomExport::columnTitle(BomColumn column) {
    switch (column) {
    case BomColumn::Category:
        return tr("Category");
    case BomColumn::Part:
        return tr("Part");
    case BomColumn::Vendor:
        return tr("Vendor");
    case BomColumn::Model:
        return tr("Model");
    case BomColumn::PartNumber:
        return tr("Part number");
    case BomColumn::Description:
        return tr("Description");
    case BomColumn::Qty:
        return tr("Qty");
    case BomColumn::Spares:
        return tr("Spares");
    case BomColumn::OrderQty:
        return tr("Order qty");
    case BomColumn::UnitPrice:
        return tr("Unit price");
    case BomColumn::ExtendedPrice:
        return tr("Extended price");
    case BomColumn::Currency:
        return tr("Currency");
    case BomColumn::PriceDate:
        return tr("Price date");
    case BomColumn::Note:
        return tr("Note");
    }
    return {};
}

QString BomExport::money(double amount) {
    return QString::number(Bom::roundMoney(amount), 'f', 2);
}

QString BomExport::cellText(const BomLine& line, BomColumn column) {
    switch (column) {
    case BomColumn::Category:
        return Bom::categoryLabel(line.category);
    case BomColumn::Part:
        return line.partId;
    case BomColumn::Vendor:
        return line.vendor;
    case BomColumn::Model:
        return line.model;
    case BomColumn::PartNumber:
        return line.partNumber;
    case BomColumn::Description:
        return line.description;
    case BomColumn::Qty:
        return QString::number(line.qty);
    case BomColumn::Spares:
        return QString::number(line.spares);
    case BomColumn::OrderQty:
        return QString::number(line.orderQty());
    case BomColumn::UnitPrice:
        return line.unitPrice ? money(*line.unitPrice) : QString();
    case BomColumn::ExtendedPrice:
        return line.extendedPrice ? money(*line.extendedPrice) : QString();
    case BomColumn::Currency:
        return line.currency;
    case BomColumn::PriceDate:
        return line.priceDate;
    case BomColumn::Note:
        return Bom::lineNote(line);
    }
    return {};
}

QString BomExport::incompleteNote(const Bom& bom) {
    if (!bom.incomplete)
        return {};
    QStringList reasons;
    if (!bom.unpricedPartIds.isEmpty())
        reasons << tr("no price for %1").arg(bom.unpricedPartIds.join(QStringLiteral(", ")));
    if (!bom.missingRates.isEmpty())
        reasons << tr("no exchange rate to %1 for %2")
                       .arg(bom.currency, bom.missingRates.join(QStringLiteral(", ")));
    return tr("incomplete: %1").arg(reasons.join(QStringLiteral("; ")));
}

QString BomExport::sheetName(const QString& locale) {
    // A fixed name per language rather than a translation, so files are predictable for scripts.
    return locale.startsWith(QLatin1String("zh")) ? QStringLiteral("物料清单") : QStringLiteral("BOM");
}

QByteArray bomToCsv(const Bom& bom) {
    QByteArray out("\xEF\xBB\xBF");
    QStringList header;
    for (BomColumn column : BomExport::columns())
        header << BomExport::columnTitle(column);
    appendCsvRow(out, header);
    for (const BomLine& line : bom.lines) {
        QStringList fields;
        for (BomColumn column : BomExport::columns())
            fields << BomExport::cellText(line, column);
        appendCsvRow(out, fields);
    }
    appendCsvRow(out, totalsRow(BomExport::tr("Subtotal"), BomExport::money(bom.subtotal), bom.currency, {}));
    if (bom.taxPercent != 0)
        appendCsvRow(out, totalsRow(bom.taxLineLabel(), BomExport::money(bom.tax), bom.currency, {},
                                    QString::number(bom.taxPercent, 'g', 6) + QLatin1Char('%')));
    appendCsvRow(out, totalsRow(BomExport::tr("Total"), BomExport::money(bom.total), bom.currency,
                                BomExport::incompleteNote(bom)));
    return out;
}

QByteArray bomToJson(const Bom& bom) {
    using nlohmann::json;
    auto str = [](const QString& s) { return s.toStdString(); };
    auto optionalMoney = [](const std::optional<double>& v) {
        return v ? json(Bom::roundMoney(*v)) : json(nullptr);
    };
    auto sourceName = [](BomPriceSource source) -> json {
        switch (source) {
        case BomPriceSource::Catalog:
            return "catalog";
        case BomPriceSource::Estimated:
            return "estimated";
        case BomPriceSource::User:
            return "user";
        case BomPriceSource::None:
            break;
        }
        return nullptr;
    };
    auto statusName = [](BomLineStatus status) {
        switch (status) {
        case BomLineStatus::Priced:
            return "priced";
        case BomLineStatus::Included:
            return "included";
        case BomLineStatus::NoPrice:
            return "no_price";
        case BomLineStatus::NoRate:
            return "no_rate";
        case BomLineStatus::UnknownPart:
            return "unknown_part";
        }
        return "priced";
    };

    json lines = json::array();
    for (const BomLine& line : bom.lines) {
        json object = {
            {"part", str(line.partId)},
            {"category", str(Bom::categoryName(line.category))},
            {"kind", str(partKindName(line.kind))},
            {"vendor", str(line.vendor)},
            {"model", str(line.model)},
            {"part_number", str(line.partNumber)},
            {"description", str(line.description)},
            {"qty", line.qty},
            {"spares", line.spares},
            {"order_qty", line.orderQty()},
            {"unit_price", optionalMoney(line.unitPrice)},
            {"total", optionalMoney(line.extendedPrice)},
            {"currency", str(line.currency)},
            {"price_date", line.priceDate.isEmpty() ? json(nullptr) : json(str(line.priceDate))},
            {"price_source", sourceName(line.priceSource)},
            {"estimated", line.priceSource == BomPriceSource::Estimated},
            {"status", statusName(line.status)},
            {"included_in", line.includedIn.isEmpty() ? json(nullptr) : json(str(line.includedIn))}};
        if (line.sourceAmount) {
            object["source_price"] = {{"amount", *line.sourceAmount},
                                      {"currency", str(line.sourceCurrency)},
                                      {"rate", line.rate == 0 ? json(nullptr) : json(line.rate)}};
        }
        lines.push_back(std::move(object));
    }
    json subtotals = json::array();
    for (const BomSubtotal& subtotal : bom.subtotals)
        subtotals.push_back({{"category", str(Bom::categoryName(subtotal.category))},
                             {"amount", Bom::roundMoney(subtotal.amount)},
                             {"incomplete", subtotal.incomplete}});
    json unpriced = json::array();
    for (const QString& id : bom.unpricedPartIds)
        unpriced.push_back(str(id));
    json rates = json::array();
    for (const QString& currency : bom.missingRates)
        rates.push_back(str(currency));

    const json document = {
        {"design", str(bom.designName)},
        {"currency", str(bom.currency)},
        {"locale", str(bom.locale)},
        {"lines", std::move(lines)},
        {"subtotals", std::move(subtotals)},
        {"subtotal", {{"amount", Bom::roundMoney(bom.subtotal)}, {"currency", str(bom.currency)}}},
        {"tax",
         {{"label", str(bom.taxLabel)},
          {"percent", bom.taxPercent},
          {"amount", Bom::roundMoney(bom.tax)},
          {"currency", str(bom.currency)}}},
        {"total",
         {{"amount", Bom::roundMoney(bom.total)},
          {"currency", str(bom.currency)},
          {"incomplete", bom.incomplete}}},
        {"unpriced_parts", std::move(unpriced)},
        {"missing_rates", std::move(rates)},
    };
    return QByteArray::fromStdString(document.dump(2)) + '\n';
}

QString bomToText(const Bom& bom) {
    const QLocale locale(bom.locale);
    auto money = [&](double amount) { return locale.toString(Bom::roundMoney(amount), 'f', 2); };
    const QStringList header{
        BomExport::columnTitle(BomColumn::Part),      BomExport::columnTitle(BomColumn::Model),
        BomExport::columnTitle(BomColumn::Qty),       BomExport::columnTitle(BomColumn::Spares),
        BomExport::columnTitle(BomColumn::UnitPrice), BomExport::columnTitle(BomColumn::ExtendedPrice),
        BomExport::columnTitle(BomColumn::Note)};
    const QList<bool> right{false, false, true, true, true, true, false};

    // Rows: a category heading (one cell), a line (all cells), or a subtotal (label + amount).
    struct Row {
        enum Type { Heading, Line, Subtotal } type;
        QStringList cells;
    };
    QList<Row> rows;
    for (const BomSubtotal& subtotal : bom.subtotals) {
        rows.append({Row::Heading, {Bom::categoryLabel(subtotal.category)}});
        for (const BomLine& line : bom.lines) {
            if (line.category != subtotal.category)
                continue;
            const QString indent = line.included() ? QStringLiteral("    ") : QStringLiteral("  ");
            QString unit = line.unitPrice ? money(*line.unitPrice) : QString();
            if (line.priceSource == BomPriceSource::Estimated && line.unitPrice)
                unit.prepend(QStringLiteral("≈"));
            rows.append(
                {Row::Line,
                 {indent + line.partId, (line.vendor + QLatin1Char(' ') + line.model).trimmed(),
                  QString::number(line.qty), line.spares ? QString::number(line.spares) : QString(), unit,
                  line.extendedPrice ? money(*line.extendedPrice) : QString(), Bom::lineNote(line)}});
        }
        rows.append({Row::Subtotal,
                     {QString(), BomExport::tr("Subtotal %1").arg(Bom::categoryLabel(subtotal.category)),
                      QString(), QString(), QString(), money(subtotal.amount), QString()}});
    }

    QList<int> widths;
    for (const QString& title : header)
        widths << displayWidth(title);
    for (const Row& row : rows)
        if (row.type != Row::Heading)
            for (qsizetype i = 0; i < row.cells.size(); ++i)
                widths[i] = qMax(widths[i], displayWidth(row.cells[i]));

    auto format = [&](const QStringList& cells) {
        QStringList padded;
        for (qsizetype i = 0; i < cells.size(); ++i)
            padded << (i + 1 == cells.size() ? cells[i] : pad(cells[i], widths[i], right[i]));
        QString text = padded.join(QStringLiteral("  "));
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text;
    };
    int totalWidth = 0;
    for (int w : widths)
        totalWidth += w + 2;
    const QString rule(qMin(totalWidth, 160), QLatin1Char('-'));

    QStringList out;
    out << BomExport::tr("Bill of materials: %1 (%2)").arg(bom.designName, bom.currency);
    out << format(header) << rule;
    for (const Row& row : rows)
        out << (row.type == Row::Heading ? row.cells.first() : format(row.cells));
    out << rule;
    auto totalLine = [&](const QString& label, double amount) {
        QStringList cells(header.size());
        cells[1] = label;
        cells[5] = money(amount);
        cells[6] = bom.currency;
        return format(cells);
    };
    out << totalLine(BomExport::tr("Subtotal"), bom.subtotal);
    if (bom.taxPercent != 0)
        out << totalLine(bom.taxLineLabel(), bom.tax);
    out << totalLine(BomExport::tr("Total"), bom.total);
    if (bom.incomplete)
        out << BomExport::incompleteNote(bom);
    return out.join(QLatin1Char('\n'));
}

namespace {

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
            } else if (column == BomColumn::UnitPrice || column == BomColumn::ExtendedPrice) {
                const std::optional<double>& value =
                    column == BomColumn::UnitPrice ? line.unitPrice : line.extendedPrice;
                if (value)
                    worksheet_write_number(sheet, row, c, *value,
                                           line.priceSource == BomPriceSource::Estimated ? estimatedMoney
                                                                                         : moneyCell);
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
    // libxlsxwriter writes to a path: build the workbook in a private temporary folder, then hand the
    // bytes to DurableFile, which checks every write and leaves an existing file untouched on failure.
    QTemporaryDir folder;
    if (!folder.isValid()) {
        if (error)
            *error = BomExport::tr("%1: cannot write: %2").arg(path, folder.errorString());
        return false;
    }
    const QString temporary = folder.filePath(QStringLiteral("bom.xlsx"));
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
