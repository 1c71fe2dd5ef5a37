#pragma once

#include "templates/templatelibrary.h"

#include <QDialog>

class PartIndex;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

// The user's templates: use one (fill the selected rack with a server template, or add a rack from a rack
// template), import, export or delete. Using asks the window (useRequested), which owns the design.
class TemplatesDialog : public QDialog {
    Q_OBJECT
public:
    TemplatesDialog(const TemplateLibrary& library, const PartIndex& parts, QWidget* parent = nullptr);

    void reload();
    QString currentName() const;
    void setCurrentName(const QString& name);
    // Copies to place (0: as many as fit).
    int count() const;
    void setCount(int count);
    void showMessage(const QString& text, bool problem);

signals:
    void useRequested(const DesignTemplate& t, int count);

private:
    const DesignTemplate* current() const;
    void updateButtons();
    void importTemplate();
    void exportTemplate();
    void removeTemplate();

    TemplateLibrary mLibrary;
    const PartIndex& mParts;
    QList<DesignTemplate> mTemplates;
    QTreeWidget* mList;
    QSpinBox* mCount;
    QLabel* mMessage;
    QPushButton* mUse;
    QPushButton* mExport;
    QPushButton* mRemove;
};
