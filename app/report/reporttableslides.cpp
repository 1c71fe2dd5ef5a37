// ReportDeck: the slides that are tables over several pages, the findings and the bill of materials.
#include "report/reportdeck.h"

#include "analysis/findinggroups.h"

#include "bom/chineseamount.h"

#include "bom/bomexport.h"
#include "report/reportstyle.h"

#include <QHash>

using namespace ReportStyle;

QList<SlideTable::Row> ReportDeck::findingRows() const {
    // Findings that say the same of different places (a node's PCIe note on each of 10,000 nodes) are one
    // row: the first place and how many more. Alike: the same severity, check and message, its own rack
    // and device ids aside.
    QList<Finding> findings = mBudgets.findings;
    std::stable_sort(findings.begin(), findings.end(),
                     [](const Finding& a, const Finding& b) { return int(a.severity) < int(b.severity); });
    QList<std::pair<const Finding*, int>> shown; // the first of its kind, and how many there are
    for (const FindingGroup& group : groupAlikeFindings(findings))
        shown.append({&findings[group.members.first()], int(group.members.size())});
    QList<SlideTable::Row> rows;
    for (const auto& [f, count] : shown) {
        const QString where = f->where().isEmpty() ? QStringLiteral("—") : f->where();
        SlideTable::Row row;
        row.cells = {severityLabel(f->severity),
                     count == 1 ? where
                                : tr("%1 and %2 more like it").arg(where, QLocale().toString(count - 1)),
                     f->message, f->code};
        row.colors = {severityColor(f->severity), QColor(), QColor(), kMuted};
        rows.append(row);
    }
    return rows;
}

SlideTable ReportDeck::findingsTable() const {
    SlideTable table({{tr("Severity"), 150}, {tr("Where"), 250}, {tr("Finding"), 770}, {tr("Check"), 0}},
                     font(18), 40);
    table.setWrap(true);
    return table;
}

QList<SlideTable::Row> ReportDeck::bomRows() const {
    const bool listColumn = mBom.quotedLines > 0;
    QList<SlideTable::Row> rows;
    int number = 0;
    for (const BomSubtotal& subtotal : mBom.subtotals) {
        SlideTable::Row group;
        group.style = SlideTable::RowStyle::Group;
        group.cells = {{}, Bom::categoryLabel(subtotal.category), {}, {}, {}, {}, {}, {}};
        rows.append(group);
        for (const BomLine& line : mBom.lines) {
            if (line.category != subtotal.category)
                continue;
            SlideTable::Row row;
            const bool estimated = line.priceSource == BomPriceSource::Estimated;
            const QString star = estimated ? QStringLiteral(" *") : QString();
            row.cells = {QString::number(++number),
                         line.vendor + QLatin1Char(' ') + line.model,
                         line.partNumber.isEmpty() ? QStringLiteral("—") : line.partNumber,
                         line.description,
                         QLocale().toString(line.orderQty()),
                         line.unitPrice ? QLocale().toString(*line.unitPrice, 'f', 2) + star
                                        : QStringLiteral("—"),
                         line.extendedPrice ? QLocale().toString(*line.extendedPrice, 'f', 2) + star
                                            : QStringLiteral("—"),
                         Bom::lineNote(line)};
            row.colors = QList<QColor>(8);
            if (line.status == BomLineStatus::Included)
                row.colors = QList<QColor>(8, kMuted);
            else if (line.status != BomLineStatus::Priced)
                row.colors[7] = kRed;
            else if (estimated)
                row.colors[7] = kAmber;
            else if (line.quoted())
                row.colors[5] = kGreen;
            if (listColumn) { // list beside quoted
                const QString listStar = line.listEstimated ? QStringLiteral(" *") : QString();
                row.cells.insert(5, line.listUnitPrice
                                        ? QLocale().toString(*line.listUnitPrice, 'f', 2) + listStar
                                        : QString());
                row.colors.insert(5, kMuted);
            }
            rows.append(row);
        }
        SlideTable::Row sub;
        sub.style = SlideTable::RowStyle::Subtotal;
        sub.cells = {{},
                     {},
                     {},
                     {},
                     {},
                     tr("Subtotal %1").arg(Bom::categoryLabel(subtotal.category)),
                     QLocale().toString(subtotal.amount, 'f', 2),
                     subtotal.incomplete ? tr("incomplete") : QString()};
        sub.colors = {{}, {}, {}, {}, {}, {}, {}, kRed};
        rows.append(sub);
    }
    SlideTable::Row subtotal;
    subtotal.style = SlideTable::RowStyle::Total;
    subtotal.cells = {{}, {}, {}, {}, {}, tr("Subtotal"), QLocale().toString(mBom.subtotal, 'f', 2), {}};
    rows.append(subtotal);
    if (mBom.taxPercent > 0) {
        SlideTable::Row tax;
        tax.style = SlideTable::RowStyle::Total;
        tax.cells = {{}, {}, {}, {}, {}, mBom.taxLineLabel(), QLocale().toString(mBom.tax, 'f', 2), {}};
        rows.append(tax);
    }
    SlideTable::Row total;
    total.style = SlideTable::RowStyle::Total;
    total.cells = {
        {}, {}, {}, {}, {}, tr("Total"), money(mBom.total), mBom.incomplete ? tr("incomplete") : QString()};
    total.colors = {{}, {}, {}, {}, {}, {}, {}, kRed};
    rows.append(total);
    if (mBom.currency == QLatin1String("CNY") && mOptions.language == QLatin1String("zh_CN") &&
        !mBom.incomplete) {
        // Chinese procurement documents write the total in capital numerals too (大写金额).
        SlideTable::Row words;
        words.style = SlideTable::RowStyle::Total;
        words.cells = {{}, tr("In words: RMB %1").arg(chineseAmountInWords(mBom.total)), {}, {}, {}, {}, {},
                       {}};
        rows.append(words);
    }
    if (listColumn) // the other rows get an empty list cell
        for (SlideTable::Row& row : rows)
            if (row.cells.size() == 8) {
                row.cells.insert(5, QString());
                if (row.colors.size() == 8)
                    row.colors.insert(5, QColor());
            }
    return rows;
}

SlideTable ReportDeck::bomTable() const {
    const QString currency = mBom.currency;
    QList<SlideTable::Column> columns{
        {QStringLiteral("#"), 44, Qt::AlignRight},
        {tr("Part"), 290, Qt::AlignLeft},
        {tr("Part number"), 150, Qt::AlignLeft},
        {tr("Description"), 400, Qt::AlignLeft}, // whole: the rows grow, the slides paginate
        {tr("Qty"), 70, Qt::AlignRight},
        {tr("Unit price (%1)").arg(currency), 160, Qt::AlignRight},
        {tr("Amount (%1)").arg(currency), 170, Qt::AlignRight},
        {tr("Note"), 0}};
    if (mBom.quotedLines > 0) { // list beside quoted: the description gives way
        columns[3].width = 250;
        columns.insert(5, {tr("List (%1)").arg(currency), 150, Qt::AlignRight});
        columns[6].title = tr("Quoted (%1)").arg(currency);
    }
    SlideTable table(columns, font(17), kBomRowHeight);
    table.setWrap(true);
    return table;
}

void ReportDeck::paintFindings(QPainter* p, const Slide& slide) const {
    int errors = 0, warnings = 0, notes = 0;
    for (const Finding& f : mBudgets.findings) {
        errors += f.severity == Severity::Error;
        warnings += f.severity == Severity::Warning;
        notes += f.severity == Severity::Info;
    }
    p->setFont(font(20, true));
    double x = kMargin;
    const QList<std::pair<QString, QColor>> counts = {{tr("%n error(s)", nullptr, errors), kRed},
                                                      {tr("%n warning(s)", nullptr, warnings), kAmber},
                                                      {tr("%n note(s)", nullptr, notes), kBlue}};
    for (const auto& [text, color] : counts) {
        const double w = p->fontMetrics().horizontalAdvance(text) + 36;
        const QRectF pill(x, kContentTop, w, 34);
        p->setPen(Qt::NoPen);
        p->setBrush(color);
        p->drawRoundedRect(pill, 17, 17);
        p->setPen(Qt::white);
        drawText(p, pill, Qt::AlignCenter, text);
        x += w + 14;
    }
    if (mFindingRows.isEmpty()) {
        paintNote(p, QRectF(kMargin, kContentTop + kFindingsHeaderHeight, kContentWidth, 200),
                  tr("No findings: the design passes every check."));
        return;
    }
    findingsTable().paint(p, QRectF(kMargin, kContentTop + kFindingsHeaderHeight, kContentWidth, 0),
                          mFindingRows.mid(slide.first, slide.count));
}

void ReportDeck::paintBom(QPainter* p, const Slide& slide) const {
    bomTable().paint(p, QRectF(kMargin, kContentTop, kContentWidth, 0),
                     mBomRows.mid(slide.first, slide.count));
    QStringList notes;
    notes.append(tr("* estimated price (no sourced list price)."));
    if (mBom.quotedLines > 0)
        notes.append(tr("Green: the supplier's quoted price."));
    notes.append(tr("Prices in %1, rounded to cents.").arg(mBom.currency));
    const QString incomplete =
        mBom.incomplete ? tr("The total leaves out parts without a price.") : QString();
    if (!incomplete.isEmpty())
        notes.append(incomplete);
    p->setPen(kMuted);
    p->setFont(font(16));
    drawSource(p, QRectF(kMargin, kContentBottom - kBomFootnoteHeight + 6, kContentWidth, kBomFootnoteHeight),
               Qt::AlignLeft | Qt::AlignVCenter, notes.join(QLatin1Char(' ')));
}
