#include "cli/exportcommand.h"

#include "analysis/analyzer.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "window/handoverexporter.h"

namespace {

int exportUsage() {
    printError(ExportCommand::tr(
        "usage: cluster-workbench export netbox|slurm|ansible|kubernetes DESIGN -o OUT [options]\n"
        "  netbox       NetBox bulk-import CSV files and device-type YAML into the folder OUT\n"
        "  slurm        a complete slurm.conf, its nodes and partition alone (slurm-nodes.conf) and "
        "gres.conf\n"
        "               into the folder OUT\n"
        "  ansible      an Ansible inventory (INI) OUT with head and worker groups and gpu_count\n"
        "  kubernetes   OUT (YAML): node labels and the GPUs each node should report allocatable\n"
        "options:\n"
        "  --addresses RANGE   host addresses in order, heads first: 10.0.0.10/24 or 10.0.0.10-10.0.0.50\n"
        "  --site NAME         the NetBox site (default: the design's name)\n"
        "  --lang en|zh_CN, --catalog PATH"));
    return 2;
}

} // namespace

int ExportCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--addresses"),
                          QStringLiteral("--site"), QStringLiteral("--catalog"), QStringLiteral("--lang")},
                         {});
    if (!cl.ok()) {
        printError(cl.error());
        return exportUsage();
    }
    if (!applyLanguageOption(cl))
        return 2;
    if (cl.positionals().size() != 2 || cl.output().isEmpty())
        return exportUsage();
    const auto target = HandoverExporter::targetFromName(cl.positionals().first());
    if (!target) {
        printError(tr("unknown export \"%1\"; exports are netbox, slurm, ansible and kubernetes")
                       .arg(cl.positionals().first()));
        return 2;
    }
    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().at(1));
    if (!loaded)
        return 2;
    const Budgets budgets = analyze(loaded->design, loaded->parts);
    HandoverExporter::Options options;
    options.addresses = cl.value(QStringLiteral("--addresses"));
    options.site = cl.value(QStringLiteral("--site"));
    QString error;
    QStringList notes;
    const auto written = HandoverExporter::write(*target, loaded->design, loaded->parts, budgets, options,
                                                 cl.output(), &error, &notes);
    if (!written) {
        printError(error);
        return 2;
    }
    for (const QString& note : std::as_const(notes))
        printError(tr("note: %1").arg(note));
    printOut(tr("wrote %n file(s) to %1", "", int(written->size())).arg(cl.output()));
    return 0;
}
