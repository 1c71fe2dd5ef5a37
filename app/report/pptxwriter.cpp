#include "report/pptxwriter.h"

#include "report/pptxparts.h"
#include "report/pptxslidexml.h"
#include "report/pptxtemplatecheck.h"

#include <QDateTime>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

namespace {

const QString kRelationships = QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships");
const QString kContentTypes = QStringLiteral("http://schemas.openxmlformats.org/package/2006/content-types");
const QString kOfficeRel =
    QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/");
const QString kPresentationMl =
    QStringLiteral("application/vnd.openxmlformats-officedocument.presentationml.");
using namespace PptxNamespaces;

struct Relationship {
    QString id;
    QString type; // the last part of the type URI ("slide", "image"), or the whole URI for others
    QString target;
};

QString relationshipType(const QString& type) {
    if (type.startsWith(QLatin1String("http")))
        return type;
    return kOfficeRel + type;
}

QByteArray relationships(const QList<Relationship>& list) {
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.writeStartDocument(QStringLiteral("1.0"), true);
    w.writeDefaultNamespace(kRelationships);
    w.writeStartElement(kRelationships, QStringLiteral("Relationships"));
    for (const Relationship& r : list) {
        w.writeEmptyElement(kRelationships, QStringLiteral("Relationship"));
        w.writeAttribute(QStringLiteral("Id"), r.id);
        w.writeAttribute(QStringLiteral("Type"), relationshipType(r.type));
        w.writeAttribute(QStringLiteral("Target"), r.target);
    }
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

// The relationships part of `part` ("ppt/slides/slide1.xml" -> "ppt/slides/_rels/slide1.xml.rels").
QString relsName(const QString& part) {
    const int slash = int(part.lastIndexOf(QLatin1Char('/')));
    return part.left(slash + 1) + QStringLiteral("_rels/") + part.mid(slash + 1) + QStringLiteral(".rels");
}

// Reads a relationships part: id -> (type URI, target resolved against the source part's folder).
QList<Relationship> readRelationships(const PptxPackage& package, const QString& part) {
    QList<Relationship> list;
    QXmlStreamReader r(package.part(relsName(part)));
    const QString folder = part.left(part.lastIndexOf(QLatin1Char('/')) + 1);
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("Relationship")) {
            const QString target = r.attributes().value(QStringLiteral("Target")).toString();
            const bool external =
                r.attributes().value(QStringLiteral("TargetMode")) == QLatin1String("External");
            QString resolved = target;
            if (!external)
                resolved = target.startsWith(QLatin1Char('/')) ? target.mid(1) : folder + target;
            // Resolve "../" by hand: the names are not files.
            QStringList parts;
            for (const QString& p : resolved.split(QLatin1Char('/'))) {
                if (p == QLatin1String(".."))
                    parts.removeLast();
                else if (p != QLatin1String("."))
                    parts.append(p);
            }
            list.append({r.attributes().value(QStringLiteral("Id")).toString(),
                         r.attributes().value(QStringLiteral("Type")).toString(),
                         external ? target : parts.join(QLatin1Char('/'))});
        }
    }
    return list;
}

QString typeSuffix(const Relationship& r) {
    return r.type.mid(r.type.lastIndexOf(QLatin1Char('/')) + 1);
}

struct Master {
    QString part;   // ppt/slideMasters/slideMaster1.xml
    QString layout; // the layout the slides use
    QString id;     // its sldMasterId
};

struct TemplateInfo {
    QList<Master> masters;
    QString notesMaster; // empty: none
    QString latinFont, eastAsianFont;
    QMap<QString, QString> defaults;  // extension -> content type
    QMap<QString, QString> overrides; // part -> content type
};

// The layout a slide with a title and free content takes: "Title Only", else "Title and Content", else the
// master's first.
QString chooseLayout(const PptxPackage& package, const QString& master) {
    QString titleOnly, content, first;
    for (const Relationship& r : readRelationships(package, master)) {
        if (typeSuffix(r) != QLatin1String("slideLayout") || !package.contains(r.target))
            continue;
        if (first.isEmpty())
            first = r.target;
        QXmlStreamReader x(package.part(r.target));
        if (x.readNextStartElement()) {
            const QStringView type = x.attributes().value(QStringLiteral("type"));
            if (type == QLatin1String("titleOnly") && titleOnly.isEmpty())
                titleOnly = r.target;
            if (type == QLatin1String("obj") && content.isEmpty())
                content = r.target;
        }
    }
    return !titleOnly.isEmpty() ? titleOnly : !content.isEmpty() ? content : first;
}

std::optional<TemplateInfo> readTemplate(PptxPackage* package, const QString& path, QString* error) {
    const QString name = QFileInfo(path).fileName();
    TemplateInfo info;
    QString presentation;
    for (const Relationship& r : readRelationships(*package, QString()))
        if (typeSuffix(r) == QLatin1String("officeDocument"))
            presentation = r.target;
    if (presentation.isEmpty() || !package->contains(presentation)) {
        if (error)
            *error = PptxWriter::tr("%1: not a PowerPoint presentation or template (no presentation part)")
                         .arg(name);
        return std::nullopt;
    }
    QMap<QString, QString> targets;
    for (const Relationship& r : readRelationships(*package, presentation)) {
        targets.insert(r.id, r.target);
        if (typeSuffix(r) == QLatin1String("notesMaster") && package->contains(r.target))
            info.notesMaster = r.target;
    }
    QXmlStreamReader x(package->part(presentation));
    while (!x.atEnd()) {
        x.readNext();
        if (x.isStartElement() && x.name() == QLatin1String("sldMasterId")) {
            const QString target = targets.value(x.attributes().value(kR, QStringLiteral("id")).toString());
            if (package->contains(target))
                info.masters.append({target, chooseLayout(*package, target),
                                     x.attributes().value(QStringLiteral("id")).toString()});
        }
    }
    if (x.hasError() || info.masters.isEmpty() || info.masters.first().layout.isEmpty()) {
        if (error)
            *error = x.hasError()
                         ? PptxWriter::tr("%1: %2, line %3: %4")
                               .arg(name, presentation)
                               .arg(x.lineNumber())
                               .arg(x.errorString())
                         : PptxWriter::tr("%1: the template has no slide master with a layout").arg(name);
        return std::nullopt;
    }
    // The fonts of the first master's theme (its minor font: the body text's).
    for (const Relationship& r : readRelationships(*package, info.masters.first().part)) {
        if (typeSuffix(r) != QLatin1String("theme"))
            continue;
        QXmlStreamReader t(package->part(r.target));
        bool minor = false;
        while (!t.atEnd()) {
            t.readNext();
            if (t.isStartElement() && t.name() == QLatin1String("minorFont"))
                minor = true;
            else if (t.isEndElement() && t.name() == QLatin1String("minorFont"))
                minor = false;
            else if (minor && t.isStartElement() && t.name() == QLatin1String("latin"))
                info.latinFont = t.attributes().value(QStringLiteral("typeface")).toString();
            else if (minor && t.isStartElement() && t.name() == QLatin1String("ea"))
                info.eastAsianFont = t.attributes().value(QStringLiteral("typeface")).toString();
        }
    }
    QXmlStreamReader c(package->part(QStringLiteral("[Content_Types].xml")));
    while (!c.atEnd()) {
        c.readNext();
        if (!c.isStartElement())
            continue;
        if (c.name() == QLatin1String("Default"))
            info.defaults.insert(c.attributes().value(QStringLiteral("Extension")).toString().toLower(),
                                 c.attributes().value(QStringLiteral("ContentType")).toString());
        else if (c.name() == QLatin1String("Override"))
            info.overrides.insert(c.attributes().value(QStringLiteral("PartName")).toString().mid(1),
                                  c.attributes().value(QStringLiteral("ContentType")).toString());
    }
    // The template's own slides, their notes and comments, the document properties and the presentation go:
    // the deck writes its own.
    for (const QString& part : package->names()) {
        const bool slidePart = part.startsWith(QLatin1String("ppt/slides/")) ||
                               part.startsWith(QLatin1String("ppt/notesSlides/")) ||
                               part.startsWith(QLatin1String("ppt/comments/")) ||
                               part.startsWith(QLatin1String("ppt/handoutMasters/")) ||
                               part.startsWith(QLatin1String("docProps/")) ||
                               part.startsWith(QLatin1String("_rels/")) ||
                               part == QLatin1String("[Content_Types].xml") || part == presentation ||
                               part == relsName(presentation);
        if (slidePart)
            package->remove(part);
    }
    return info;
}

QString uniqueName(const PptxPackage& package, const QString& pattern) {
    for (int i = 1;; ++i)
        if (!package.contains(pattern.arg(i)))
            return pattern.arg(i);
}

QString relativeTo(const QString& from, const QString& target) {
    // Both under ppt/: "ppt/slides/slide1.xml" -> "../media/image1.png".
    const QString folder = from.left(from.lastIndexOf(QLatin1Char('/')));
    if (target.startsWith(folder + QLatin1Char('/')))
        return target.mid(folder.size() + 1);
    return QStringLiteral("../") + target.mid(QStringLiteral("ppt/").size());
}

// Removes the parts no relationship reaches from the package's own (a template's slide pictures, its
// thumbnail), with their relationship parts.
void removeUnreachable(PptxPackage* package) {
    QSet<QString> reached;
    QStringList queue{QString()};
    while (!queue.isEmpty()) {
        const QString part = queue.takeFirst();
        for (const Relationship& r : readRelationships(*package, part))
            if (package->contains(r.target) && !reached.contains(r.target)) {
                reached.insert(r.target);
                queue.append(r.target);
            }
    }
    for (const QString& name : package->names()) {
        if (name == QLatin1String("[Content_Types].xml") || reached.contains(name) ||
            name == QLatin1String("_rels/.rels"))
            continue;
        if (name.endsWith(QLatin1String(".rels"))) {
            QString source = name;
            source.remove(QStringLiteral("_rels/"));
            source.chop(5);
            if (reached.contains(source))
                continue;
        }
        package->remove(name);
    }
}

} // namespace

std::optional<PptxPackage> PptxWriter::build(const QList<DeckSlide>& slides, const Options& options,
                                             QString* error) {
    PptxPackage package;
    TemplateInfo info;
    const bool templateLook = !options.templatePath.isEmpty();
    if (templateLook) {
        std::optional<PptxPackage> read = PptxPackage::read(options.templatePath, error);
        if (!read || !PptxTemplateCheck::check(*read, options.templatePath, error))
            return std::nullopt;
        package = *read;
        std::optional<TemplateInfo> parsed = readTemplate(&package, options.templatePath, error);
        if (!parsed)
            return std::nullopt;
        info = *parsed;
    }
    QMap<QString, QString> overrides = info.overrides;
    if (!templateLook) {
        info.masters.append({QStringLiteral("ppt/slideMasters/slideMaster1.xml"),
                             QStringLiteral("ppt/slideLayouts/slideLayout1.xml"),
                             QStringLiteral("2147483648")});
        package.add(info.masters.first().part, PptxParts::slideMaster());
        package.add(relsName(info.masters.first().part),
                    relationships({{QStringLiteral("rId1"), QStringLiteral("slideLayout"),
                                    QStringLiteral("../slideLayouts/slideLayout1.xml")},
                                   {QStringLiteral("rId2"), QStringLiteral("theme"),
                                    QStringLiteral("../theme/theme1.xml")}}));
        package.add(info.masters.first().layout, PptxParts::slideLayout());
        package.add(relsName(info.masters.first().layout),
                    relationships({{QStringLiteral("rId1"), QStringLiteral("slideMaster"),
                                    QStringLiteral("../slideMasters/slideMaster1.xml")}}));
        package.add(QStringLiteral("ppt/theme/theme1.xml"),
                    PptxParts::theme(QStringLiteral("Cluster Workbench"), QStringLiteral("Arial"),
                                     QStringLiteral("Microsoft YaHei")));
        overrides.insert(info.masters.first().part, kPresentationMl + QStringLiteral("slideMaster+xml"));
        overrides.insert(info.masters.first().layout, kPresentationMl + QStringLiteral("slideLayout+xml"));
        overrides.insert(QStringLiteral("ppt/theme/theme1.xml"),
                         QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml"));
    }
    if (info.notesMaster.isEmpty()) {
        info.notesMaster = uniqueName(package, QStringLiteral("ppt/notesMasters/notesMaster%1.xml"));
        const QString theme = uniqueName(package, QStringLiteral("ppt/theme/theme%1.xml"));
        package.add(theme, PptxParts::theme(QStringLiteral("Notes"), QStringLiteral("Arial"),
                                            QStringLiteral("Microsoft YaHei")));
        package.add(info.notesMaster, PptxParts::notesMaster());
        package.add(relsName(info.notesMaster),
                    relationships({{QStringLiteral("rId1"), QStringLiteral("theme"),
                                    relativeTo(info.notesMaster, theme)}}));
        overrides.insert(info.notesMaster, kPresentationMl + QStringLiteral("notesMaster+xml"));
        overrides.insert(theme, QStringLiteral("application/vnd.openxmlformats-officedocument.theme+xml"));
    }

    PptxSlideXml::Fonts fonts;
    if (options.language == QLatin1String("zh_CN"))
        fonts.language = QStringLiteral("zh-CN");
    if (!info.latinFont.isEmpty() && !info.latinFont.startsWith(QLatin1Char('+')))
        fonts.latin = info.latinFont;
    if (!info.eastAsianFont.isEmpty() && !info.eastAsianFont.startsWith(QLatin1Char('+')))
        fonts.eastAsian = info.eastAsianFont;

    // The slides, their notes and pictures.
    QList<Relationship> presentationRels;
    int rel = 1;
    for (const Master& m : info.masters)
        presentationRels.append({QStringLiteral("rId%1").arg(rel++), QStringLiteral("slideMaster"),
                                 relativeTo(QStringLiteral("ppt/presentation.xml"), m.part)});
    const QString notesMasterRel = QStringLiteral("rId%1").arg(rel++);
    presentationRels.append({notesMasterRel, QStringLiteral("notesMaster"),
                             relativeTo(QStringLiteral("ppt/presentation.xml"), info.notesMaster)});
    QStringList slideRels;
    for (int i = 0; i < slides.size(); ++i) {
        const QString slidePart = QStringLiteral("ppt/slides/slide%1.xml").arg(i + 1);
        const QString notesPart = QStringLiteral("ppt/notesSlides/notesSlide%1.xml").arg(i + 1);
        QList<Relationship> rels{
            {QStringLiteral("rId1"), QStringLiteral("slideLayout"),
             relativeTo(slidePart, info.masters.first().layout)},
            {QStringLiteral("rId2"), QStringLiteral("notesSlide"), relativeTo(slidePart, notesPart)}};
        const auto addMedia = [&](const QByteArray& bytes, const QString& extension) {
            const QString media = uniqueName(package, QStringLiteral("ppt/media/report%1.") + extension);
            package.add(media, bytes);
            const QString id = QStringLiteral("rId%1").arg(rels.size() + 1);
            rels.append({id, QStringLiteral("image"), relativeTo(slidePart, media)});
            return id;
        };
        package.add(slidePart, PptxSlideXml::slide(slides[i], fonts, templateLook, addMedia));
        package.add(relsName(slidePart), relationships(rels));
        package.add(notesPart, PptxSlideXml::notes(slides[i], fonts));
        package.add(relsName(notesPart),
                    relationships({{QStringLiteral("rId1"), QStringLiteral("notesMaster"),
                                    relativeTo(notesPart, info.notesMaster)},
                                   {QStringLiteral("rId2"), QStringLiteral("slide"),
                                    relativeTo(notesPart, slidePart)}}));
        overrides.insert(slidePart, kPresentationMl + QStringLiteral("slide+xml"));
        overrides.insert(notesPart, kPresentationMl + QStringLiteral("notesSlide+xml"));
        const QString id = QStringLiteral("rId%1").arg(rel++);
        slideRels.append(id);
        presentationRels.append(
            {id, QStringLiteral("slide"), QStringLiteral("slides/slide%1.xml").arg(i + 1)});
    }
    for (const char* part : {"presProps", "viewProps", "tableStyles"}) {
        const QString name = QStringLiteral("ppt/%1.xml").arg(QLatin1String(part));
        if (!package.contains(name))
            package.add(name, part[0] == 'p'   ? PptxParts::presentationProperties()
                              : part[0] == 'v' ? PptxParts::viewProperties()
                                               : PptxParts::tableStyles());
        presentationRels.append({QStringLiteral("rId%1").arg(rel++), QLatin1String(part), name.mid(4)});
        overrides.insert(name, kPresentationMl + QLatin1String(part) + QStringLiteral("+xml"));
    }
    // The theme's relationship from the presentation, as PowerPoint writes it.
    for (const Relationship& r : readRelationships(package, info.masters.first().part))
        if (typeSuffix(r) == QLatin1String("theme"))
            presentationRels.append({QStringLiteral("rId%1").arg(rel++), QStringLiteral("theme"),
                                     relativeTo(QStringLiteral("ppt/presentation.xml"), r.target)});

    // ppt/presentation.xml
    {
        QByteArray out;
        QXmlStreamWriter w(&out);
        w.writeStartDocument(QStringLiteral("1.0"), true);
        w.writeNamespace(kA, QStringLiteral("a"));
        w.writeNamespace(kR, QStringLiteral("r"));
        w.writeNamespace(kP, QStringLiteral("p"));
        w.writeStartElement(kP, QStringLiteral("presentation"));
        w.writeStartElement(kP, QStringLiteral("sldMasterIdLst"));
        for (int m = 0; m < info.masters.size(); ++m) {
            w.writeEmptyElement(kP, QStringLiteral("sldMasterId"));
            w.writeAttribute(QStringLiteral("id"), info.masters[m].id);
            w.writeAttribute(kR, QStringLiteral("id"), presentationRels[m].id);
        }
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("notesMasterIdLst"));
        w.writeEmptyElement(kP, QStringLiteral("notesMasterId"));
        w.writeAttribute(kR, QStringLiteral("id"), notesMasterRel);
        w.writeEndElement();
        w.writeStartElement(kP, QStringLiteral("sldIdLst"));
        for (int i = 0; i < slideRels.size(); ++i) {
            w.writeEmptyElement(kP, QStringLiteral("sldId"));
            w.writeAttribute(QStringLiteral("id"), QString::number(256 + i));
            w.writeAttribute(kR, QStringLiteral("id"), slideRels[i]);
        }
        w.writeEndElement();
        w.writeEmptyElement(kP, QStringLiteral("sldSz")); // 13.333 x 7.5 in, 16:9
        w.writeAttribute(QStringLiteral("cx"), QStringLiteral("12192000"));
        w.writeAttribute(QStringLiteral("cy"), QStringLiteral("6858000"));
        w.writeEmptyElement(kP, QStringLiteral("notesSz"));
        w.writeAttribute(QStringLiteral("cx"), QStringLiteral("6858000"));
        w.writeAttribute(QStringLiteral("cy"), QStringLiteral("9144000"));
        w.writeEndElement();
        w.writeEndDocument();
        package.add(QStringLiteral("ppt/presentation.xml"), out);
        package.add(QStringLiteral("ppt/_rels/presentation.xml.rels"), relationships(presentationRels));
        overrides.insert(QStringLiteral("ppt/presentation.xml"),
                         kPresentationMl + QStringLiteral("presentation.main+xml"));
    }
    // Document properties.
    {
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        QByteArray core;
        QXmlStreamWriter w(&core);
        const QString cp =
            QStringLiteral("http://schemas.openxmlformats.org/package/2006/metadata/core-properties");
        const QString dc = QStringLiteral("http://purl.org/dc/elements/1.1/");
        const QString dcterms = QStringLiteral("http://purl.org/dc/terms/");
        const QString xsi = QStringLiteral("http://www.w3.org/2001/XMLSchema-instance");
        w.writeStartDocument(QStringLiteral("1.0"), true);
        w.writeNamespace(cp, QStringLiteral("cp"));
        w.writeNamespace(dc, QStringLiteral("dc"));
        w.writeNamespace(dcterms, QStringLiteral("dcterms"));
        w.writeNamespace(xsi, QStringLiteral("xsi"));
        w.writeStartElement(cp, QStringLiteral("coreProperties"));
        w.writeTextElement(dc, QStringLiteral("title"), options.title);
        w.writeTextElement(dc, QStringLiteral("creator"), options.author);
        w.writeTextElement(dc, QStringLiteral("language"), fonts.language);
        for (const char* element : {"created", "modified"}) {
            w.writeStartElement(dcterms, QLatin1String(element));
            w.writeAttribute(xsi, QStringLiteral("type"), QStringLiteral("dcterms:W3CDTF"));
            w.writeCharacters(now);
            w.writeEndElement();
        }
        w.writeEndElement();
        w.writeEndDocument();
        package.add(QStringLiteral("docProps/core.xml"), core);
        QByteArray app;
        QXmlStreamWriter a(&app);
        const QString ep =
            QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/extended-properties");
        a.writeStartDocument(QStringLiteral("1.0"), true);
        a.writeDefaultNamespace(ep);
        a.writeStartElement(ep, QStringLiteral("Properties"));
        a.writeTextElement(ep, QStringLiteral("Application"), QStringLiteral("Cluster Workbench"));
        a.writeTextElement(ep, QStringLiteral("Slides"), QString::number(slides.size()));
        a.writeEndElement();
        a.writeEndDocument();
        package.add(QStringLiteral("docProps/app.xml"), app);
        package.add(
            QStringLiteral("_rels/.rels"),
            relationships({{QStringLiteral("rId1"), QStringLiteral("officeDocument"),
                            QStringLiteral("ppt/presentation.xml")},
                           {QStringLiteral("rId2"),
                            QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships/"
                                           "metadata/core-properties"),
                            QStringLiteral("docProps/core.xml")},
                           {QStringLiteral("rId3"), QStringLiteral("extended-properties"),
                            QStringLiteral("docProps/app.xml")}}));
        overrides.insert(QStringLiteral("docProps/core.xml"),
                         QStringLiteral("application/vnd.openxmlformats-package.core-properties+xml"));
        overrides.insert(
            QStringLiteral("docProps/app.xml"),
            QStringLiteral("application/vnd.openxmlformats-officedocument.extended-properties+xml"));
    }
    removeUnreachable(&package);
    // [Content_Types].xml: the template's defaults and ours; an override for every part still there.
    {
        QMap<QString, QString> defaults = info.defaults;
        defaults.insert(QStringLiteral("rels"),
                        QStringLiteral("application/vnd.openxmlformats-package.relationships+xml"));
        defaults.insert(QStringLiteral("xml"), QStringLiteral("application/xml"));
        defaults.insert(QStringLiteral("png"), QStringLiteral("image/png"));
        defaults.insert(QStringLiteral("svg"), QStringLiteral("image/svg+xml"));
        QByteArray out;
        QXmlStreamWriter w(&out);
        w.writeStartDocument(QStringLiteral("1.0"), true);
        w.writeDefaultNamespace(kContentTypes);
        w.writeStartElement(kContentTypes, QStringLiteral("Types"));
        for (auto it = defaults.cbegin(); it != defaults.cend(); ++it) {
            w.writeEmptyElement(kContentTypes, QStringLiteral("Default"));
            w.writeAttribute(QStringLiteral("Extension"), it.key());
            w.writeAttribute(QStringLiteral("ContentType"), it.value());
        }
        for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
            if (!package.contains(it.key()))
                continue;
            w.writeEmptyElement(kContentTypes, QStringLiteral("Override"));
            w.writeAttribute(QStringLiteral("PartName"), QLatin1Char('/') + it.key());
            w.writeAttribute(QStringLiteral("ContentType"), it.value());
        }
        w.writeEndElement();
        w.writeEndDocument();
        package.add(QStringLiteral("[Content_Types].xml"), out);
    }
    return package;
}
