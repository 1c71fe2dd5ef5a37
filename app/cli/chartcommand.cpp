#include "cli/chartcommand.h"

#include "cli/commandtext.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "file/designfile.h"
#include "language.h"

#include "analysis/analyzer.h"
#include "charts/chartrenderer.h"
#include "charts/chartview.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace {

int chartUsage() {
    printError(ChartCommand::tr(
        "usage: cluster-workbench chart power|heat|bandwidth|allreduce|scaling|cost FILE -o "
        "OUT.(png|svg|pdf)\n"
        "       [--lang en|zh_CN] [--device ID] [--gpus N] [--size WxH]\n"
        "       [--gradient-bytes BYTES] [--step-ms MS] [--overlap] [--catalog PATH]\n"
        "--device: the GPU server for bandwidth, allreduce and scaling (default: the first with GPUs)\n"
        "--gpus: GPUs taking part in the collectives (default: all in the design)\n"
        "--gradient-bytes, --step-ms, --overlap: the scaling model's inputs (default 2e9 bytes, 500 ms)"));
    return 2;
}

} // namespace

int runChartCommand(const QStringList& arguments) {
    const CommandLine cl(arguments,
                         {QStringLiteral("-o"), QStringLiteral("--output"), QStringLiteral("--lang"),
                          QStringLiteral("--device"), QStringLiteral("--gpus"), QStringLiteral("--size"),
                          QStringLiteral("--gradient-bytes"), QStringLiteral("--step-ms"),
                          QStringLiteral("--catalog")},
                         {QStringLiteral("--overlap")});
    if (!cl.ok()) {
        printError(cl.error());
        return chartUsage();
    }
    if (cl.positionals().size() != 2)
        return chartUsage();
    const auto kind = chartKindFromName(cl.positionals().at(0));
    if (!kind) {
        QStringList names;
        for (ChartKind k : allChartKinds())
            names.append(chartKindName(k));
        printError(ChartCommand::tr("unknown chart \"%1\"; charts are: %2")
                       .arg(cl.positionals().at(0), names.join(QStringLiteral(", "))));
        return 2;
    }
    const QString output = cl.output();
    if (output.isEmpty()) {
        printError(ChartCommand::tr("missing -o OUT.png, OUT.svg or OUT.pdf"));
        return chartUsage();
    }
    if (!ChartView::exportSuffixes().contains(QFileInfo(output).suffix().toLower())) {
        printError(ChartCommand::tr("%1: the output must end in .png, .svg or .pdf").arg(output));
        return 2;
    }

    ChartOptions options;
    options.deviceId = cl.value(QStringLiteral("--device"));
    bool ok = true;
    if (cl.has(QStringLiteral("--gpus"))) {
        options.gpus = cl.value(QStringLiteral("--gpus")).toInt(&ok);
        if (!ok || options.gpus < 2) {
            printError(ChartCommand::tr("--gpus takes a whole number of at least 2"));
            return 2;
        }
    }
    if (cl.has(QStringLiteral("--size"))) {
        const auto match =
            QRegularExpression(QStringLiteral("^(\\d+)x(\\d+)$")).match(cl.value(QStringLiteral("--size")));
        if (!match.hasMatch() || match.captured(1).toInt() < 200 || match.captured(2).toInt() < 150 ||
            match.captured(1).toInt() > 10000 || match.captured(2).toInt() > 10000) {
            printError(ChartCommand::tr(
                "--size takes WIDTHxHEIGHT in pixels, from 200x150 to 10000x10000, e.g. 1200x720"));
            return 2;
        }
        options.sizePx = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    if (cl.has(QStringLiteral("--gradient-bytes"))) {
        options.gradientBytes = cl.value(QStringLiteral("--gradient-bytes")).toDouble(&ok);
        if (!ok || options.gradientBytes <= 0) {
            printError(ChartCommand::tr("--gradient-bytes takes a positive number of bytes, e.g. 2e9"));
            return 2;
        }
    }
    if (cl.has(QStringLiteral("--step-ms"))) {
        options.stepComputeS = cl.value(QStringLiteral("--step-ms")).toDouble(&ok) / 1000.0;
        if (!ok || options.stepComputeS <= 0) {
            printError(ChartCommand::tr("--step-ms takes a positive time in milliseconds"));
            return 2;
        }
    }
    options.overlap = cl.has(QStringLiteral("--overlap"));

    if (!applyLanguageOption(cl))
        return 2;

    const auto loaded = loadCommandDesign(cl.value(QStringLiteral("--catalog")), cl.positionals().at(1));
    if (!loaded)
        return 2;
    const Design* design = &loaded->design;
    const PartIndex& parts = loaded->parts;
    QString error;
    const Budgets budgets = analyze(*design, parts);
    if (!ChartRenderer::validate(*kind, *design, budgets, options, &error)) {
        printError(error);
        return 2;
    }
    if (!ChartRenderer::render(*kind, *design, budgets, parts, options, output, &error)) {
        printError(error);
        return 2;
    }
    return 0;
}
