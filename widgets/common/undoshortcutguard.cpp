#include "common/undoshortcutguard.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace {

bool isUndoOrRedo(const QKeyEvent* key) {
    const QKeyCombination combination = key->keyCombination();
    return key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo) ||
           combination == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z) ||
           combination == QKeyCombination(Qt::ControlModifier, Qt::Key_Y);
}

// The line edit a focus widget types into: itself, a spin box's or an editable combo box's.
QLineEdit* typedInto(QObject* focus) {
    if (auto* edit = qobject_cast<QLineEdit*>(focus))
        return edit;
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(focus))
        return spin->keyboardTracking() ? nullptr : spin->findChild<QLineEdit*>(); // live: every key a step
    if (auto* combo = qobject_cast<QComboBox*>(focus))
        return combo->lineEdit();
    return nullptr;
}

// Whether the window `widget` is in has an enabled action for the key (the main window's Undo or Redo;
// a dialog has none, and its fields keep the key).
bool windowTakes(const QWidget* widget, const QKeyEvent* key) {
    const QKeySequence sequence(key->keyCombination());
    for (const QAction* action : widget->window()->findChildren<QAction*>())
        if (action->isEnabled() && action->shortcuts().contains(sequence))
            return true;
    return false;
}

} // namespace

void UndoShortcutGuard::install() {
    static UndoShortcutGuard* guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new UndoShortcutGuard(qApp);
    qApp->installEventFilter(guard);
}

bool UndoShortcutGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        // Enter commits what was typed: from then on Ctrl+Z is the design's again.
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            if (QLineEdit* edit = typedInto(watched); edit && watched == QApplication::focusObject())
                edit->setModified(false);
        return false;
    }
    if (event->type() == QEvent::FocusOut) {
        if (QLineEdit* edit = typedInto(watched))
            edit->setModified(false);
        return false;
    }
    if (event->type() != QEvent::ShortcutOverride || !isUndoOrRedo(static_cast<QKeyEvent*>(event)))
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !windowTakes(widget, static_cast<QKeyEvent*>(event)))
        return false;
    const QLineEdit* edit = typedInto(watched);
    if (qobject_cast<QAbstractSpinBox*>(watched) && !edit)
        return true; // a live spin box: the window's Undo
    if (!edit || edit->isModified())
        return false; // not a text field, or one being edited: it takes the key
    return true;      // not taken here: the window's Undo or Redo shortcut runs
}
