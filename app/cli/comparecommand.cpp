#include "cli/comparecommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "cost/designcomparison.h"
#include "durablefile.h"
#include "report/comparisonpdf.h"

#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

int CompareCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("--lang"), QStringLiteral("--catalog"), QStringLiteral("-o")},
                         {QStringLiteral("--json")});
    if (!cl.ok() || cl.positionals().size() != 2) {
        if (!cl.ok())
            printError(cl.error());
        printError(
            tr("usage: cluster-workbench compare A.json B.json [--json] [-o OUT.pdf] [--lang en|zh_CN] "
               "[--catalog PATH]"));
        return 2;
    }
    if (!applyLanguageOption(cl))
        return 2;
    const QString catalog = cl.value(QStringLiteral("--catalog"));
    const auto a = loadCommandDesign(catalog, cl.positionals()[0]);
    if (!a)
        return 2;
    const auto b = loadCommandDesign(catalog, cl.positionals()[1]);
    if (!b)
        return 2;
    const DesignComparison comparison = DesignComparer::compare(a->design, b->design, a->parts);
    if (cl.has(QStringLiteral("-o"))) {
        const QString out = cl.value(QStringLiteral("-o"));
        QString error;
        if (!ComparisonPdf::write(comparison, out, &error)) {
            printError(error); // names the file and the reason
            return 2;
        }
        printOut(tr("Wrote %1").arg(out));
        return 0;
    }
    if (cl.has(QStringLiteral("--json")))
        printOut(QString::fromUtf8(DesignComparer::json(comparison, stdoutJsonLayout())));
    else
        printOut(DesignComparer::text(comparison));
    return 0;
}
