#pragma once

#include <QObject>
#include <functional>

class QWidget;

// Calls `edited` in `context` when the user changes `field`'s value: a combo box's choice (activated, so
// a value set by the program is not an edit), a spin box's value, a check box's state. Other widgets are
// left alone.
void onEdited(QWidget* field, QObject* context, const std::function<void()>& edited);
