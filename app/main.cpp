#include "cli/allocatortuning.h"
#include "cli/bomcommand.h"
#include "cli/catalogcommand.h"
#include "cli/chartcommand.h"
#include "cli/checkcommand.h"
#include "cli/comparecommand.h"
#include "cli/consoleoutput.h"
#include "cli/explorecommand.h"
#include "cli/exportcommand.h"
#include "cli/fabriccommand.h"
#include "cli/plancommand.h"
#include "cli/powercommand.h"
#include "cli/rendercommand.h"
#include "cli/reportcommand.h"
#include "cli/screenshotcommand.h"
#include "cli/storagecommand.h"
#include "cli/windowcommand.h"

#include <QApplication>

namespace {

int usage() {
    printError(QCoreApplication::translate(
        "main",
        "usage: cluster-workbench [FILE]\n"
        "       cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH]\n"
        "       cluster-workbench chart power|heat|bandwidth|allreduce|scaling FILE -o OUT.png ...\n"
        "       cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf ...\n"
        "       cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear]\n"
        "       cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] ...\n"
        "       cluster-workbench plan [FILE] (--params N | --hf-config FILE | --model PRESET) ...\n"
        "       cluster-workbench explore [FILE] --model PRESET (--tokens N --days D | --gpu-count N) ...\n"
        "       cluster-workbench storage FILE [--system PART] [--target-s S] [-o OUT.json] ...\n"
        "       cluster-workbench catalog list|show|import|import-netbox|export|remove ...\n"
        "       cluster-workbench export netbox|slurm|ansible|kubernetes FILE -o OUT ...\n"
        "       cluster-workbench compare A.json B.json [--json] [-o OUT.pdf]\n"
        "       cluster-workbench power import READINGS... DESIGN [--percentile P] [--device ID] [-o OUT]\n"
        "common options: --catalog PATH   the catalog database to use"));
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    tuneAllocator();
    QCoreApplication::setOrganizationName(QStringLiteral("ClusterWorkbench"));
    QCoreApplication::setApplicationName(QStringLiteral("cluster-workbench"));
    const QString command = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QStringList rest;
    for (int i = 2; i < argc; ++i)
        rest.append(QString::fromLocal8Bit(argv[i]));

    if (command == QLatin1String("catalog")) {
        QCoreApplication app(argc, argv);
        return runCatalogCommand(rest);
    }
    if (command == QLatin1String("check")) {
        QCoreApplication app(argc, argv);
        return runCheckCommand(rest);
    }
    if (command == QLatin1String("fabric")) {
        QCoreApplication app(argc, argv);
        return FabricCommand::run(rest);
    }
    if (command == QLatin1String("plan")) {
        QCoreApplication app(argc, argv);
        return PlanCommand::run(rest);
    }
    if (command == QLatin1String("storage")) {
        QCoreApplication app(argc, argv);
        return StorageCommand::run(rest);
    }
    if (command == QLatin1String("explore")) {
        QCoreApplication app(argc, argv);
        return ExploreCommand::run(rest);
    }
    if (command == QLatin1String("power")) {
        QCoreApplication app(argc, argv);
        return PowerCommand::run(rest);
    }
    if (command == QLatin1String("export")) {
        QCoreApplication app(argc, argv);
        return ExportCommand::run(rest);
    }
    if (command == QLatin1String("compare")) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv); // fonts for the PDF
        return CompareCommand::run(rest);
    }
    if (command == QLatin1String("bom")) {
        QCoreApplication app(argc, argv);
        return runBomCommand(rest);
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        QCoreApplication app(argc, argv);
        return usage();
    }
    if (command == QLatin1String("chart")) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return runChartCommand(rest);
    }
    if (command == QLatin1String("report") || command == QLatin1String("render")) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return command == QLatin1String("report") ? ReportCommand::run(rest) : RenderCommand::run(rest);
    }
    if (command == QLatin1String("screenshot")) {
        QApplication app(argc, argv);
        return runScreenshotCommand(rest);
    }
    // No command, or a FILE: the window.
    QApplication app(argc, argv);
    QStringList all = rest;
    if (!command.isEmpty())
        all.prepend(command);
    return runWindowCommand(all);
}
