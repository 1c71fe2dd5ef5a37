// MainWindow: the catalog side of the window (importing and removing user parts, showing a changed catalog).
#include "analysis/liveanalysis.h"
#include "floor/rackscene.h"
#include "model/designdocument.h"
#include "netbox/netboximport.h"
#include "palette/palettewidget.h"
#include "placement/partusage.h"
#include "store/catalogstore.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

void MainWindow::setCatalogStore(CatalogStore* store) {
    mCatalogStore = store;
    updateActions();
}

void MainWindow::setParts(PartIndex parts) {
    mParts = parts;
    mAnalysis->setParts(parts); // re-analyses: budgets, inspector, BOM and charts follow
    mScene->reloadParts();
    mPalette->setParts(std::move(parts));
    updateActions();
}

bool MainWindow::removeUserPart(const QString& partId, QString* error) {
    const Part* part = mParts.find(partId);
    if (!mCatalogStore || !part || !part->userPart) {
        *error = tr("%1 is not one of your own parts; bundled parts cannot be removed.").arg(partId);
        return false;
    }
    const QStringList users = partUsers(mDocument->design(), partId);
    if (!users.isEmpty()) {
        constexpr int kNamed = 5;
        QString names = QStringList(users.mid(0, kNamed)).join(QStringLiteral(", "));
        if (users.size() > kNamed)
            names += tr(" and %n more", nullptr, int(users.size() - kNamed));
        *error = tr("%1 is used in this design (%2). Remove it from the design first.")
                     .arg(part->displayName(), names);
        return false;
    }
    if (!mCatalogStore->removeUserPart(partId, error))
        return false;
    auto parts = mCatalogStore->snapshot(error);
    if (!parts)
        return false;
    setParts(std::move(*parts));
    return true;
}

void MainWindow::confirmRemovePart() {
    const Part* part = mParts.find(mPalette->currentPartId());
    if (!part)
        return;
    const QString name = part->displayName();
    const QString id = part->id;
    const auto answer = QMessageBox::question(
        this, tr("Remove part"),
        tr("Remove your part %1 (%2) from the catalog?\n\nDesign files that use it will not open until it "
           "is imported again.")
            .arg(name, id),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (!removeUserPart(id, &error)) {
        QMessageBox::warning(this, tr("Cannot remove part"), error);
        return;
    }
    statusBar()->showMessage(tr("Removed %1 from the catalog").arg(name), 8000);
}

NetboxImportReport MainWindow::importNetbox(const QStringList& paths) {
    NetboxImportReport report;
    if (!mCatalogStore) {
        report.error = tr("no catalog store is open");
        return report;
    }
    report = importNetboxTypes(*mCatalogStore, paths);
    if (!report.imported)
        return report;
    QString error;
    auto parts = mCatalogStore->snapshot(&error);
    if (!parts) {
        report.imported = false; // stored, but the window cannot show it: say so
        report.error = error;
        return report;
    }
    setParts(std::move(*parts));
    return report;
}

void MainWindow::importNetboxInteractively() {
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import NetBox device types"), QString(),
                                                            tr("NetBox device types (*.yaml *.yml)"));
    if (files.isEmpty())
        return;
    const NetboxImportReport report = importNetbox(files);
    QMessageBox box(
        report.imported ? QMessageBox::Information : QMessageBox::Warning, tr("Import NetBox device types"),
        report.imported ? tr("Imported %n part(s) into your catalog. Figures the files lack are marked "
                             "as estimates: fill them in before you rely on them.",
                             nullptr, report.partCount())
                        : tr("Nothing was imported: %1").arg(report.error),
        QMessageBox::Close, this);
    box.setDetailedText(report.text());
    box.exec();
    if (report.imported)
        statusBar()->showMessage(
            tr("Imported %n part(s) from NetBox device types", nullptr, report.partCount()), 8000);
}
