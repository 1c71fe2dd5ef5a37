#pragma once

#include <QObject>

// Undo and Redo act on the design wherever the focus is (the Edit menu says so), except in a text field
// the user is editing: one they typed into and have not yet committed with Enter or by leaving it. A
// search box after Enter, a spin box whose every keystroke is already a step (keyboard tracking), or a
// field nobody typed into leave Ctrl+Z to the window. Installed on the application.
class UndoShortcutGuard : public QObject {
    Q_OBJECT
public:
    static void install(); // once; later calls do nothing

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};
