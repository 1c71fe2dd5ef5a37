#include "cli/powercommand.h"

#include "analysis/analyzer.h"
#include "analysis/measuredtargets.h"
#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "file/designfile.h"
#include "jsonwriter.h"

#include <QLocale>

#include <cstdio>

namespace {

int powerUsage() {
    printError(PowerCommand::tr("usage: cluster-workbench power import READINGS... DESIGN [--percentile P] "
                                "[--device ID] [-o OUT] [--json] [--lang en|zh_CN] [--catalog PATH]"));
    return 2;
}

QString powerWatts(double w) {
    return PowerCommand::tr("%1 W").arg(QLocale().toString(w, 'f', 0));
}

void printImportJson(const MeasuredImport& result) {
    std::string text;
    JsonWriter w(text, stdoutJsonLayout());
    w.beginObject();
    w.key("devices");
    w.beginArray();
    for (const MeasuredDevice& d : result.devices) {
        w.beginObject();
        w.field("device", d.deviceId);
        w.field("rack", d.rackId);
        w.field("measured_power_w", d.powerW);
        w.field("peak_w", d.measurement.peakW);
        w.field("percentile", d.measurement.percentile);
        w.field("samples", d.measurement.samples);
        w.field("date", d.measurement.date);
        w.field("source", d.measurement.source);
        w.field("gpus_read", d.gpusRead);
        w.endObject();
    }
    w.endArray();
    w.key("notes");
    w.beginArray();
    for (const QString& note : result.notes)
        w.value(note);
    w.endArray();
    w.endObject();
    text += '\n';
    std::fwrite(text.data(), 1, text.size(), stdout);
}

} // namespace

int PowerCommand::run(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("--percentile"), QStringLiteral("--device"), QStringLiteral("-o"),
                          QStringLiteral("--output"), QStringLiteral("--lang"), QStringLiteral("--catalog")},
                         {QStringLiteral("--json")});
    if (!cl.ok()) {
        printError(cl.error());
        return powerUsage();
    }
    QStringList positionals = cl.positionals();
    if (positionals.size() < 3 || positionals.first() != QLatin1String("import"))
        return powerUsage();
    if (!applyLanguageOption(cl))
        return 2;
    positionals.removeFirst();
    const QString designPath = positionals.takeLast();
    bool ok = true;
    const double percentile = cl.value(QStringLiteral("--percentile"), QStringLiteral("99")).toDouble(&ok);
    if (!ok || percentile < 1 || percentile > 100) {
        printError(tr("--percentile must be a number from 1 to 100, got %1")
                       .arg(cl.value(QStringLiteral("--percentile"))));
        return 2;
    }
    QList<PowerReadings> files;
    for (const QString& path : std::as_const(positionals)) {
        QString error;
        auto readings = loadPowerReadings(path, &error);
        if (!readings) {
            printError(error);
            return 2;
        }
        files.append(*readings);
    }
    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), designPath);
    if (!loaded)
        return 2;
    const Budgets budgets = analyze(loaded->design, loaded->parts);
    const MeasuredImport result = MeasuredPower::import(files, measuredTargets(loaded->design, budgets),
                                                        percentile, cl.value(QStringLiteral("--device")));
    if (cl.has(QStringLiteral("--json"))) {
        printImportJson(result);
    } else {
        for (const MeasuredDevice& d : result.devices)
            printOut(tr("%1 (rack %2): %3, the %4th percentile of %n sample(s); peak %5 on %6 (%7)", nullptr,
                        d.measurement.samples)
                         .arg(d.deviceId, d.rackId, powerWatts(d.powerW), QLocale().toString(percentile),
                              powerWatts(d.measurement.peakW), d.measurement.date, d.measurement.source));
        for (const QString& note : result.notes)
            printError(note);
    }
    if (result.devices.isEmpty()) {
        printError(tr("no reading matched a device of %1: name the device with --device ID").arg(designPath));
        return 1;
    }
    const Design measured = MeasuredPower::applied(loaded->design, result);
    const QString out = cl.output().isEmpty() ? designPath : cl.output();
    QString error;
    if (!DesignFile::save(measured, out, &error)) {
        printError(tr("%1: %2").arg(out, error));
        return 2;
    }
    if (!cl.has(QStringLiteral("--json")))
        printOut(tr("%1: the measured power of %n device(s) set; the planning basis is measured", nullptr,
                    int(result.devices.size()))
                     .arg(out));
    return 0;
}
