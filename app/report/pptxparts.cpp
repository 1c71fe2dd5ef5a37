#include "report/pptxparts.h"

#include <QXmlStreamWriter>

namespace {

const char* const kNamespaces =
    "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
    "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
    "xmlns:p=\"http://schemas.openxmlformats.org/presentationml/2006/main\"";
const char* const kHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";
const char* const kGroup = "<p:nvGrpSpPr><p:cNvPr id=\"1\" name=\"\"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>"
                           "<p:grpSpPr><a:xfrm><a:off x=\"0\" y=\"0\"/><a:ext cx=\"0\" cy=\"0\"/>"
                           "<a:chOff x=\"0\" y=\"0\"/><a:chExt cx=\"0\" cy=\"0\"/></a:xfrm></p:grpSpPr>";
const char* const kColourMap =
    "<p:clrMap bg1=\"lt1\" tx1=\"dk1\" bg2=\"lt2\" tx2=\"dk2\" accent1=\"accent1\" "
    "accent2=\"accent2\" accent3=\"accent3\" accent4=\"accent4\" accent5=\"accent5\" "
    "accent6=\"accent6\" hlink=\"hlink\" folHlink=\"folHlink\"/>";

// A placeholder shape: `type` ("title", "body", "sldImg"), its index and its place in EMU.
QByteArray placeholder(int id, const char* name, const char* type, int index, qint64 x, qint64 y, qint64 cx,
                       qint64 cy) {
    QByteArray s = "<p:sp><p:nvSpPr><p:cNvPr id=\"" + QByteArray::number(id) + "\" name=\"" + name +
                   "\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/></p:cNvSpPr><p:nvPr><p:ph type=\"" + type + "\"";
    if (index > 0)
        s += " idx=\"" + QByteArray::number(index) + "\"";
    s += "/></p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x=\"" + QByteArray::number(x) + "\" y=\"" +
         QByteArray::number(y) + "\"/><a:ext cx=\"" + QByteArray::number(cx) + "\" cy=\"" +
         QByteArray::number(cy) + "\"/></a:xfrm><a:prstGeom prst=\"rect\"><a:avLst/></a:prstGeom></p:spPr>";
    if (QByteArray(type) != "sldImg")
        s += "<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang=\"en-US\"/></a:p></p:txBody>";
    return s + "</p:sp>";
}

} // namespace

QByteArray PptxParts::theme(const QString& name, const QString& latinFont, const QString& eastAsianFont) {
    QByteArray out;
    QXmlStreamWriter w(&out);
    const QString a = QStringLiteral("http://schemas.openxmlformats.org/drawingml/2006/main");
    w.writeStartDocument(QStringLiteral("1.0"), true);
    w.writeNamespace(a, QStringLiteral("a"));
    w.writeStartElement(a, QStringLiteral("theme"));
    w.writeAttribute(QStringLiteral("name"), name);
    w.writeStartElement(a, QStringLiteral("themeElements"));
    w.writeStartElement(a, QStringLiteral("clrScheme"));
    w.writeAttribute(QStringLiteral("name"), name);
    // The report's colours (ReportStyle): navy, the accent green, blue, amber, red, green, grey.
    const QList<std::pair<const char*, const char*>> colours = {
        {"dk2", "14213D"},     {"lt2", "F2F5F9"},     {"accent1", "1F5FA8"}, {"accent2", "76B900"},
        {"accent3", "B26A00"}, {"accent4", "C62828"}, {"accent5", "2E7D32"}, {"accent6", "5A6470"},
        {"hlink", "1F5FA8"},   {"folHlink", "5A6470"}};
    w.writeStartElement(a, QStringLiteral("dk1"));
    w.writeEmptyElement(a, QStringLiteral("srgbClr"));
    w.writeAttribute(QStringLiteral("val"), QStringLiteral("1D2430"));
    w.writeEndElement();
    w.writeStartElement(a, QStringLiteral("lt1"));
    w.writeEmptyElement(a, QStringLiteral("srgbClr"));
    w.writeAttribute(QStringLiteral("val"), QStringLiteral("FFFFFF"));
    w.writeEndElement();
    for (const auto& [element, value] : colours) {
        w.writeStartElement(a, QLatin1String(element));
        w.writeEmptyElement(a, QStringLiteral("srgbClr"));
        w.writeAttribute(QStringLiteral("val"), QLatin1String(value));
        w.writeEndElement();
    }
    w.writeEndElement(); // clrScheme
    w.writeStartElement(a, QStringLiteral("fontScheme"));
    w.writeAttribute(QStringLiteral("name"), name);
    for (const char* kind : {"majorFont", "minorFont"}) {
        w.writeStartElement(a, QLatin1String(kind));
        w.writeEmptyElement(a, QStringLiteral("latin"));
        w.writeAttribute(QStringLiteral("typeface"), latinFont);
        w.writeEmptyElement(a, QStringLiteral("ea"));
        w.writeAttribute(QStringLiteral("typeface"), eastAsianFont);
        w.writeEmptyElement(a, QStringLiteral("cs"));
        w.writeAttribute(QStringLiteral("typeface"), QString());
        w.writeEndElement();
    }
    w.writeEndElement(); // fontScheme
    // The format scheme: three fills, lines, effects and background fills, as the schema requires.
    w.writeStartElement(a, QStringLiteral("fmtScheme"));
    w.writeAttribute(QStringLiteral("name"), name);
    const auto phFill = [&] {
        w.writeStartElement(a, QStringLiteral("solidFill"));
        w.writeEmptyElement(a, QStringLiteral("schemeClr"));
        w.writeAttribute(QStringLiteral("val"), QStringLiteral("phClr"));
        w.writeEndElement();
    };
    for (const char* list : {"fillStyleLst", "lnStyleLst", "effectStyleLst", "bgFillStyleLst"}) {
        w.writeStartElement(a, QLatin1String(list));
        for (int i = 0; i < 3; ++i) {
            if (list[0] == 'l') {
                w.writeStartElement(a, QStringLiteral("ln"));
                w.writeAttribute(QStringLiteral("w"), QString::number(6350 * (i + 1)));
                phFill();
                w.writeEndElement();
            } else if (list[0] == 'e') {
                w.writeStartElement(a, QStringLiteral("effectStyle"));
                w.writeEmptyElement(a, QStringLiteral("effectLst"));
                w.writeEndElement();
            } else {
                phFill();
            }
        }
        w.writeEndElement();
    }
    w.writeEndElement(); // fmtScheme
    w.writeEndElement(); // themeElements
    w.writeEndElement(); // theme
    w.writeEndDocument();
    return out;
}

QByteArray PptxParts::slideMaster() {
    // The title where the deck's title bar puts it (64, 0, 1472 x 88 slide units of 7620 EMU).
    return QByteArray(kHeader) + "<p:sldMaster " + kNamespaces +
           "><p:cSld><p:bg><p:bgPr><a:solidFill><a:schemeClr val=\"bg1\"/></a:solidFill><a:effectLst/>"
           "</p:bgPr></p:bg><p:spTree>" +
           kGroup + placeholder(2, "Title Placeholder 1", "title", 0, 487680, 0, 11216640, 670560) +
           placeholder(3, "Text Placeholder 2", "body", 1, 487680, 975360, 11216640, 5318760) +
           "</p:spTree></p:cSld>" + kColourMap +
           "<p:sldLayoutIdLst><p:sldLayoutId id=\"2147483649\" r:id=\"rId1\"/></p:sldLayoutIdLst>"
           "<p:txStyles><p:titleStyle><a:lvl1pPr algn=\"l\"><a:defRPr sz=\"2160\" b=\"1\">"
           "<a:solidFill><a:schemeClr val=\"tx2\"/></a:solidFill><a:latin typeface=\"+mj-lt\"/>"
           "<a:ea typeface=\"+mj-ea\"/><a:cs typeface=\"+mj-cs\"/></a:defRPr></a:lvl1pPr></p:titleStyle>"
           "<p:bodyStyle><a:lvl1pPr><a:defRPr sz=\"1400\"><a:solidFill><a:schemeClr "
           "val=\"tx1\"/></a:solidFill>"
           "<a:latin typeface=\"+mn-lt\"/><a:ea typeface=\"+mn-ea\"/><a:cs typeface=\"+mn-cs\"/></a:defRPr>"
           "</a:lvl1pPr></p:bodyStyle><p:otherStyle><a:lvl1pPr><a:defRPr sz=\"1200\">"
           "<a:solidFill><a:schemeClr val=\"tx1\"/></a:solidFill><a:latin typeface=\"+mn-lt\"/>"
           "<a:ea typeface=\"+mn-ea\"/><a:cs typeface=\"+mn-cs\"/></a:defRPr></a:lvl1pPr></p:otherStyle>"
           "</p:txStyles></p:sldMaster>";
}

QByteArray PptxParts::slideLayout() {
    return QByteArray(kHeader) + "<p:sldLayout " + kNamespaces +
           " type=\"titleOnly\" preserve=\"1\"><p:cSld name=\"Title Only\"><p:spTree>" + kGroup +
           "<p:sp><p:nvSpPr><p:cNvPr id=\"2\" name=\"Title 1\"/><p:cNvSpPr><a:spLocks noGrp=\"1\"/>"
           "</p:cNvSpPr><p:nvPr><p:ph type=\"title\"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>"
           "<a:lstStyle/><a:p><a:endParaRPr lang=\"en-US\"/></a:p></p:txBody></p:sp>"
           "</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>";
}

QByteArray PptxParts::notesMaster() {
    return QByteArray(kHeader) + "<p:notesMaster " + kNamespaces + "><p:cSld><p:spTree>" + kGroup +
           placeholder(2, "Slide Image Placeholder 1", "sldImg", 0, 685800, 1143000, 5486400, 3086100) +
           placeholder(3, "Notes Placeholder 2", "body", 1, 685800, 4400550, 5486400, 3600450) +
           "</p:spTree></p:cSld>" + kColourMap + "</p:notesMaster>";
}

QByteArray PptxParts::presentationProperties() {
    return QByteArray(kHeader) + "<p:presentationPr " + kNamespaces + "/>";
}

QByteArray PptxParts::viewProperties() {
    return QByteArray(kHeader) + "<p:viewPr " + kNamespaces +
           "><p:normalViewPr><p:restoredLeft sz=\"15620\"/><p:restoredTop sz=\"94660\"/></p:normalViewPr>"
           "<p:gridSpacing cx=\"76200\" cy=\"76200\"/></p:viewPr>";
}

QByteArray PptxParts::tableStyles() {
    return QByteArray(kHeader) +
           "<a:tblStyleLst xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
           "def=\"{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}\"/>";
}
