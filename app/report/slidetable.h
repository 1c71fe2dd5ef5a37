#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <utility>

class QPainter;

// The table's colours: SlideTable paints with them and the PowerPoint writer draws its tables in them.
namespace SlideTableColors {
inline const QColor kHeaderFill(0x1f, 0x2a, 0x44);
inline const QColor kShade(0xf2, 0xf5, 0xf9);
inline const QColor kGroupFill(0xe3, 0xea, 0xf3);
inline const QColor kTotalFill(0xd5, 0xe0, 0xee);
inline const QColor kText(0x1d, 0x24, 0x30);
inline const QColor kRule(0xc9, 0xd2, 0xde);
} // namespace SlideTableColors

// A table on a report slide: a header row, light row shading, numbers right-aligned, rows of a fixed or
// measured height. Plain data plus paint(); the deck paginates rows before it paints.
class SlideTable {
public:
    struct Column {
        QString title;
        double width = 100; // slide units; the last column takes what is left
        Qt::Alignment alignment = Qt::AlignLeft;
        int maxLines = 0; // when wrapping: at most this many lines, the last one elided (0: no limit)
    };
    enum class RowStyle { Normal, Group, Subtotal, Total };
    struct Row {
        QStringList cells;
        RowStyle style = RowStyle::Normal;
        QList<QColor> colors;                     // per cell; invalid: the default text colour
        double height = 0;                        // 0: the table's row height
        static Row of(const QStringList& cells) { // a plain row of these cells
            Row row;
            row.cells = cells;
            return row;
        }
    };

    static constexpr double kHeaderHeight = 40;

    explicit SlideTable(QList<Column> columns, QFont font, double rowHeight = 34);

    // Cells wrap onto several lines (row heights from rowHeightFor()); otherwise they are elided.
    void setWrap(bool wrap) { mWrap = wrap; }
    // The height a row needs with wrapping at the table's width.
    double rowHeightFor(const Row& row, double tableWidth) const;
    double rowHeight() const { return mRowHeight; }

    // Draws the header and `rows` from the top of `area`; returns the height used.
    double paint(QPainter* painter, const QRectF& area, const QList<Row>& rows) const;

private:
    QList<double> widths(double tableWidth) const;
    std::pair<int, int> span(const Row& row, int i) const;

    QList<Column> mColumns;
    QFont mFont;
    double mRowHeight;
    bool mWrap = false;
};
