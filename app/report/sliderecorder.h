#pragma once

#include "report/deckslide.h"

#include <QPaintDevice>
#include <functional>
#include <memory>

class QPainter;

// A paint device that records a report slide as objects (DeckSlide) instead of pixels: ReportDeck paints
// each slide once, onto the PDF writer or onto this, so the PDF and the PowerPoint deck come from the same
// slide code. The deck's helpers (ReportStyle::drawText, paintPicture, SlideTable::paint, the frame's
// title) ask SlideRecorder::of(painter) and hand over text boxes, tables, pictures and notes whole; what
// else is painted (fills, rules, stray text) is recorded by the paint engine as shapes, lines and text.
class SlideRecorder : public QPaintDevice {
public:
    // `templateLook`: the slide goes into a template's master; the deck leaves out its own title bar and
    // footer chrome and its title takes the template's title placeholder.
    explicit SlideRecorder(bool templateLook = false);
    ~SlideRecorder() override;

    // The recorder `painter` paints on, or nullptr (a PDF, an image, the screen).
    static SlideRecorder* of(QPainter* painter);

    bool templateLook() const { return mTemplateLook; }
    const DeckSlide& slide() const { return mSlide; }

    // Rectangles are in the painter's coordinates; the recorder maps them to the slide.
    // `styled`: the title keeps its place, size and colour in a template's look too (the cover's).
    void setTitle(QPainter* painter, const QRectF& rect, const QString& title, bool styled = false);
    void addText(QPainter* painter, const QRectF& rect, int flags, const QString& text);
    void addTable(QPainter* painter, DeckSlide::Table table);
    // Paints `paint` into an SVG (and a PNG fallback) of `rect`'s size and places it at `rect`.
    void addPicture(QPainter* painter, const QRectF& rect,
                    const std::function<void(QPainter*, const QRectF&)>& paint, const QString& description);
    void addNote(const QString& note);

    // For the paint engine, in slide coordinates.
    void addShape(const DeckSlide::Shape& shape);
    void addLine(const DeckSlide::Line& line);
    void addRecordedText(const DeckSlide::Text& text);
    void addRecordedPicture(const DeckSlide::Picture& picture);

    QPaintEngine* paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    std::unique_ptr<QPaintEngine> mEngine;
    bool mTemplateLook;
    DeckSlide mSlide;
};
