#include "cli/reportcommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "file/designfile.h"
#include "report/reportlanguagescope.h"
#include "window/reportexporter.h"

#include <QFileInfo>

namespace {

int reportUsage() {
    printError(ReportCommand::tr(
        "usage: cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf|OUT.pptx [--organisation NAME]\n"
        "       [--date YYYY-MM-DD] [--front-only] [--compare OTHER.json] [--template FILE.pptx]\n"
        "       [--catalog PATH]\n"
        "-o: a PDF, or a PowerPoint deck (.pptx) with text, tables and charts the reader can edit\n"
        "--template: the PowerPoint deck takes this presentation's or template's (.pptx, .potx) slide\n"
        "  master, layouts, theme colours and fonts\n"
        "--compare: a slide putting the design beside an alternative\n"
        "--lang: the report's language (default en)\n"
        "--organisation: shown on the cover and in the footer (default: the design's organisation)\n"
        "--front-only: rack elevations without the rear view"));
    return 2;
}

} // namespace

int ReportCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--lang"),
                          QStringLiteral("--organisation"), QStringLiteral("--date"),
                          QStringLiteral("--compare"), QStringLiteral("--catalog"),
                          QStringLiteral("--template")},
                         {QStringLiteral("--front-only")});
    if (!cl.ok()) {
        printError(cl.error());
        return reportUsage();
    }
    if (cl.positionals().size() != 1)
        return reportUsage();
    const QString output = cl.output();
    if (output.isEmpty()) {
        printError(tr("missing -o OUT.pdf or -o OUT.pptx"));
        return reportUsage();
    }
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (suffix != QLatin1String("pdf") && suffix != QLatin1String("pptx")) {
        printError(tr("%1: the report is a PDF or a PowerPoint deck; the output must end in .pdf or .pptx")
                       .arg(output));
        return 2;
    }
    ReportOptions options;
    const std::optional<QString> language = languageOption(cl);
    if (!language)
        return 2;
    options.language = *language;
    options.organisation = cl.value(QStringLiteral("--organisation"));
    options.rearElevations = !cl.has(QStringLiteral("--front-only"));
    if (cl.has(QStringLiteral("--template"))) {
        options.templatePath = cl.value(QStringLiteral("--template"));
        const QFileInfo info(options.templatePath);
        const QString templateSuffix = info.suffix().toLower();
        if (suffix != QLatin1String("pptx")) {
            printError(tr("--template is for the PowerPoint deck: write it with -o OUT.pptx"));
            return 2;
        }
        if (!info.isFile() || !info.isReadable()) {
            printError(tr("%1: no such template").arg(options.templatePath));
            return 2;
        }
        if (templateSuffix != QLatin1String("pptx") && templateSuffix != QLatin1String("potx")) {
            printError(tr("%1: the template must be a PowerPoint presentation or template (.pptx, .potx)")
                           .arg(options.templatePath));
            return 2;
        }
    }
    if (cl.has(QStringLiteral("--date"))) {
        options.date = QDate::fromString(cl.value(QStringLiteral("--date")), Qt::ISODate);
        if (!options.date.isValid()) {
            printError(tr("--date takes a date as YYYY-MM-DD, e.g. 2024-06-30"));
            return 2;
        }
    }

    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    QString error;
    if (cl.has(QStringLiteral("--compare"))) {
        const QString path = cl.value(QStringLiteral("--compare"));
        options.compareWith = DesignFile::load(path, loaded->parts, &error);
        if (!options.compareWith) {
            printError(error);
            return 2;
        }
        options.compareName = QFileInfo(path).completeBaseName();
    }
    ReportExporter exporter;
    if (!exporter.exportReport(loaded->design, loaded->parts, options, output, &error)) {
        printError(error);
        return 2;
    }
    return 0;
}
