#include "catalogcommand.h"
#include "consoleoutput.h"

#include <QApplication>

namespace {

int usage() {
    printError(QCoreApplication::translate(
        "main", "usage: cluster-workbench [FILE]\n"
                "       cluster-workbench catalog list|show|import|export ...\n"
                "common options: --catalog PATH   the catalog database to use"));
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
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
    if (command == QLatin1String("--help") || command == QLatin1String("-h")) {
        QCoreApplication app(argc, argv);
        return usage();
    }
    QApplication app(argc, argv);
    return usage();
}
