#include "cli/fabriccommand.h"

#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "durablefile.h"
#include "fabric/fabriccutsheet.h"
#include "fabric/fabricjson.h"
#include "fabric/portownership.h"
#include "jsonwriter.h"
#include "model/settingrange.h"

#include <QLocale>
#include <cstdio>

namespace {

int fabricUsage() {
    printError(FabricCommand::tr(
        "usage: cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] [--lang en|zh_CN]\n"
        "options:\n"
        "  --json                 the fabrics as JSON on stdout\n"
        "  --cutsheet OUT         every cable with both ends, part and length (CSV or XLSX)\n"
        "  --switch PART --nic PART\n"
        "                         size one fabric of these parts instead of the design's fabrics\n"
        "  --topology T           rail-optimized (default) or fat-tree, with --switch\n"
        "  --blocking R           R:1 at the leaves (default 1, non-blocking), with --switch\n"
        "  --catalog PATH         the catalog database to use"));
    return 2;
}

int fabricFail(const QString& message) {
    printError(message);
    return 2;
}

void printSummary(const FabricReport& f) {
    const FabricSize& s = f.size;
    printOut(
        FabricCommand::tr("Fabric %1 (%2, %3, %4:1): %n host(s), %5 host ports at %6 Gb/s", nullptr,
                          int(f.hosts.size()))
            .arg(f.fabric.id, f.fabric.technology, f.fabric.topology, QLocale().toString(f.fabric.blocking))
            .arg(s.hostLinks)
            .arg(f.hostSpeedGbps));
    printOut(
        FabricCommand::tr("  %1 tier(s) of %2 (%3 ports): %4 leaf, %5 spine, %6 core switches (%7 placed)")
            .arg(s.tiers)
            .arg(f.fabric.switchPartId)
            .arg(f.radix)
            .arg(s.leaves)
            .arg(s.spines)
            .arg(s.cores)
            .arg(f.placedSwitches()));
    printOut(FabricCommand::tr("  links: %1 host-leaf, %2 leaf-spine, %3 spine-core; oversubscription %4:1")
                 .arg(s.hostLinks)
                 .arg(s.leafSpineLinks)
                 .arg(s.spineCoreLinks)
                 .arg(QLocale().toString(s.oversubscription, 'f', 2)));
    for (const PartQty& c : f.cableParts)
        printOut(FabricCommand::tr("  cable %1 x %2").arg(c.qty).arg(c.partId));
    for (const PartQty& t : f.transceivers)
        printOut(FabricCommand::tr("  transceiver %1 x %2").arg(t.qty).arg(t.partId));
}

} // namespace

int FabricCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("--cutsheet"), QStringLiteral("--lang"), QStringLiteral("--catalog"),
                          QStringLiteral("--switch"), QStringLiteral("--nic"), QStringLiteral("--topology"),
                          QStringLiteral("--blocking")},
                         {QStringLiteral("--json")});
    if (!cl.ok()) {
        printError(cl.error());
        return fabricUsage();
    }
    if (cl.positionals().size() != 1)
        return fabricUsage();
    if (!applyLanguageOption(cl))
        return 2;
    const bool adHoc = cl.has(QStringLiteral("--switch")) || cl.has(QStringLiteral("--nic"));
    if (adHoc && (!cl.has(QStringLiteral("--switch")) || !cl.has(QStringLiteral("--nic"))))
        return fabricFail(
            FabricCommand::tr("--switch and --nic go together: the switch part and the NIC part"));
    if (!adHoc && (cl.has(QStringLiteral("--topology")) || cl.has(QStringLiteral("--blocking"))))
        return fabricFail(FabricCommand::tr("--topology and --blocking need --switch and --nic"));
    Fabric adHocFabric;
    if (adHoc) {
        adHocFabric.id = QStringLiteral("adhoc");
        adHocFabric.topology = cl.value(QStringLiteral("--topology"), adHocFabric.topology);
        if (!Fabric::isTopology(adHocFabric.topology))
            return fabricFail(FabricCommand::tr("--topology %1: expected rail-optimized or fat-tree")
                                  .arg(adHocFabric.topology));
        if (cl.has(QStringLiteral("--blocking"))) {
            QString text = cl.value(QStringLiteral("--blocking"));
            if (text.endsWith(QLatin1String(":1")))
                text.chop(2);
            bool ok = false;
            adHocFabric.blocking = text.toDouble(&ok);
            if (!ok || !SettingRange::kFabricBlocking.contains(adHocFabric.blocking))
                return fabricFail(
                    FabricCommand::tr("--blocking %1: expected a ratio from 1 to 64, e.g. 2 for 2:1")
                        .arg(cl.value(QStringLiteral("--blocking"))));
        }
    }

    auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    Design& design = loaded->design;
    const PartIndex& parts = loaded->parts;
    if (adHoc) {
        const Part* switchPart = parts.find(cl.value(QStringLiteral("--switch")));
        const Part* nicPart = parts.find(cl.value(QStringLiteral("--nic")));
        if (!switchPart || switchPart->kind != PartKind::Switch)
            return fabricFail(FabricCommand::tr("--switch %1: not a switch part of the catalog")
                                  .arg(cl.value(QStringLiteral("--switch"))));
        if (!nicPart || nicPart->kind != PartKind::Nic)
            return fabricFail(FabricCommand::tr("--nic %1: not a NIC part of the catalog")
                                  .arg(cl.value(QStringLiteral("--nic"))));
        adHocFabric.switchPartId = switchPart->id;
        adHocFabric.nicPartIds = {nicPart->id};
        const auto ports = nicPart->nic()->ports;
        if (!ports.isEmpty())
            adHocFabric.technology = ports.first().protocol;
        design.fabrics = {adHocFabric};
    }
    QList<FabricReport> fabrics;
    QList<Finding> findings;
    for (const Fabric& fabric : std::as_const(design.fabrics)) {
        fabrics.append(analyzeFabric(design, parts, fabric));
        findings.append(fabrics.last().findings);
    }
    findings.append(portOwnershipFindings(design, parts, fabrics));

    const QString cutsheet = cl.value(QStringLiteral("--cutsheet"));
    if (!cutsheet.isEmpty()) {
        QString error;
        const bool xlsx = cutsheet.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive);
        if (!xlsx && !cutsheet.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
            return fabricFail(
                FabricCommand::tr("--cutsheet %1: the file must end in .csv or .xlsx").arg(cutsheet));
        const bool written = xlsx
                                 ? FabricCutSheet::writeXlsx(fabrics, design, cutsheet, &error)
                                 : DurableFile::write(cutsheet, FabricCutSheet::csv(fabrics, design), &error);
        if (!written)
            return fabricFail(error);
    }
    if (cl.has(QStringLiteral("--json"))) {
        std::string text;
        JsonWriter w(text, stdoutJsonLayout());
        w.beginObject();
        w.key("fabrics");
        writeFabricsJson(w, fabrics);
        w.key("findings");
        writeFindingsJson(w, findings);
        w.endObject();
        text += '\n';
        std::fwrite(text.data(), 1, text.size(), stdout);
    } else {
        if (fabrics.isEmpty())
            printOut(FabricCommand::tr("The design has no fabrics. Size one with --switch PART --nic PART."));
        for (const FabricReport& f : std::as_const(fabrics))
            printSummary(f);
        for (const Finding& f : std::as_const(findings))
            printOut(QStringLiteral("%1 %2").arg(severityName(f.severity).toUpper(), f.message));
    }
    bool errors = false;
    for (const Finding& f : std::as_const(findings))
        errors = errors || f.severity == Severity::Error;
    return errors ? 1 : 0;
}
