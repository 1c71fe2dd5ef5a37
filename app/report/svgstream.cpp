#include "report/svgstream.h"

#include <QBuffer>
#include <QHash>
#include <QImage>
#include <QLinearGradient>
#include <QPaintEngine>
#include <QPainterPath>
#include <QPixmap>
#include <QTextItem>

#include <cmath>
#include <string>

// The output, a block at a time.
class SvgStreamOutput {
public:
    explicit SvgStreamOutput(QIODevice* device) : mDevice(device) { mText.reserve(kBlock + 4096); }
    ~SvgStreamOutput() { flush(); }
    void flush() {
        if (!mText.empty() && mOk)
            mOk = mDevice->write(mText.data(), qint64(mText.size())) == qint64(mText.size());
        mText.clear();
    }
    bool ok() const { return mOk; }
    SvgStreamOutput& operator<<(const char* text) {
        mText += text;
        return more();
    }
    SvgStreamOutput& operator<<(char c) {
        mText += c;
        return more();
    }
    SvgStreamOutput& operator<<(const std::string& text) {
        mText += text;
        return more();
    }
    // A coordinate or size to 0.01, without trailing zeros: "12", "12.5", "-0.25".
    SvgStreamOutput& number(double value) {
        long long hundredths = std::llround(value * 100);
        if (hundredths < 0) {
            mText += '-';
            hundredths = -hundredths;
        }
        mText += std::to_string(hundredths / 100);
        if (const int rest = int(hundredths % 100)) {
            mText += '.';
            mText += char('0' + rest / 10);
            if (rest % 10)
                mText += char('0' + rest % 10);
        }
        return *this;
    }
    SvgStreamOutput& attribute(const char* name, double value) {
        mText += ' ';
        mText += name;
        mText += "=\"";
        number(value);
        mText += '"';
        return *this;
    }
    SvgStreamOutput& colour(const QColor& c) {
        static const char digits[] = "0123456789abcdef";
        mText += '#';
        for (const int v : {c.red(), c.green(), c.blue()}) {
            mText += digits[v >> 4];
            mText += digits[v & 15];
        }
        return *this;
    }
    // Text as XML character data or an attribute value: escaped, and what XML 1.0 allows nowhere (the
    // control characters other than tab and line breaks, U+FFFE, U+FFFF, lone surrogates) left out.
    SvgStreamOutput& text(const QString& value) {
        const QByteArray utf8 = value.toUtf8(); // lone surrogates become U+FFFD
        for (qsizetype i = 0; i < utf8.size(); ++i) {
            const char ch = utf8[i];
            const auto c = static_cast<unsigned char>(ch);
            if (c == 0xEF && i + 2 < utf8.size() && static_cast<unsigned char>(utf8[i + 1]) == 0xBF &&
                (static_cast<unsigned char>(utf8[i + 2]) & 0xFE) == 0xBE) {
                i += 2; // U+FFFE, U+FFFF
                continue;
            }
            if (c == '&')
                mText += "&amp;";
            else if (c == '<')
                mText += "&lt;";
            else if (c == '>')
                mText += "&gt;";
            else if (c == '"')
                mText += "&quot;";
            else if (c >= 0x20 || c == '\t' || c == '\n' || c == '\r')
                mText += ch;
        }
        return more();
    }

private:
    static constexpr size_t kBlock = 1 << 20;
    SvgStreamOutput& more() {
        if (mText.size() >= kBlock)
            flush();
        return *this;
    }
    QIODevice* mDevice;
    std::string mText;
    bool mOk = true;
};

class SvgStreamEngine : public QPaintEngine {
public:
    SvgStreamEngine(QIODevice* out, QSize size, QString title, QStringList families)
        : QPaintEngine(AllFeatures), mOut(out), mSize(size), mTitle(std::move(title)),
          mFamilies(std::move(families)) {}

    bool ok() const { return mOut.ok(); }

    bool begin(QPaintDevice*) override {
        mOut << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
             << "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
                "version=\"1.2\" baseProfile=\"tiny\"";
        mOut.attribute("width", mSize.width()).attribute("height", mSize.height());
        mOut << " viewBox=\"0 0 ";
        mOut.number(mSize.width()) << ' ';
        mOut.number(mSize.height()) << '"';
        if (!mFamilies.isEmpty()) { // the text's families once, on the root
            mOut << " font-family=\"";
            for (qsizetype i = 0; i < mFamilies.size(); ++i) {
                mOut << (i > 0 ? ", '" : "'");
                mOut.text(mFamilies[i]) << '\'';
            }
            mOut << '"';
        }
        mOut << ">\n<title>";
        mOut.text(mTitle) << "</title>\n<desc>Cluster Workbench</desc>\n";
        return true;
    }
    bool end() override {
        mOut << "</svg>\n";
        mOut.flush();
        return mOut.ok();
    }
    Type type() const override { return User; }

    void updateState(const QPaintEngineState& state) override {
        const DirtyFlags flags = state.state();
        if (flags & DirtyPen)
            mPen = state.pen();
        if (flags & DirtyBrush)
            mBrush = state.brush();
        if (flags & DirtyTransform)
            mTransform = state.transform();
        if (flags & DirtyOpacity)
            mOpacity = state.opacity();
    }

    void drawRects(const QRectF* rects, int count) override {
        for (int i = 0; i < count; ++i) {
            const QRectF& r = rects[i];
            if (!translationOnly()) {
                QPainterPath path;
                path.addRect(r);
                drawPath(path);
                continue;
            }
            const QPointF at = r.topLeft() + offset();
            prepare(r, true);
            mOut << "<rect";
            mOut.attribute("x", at.x()).attribute("y", at.y()).attribute("width", r.width());
            mOut.attribute("height", r.height());
            style(r, true);
            mOut << "/>\n";
        }
    }
    void drawRects(const QRect* rects, int count) override {
        for (int i = 0; i < count; ++i) {
            const QRectF r(rects[i]);
            drawRects(&r, 1);
        }
    }
    void drawLines(const QLineF* lines, int count) override {
        if (mPen.style() == Qt::NoPen || count <= 0)
            return;
        const QRectF bounds;
        prepare(bounds, false);
        mOut << "<path d=\"";
        for (int i = 0; i < count; ++i) {
            point('M', lines[i].p1());
            point('L', lines[i].p2());
        }
        mOut << '"';
        style(bounds, false);
        transformAttribute();
        mOut << "/>\n";
    }
    void drawLines(const QLine* lines, int count) override {
        for (int i = 0; i < count; ++i) {
            const QLineF line(lines[i]);
            drawLines(&line, 1);
        }
    }
    void drawEllipse(const QRectF& r) override {
        if (!translationOnly()) {
            QPainterPath path;
            path.addEllipse(r);
            drawPath(path);
            return;
        }
        const QPointF centre = r.center() + offset();
        prepare(r, true);
        mOut << "<ellipse";
        mOut.attribute("cx", centre.x()).attribute("cy", centre.y());
        mOut.attribute("rx", r.width() / 2).attribute("ry", r.height() / 2);
        style(r, true);
        mOut << "/>\n";
    }
    void drawPath(const QPainterPath& path) override {
        const QRectF bounds = path.boundingRect();
        prepare(bounds, true);
        mOut << "<path d=\"";
        for (int i = 0; i < path.elementCount(); ++i) {
            const QPainterPath::Element e = path.elementAt(i);
            if (e.isMoveTo()) {
                point('M', e);
            } else if (e.isLineTo()) {
                point('L', e);
            } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
                point('C', e);
                point(' ', path.elementAt(i + 1));
                point(' ', path.elementAt(i + 2));
                i += 2;
            }
        }
        mOut << '"';
        if (path.fillRule() == Qt::WindingFill)
            mOut << " fill-rule=\"nonzero\"";
        else
            mOut << " fill-rule=\"evenodd\"";
        style(bounds, true);
        transformAttribute();
        mOut << "/>\n";
    }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override {
        if (count <= 0)
            return;
        QPolygonF polygon(count);
        std::copy(points, points + count, polygon.begin());
        const QRectF bounds = polygon.boundingRect();
        prepare(bounds, mode != PolylineMode);
        mOut << "<path d=\"";
        point('M', points[0]);
        for (int i = 1; i < count; ++i)
            point('L', points[i]);
        if (mode != PolylineMode)
            mOut << 'Z';
        mOut << '"';
        if (mode == WindingMode)
            mOut << " fill-rule=\"nonzero\"";
        else if (mode == OddEvenMode)
            mOut << " fill-rule=\"evenodd\"";
        style(bounds, mode != PolylineMode);
        transformAttribute();
        mOut << "/>\n";
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override {
        QPolygonF polygon;
        for (int i = 0; i < count; ++i)
            polygon << QPointF(points[i]);
        drawPolygon(polygon.constData(), count, mode);
    }
    void drawTextItem(const QPointF& p, const QTextItem& item) override {
        const QString text = item.text();
        if (text.trimmed().isEmpty())
            return;
        const QFont font = item.font();
        mOut << "<text";
        if (translationOnly()) {
            const QPointF at = p + offset();
            mOut.attribute("x", at.x()).attribute("y", at.y());
        } else {
            mOut.attribute("x", p.x()).attribute("y", p.y());
            transformAttribute();
        }
        const double size = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96 / 72;
        mOut.attribute("font-size", size);
        if (mFamilies.isEmpty() || font.family() != mFamilies.first()) {
            mOut << " font-family=\"'";
            mOut.text(font.family()) << "'\"";
        }
        if (font.bold())
            mOut << " font-weight=\"bold\"";
        if (font.italic())
            mOut << " font-style=\"italic\"";
        const QColor colour = mPen.color();
        if (colour != Qt::black) {
            mOut << " fill=\"";
            mOut.colour(colour) << '"';
        }
        opacityAttribute("fill-opacity", colour.alphaF());
        mOut << " xml:space=\"preserve\">";
        mOut.text(text) << "</text>\n";
    }
    void drawPixmap(const QRectF& r, const QPixmap& pixmap, const QRectF& source) override {
        drawImage(r, pixmap.toImage(), source, Qt::AutoColor);
    }
    void drawImage(const QRectF& r, const QImage& image, const QRectF& source,
                   Qt::ImageConversionFlags) override {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.copy(source.toAlignedRect()).save(&buffer, "PNG");
        mOut << "<image";
        mOut.attribute("x", r.x()).attribute("y", r.y()).attribute("width", r.width());
        mOut.attribute("height", r.height());
        transformAttribute();
        mOut << " preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,";
        mOut << png.toBase64().toStdString() << "\"/>\n";
    }

private:
    bool translationOnly() const { return mTransform.type() <= QTransform::TxTranslate; }
    QPointF offset() const { return {mTransform.dx(), mTransform.dy()}; }

    template <typename P> void point(char command, const P& p) {
        if (command != ' ')
            mOut << command;
        else
            mOut << ' ';
        const double x = p.x, y = p.y;
        if (translationOnly()) {
            mOut.number(x + mTransform.dx()) << ',';
            mOut.number(y + mTransform.dy());
        } else {
            mOut.number(x) << ',';
            mOut.number(y);
        }
    }
    void point(char command, const QPointF& p) { point(command, QPainterPath::Element{p.x(), p.y(), {}}); }

    void transformAttribute() {
        if (translationOnly())
            return;
        const QTransform& t = mTransform;
        mOut << " transform=\"matrix(";
        for (const double v : {t.m11(), t.m12(), t.m21(), t.m22()}) {
            mOut << std::to_string(v) << ' ';
        }
        mOut.number(t.dx()) << ' ';
        mOut.number(t.dy()) << ")\"";
    }
    void opacityAttribute(const char* name, double alpha) {
        const double opacity = alpha * mOpacity;
        if (opacity < 0.999) {
            mOut << ' ' << name << "=\"" << std::to_string(std::round(opacity * 1000) / 1000) << '"';
        }
    }

    // Before a shape's element: the definition of its gradient fill, where it has one new.
    void prepare(const QRectF& bounds, bool filled) {
        mGradient.clear();
        if (filled && mBrush.style() == Qt::LinearGradientPattern && mBrush.gradient())
            mGradient = gradient(bounds);
    }

    // The fill (when `filled`; a gradient's as prepare() defined it) and the stroke of a shape.
    void style(const QRectF&, bool filled) {
        if (!filled || mBrush.style() == Qt::NoBrush) {
            mOut << " fill=\"none\"";
        } else if (mBrush.style() == Qt::LinearGradientPattern && mBrush.gradient()) {
            mOut << " fill=\"url(#" << mGradient << ")\"";
        } else if (mBrush.style() >= Qt::Dense1Pattern && mBrush.style() <= Qt::DiagCrossPattern) {
            mOut << " fill=\""; // a hatch (the other face's devices): its colour, faint
            mOut.colour(mBrush.color()) << '"';
            opacityAttribute("fill-opacity", mBrush.color().alphaF() * 0.3);
        } else {
            const QColor c = mBrush.color();
            if (c != Qt::black) {
                mOut << " fill=\"";
                mOut.colour(c) << '"';
            }
            opacityAttribute("fill-opacity", c.alphaF());
        }
        if (mPen.style() == Qt::NoPen)
            return;
        const QColor c = mPen.color();
        mOut << " stroke=\"";
        mOut.colour(c) << '"';
        opacityAttribute("stroke-opacity", c.alphaF());
        const double width = mPen.widthF() > 0 ? mPen.widthF() : 1;
        if (width != 1)
            mOut.attribute("stroke-width", width);
        if (mPen.capStyle() == Qt::SquareCap)
            mOut << " stroke-linecap=\"square\"";
        else if (mPen.capStyle() == Qt::RoundCap)
            mOut << " stroke-linecap=\"round\"";
        if (mPen.joinStyle() == Qt::RoundJoin)
            mOut << " stroke-linejoin=\"round\"";
        else if (mPen.joinStyle() == Qt::BevelJoin)
            mOut << " stroke-linejoin=\"bevel\"";
        if (mPen.style() != Qt::SolidLine) {
            mOut << " stroke-dasharray=\"";
            bool first = true;
            for (const double dash : mPen.dashPattern()) {
                if (!first)
                    mOut << ',';
                first = false;
                mOut.number(dash * width);
            }
            mOut << '"';
        }
    }

    // A linear gradient's id, written the first time: one definition per look when it runs across the
    // shape's own box from top to bottom (a device's shading), else one for this shape.
    std::string gradient(const QRectF& bounds) {
        const auto* g = static_cast<const QLinearGradient*>(mBrush.gradient());
        const bool acrossTheBox = std::abs(g->start().y() - bounds.top()) < 0.01 &&
                                  std::abs(g->finalStop().y() - bounds.bottom()) < 0.01 &&
                                  std::abs(g->start().x() - g->finalStop().x()) < 0.01;
        QString key;
        for (const QGradientStop& stop : g->stops())
            key += QString::number(stop.first) + QLatin1Char(':') + stop.second.name(QColor::HexArgb) +
                   QLatin1Char(' ');
        if (acrossTheBox) {
            if (const auto it = mGradients.constFind(key); it != mGradients.cend())
                return *it;
        }
        std::string id(1, 'g'); // "g" + std::to_string(): a false -Wrestrict in GCC 12
        id += std::to_string(++mGradientCount);
        mOut << "<linearGradient id=\"" << id << '"';
        if (acrossTheBox) {
            mOut << " x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"";
            mGradients.insert(key, id);
        } else {
            mOut << " gradientUnits=\"userSpaceOnUse\"";
            const QPointF a = g->start(), b = g->finalStop();
            mOut.attribute("x1", a.x()).attribute("y1", a.y()).attribute("x2", b.x()).attribute("y2", b.y());
            transformAttribute();
        }
        mOut << '>';
        for (const QGradientStop& stop : g->stops()) {
            mOut << "<stop";
            mOut.attribute("offset", stop.first);
            mOut << " stop-color=\"";
            mOut.colour(stop.second) << '"';
            if (stop.second.alphaF() < 0.999)
                mOut << " stop-opacity=\"" << std::to_string(stop.second.alphaF()) << '"';
            mOut << "/>";
        }
        mOut << "</linearGradient>\n";
        return id;
    }

    SvgStreamOutput mOut;
    QSize mSize;
    QString mTitle;
    QStringList mFamilies;
    QPen mPen;
    QBrush mBrush;
    QTransform mTransform;
    double mOpacity = 1;
    QHash<QString, std::string> mGradients;
    std::string mGradient; // the fill of the shape being written
    int mGradientCount = 0;
};

SvgStreamDevice::SvgStreamDevice(QIODevice* out, QSize size, QString title, QStringList fontFamilies)
    : mSize(size),
      mEngine(std::make_unique<SvgStreamEngine>(out, size, std::move(title), std::move(fontFamilies))) {}

SvgStreamDevice::~SvgStreamDevice() = default;

QPaintEngine* SvgStreamDevice::paintEngine() const {
    return mEngine.get();
}

bool SvgStreamDevice::ok() const {
    return mEngine->ok();
}

int SvgStreamDevice::metric(PaintDeviceMetric metric) const {
    switch (metric) {
    case PdmWidth:
        return mSize.width();
    case PdmHeight:
        return mSize.height();
    case PdmWidthMM:
        return qRound(mSize.width() * 25.4 / 96);
    case PdmHeightMM:
        return qRound(mSize.height() * 25.4 / 96);
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 96;
    case PdmNumColors:
        return 0xffffff;
    case PdmDepth:
        return 32;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return int(QPaintDevice::devicePixelRatioFScale());
    }
    return 0;
}
