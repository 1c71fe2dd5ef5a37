#include "report/sliderecorder.h"

#include "report/pngwriter.h"
#include "report/reportdeck.h"
#include "xmlcharfilter.h"

#include <QBuffer>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>
#include <QTextItem>

namespace {

// The engine behind SlideRecorder: what is not handed over whole arrives here as primitives.
class RecorderEngine : public QPaintEngine {
public:
    explicit RecorderEngine(SlideRecorder* recorder) : QPaintEngine(AllFeatures), mRecorder(recorder) {}

    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return User; }
    void updateState(const QPaintEngineState& state) override {
        if (state.state() & DirtyPen)
            mPen = state.pen();
        if (state.state() & DirtyBrush)
            mBrush = state.brush();
    }

    void drawRects(const QRectF* rects, int count) override {
        for (int i = 0; i < count; ++i)
            addShape(rects[i], false);
    }
    void drawRects(const QRect* rects, int count) override {
        for (int i = 0; i < count; ++i)
            addShape(QRectF(rects[i]), false);
    }
    void drawPath(const QPainterPath& path) override { addShape(path.boundingRect(), true); }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode) override {
        addShape(QPolygonF(QList<QPointF>(points, points + count)).boundingRect(), false);
    }
    void drawLines(const QLineF* lines, int count) override {
        if (mPen.style() == Qt::NoPen)
            return;
        const QTransform t = painter()->combinedTransform();
        for (int i = 0; i < count; ++i)
            mRecorder->addLine({t.map(lines[i].p1()), t.map(lines[i].p2()), mPen.color(),
                                qMax(0.5, mPen.widthF() * t.m22())});
    }
    void drawLines(const QLine* lines, int count) override {
        for (int i = 0; i < count; ++i) {
            const QLineF line(lines[i]);
            drawLines(&line, 1);
        }
    }
    void drawTextItem(const QPointF& p, const QTextItem& item) override {
        const QTransform t = painter()->combinedTransform();
        const QFont font = item.font();
        const double ascent = item.ascent();
        DeckSlide::Text text;
        text.rect =
            t.mapRect(QRectF(p.x(), p.y() - ascent, item.width() * 1.05 + 2, ascent + item.descent()));
        text.text = item.text();
        const double size = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
        text.pixelSize = size * t.m22();
        text.bold = font.bold();
        text.color = mPen.color();
        text.alignment = Qt::AlignLeft | Qt::AlignTop;
        mRecorder->addRecordedText(text);
    }
    void drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) override {
        drawImage(r, pm.toImage(), sr, Qt::AutoColor);
    }
    void drawImage(const QRectF& r, const QImage& image, const QRectF& sr,
                   Qt::ImageConversionFlags) override {
        DeckSlide::Picture picture;
        picture.rect = painter()->combinedTransform().mapRect(r);
        QBuffer buffer(&picture.png);
        buffer.open(QIODevice::WriteOnly);
        image.copy(sr.toRect()).save(&buffer, "PNG");
        mRecorder->addRecordedPicture(picture);
    }

private:
    void addShape(const QRectF& rect, bool rounded) {
        DeckSlide::Shape shape;
        const QTransform t = painter()->combinedTransform();
        shape.rect = t.mapRect(rect);
        if (mBrush.style() != Qt::NoBrush)
            shape.fill = mBrush.color();
        if (mPen.style() != Qt::NoPen) {
            shape.line = mPen.color();
            shape.lineWidth = qMax(0.5, mPen.widthF() * t.m22());
        }
        if (shape.fill.isValid() || shape.line.isValid()) {
            shape.rounded = rounded;
            mRecorder->addShape(shape);
        }
    }

    SlideRecorder* mRecorder;
    QPen mPen;
    QBrush mBrush;
};

double pixelSizeOf(QPainter* painter) {
    const QFont font = painter->font();
    const double size = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
    return size * painter->combinedTransform().m22();
}

} // namespace

SlideRecorder::SlideRecorder(bool templateLook)
    : mEngine(std::make_unique<RecorderEngine>(this)), mTemplateLook(templateLook) {}

SlideRecorder::~SlideRecorder() = default;

SlideRecorder* SlideRecorder::of(QPainter* painter) {
    if (!painter || !painter->device() || !painter->paintEngine() ||
        painter->paintEngine()->type() != QPaintEngine::User)
        return nullptr;
    return dynamic_cast<SlideRecorder*>(painter->device());
}

QPaintEngine* SlideRecorder::paintEngine() const {
    return mEngine.get();
}

int SlideRecorder::metric(PaintDeviceMetric metric) const {
    switch (metric) {
    case PdmWidth:
        return int(ReportDeck::kWidth);
    case PdmHeight:
        return int(ReportDeck::kHeight);
    case PdmWidthMM:
        return 339; // 13.333 in
    case PdmHeightMM:
        return 191; // 7.5 in
    case PdmNumColors:
        return INT_MAX;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 96;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(devicePixelRatioFScale());
    }
    return 0;
}

void SlideRecorder::setTitle(QPainter* painter, const QRectF& rect, const QString& title, bool styled) {
    if (mSlide.title.isEmpty()) // its place in the paint order: above the title bar
        mSlide.items.append({DeckSlide::Kind::Title, 0});
    mSlide.title = title;
    mSlide.titleStyled = styled;
    mSlide.titleRect = painter->combinedTransform().mapRect(rect);
    mSlide.titlePixelSize = pixelSizeOf(painter);
    mSlide.titleColor = painter->pen().color();
}

void SlideRecorder::addText(QPainter* painter, const QRectF& rect, int flags, const QString& text) {
    if (text.trimmed().isEmpty())
        return;
    DeckSlide::Text t;
    t.rect = painter->combinedTransform().mapRect(rect);
    t.text = text;
    t.pixelSize = pixelSizeOf(painter);
    t.bold = painter->font().bold();
    t.color = painter->pen().color();
    t.alignment = Qt::Alignment(flags) & (Qt::AlignHorizontal_Mask | Qt::AlignVertical_Mask);
    t.wrap = flags & Qt::TextWordWrap;
    addRecordedText(t);
}

void SlideRecorder::addRecordedText(const DeckSlide::Text& text) {
    mSlide.items.append({DeckSlide::Kind::Text, int(mSlide.texts.size())});
    mSlide.texts.append(text);
}

void SlideRecorder::addTable(QPainter* painter, DeckSlide::Table table) {
    table.rect = painter->combinedTransform().mapRect(table.rect);
    mSlide.items.append({DeckSlide::Kind::Table, int(mSlide.tables.size())});
    mSlide.tables.append(std::move(table));
}

void SlideRecorder::addPicture(QPainter* painter, const QRectF& rect,
                               const std::function<void(QPainter*, const QRectF&)>& paint,
                               const QString& description) {
    const QRectF area(QPointF(0, 0), rect.size());
    DeckSlide::Picture picture;
    picture.rect = painter->combinedTransform().mapRect(rect);
    picture.description = description;
    {
        QBuffer buffer(&picture.svg);
        buffer.open(QIODevice::WriteOnly);
        XmlCharFilter xml(&buffer); // a name's control characters would make the part not XML
        QSvgGenerator svg;
        svg.setOutputDevice(&xml);
        svg.setSize(rect.size().toSize());
        svg.setViewBox(area);
        svg.setResolution(96);
        svg.setTitle(description.toHtmlEscaped()); // Qt 6.4 writes the title as it is given
        QPainter p(&svg);
        p.setRenderHint(QPainter::Antialiasing);
        p.setFont(painter->font());
        paint(&p, area);
    }
    // The fallback (for viewers without SVG pictures) at 1.5 times the slide's pixels: sharp on a
    // 1920-pixel screen. At twice the pixels, through Qt's PNG writer, it was nine tenths of a deck's time
    // (about 1 s for one rack): see PngWriter.
    constexpr double kScale = 1.5;
    QImage image((rect.size() * kScale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.scale(kScale, kScale);
        p.setFont(painter->font());
        paint(&p, area);
    }
    picture.png = PngWriter::fast(image);
    addRecordedPicture(picture);
}

void SlideRecorder::addRecordedPicture(const DeckSlide::Picture& picture) {
    mSlide.items.append({DeckSlide::Kind::Picture, int(mSlide.pictures.size())});
    mSlide.pictures.append(picture);
}

void SlideRecorder::addShape(const DeckSlide::Shape& shape) {
    mSlide.items.append({DeckSlide::Kind::Shape, int(mSlide.shapes.size())});
    mSlide.shapes.append(shape);
}

void SlideRecorder::addLine(const DeckSlide::Line& line) {
    mSlide.items.append({DeckSlide::Kind::Line, int(mSlide.lines.size())});
    mSlide.lines.append(line);
}

void SlideRecorder::addNote(const QString& note) {
    if (!note.trimmed().isEmpty() && !mSlide.notes.contains(note))
        mSlide.notes.append(note);
}
