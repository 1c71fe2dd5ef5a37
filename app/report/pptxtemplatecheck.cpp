#include "report/pptxtemplatecheck.h"

#include <QFileInfo>
#include <QXmlStreamReader>

namespace {

// The parts that are XML: by their name, or by the content type [Content_Types].xml gives their extension
// or the part itself ("application/vnd.openxmlformats-officedocument.theme+xml").
QStringList xmlParts(const PptxPackage& package) {
    QHash<QString, QString> defaults;  // extension -> content type
    QHash<QString, QString> overrides; // part -> content type
    QXmlStreamReader types(package.part(QStringLiteral("[Content_Types].xml")));
    while (!types.atEnd()) {
        types.readNext();
        if (!types.isStartElement())
            continue;
        const QXmlStreamAttributes a = types.attributes();
        if (types.name() == QLatin1String("Default"))
            defaults.insert(a.value(QStringLiteral("Extension")).toString().toLower(),
                            a.value(QStringLiteral("ContentType")).toString());
        else if (types.name() == QLatin1String("Override"))
            overrides.insert(a.value(QStringLiteral("PartName")).toString().mid(1),
                             a.value(QStringLiteral("ContentType")).toString());
    }
    QStringList parts;
    for (const QString& name : package.names()) {
        const QString extension = QFileInfo(name).suffix().toLower();
        const QString type = overrides.value(name, defaults.value(extension));
        if (extension == QLatin1String("xml") || extension == QLatin1String("rels") ||
            type.endsWith(QLatin1String("+xml")) || type.endsWith(QLatin1String("/xml")))
            parts.append(name);
    }
    return parts;
}

} // namespace

bool PptxTemplateCheck::check(const PptxPackage& package, const QString& templatePath, QString* error) {
    const QString name = QFileInfo(templatePath).fileName();
    for (const QString& part : xmlParts(package)) {
        const QByteArray bytes = package.part(part);
        if (bytes.size() > kMaxXmlBytes) {
            if (error)
                *error =
                    tr("%1: the template's part %2 is %3 MB of XML, more than a template part may be (%4 "
                       "MB); the template was not used")
                        .arg(name, part)
                        .arg(bytes.size() >> 20)
                        .arg(kMaxXmlBytes >> 20);
            return false;
        }
        QXmlStreamReader xml(bytes);
        bool root = false;
        while (!xml.atEnd()) {
            xml.readNext();
            root = root || xml.isStartElement();
        }
        if (xml.hasError() || !root) {
            if (error)
                *error = tr("%1: the template's part %2 is not well-formed XML (line %3, column %4: %5); the "
                            "template was not used. Open and save it again in PowerPoint or LibreOffice")
                             .arg(name, part)
                             .arg(xml.lineNumber())
                             .arg(xml.columnNumber())
                             .arg(xml.hasError() ? xml.errorString() : tr("no element"));
            return false;
        }
    }
    return true;
}
