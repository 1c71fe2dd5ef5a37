#include "templates/templatesdialog.h"

#include "common/exportpath.h"

#include "common/exportnotice.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

TemplatesDialog::TemplatesDialog(const TemplateLibrary& library, const PartIndex& parts, QWidget* parent)
    : QDialog(parent), mLibrary(library), mParts(parts), mList(new QTreeWidget(this)),
      mCount(new QSpinBox(this)), mMessage(new QLabel(this)), mUse(new QPushButton(this)),
      mExport(new QPushButton(tr("Export…"), this)), mRemove(new QPushButton(tr("Delete"), this)) {
    setWindowTitle(tr("Templates"));
    resize(720, 420);
    auto* layout = new QVBoxLayout(this);
    mList->setObjectName(QStringLiteral("templateList"));
    mList->setRootIsDecorated(false);
    mList->setHeaderLabels({tr("Name"), tr("Kind"), tr("Contents")});
    mList->header()->setStretchLastSection(true);
    layout->addWidget(mList, 1);

    auto* use = new QHBoxLayout;
    mCount->setObjectName(QStringLiteral("templateCount"));
    mUse->setObjectName(QStringLiteral("templateUse"));
    mCount->setRange(0, 1000);
    mCount->setValue(1);
    mCount->setSpecialValueText(tr("as many as fit"));
    mCount->setToolTip(
        tr("Copies of a server template to add to the selected rack, within its free units and "
           "its power budget"));
    use->addWidget(new QLabel(tr("Copies:"), this));
    use->addWidget(mCount);
    use->addWidget(mUse);
    use->addStretch(1);
    auto* importButton = new QPushButton(tr("Import…"), this);
    use->addWidget(importButton);
    use->addWidget(mExport);
    use->addWidget(mRemove);
    layout->addLayout(use);
    mMessage->setWordWrap(true);
    layout->addWidget(mMessage);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(mList, &QTreeWidget::currentItemChanged, this, [this] { updateButtons(); });
    connect(mList, &QTreeWidget::itemActivated, this, [this] { mUse->click(); });
    connect(mUse, &QPushButton::clicked, this, [this] {
        if (const DesignTemplate* t = current())
            emit useRequested(*t, count());
    });
    connect(importButton, &QPushButton::clicked, this, &TemplatesDialog::importTemplate);
    connect(mExport, &QPushButton::clicked, this, &TemplatesDialog::exportTemplate);
    connect(mRemove, &QPushButton::clicked, this, &TemplatesDialog::removeTemplate);
    reload();
}

void TemplatesDialog::reload() {
    const QString keep = currentName();
    QStringList problems;
    mTemplates = mLibrary.load(mParts, &problems);
    mList->clear();
    for (const DesignTemplate& t : std::as_const(mTemplates)) {
        auto* item = new QTreeWidgetItem(
            mList,
            {t.name, t.kind == DesignTemplate::Kind::Server ? tr("Server") : tr("Rack"), t.summary(mParts)});
        item->setToolTip(2, item->text(2));
    }
    mList->resizeColumnToContents(0);
    mList->resizeColumnToContents(1);
    if (!keep.isEmpty())
        setCurrentName(keep);
    if (!mList->currentItem() && mList->topLevelItemCount() > 0)
        mList->setCurrentItem(mList->topLevelItem(0));
    if (mTemplates.isEmpty())
        showMessage(tr("No templates yet. Select a configured server or a rack and choose Edit > Save as "
                       "Template…"),
                    false);
    else if (!problems.isEmpty())
        showMessage(problems.join(QLatin1Char('\n')), true);
    else
        showMessage({}, false);
    updateButtons();
}

const DesignTemplate* TemplatesDialog::current() const {
    const int row = mList->currentItem() ? mList->indexOfTopLevelItem(mList->currentItem()) : -1;
    return row >= 0 && row < mTemplates.size() ? &mTemplates[row] : nullptr;
}

QString TemplatesDialog::currentName() const {
    const DesignTemplate* t = current();
    return t ? t->name : QString();
}

void TemplatesDialog::setCurrentName(const QString& name) {
    for (int i = 0; i < mTemplates.size(); ++i)
        if (mTemplates[i].name == name)
            mList->setCurrentItem(mList->topLevelItem(i));
}

int TemplatesDialog::count() const {
    return mCount->value();
}

void TemplatesDialog::setCount(int count) {
    mCount->setValue(count);
}

void TemplatesDialog::showMessage(const QString& text, bool problem) {
    mMessage->setText(text);
    mMessage->setStyleSheet(problem ? QStringLiteral("color: #b91c1c;") : QStringLiteral("color: #5a6470;"));
}

void TemplatesDialog::updateButtons() {
    const DesignTemplate* t = current();
    const bool server = t && t->kind == DesignTemplate::Kind::Server;
    mUse->setText(!t || server ? tr("Fill Selected Rack") : tr("Add Rack"));
    mUse->setEnabled(t != nullptr);
    mCount->setEnabled(server);
    mExport->setEnabled(t != nullptr);
    mRemove->setEnabled(t != nullptr);
}

void TemplatesDialog::importTemplate() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import a template"), QString(), tr("Templates (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto t = mLibrary.importFile(path, mParts, &error);
    if (!t)
        return showMessage(error, true);
    reload();
    setCurrentName(t->name);
    showMessage(tr("Imported %1").arg(t->name), false);
}

void TemplatesDialog::exportTemplate() {
    const DesignTemplate* t = current();
    if (!t)
        return;
    QString path = QFileDialog::getSaveFileName(this, tr("Export the template"),
                                                ExportPath::suggested(t->name, QStringLiteral("json")),
                                                tr("Templates (*.json)"));
    if (path.isEmpty())
        return;
    ExportPath::remember(path);
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    QString error;
    if (!TemplateLibrary::exportFile(*t, path, &error))
        return showMessage(error, true);
    showExportFinished(this, path);
}

void TemplatesDialog::removeTemplate() {
    const DesignTemplate* t = current();
    if (!t)
        return;
    const QString name = t->name;
    if (QMessageBox::question(this, tr("Delete Template"), tr("Delete the template %1?").arg(name)) !=
        QMessageBox::Yes)
        return;
    QString error;
    if (!mLibrary.remove(name, &error))
        return showMessage(error, true);
    reload();
}
