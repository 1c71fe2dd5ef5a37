#pragma once

#include "report/slidetable.h"

#include <QByteArray>
#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

// One slide of the procurement report as objects rather than paint: what SlideRecorder records while the
// deck paints a slide (the same paint code that writes the PDF) and what PptxWriter turns into
// PresentationML. Geometry is in slide units (ReportDeck::kWidth x kHeight, 1600 x 900).
struct DeckSlide {
    struct Text {
        QRectF rect;
        QString text; // paragraphs separated by '\n'
        double pixelSize = 18;
        bool bold = false;
        QColor color;
        Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignTop;
        bool wrap = false;
    };
    struct Shape {
        QRectF rect;
        QColor fill; // invalid: none
        QColor line; // invalid: none
        double lineWidth = 1;
        bool rounded = false;
    };
    struct Line {
        QPointF from;
        QPointF to;
        QColor color;
        double width = 1;
    };
    struct Table {
        QRectF rect; // the top left and width; the height is what the rows need
        QList<SlideTable::Column> columns;
        QList<double> widths; // per column, slide units
        QList<SlideTable::Row> rows;
        double pixelSize = 18;
        double headerHeight = SlideTable::kHeaderHeight;
        QList<double> rowHeights;
    };
    struct Picture {
        QRectF rect;
        QByteArray svg; // the vector picture
        QByteArray png; // its fallback, for readers without SVG
        QString description;
    };
    enum class Kind { Title, Text, Shape, Line, Table, Picture };
    struct Item {
        Kind kind = Kind::Text;
        int index = 0; // into the list of its kind
    };

    QString title;
    QRectF titleRect;
    double titlePixelSize = 36;
    QColor titleColor;
    bool titleStyled = false; // placed and styled as painted even in a template's look (the cover)
    QList<Item> items;        // in paint order (back to front)
    QList<Text> texts;
    QList<Shape> shapes;
    QList<Line> lines;
    QList<Table> tables;
    QList<Picture> pictures;
    QStringList notes; // sources and notes, for the speaker notes
};
