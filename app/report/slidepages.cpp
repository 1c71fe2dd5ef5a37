#include "report/slidepages.h"

namespace {

// The share of a slide's height its rows may take as measured; the rest is for rows set taller.
constexpr double kMeasuredShare = 0.88;

} // namespace

QList<std::pair<int, int>> slidePages(const SlideTable& table, const QList<SlideTable::Row>& rows,
                                      double width, double available) {
    QList<double> heights;
    heights.reserve(rows.size());
    for (const SlideTable::Row& row : rows)
        heights.append(table.rowHeightFor(row, width));
    const double room = available * kMeasuredShare;
    QList<std::pair<int, int>> pages;
    int first = 0;
    while (first < rows.size()) {
        int count = 0;
        double used = 0;
        while (first + count < rows.size() && (count == 0 || used + heights[first + count] <= room))
            used += heights[first + count++];
        if (first + count < rows.size() && count > 1 &&
            rows[first + count - 1].style == SlideTable::RowStyle::Group)
            --count;
        pages.append({first, count});
        first += count;
    }
    // A last slide of totals alone: the rows before them move over (a group heading with its first row).
    const auto items = [&](const std::pair<int, int>& page) {
        int n = 0;
        for (int i = page.first; i < page.first + page.second; ++i)
            n += rows[i].style == SlideTable::RowStyle::Normal;
        return n;
    };
    if (pages.size() > 1 && items(pages.last()) == 0) {
        std::pair<int, int>& before = pages[pages.size() - 2];
        std::pair<int, int>& last = pages.last();
        double lastHeight = 0;
        for (int i = last.first; i < last.first + last.second; ++i)
            lastHeight += heights[i];
        int moved = 0;
        while (before.second > 1 && moved < 2 && items(before) > 2) {
            const int row = before.first + before.second - 1;
            if (lastHeight + heights[row] > room)
                break;
            lastHeight += heights[row];
            --before.second;
            --last.first;
            ++last.second;
            moved += rows[row].style == SlideTable::RowStyle::Normal;
        }
        // Never leave a group heading at the bottom of the slide before.
        while (before.second > 1 &&
               rows[before.first + before.second - 1].style == SlideTable::RowStyle::Group) {
            --before.second;
            --last.first;
            ++last.second;
        }
    }
    return pages;
}
