#include "cli/checkcommand.h"

#include "cli/commandtext.h"

#include "analysis/analyzer.h"
#include "analysis/budgetsjson.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "cost/tco.h"
#include "cost/tcojson.h"
#include "facility/facilitysummary.h"
#include "file/designfile.h"
#include "jsonwriter.h"

#include "model/money.h"
#include <future>

#include <QCoreApplication>
#include <QLocale>

#include <cstdio>
#include <cstdlib>

namespace {

QString kw(double watts) {
    return QLocale().toString(watts / 1000.0, 'f', 2) + QStringLiteral(" kW");
}
QString number(double value, int decimals = 0) {
    return QLocale().toString(value, 'f', decimals);
}

QString severityLabel(Severity severity) {
    switch (severity) {
    case Severity::Error:
        return CheckCommand::tr("ERROR");
    case Severity::Warning:
        return CheckCommand::tr("WARNING");
    case Severity::Info:
        return CheckCommand::tr("INFO");
    }
    return {};
}

void printSummary(const Design& design, const Budgets& budgets) {
    const Totals& t = budgets.totals;
    printOut(CheckCommand::tr("Design: %1").arg(design.name));
    printOut(CheckCommand::tr("Totals: %n rack(s), %1 (%2 GB GPU memory)", nullptr, int(budgets.racks.size()))
                 .arg(CheckCommand::tr("%n GPU(s)", nullptr, t.gpus))
                 .arg(number(t.gpuMemoryGb)));
    printOut(CheckCommand::tr("  power %1 max, %2 typical; heat %3 BTU/h = %4 tons; airflow %5 CFM")
                 .arg(kw(t.powerW), kw(t.typicalPowerW), number(t.heatBtuH), number(t.coolingTons, 2),
                      number(t.airflowCfm)));
    printOut(
        CheckCommand::tr("  space %1 of %2 U; weight %3 kg; cost %4; energy %5 kWh per year = %6 per year")
            .arg(t.rackUnitsUsed)
            .arg(t.rackUnitsTotal)
            .arg(number(t.weightKg, 1), formatMoney(t.cost, t.currency), number(t.energyKwhPerYear),
                 formatMoney(t.energyCostPerYear, t.currency)));
    QStringList tflops;
    for (const char* precision : {"fp64", "fp32", "tf32", "bf16", "fp8", "int8"})
        if (t.tflops.value(QLatin1String(precision)) > 0)
            tflops.append(QStringLiteral("%1 %2").arg(QString::fromLatin1(precision).toUpper(),
                                                      number(t.tflops.value(QLatin1String(precision)), 1)));
    if (!tflops.isEmpty())
        printOut(CheckCommand::tr("  peak dense TFLOPS: %1").arg(tflops.join(QStringLiteral(", "))));
    for (const RackBudget& r : budgets.racks) {
        printOut(CheckCommand::tr("Rack %1: %2/%3 U, %4 of %5 power budget, %6 BTU/h, %7 of %8 kg")
                     .arg(r.id)
                     .arg(r.unitsUsed)
                     .arg(r.unitsTotal)
                     .arg(kw(r.powerW), kw(r.powerBudgetW), number(r.heatBtuH), number(r.weightKg, 1),
                          number(r.weightLimitKg)));
        for (const DeviceBudget& d : r.devices) {
            QString line =
                CheckCommand::tr("  %1 %2 at U%3: %4").arg(d.id, d.partId).arg(d.u).arg(kw(d.powerW));
            if (d.psuCount > 0)
                line += CheckCommand::tr(", PSUs %1 x %2 W %3 (usable %4 W)")
                            .arg(d.psuCount)
                            .arg(number(d.psuRatingW), d.psuRedundancy, number(d.psuUsableW));
            if (d.pcieLanesAvailable > 0)
                line += CheckCommand::tr(", PCIe %1/%2 lanes").arg(d.pcieLanesUsed).arg(d.pcieLanesAvailable);
            if (d.gpus > 0)
                line += QStringLiteral(", ") + CheckCommand::tr("%n GPU(s)", nullptr, d.gpus);
            printOut(line);
        }
    }
    if (budgets.facility) {
        printOut(CheckCommand::tr("Hall %1:").arg(budgets.facility->name));
        for (const auto& [label, figure] : FacilitySummary::lines(*budgets.facility))
            printOut(QStringLiteral("  %1: %2").arg(label, figure));
    }
    int errors = 0, warnings = 0;
    for (const Finding& f : budgets.findings) {
        errors += f.severity == Severity::Error;
        warnings += f.severity == Severity::Warning;
    }
    printOut(CheckCommand::tr("Findings: %1, %2")
                 .arg(CheckCommand::tr("%n error(s)", nullptr, errors))
                 .arg(CheckCommand::tr("%n warning(s)", nullptr, warnings)));
    for (const Finding& f : budgets.findings)
        printOut(QStringLiteral("  %1 %2 [%3] %4")
                     .arg(severityLabel(f.severity), -8)
                     .arg(f.where(), f.code, f.message));
}

} // namespace

int runCheckCommand(const QStringList& arguments) {
    const CommandLine cl(arguments, {QStringLiteral("--lang"), QStringLiteral("--catalog")},
                         {QStringLiteral("--json")});
    if (!cl.ok() || cl.positionals().size() != 1) {
        if (!cl.ok())
            printError(cl.error());
        printError(CheckCommand::tr(
            "usage: cluster-workbench check FILE [--json] [--lang en|zh_CN] [--catalog PATH]"));
        return 2;
    }
    if (!applyLanguageOption(cl))
        return 2;
    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().first());
    if (!loaded)
        return 2;
    const Design* design = &loaded->design;
    const Budgets budgets = analyze(*design, loaded->parts);
    if (cl.has(QStringLiteral("--json"))) {
        // Streamed: the JSON of a 20,000-device design is ~60 MB, too much to build as one tree.
        // The cost of ownership needs the whole BOM: worked out while the racks are written.
        auto tco = std::async(std::launch::async, [&] {
            return TcoModel::compute(TcoModel::inputsOf(*design, budgets, loaded->parts));
        });
        writeBudgetsJson(
            budgets, [](std::string_view text) { std::fwrite(text.data(), 1, text.size(), stdout); },
            [&tco](JsonWriter& w) {
                w.key("tco");
                writeTcoJson(w, tco.get());
            },
            stdoutJsonLayout());
        std::fputs("\n", stdout);
        std::fflush(stdout);
    } else
        printSummary(*design, budgets);
    // Done: leave without tearing down the design and its budgets (on a 20,000-device floor, millions of
    // small objects, ~10% of the run); the kernel takes the memory back at once. Nothing is left to write.
    std::fflush(stdout);
    std::fflush(stderr);
    std::_Exit(budgets.errorCount() > 0 ? 1 : 0);
}
