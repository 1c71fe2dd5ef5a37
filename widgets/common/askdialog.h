#pragma once

#include <QString>

class QWidget;

// Small questions (how many, what name) in a dialog wide enough for its whole title in either language:
// QInputDialog's static functions size the dialog by its field and let the window manager cut the title
// ("Replic...e Rack").
namespace AskDialog {

// A whole number from `minimum` to `maximum`; false when the user cancels.
bool number(QWidget* parent, const QString& title, const QString& label, int value, int minimum, int maximum,
            int* result);
// A line of text; false when the user cancels.
bool text(QWidget* parent, const QString& title, const QString& label, const QString& value, QString* result);

} // namespace AskDialog
