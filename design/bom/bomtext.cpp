#include "bom/bomexport.h"

#include <QLocale>

// The terminal table of `cluster-workbench bom`.
namespace {

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

} // namespace

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
