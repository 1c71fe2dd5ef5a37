#include "report/pptxslidexml.h"

#include "report/pptxpackage.h"
#include "report/slidetable.h"

#include <QXmlStreamWriter>
#include <algorithm>

namespace {

using namespace PptxNamespaces;
const QString kSvgExtension = QStringLiteral("{96DAC541-7B7A-43D3-8B79-37D633B846F1}");
const QString kSvgNamespace = QStringLiteral("http://schemas.microsoft.com/office/drawing/2016/SVG/main");

using Fonts = PptxSlideXml::Fonts;

QString emu(double units) {
    return QString::number(qRound64(units * PptxSlideXml::kEmuPerUnit));
}
QString hex(const QColor& c) {
    return c.name().mid(1).toUpper();
}
// Hundredths of a point: a slide unit is 0.6 pt.
QString fontSize(double pixelSize) {
    return QString::number(qBound(100, qRound(pixelSize * 60), 400000));
}

class SlideXml {
public:
    SlideXml(QByteArray* out, const Fonts& fonts) : w(out), mFonts(fonts) { w.setAutoFormatting(false); }

    QXmlStreamWriter w;

    void begin(const QString& root) {
        w.writeStartDocument(QStringLiteral("1.0"), true);
        w.writeStartElement(root);
        w.writeNamespace(kA, QStringLiteral("a"));
        w.writeNamespace(kR, QStringLiteral("r"));
        w.writeNamespace(kP, QStringLiteral("p"));
        w.writeStartElement(kP, QStringLiteral("cSld"));
        w.writeStartElement(kP, QStringLiteral("spTree"));
        w.writeStartElement(kP, QStringLiteral("nvGrpSpPr"));
        nonVisual(1, QString());
        w.writeEmptyElement(kP, QStringLiteral("cNvGrpSpPr"));
        w.writeEmptyElement(kP, QStringLiteral("nvPr"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("grpSpPr"));
        w.writeStartElement(kA, QStringLiteral("xfrm"));
        for (const char* name : {"off", "ext", "chOff", "chExt"}) {
            w.writeEmptyElement(kA, QLatin1String(name));
            const bool ext = name[0] == 'e' || name[2] == 'E';
            w.writeAttribute(ext ? QStringLiteral("cx") : QStringLiteral("x"), QStringLiteral("0"));
            w.writeAttribute(ext ? QStringLiteral("cy") : QStringLiteral("y"), QStringLiteral("0"));
        }
        w.writeEndElement();
        w.writeEndElement();
    }
    void end() {
        w.writeEndElement(); // spTree
        w.writeEndElement(); // cSld
    }

    void nonVisual(int id, const QString& name, const QString& description = QString()) {
        w.writeEmptyElement(kP, QStringLiteral("cNvPr"));
        w.writeAttribute(QStringLiteral("id"), QString::number(id));
        w.writeAttribute(QStringLiteral("name"), name);
        if (!description.isEmpty())
            w.writeAttribute(QStringLiteral("descr"), description);
    }
    void transform(const QRectF& r, const QString& ns = kA, bool flipH = false, bool flipV = false) {
        w.writeStartElement(ns, QStringLiteral("xfrm"));
        if (flipH)
            w.writeAttribute(QStringLiteral("flipH"), QStringLiteral("1"));
        if (flipV)
            w.writeAttribute(QStringLiteral("flipV"), QStringLiteral("1"));
        w.writeEmptyElement(kA, QStringLiteral("off"));
        w.writeAttribute(QStringLiteral("x"), emu(r.left()));
        w.writeAttribute(QStringLiteral("y"), emu(r.top()));
        w.writeEmptyElement(kA, QStringLiteral("ext"));
        w.writeAttribute(QStringLiteral("cx"), emu(qMax(0.0, r.width())));
        w.writeAttribute(QStringLiteral("cy"), emu(qMax(0.0, r.height())));
        w.writeEndElement();
    }
    void geometry(const QString& preset, int adjust = -1) {
        w.writeStartElement(kA, QStringLiteral("prstGeom"));
        w.writeAttribute(QStringLiteral("prst"), preset);
        w.writeStartElement(kA, QStringLiteral("avLst"));
        if (adjust >= 0) {
            w.writeEmptyElement(kA, QStringLiteral("gd"));
            w.writeAttribute(QStringLiteral("name"), QStringLiteral("adj"));
            w.writeAttribute(QStringLiteral("fmla"), QStringLiteral("val %1").arg(adjust));
        }
        w.writeEndElement();
        w.writeEndElement();
    }
    void solidFill(const QColor& c) {
        w.writeStartElement(kA, QStringLiteral("solidFill"));
        w.writeEmptyElement(kA, QStringLiteral("srgbClr"));
        w.writeAttribute(QStringLiteral("val"), hex(c));
        if (c.alpha() < 255) {
            // srgbClr with an alpha child: written as a start element instead.
        }
        w.writeEndElement();
    }
    void outline(const QColor& c, double widthUnits) {
        w.writeStartElement(kA, QStringLiteral("ln"));
        if (c.isValid()) {
            w.writeAttribute(QStringLiteral("w"), emu(widthUnits));
            solidFill(c);
        } else {
            w.writeEmptyElement(kA, QStringLiteral("noFill"));
        }
        w.writeEndElement();
    }
    // A run's properties: size, weight, colour (invalid: inherited) and the fonts, East Asian declared.
    void runProperties(const QString& element, double pixelSize, bool bold, const QColor& color) {
        w.writeStartElement(kA, element);
        w.writeAttribute(QStringLiteral("lang"), mFonts.language);
        if (pixelSize > 0)
            w.writeAttribute(QStringLiteral("sz"), fontSize(pixelSize));
        w.writeAttribute(QStringLiteral("b"), bold ? QStringLiteral("1") : QStringLiteral("0"));
        w.writeAttribute(QStringLiteral("dirty"), QStringLiteral("0"));
        if (color.isValid())
            solidFill(color);
        w.writeEmptyElement(kA, QStringLiteral("latin"));
        w.writeAttribute(QStringLiteral("typeface"), mFonts.latin);
        w.writeEmptyElement(kA, QStringLiteral("ea"));
        w.writeAttribute(QStringLiteral("typeface"), mFonts.eastAsian);
        w.writeEndElement();
    }
    void paragraphs(const QString& text, Qt::Alignment alignment, double pixelSize, bool bold,
                    const QColor& color) {
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            w.writeStartElement(kA, QStringLiteral("p"));
            if (alignment & (Qt::AlignRight | Qt::AlignHCenter)) {
                w.writeEmptyElement(kA, QStringLiteral("pPr"));
                w.writeAttribute(QStringLiteral("algn"),
                                 alignment & Qt::AlignRight ? QStringLiteral("r") : QStringLiteral("ctr"));
            }
            if (!line.isEmpty()) {
                w.writeStartElement(kA, QStringLiteral("r"));
                runProperties(QStringLiteral("rPr"), pixelSize, bold, color);
                w.writeTextElement(kA, QStringLiteral("t"), line);
                w.writeEndElement();
            }
            runProperties(QStringLiteral("endParaRPr"), pixelSize, bold, color);
            w.writeEndElement();
        }
    }
    void bodyProperties(Qt::Alignment alignment, bool wrap, double inset = 0) {
        w.writeStartElement(kA, QStringLiteral("bodyPr"));
        w.writeAttribute(QStringLiteral("wrap"), wrap ? QStringLiteral("square") : QStringLiteral("none"));
        for (const char* side : {"lIns", "tIns", "rIns", "bIns"})
            w.writeAttribute(QLatin1String(side), emu(inset));
        w.writeAttribute(QStringLiteral("anchor"), alignment & Qt::AlignVCenter  ? QStringLiteral("ctr")
                                                   : alignment & Qt::AlignBottom ? QStringLiteral("b")
                                                                                 : QStringLiteral("t"));
        w.writeEmptyElement(kA, QStringLiteral("noAutofit"));
        w.writeEndElement();
        w.writeEmptyElement(kA, QStringLiteral("lstStyle"));
    }

    void text(int id, const DeckSlide::Text& t) {
        w.writeStartElement(kP, QStringLiteral("sp"));
        w.writeStartElement(kP, QStringLiteral("nvSpPr"));
        nonVisual(id, QStringLiteral("Text %1").arg(id));
        w.writeEmptyElement(kP, QStringLiteral("cNvSpPr"));
        w.writeAttribute(QStringLiteral("txBox"), QStringLiteral("1"));
        w.writeEmptyElement(kP, QStringLiteral("nvPr"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("spPr"));
        transform(t.rect);
        geometry(QStringLiteral("rect"));
        w.writeEmptyElement(kA, QStringLiteral("noFill"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("txBody"));
        bodyProperties(t.alignment, t.wrap);
        paragraphs(t.text, t.alignment, t.pixelSize, t.bold, t.color);
        w.writeEndElement();
        w.writeEndElement();
    }
    void title(int id, const DeckSlide& slide, bool templateLook) {
        templateLook = templateLook && !slide.titleStyled;
        w.writeStartElement(kP, QStringLiteral("sp"));
        w.writeStartElement(kP, QStringLiteral("nvSpPr"));
        nonVisual(id, QStringLiteral("Title %1").arg(id));
        w.writeStartElement(kP, QStringLiteral("cNvSpPr"));
        w.writeEmptyElement(kA, QStringLiteral("spLocks"));
        w.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("nvPr"));
        w.writeEmptyElement(kP, QStringLiteral("ph"));
        w.writeAttribute(QStringLiteral("type"), QStringLiteral("title"));
        w.writeEndElement();
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("spPr"));
        if (!templateLook && slide.titleRect.isValid())
            transform(slide.titleRect);
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("txBody"));
        if (templateLook) {
            w.writeEmptyElement(kA, QStringLiteral("bodyPr"));
            w.writeEmptyElement(kA, QStringLiteral("lstStyle"));
            paragraphs(slide.title, Qt::AlignLeft, 0, false, QColor());
        } else {
            bodyProperties(Qt::AlignLeft | Qt::AlignVCenter, true);
            paragraphs(slide.title, Qt::AlignLeft, slide.titlePixelSize, true, slide.titleColor);
        }
        w.writeEndElement();
        w.writeEndElement();
    }
    void shape(int id, const DeckSlide::Shape& s) {
        w.writeStartElement(kP, QStringLiteral("sp"));
        w.writeStartElement(kP, QStringLiteral("nvSpPr"));
        nonVisual(id, QStringLiteral("Shape %1").arg(id));
        w.writeEmptyElement(kP, QStringLiteral("cNvSpPr"));
        w.writeEmptyElement(kP, QStringLiteral("nvPr"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("spPr"));
        transform(s.rect);
        geometry(s.rounded ? QStringLiteral("roundRect") : QStringLiteral("rect"), s.rounded ? 50000 : -1);
        if (s.fill.isValid())
            solidFill(s.fill);
        else
            w.writeEmptyElement(kA, QStringLiteral("noFill"));
        outline(s.line, s.lineWidth);
        w.writeEndElement();
        w.writeEndElement();
    }
    void line(int id, const DeckSlide::Line& l) {
        w.writeStartElement(kP, QStringLiteral("cxnSp"));
        w.writeStartElement(kP, QStringLiteral("nvCxnSpPr"));
        nonVisual(id, QStringLiteral("Line %1").arg(id));
        w.writeEmptyElement(kP, QStringLiteral("cNvCxnSpPr"));
        w.writeEmptyElement(kP, QStringLiteral("nvPr"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("spPr"));
        const QRectF r = QRectF(l.from, l.to).normalized();
        transform(r, kA, l.to.x() < l.from.x(), l.to.y() < l.from.y());
        geometry(QStringLiteral("line"));
        outline(l.color, l.width);
        w.writeEndElement();
        w.writeEndElement();
    }
    void picture(int id, const DeckSlide::Picture& p, const PptxSlideXml::AddMedia& addMedia) {
        const QString png = addMedia(p.png, QStringLiteral("png"));
        const QString svg = p.svg.isEmpty() ? QString() : addMedia(p.svg, QStringLiteral("svg"));
        w.writeStartElement(kP, QStringLiteral("pic"));
        w.writeStartElement(kP, QStringLiteral("nvPicPr"));
        nonVisual(id, QStringLiteral("Picture %1").arg(id), p.description);
        w.writeStartElement(kP, QStringLiteral("cNvPicPr"));
        w.writeEmptyElement(kA, QStringLiteral("picLocks"));
        w.writeAttribute(QStringLiteral("noChangeAspect"), QStringLiteral("1"));
        w.writeEndElement();
        w.writeEmptyElement(kP, QStringLiteral("nvPr"));
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("blipFill"));
        w.writeStartElement(kA, QStringLiteral("blip"));
        w.writeAttribute(kR, QStringLiteral("embed"), png);
        if (!svg.isEmpty()) {
            w.writeStartElement(kA, QStringLiteral("extLst"));
            w.writeStartElement(kA, QStringLiteral("ext"));
            w.writeAttribute(QStringLiteral("uri"), kSvgExtension);
            w.writeNamespace(kSvgNamespace, QStringLiteral("asvg"));
            w.writeEmptyElement(kSvgNamespace, QStringLiteral("svgBlip"));
            w.writeAttribute(kR, QStringLiteral("embed"), svg);
            w.writeEndElement();
            w.writeEndElement();
        }
        w.writeEndElement();
        w.writeStartElement(kA, QStringLiteral("stretch"));
        w.writeEmptyElement(kA, QStringLiteral("fillRect"));
        w.writeEndElement();
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("spPr"));
        transform(p.rect);
        geometry(QStringLiteral("rect"));
        w.writeEndElement();
        w.writeEndElement();
    }
    void table(int id, const DeckSlide::Table& t);

private:
    void cell(const QString& text, Qt::Alignment alignment, double pixelSize, bool bold, const QColor& color,
              const QColor& fill, int span, bool merged);

    Fonts mFonts;
};

void SlideXml::cell(const QString& text, Qt::Alignment alignment, double pixelSize, bool bold,
                    const QColor& color, const QColor& fill, int span, bool merged) {
    w.writeStartElement(kA, QStringLiteral("tc"));
    if (span > 1)
        w.writeAttribute(QStringLiteral("gridSpan"), QString::number(span));
    if (merged)
        w.writeAttribute(QStringLiteral("hMerge"), QStringLiteral("1"));
    w.writeStartElement(kA, QStringLiteral("txBody"));
    w.writeEmptyElement(kA, QStringLiteral("bodyPr"));
    w.writeEmptyElement(kA, QStringLiteral("lstStyle"));
    paragraphs(text, alignment, pixelSize, bold, color);
    w.writeEndElement();
    w.writeStartElement(kA, QStringLiteral("tcPr"));
    w.writeAttribute(QStringLiteral("marL"), emu(10));
    w.writeAttribute(QStringLiteral("marR"), emu(10));
    w.writeAttribute(QStringLiteral("marT"), emu(4));
    w.writeAttribute(QStringLiteral("marB"), emu(4));
    w.writeAttribute(QStringLiteral("anchor"), QStringLiteral("ctr"));
    for (const char* side : {"lnL", "lnR", "lnT", "lnB"}) {
        w.writeStartElement(kA, QLatin1String(side));
        if (side[2] == 'B') {
            w.writeAttribute(QStringLiteral("w"), emu(1));
            solidFill(SlideTableColors::kRule);
        } else {
            w.writeAttribute(QStringLiteral("w"), QStringLiteral("0"));
            w.writeEmptyElement(kA, QStringLiteral("noFill"));
        }
        w.writeEndElement();
    }
    if (fill.isValid())
        solidFill(fill);
    else
        w.writeEmptyElement(kA, QStringLiteral("noFill"));
    w.writeEndElement();
    w.writeEndElement();
}

void SlideXml::table(int id, const DeckSlide::Table& t) {
    w.writeStartElement(kP, QStringLiteral("graphicFrame"));
    w.writeStartElement(kP, QStringLiteral("nvGraphicFramePr"));
    nonVisual(id, QStringLiteral("Table %1").arg(id));
    w.writeStartElement(kP, QStringLiteral("cNvGraphicFramePr"));
    w.writeEmptyElement(kA, QStringLiteral("graphicFrameLocks"));
    w.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
    w.writeEndElement();
    w.writeEmptyElement(kP, QStringLiteral("nvPr"));
    w.writeEndElement();
    transform(t.rect, kP);
    w.writeStartElement(kA, QStringLiteral("graphic"));
    w.writeStartElement(kA, QStringLiteral("graphicData"));
    w.writeAttribute(QStringLiteral("uri"),
                     QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/table"));
    w.writeStartElement(kA, QStringLiteral("tbl"));
    w.writeEmptyElement(kA, QStringLiteral("tblPr"));
    w.writeAttribute(QStringLiteral("firstRow"), QStringLiteral("1"));
    w.writeStartElement(kA, QStringLiteral("tblGrid"));
    const int columns = int(t.columns.size());
    for (int i = 0; i < columns; ++i) {
        w.writeEmptyElement(kA, QStringLiteral("gridCol"));
        w.writeAttribute(QStringLiteral("w"), emu(t.widths.value(i, 100)));
    }
    w.writeEndElement();

    w.writeStartElement(kA, QStringLiteral("tr"));
    w.writeAttribute(QStringLiteral("h"), emu(t.headerHeight));
    for (const SlideTable::Column& column : t.columns)
        cell(column.title, column.alignment, qMax(10.0, t.pixelSize - 1), true, Qt::white,
             SlideTableColors::kHeaderFill, 1, false);
    w.writeEndElement();

    int shade = 0;
    for (int r = 0; r < t.rows.size(); ++r) {
        const SlideTable::Row& row = t.rows[r];
        QColor fill;
        bool bold = true;
        switch (row.style) {
        case SlideTable::RowStyle::Normal:
            bold = false;
            if (shade++ % 2 == 1)
                fill = SlideTableColors::kShade;
            break;
        case SlideTable::RowStyle::Group:
            fill = SlideTableColors::kGroupFill;
            shade = 0;
            break;
        case SlideTable::RowStyle::Subtotal:
            shade = 0;
            break;
        case SlideTable::RowStyle::Total:
            fill = SlideTableColors::kTotalFill;
            shade = 0;
            break;
        }
        w.writeStartElement(kA, QStringLiteral("tr"));
        w.writeAttribute(QStringLiteral("h"), emu(t.rowHeights.value(r, 34)));
        for (int i = 0; i < columns;) {
            const QString text = row.cells.value(i);
            // A cell runs on over the empty cells that follow it, as on the PDF.
            int span = 1;
            if (!text.isEmpty())
                while (i + span < columns && row.cells.value(i + span).isEmpty())
                    ++span;
            const QColor color =
                i < row.colors.size() && row.colors[i].isValid() ? row.colors[i] : SlideTableColors::kText;
            cell(text, t.columns[i].alignment, t.pixelSize, bold, color, fill, span, false);
            for (int k = 1; k < span; ++k)
                cell(QString(), t.columns[i].alignment, t.pixelSize, bold, color, fill, 1, true);
            i += span;
        }
        w.writeEndElement();
    }
    w.writeEndElement(); // tbl
    w.writeEndElement(); // graphicData
    w.writeEndElement(); // graphic
    w.writeEndElement(); // graphicFrame
}

} // namespace

QByteArray PptxSlideXml::slide(const DeckSlide& slide, const Fonts& fonts, bool templateLook,
                               const AddMedia& addMedia) {
    QByteArray out;
    SlideXml x(&out, fonts);
    x.begin(QStringLiteral("p:sld"));
    int id = 2;
    const bool titleItem =
        std::any_of(slide.items.cbegin(), slide.items.cend(),
                    [](const DeckSlide::Item& item) { return item.kind == DeckSlide::Kind::Title; });
    if (!titleItem)
        x.title(id++, slide, templateLook);
    for (const DeckSlide::Item& item : slide.items) {
        switch (item.kind) {
        case DeckSlide::Kind::Title:
            x.title(id++, slide, templateLook);
            break;
        case DeckSlide::Kind::Text:
            x.text(id++, slide.texts[item.index]);
            break;
        case DeckSlide::Kind::Shape:
            x.shape(id++, slide.shapes[item.index]);
            break;
        case DeckSlide::Kind::Line:
            x.line(id++, slide.lines[item.index]);
            break;
        case DeckSlide::Kind::Table:
            x.table(id++, slide.tables[item.index]);
            break;
        case DeckSlide::Kind::Picture:
            x.picture(id++, slide.pictures[item.index], addMedia);
            break;
        }
    }
    x.end();
    x.w.writeStartElement(kP, QStringLiteral("clrMapOvr"));
    x.w.writeEmptyElement(kA, QStringLiteral("masterClrMapping"));
    x.w.writeEndElement();
    x.w.writeEndElement(); // sld
    x.w.writeEndDocument();
    return out;
}

QByteArray PptxSlideXml::notes(const DeckSlide& slide, const Fonts& fonts) {
    QByteArray out;
    SlideXml x(&out, fonts);
    x.begin(QStringLiteral("p:notes"));
    const auto placeholder = [&](int id, const QString& name, const QString& type, int index) {
        x.w.writeStartElement(kP, QStringLiteral("nvSpPr"));
        x.nonVisual(id, name);
        x.w.writeStartElement(kP, QStringLiteral("cNvSpPr"));
        x.w.writeEmptyElement(kA, QStringLiteral("spLocks"));
        x.w.writeAttribute(QStringLiteral("noGrp"), QStringLiteral("1"));
        x.w.writeEndElement();
        x.w.writeStartElement(kP, QStringLiteral("nvPr"));
        x.w.writeEmptyElement(kP, QStringLiteral("ph"));
        x.w.writeAttribute(QStringLiteral("type"), type);
        if (index > 0)
            x.w.writeAttribute(QStringLiteral("idx"), QString::number(index));
        x.w.writeEndElement();
        x.w.writeEndElement();
        x.w.writeEmptyElement(kP, QStringLiteral("spPr"));
    };
    x.w.writeStartElement(kP, QStringLiteral("sp"));
    placeholder(2, QStringLiteral("Slide Image 1"), QStringLiteral("sldImg"), 0);
    x.w.writeEndElement();
    x.w.writeStartElement(kP, QStringLiteral("sp"));
    placeholder(3, QStringLiteral("Notes 2"), QStringLiteral("body"), 1);
    x.w.writeStartElement(kP, QStringLiteral("txBody"));
    x.w.writeEmptyElement(kA, QStringLiteral("bodyPr"));
    x.w.writeEmptyElement(kA, QStringLiteral("lstStyle"));
    x.paragraphs(slide.notes.isEmpty() ? QString() : slide.notes.join(QLatin1Char('\n')), Qt::AlignLeft, 0,
                 false, QColor());
    x.w.writeEndElement();
    x.w.writeEndElement();
    x.end();
    x.w.writeStartElement(kP, QStringLiteral("clrMapOvr"));
    x.w.writeEmptyElement(kA, QStringLiteral("masterClrMapping"));
    x.w.writeEndElement();
    x.w.writeEndElement();
    x.w.writeEndDocument();
    return out;
}
