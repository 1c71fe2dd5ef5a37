#include "cli/windowcommand.h"

#include "cli/catalogsession.h"
#include "cli/commandline.h"
#include "cli/consoleoutput.h"
#include "language.h"
#include "model/designdocument.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace {

// A catalog lacking user parts or prices its backup holds (replaced by an older copy, rows deleted): the
// user decides whether they come back or go; until then the backup keeps them.
void askAboutBackupOnly(CatalogStore& store) {
    const QStringList parts = store.backupOnlyParts();
    const int prices = store.backupOnlyPrices();
    if (parts.isEmpty() && prices == 0)
        return;
    QMessageBox box(QMessageBox::Question, QCoreApplication::translate("main", "Cluster Workbench"),
                    QCoreApplication::translate("main",
                                                "The catalog lacks %n of your part(s) and %1 price "
                                                "override(s) that its backup holds.",
                                                nullptr, int(parts.size()))
                        .arg(prices));
    box.setInformativeText(
        QCoreApplication::translate("main", "%1 was perhaps replaced by an older copy. Restore them from the "
                                            "backup %2, or remove them from the backup for good?")
            .arg(store.path(), CatalogStore::backupPath(store.path())));
    box.setDetailedText(parts.join(QLatin1Char('\n')));
    QPushButton* restore =
        box.addButton(QCoreApplication::translate("main", "&Restore Them"), QMessageBox::AcceptRole);
    QPushButton* drop =
        box.addButton(QCoreApplication::translate("main", "&Remove Them"), QMessageBox::DestructiveRole);
    box.addButton(QCoreApplication::translate("main", "Decide &Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.exec();
    QString error;
    const bool ok = box.clickedButton() == restore ? store.restoreBackupOnly(&error)
                    : box.clickedButton() == drop  ? store.dropBackupOnly(&error)
                                                   : true;
    if (!ok)
        QMessageBox::warning(nullptr, QCoreApplication::translate("main", "Cluster Workbench"), error);
}

} // namespace

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
    askAboutBackupOnly(*store);
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
