#pragma once

#include "report/deckslide.h"

#include <QByteArray>
#include <QString>
#include <functional>

// The XML of one slide of the PowerPoint deck and of its speaker notes (ECMA-376 Part 1, PresentationML
// and DrawingML): DeckSlide's text boxes, shapes, lines, native tables and pictures (an SVG with its PNG
// fallback, the svgBlip extension Office 2016 and later write).
class PptxSlideXml {
public:
    struct Fonts {
        QString latin = QStringLiteral("Arial");
        QString eastAsian = QStringLiteral("Microsoft YaHei"); // declared for CJK runs: WPS and PowerPoint
        QString language = QStringLiteral("en-US");            // the runs' lang
    };
    // Adds a picture file to the slide's relationships; returns its relationship id.
    using AddMedia = std::function<QString(const QByteArray& bytes, const QString& extension)>;

    // English Metric Units per slide unit: 1600 slide units are 13.333 in, 914400 EMU an inch.
    static constexpr qint64 kEmuPerUnit = 7620;

    // `templateLook`: the title takes the layout's title placeholder as it is (position, font, colour).
    static QByteArray slide(const DeckSlide& slide, const Fonts& fonts, bool templateLook,
                            const AddMedia& addMedia);
    static QByteArray notes(const DeckSlide& slide, const Fonts& fonts);
};
