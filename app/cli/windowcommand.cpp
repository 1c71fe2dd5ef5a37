#include "cli/windowcommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "language.h"
#include "model/designdocument.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>

int runWindowCommand(const QStringList& args) {
    const CommandLine cl(args, {QStringLiteral("--catalog"), QStringLiteral("--lang")}, {});
    if (!cl.ok() || cl.positionals().size() > 1) {
        printError(
            cl.ok() ? QCoreApplication::translate("main", "usage: cluster-workbench [FILE] [--catalog PATH]")
                    : cl.error());
        return 2;
    }
    Language::apply(cl.has(QStringLiteral("--lang")) ? cl.value(QStringLiteral("--lang"))
                                                     : Language::startupLanguage());
    QString error;
    const auto store = openCatalogStore(cl.value(QStringLiteral("--catalog")), &error);
    if (!store) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("main", "Cluster Workbench"),
                              QCoreApplication::translate("main", "Cannot open the catalog: %1").arg(error));
        return 2;
    }
    auto parts = store->snapshot(&error);
    if (!parts) {
        QMessageBox::critical(nullptr, QCoreApplication::translate("main", "Cluster Workbench"),
                              QCoreApplication::translate("main", "Cannot open the catalog: %1").arg(error));
        return 2;
    }
    if (!store->recoveryNote().isEmpty())
        QMessageBox::warning(nullptr, QCoreApplication::translate("main", "Cluster Workbench"),
                             store->recoveryNote());
    MainWindow window(std::move(*parts));
    window.setCatalogStore(store.get());
    window.show();
    const QString path = cl.positionals().value(0);
    QTimer::singleShot(0, &window, [&window, path] {
        window.offerRecovery(); // a crash's recovery copy first; opening FILE would lose it on close
        QString error;
        if (!path.isEmpty() && !window.document()->isModified() && !window.loadFile(path, &error))
            QMessageBox::warning(&window, MainWindow::tr("Cannot open design"), error);
    });
    return QApplication::exec();
}
