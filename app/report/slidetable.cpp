#include "report/slidetable.h"

#include "report/sliderecorder.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

namespace {

constexpr double kCellPadding = 10;

// `text` wrapped at `width`, cut after `maxLines` lines with an ellipsis on the last (0: no limit).
QString clampLines(const QString& text, const QFont& font, double width, int maxLines) {
    if (maxLines <= 0 || text.isEmpty())
        return text;
    QTextLayout layout(text, font);
    layout.setTextOption(QTextOption(Qt::AlignLeft)); // wraps at word boundaries, as drawText does
    layout.beginLayout();
    int lastStart = -1;
    bool more = false;
    for (int n = 0;; ++n) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        if (n == maxLines - 1)
            lastStart = line.textStart();
        if (n == maxLines) {
            more = true;
            break;
        }
    }
    layout.endLayout();
    if (!more)
        return text;
    const QString rest = text.mid(lastStart).simplified();
    return text.left(lastStart) + QFontMetricsF(font).elidedText(rest, Qt::ElideRight, width);
}

} // namespace

SlideTable::SlideTable(QList<Column> columns, QFont font, double rowHeight)
    : mColumns(std::move(columns)), mFont(std::move(font)), mRowHeight(rowHeight) {}

// The columns a cell spans: it runs on over the empty cells after it, and a right-aligned cell (a subtotal's
// label beside its amount) back over the empty cells before it, so its text is not cut to the column.
std::pair<int, int> SlideTable::span(const Row& row, int i) const {
    int first = i;
    int last = i;
    const int count = int(qMin(row.cells.size(), mColumns.size()));
    while (last + 1 < count && row.cells[last + 1].isEmpty())
        ++last;
    if (mColumns[i].alignment & Qt::AlignRight)
        while (first > 0 && row.cells[first - 1].isEmpty())
            --first;
    return {first, last};
}

QList<double> SlideTable::widths(double tableWidth) const {
    QList<double> result;
    double used = 0;
    for (int i = 0; i < mColumns.size(); ++i) {
        const double w = i + 1 < mColumns.size() ? mColumns[i].width : qMax(40.0, tableWidth - used);
        result.append(w);
        used += w;
    }
    return result;
}

double SlideTable::rowHeightFor(const Row& row, double tableWidth) const {
    if (!mWrap)
        return row.height > 0 ? row.height : mRowHeight;
    const QList<double> w = widths(tableWidth);
    const QFontMetricsF metrics(mFont);
    double height = mRowHeight;
    for (int i = 0; i < row.cells.size() && i < w.size(); ++i) {
        if (row.cells[i].isEmpty())
            continue;
        const auto [first, last] = span(row, i);
        double width = -2 * kCellPadding;
        for (int c = first; c <= last; ++c)
            width += w[c];
        const QRectF bounds =
            metrics.boundingRect(QRectF(0, 0, width, 10000), Qt::TextWordWrap,
                                 clampLines(row.cells[i], mFont, width, mColumns[i].maxLines));
        height = qMax(height, bounds.height() + 14);
    }
    return std::ceil(height);
}

double SlideTable::paint(QPainter* p, const QRectF& area, const QList<Row>& rows) const {
    const QList<double> w = widths(area.width());
    if (SlideRecorder* recorder = SlideRecorder::of(p)) { // a native table in the PowerPoint deck
        DeckSlide::Table table;
        table.rect = QRectF(area.left(), area.top(), area.width(), kHeaderHeight);
        table.columns = mColumns;
        table.widths = w;
        table.rows = rows;
        if (mWrap) // at most maxLines lines, as painted (the XLSX has the full text)
            for (Row& row : table.rows)
                for (int i = 0; i < row.cells.size() && i < mColumns.size(); ++i)
                    row.cells[i] =
                        clampLines(row.cells[i], mFont, w[i] - 2 * kCellPadding, mColumns[i].maxLines);
        table.pixelSize = mFont.pixelSize() > 0 ? mFont.pixelSize() : 18;
        double height = kHeaderHeight;
        for (const Row& row : rows) {
            const double h =
                mWrap ? rowHeightFor(row, area.width()) : (row.height > 0 ? row.height : mRowHeight);
            table.rowHeights.append(h);
            height += h;
        }
        table.rect.setHeight(height);
        recorder->addTable(p, std::move(table));
        return height;
    }
    p->save();
    // Header.
    QFont headerFont = mFont;
    headerFont.setBold(true);
    headerFont.setPixelSize(qMax(10, mFont.pixelSize() - 1));
    p->setFont(headerFont);
    p->setPen(Qt::NoPen);
    p->setBrush(SlideTableColors::kHeaderFill);
    p->drawRect(QRectF(area.left(), area.top(), area.width(), kHeaderHeight));
    p->setPen(Qt::white);
    double x = area.left();
    for (int i = 0; i < mColumns.size(); ++i) {
        const QRectF cell(x + kCellPadding, area.top(), w[i] - 2 * kCellPadding, kHeaderHeight);
        p->drawText(cell, int(mColumns[i].alignment | Qt::AlignVCenter),
                    p->fontMetrics().elidedText(mColumns[i].title, Qt::ElideRight, int(cell.width())));
        x += w[i];
    }

    double y = area.top() + kHeaderHeight;
    int shadeIndex = 0;
    for (const Row& row : rows) {
        const double h = mWrap ? rowHeightFor(row, area.width()) : (row.height > 0 ? row.height : mRowHeight);
        const QRectF rowRect(area.left(), y, area.width(), h);
        QFont font = mFont;
        switch (row.style) {
        case RowStyle::Normal:
            if (shadeIndex++ % 2 == 1)
                p->fillRect(rowRect, SlideTableColors::kShade);
            break;
        case RowStyle::Group:
            p->fillRect(rowRect, SlideTableColors::kGroupFill);
            font.setBold(true);
            shadeIndex = 0;
            break;
        case RowStyle::Subtotal:
            font.setBold(true);
            p->setPen(QPen(SlideTableColors::kRule, 1));
            p->drawLine(rowRect.topLeft(), rowRect.topRight());
            shadeIndex = 0;
            break;
        case RowStyle::Total:
            p->fillRect(rowRect, SlideTableColors::kTotalFill);
            font.setBold(true);
            shadeIndex = 0;
            break;
        }
        p->setFont(font);
        QList<double> left{area.left()};
        for (double width : w)
            left.append(left.last() + width);
        for (int i = 0; i < mColumns.size() && i < row.cells.size(); ++i) {
            if (row.cells[i].isEmpty())
                continue;
            const auto [first, last] = span(row, i);
            const QRectF cell(left[first] + kCellPadding, y, left[last + 1] - left[first] - 2 * kCellPadding,
                              h);
            const QColor color =
                i < row.colors.size() && row.colors[i].isValid() ? row.colors[i] : SlideTableColors::kText;
            p->setPen(color);
            if (mWrap)
                p->drawText(cell.adjusted(0, 7, 0, -7),
                            int(mColumns[i].alignment | Qt::AlignTop) | Qt::TextWordWrap,
                            clampLines(row.cells[i], font, cell.width(), mColumns[i].maxLines));
            else
                p->drawText(cell, int(mColumns[i].alignment | Qt::AlignVCenter),
                            p->fontMetrics().elidedText(row.cells[i], Qt::ElideRight, int(cell.width())));
        }
        y += h;
    }
    p->setPen(QPen(SlideTableColors::kRule, 1.5));
    p->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    p->restore();
    return y - area.top();
}
