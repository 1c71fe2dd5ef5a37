#include "cli/rendercommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "file/designfile.h"
#include "report/elevationsheet.h"
#include "report/reportlanguagescope.h"

#include "analysis/analyzer.h"

#include <QFileInfo>

namespace {

int renderUsage() {
    printError(
        RenderCommand::tr("usage: cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] "
                          "[--rear] [--catalog PATH]\n"
                          "--rear: draw the racks from the rear"));
    return 2;
}

} // namespace

int RenderCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--lang"),
                          QStringLiteral("--catalog")},
                         {QStringLiteral("--rear")});
    if (!cl.ok()) {
        printError(cl.error());
        return renderUsage();
    }
    if (cl.positionals().size() != 1)
        return renderUsage();
    const QString output = cl.output();
    if (output.isEmpty()) {
        printError(tr("missing -o OUT.png, OUT.svg or OUT.pdf"));
        return renderUsage();
    }
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf")) {
        printError(tr("%1: the output must end in .png, .svg or .pdf").arg(output));
        return 2;
    }
    const std::optional<QString> language = languageOption(cl);
    if (!language)
        return 2;
    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    const Design* design = &loaded->design;
    const PartIndex& parts = loaded->parts;
    QString error;
    if (design->racks.isEmpty()) {
        printError(
            tr("%1: the design has no racks to render").arg(QFileInfo(cl.positionals().first()).fileName()));
        return 2;
    }
    const ReportLanguageScope scope(*language);
    const Budgets budgets = analyze(*design, parts);
    QString note;
    if (!ElevationSheet::write(output, *design, budgets, parts,
                               cl.has(QStringLiteral("--rear")) ? Face::Rear : Face::Front, &error, &note)) {
        printError(error);
        return 2;
    }
    if (!note.isEmpty())
        printError(tr("note: %1: %2").arg(output, note));
    return 0;
}
