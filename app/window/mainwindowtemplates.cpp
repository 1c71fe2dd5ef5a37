// MainWindow: templates. Save the selected server or rack (Edit > Save as Template…), and use one from
// Edit > Templates…: a server template fills the selected rack, a rack template adds a rack. The rules
// are design/templates/'s.
#include "window/mainwindow.h"

#include "analysis/liveanalysis.h"
#include "floor/rackscene.h"
#include "model/designdocument.h"
#include "store/catalogstore.h"
#include "templates/templateplacement.h"
#include "templates/templatesdialog.h"

#include "common/askdialog.h"
#include <QAction>

#include <QInputDialog>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

void MainWindow::createTemplateActions() {
    mSaveTemplateAction = new QAction(this);
    connect(mSaveTemplateAction, &QAction::triggered, this, [this] {
        const Design& design = mDocument->design();
        QString suggestion;
        if (const Device* device = design.device(mScene->selectedDeviceIds().value(0))) {
            const Part* part = mAnalysis->parts().find(device->partId);
            suggestion = device->name.isEmpty() && part ? part->model : device->name;
        } else if (const int r = design.rackIndex(mScene->selectedRackIds().value(0)); r >= 0) {
            suggestion = design.racks[r].name.isEmpty() ? design.racks[r].id : design.racks[r].name;
        }
        QString name;
        if (!AskDialog::text(this, tr("Save as Template"), tr("Template name:"), suggestion, &name) ||
            (name = name.trimmed()).isEmpty())
            return;
        if (templateLibrary().contains(name) &&
            QMessageBox::question(this, tr("Save as Template"),
                                  tr("A template named %1 exists. Replace it?").arg(name)) !=
                QMessageBox::Yes)
            return;
        saveSelectionAsTemplate(name);
    });
    mTemplatesAction = new QAction(this);
    mTemplatesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(mTemplatesAction, &QAction::triggered, this, &MainWindow::showTemplates);
}

void MainWindow::retranslateTemplates() {
    mSaveTemplateAction->setText(tr("Save as &Template…"));
    mSaveTemplateAction->setStatusTip(tr("Keep the selected server with its parts, or the selected rack with "
                                         "everything in it, to use again"));
    mTemplatesAction->setText(tr("T&emplates…"));
    mTemplatesAction->setStatusTip(
        tr("Fill the selected rack with a server template, or add a rack from a rack template"));
}

TemplateLibrary MainWindow::templateLibrary() const {
    if (mCatalogStore)
        return TemplateLibrary(TemplateLibrary::folderFor(mCatalogStore->path()));
    return TemplateLibrary(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/templates"));
}

QString MainWindow::selectedRackId() const {
    const Design& design = mDocument->design();
    if (!mScene->selectedRackIds().isEmpty())
        return mScene->selectedRackIds().first();
    for (const QStringList& ids : {mScene->selectedDeviceIds(), mScene->selectedPduIds()})
        if (!ids.isEmpty()) {
            const int r = design.deviceLocation(ids.first()).first;
            if (r >= 0)
                return design.racks[r].id;
            if (const int p = design.pduLocation(ids.first()).first; p >= 0)
                return design.racks[p].id;
        }
    return {};
}

bool MainWindow::saveSelectionAsTemplate(const QString& name) {
    const Design& design = mDocument->design();
    QString error;
    std::optional<DesignTemplate> made;
    const QString deviceId = mScene->selectedDeviceIds().value(0);
    if (!deviceId.isEmpty()) {
        const Device* device = design.device(deviceId);
        const Part* part = device ? mAnalysis->parts().find(device->partId) : nullptr;
        if (!part || (part->kind != PartKind::Server && part->kind != PartKind::System)) {
            statusBar()->showMessage(tr("Cannot save a template: select a server or a rack"), 8000);
            return false;
        }
        made = DesignTemplate::fromServer(design, deviceId, name, &error);
    } else {
        made = DesignTemplate::fromRack(design, mScene->selectedRackIds().value(0), name, &error);
    }
    if (!made || !templateLibrary().save(*made, &error)) {
        statusBar()->showMessage(tr("Cannot save the template: %1").arg(error), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Saved the template %1").arg(name), 8000);
    return true;
}

bool MainWindow::useTemplate(const DesignTemplate& t, int count) {
    PartPlacement::Result result;
    if (t.kind == DesignTemplate::Kind::Server) {
        result = TemplatePlacement::fillRack(mDocument, mAnalysis->parts(), selectedRackId(), t,
                                             count <= 0 ? PartPlacement::kFill : count);
    } else {
        const int r = mDocument->design().rackIndex(selectedRackId());
        result = TemplatePlacement::addRack(mDocument, t, r >= 0 ? mDocument->design().racks[r].row : 0);
    }
    if (!result.command) {
        statusBar()->showMessage(tr("Cannot use the template: %1").arg(result.reason), 8000);
        return false;
    }
    const QString text = result.command->text();
    mDocument->undoStack()->push(result.command);
    mScene->selectIds({result.selectId});
    statusBar()->showMessage(result.reason.isEmpty() ? text : tr("%1 (%2)").arg(text, result.reason), 10000);
    return true;
}

void MainWindow::showTemplates() {
    TemplatesDialog dialog(templateLibrary(), mAnalysis->parts(), this);
    connect(&dialog, &TemplatesDialog::useRequested, this,
            [this, &dialog](const DesignTemplate& t, int count) {
                if (useTemplate(t, count))
                    dialog.showMessage(statusBar()->currentMessage(), false);
                else
                    dialog.showMessage(statusBar()->currentMessage(), true);
            });
    dialog.exec();
}
