#include "common/askdialog.h"

#include <QFontMetrics>
#include <QInputDialog>

namespace {

// Room for the title and the window manager's buttons beside it.
void fitTitle(QInputDialog& dialog, const QString& title) {
    dialog.setWindowTitle(title);
    const int titleWidth = QFontMetrics(dialog.font()).horizontalAdvance(title);
    dialog.setMinimumWidth(qMax(dialog.minimumSizeHint().width(), titleWidth + 160));
}

} // namespace

namespace AskDialog {

bool number(QWidget* parent, const QString& title, const QString& label, int value, int minimum, int maximum,
            int* result) {
    QInputDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("ask-number"));
    dialog.setInputMode(QInputDialog::IntInput);
    dialog.setLabelText(label);
    dialog.setIntRange(minimum, maximum);
    dialog.setIntValue(qBound(minimum, value, maximum));
    fitTitle(dialog, title);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *result = dialog.intValue();
    return true;
}

bool text(QWidget* parent, const QString& title, const QString& label, const QString& value,
          QString* result) {
    QInputDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("ask-text"));
    dialog.setInputMode(QInputDialog::TextInput);
    dialog.setLabelText(label);
    dialog.setTextValue(value);
    fitTitle(dialog, title);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *result = dialog.textValue();
    return true;
}

} // namespace AskDialog
