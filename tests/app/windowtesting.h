#pragma once

// What the window tests share: the wheel as the window system delivers it and a menu action by its text.
// In one header, not written in each test: the app layer's tests build in batches (unity builds).
#include <QAction>
#include <QApplication>
#include <QWheelEvent>
#include <QWidget>

// A wheel notch over `widget`, delivered as the window system delivers it: to the widget under the cursor,
// then up its parents while none takes it (Qt does that only for the window system's own events; one sent
// from a test reaches its receiver alone).
inline void wheelNotch(QWidget* widget, int delta, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    const QPointF global = widget->mapToGlobal(QPointF(widget->width() / 2.0, widget->height() / 2.0));
    for (QWidget* w = widget; w; w = w->isWindow() ? nullptr : w->parentWidget()) {
        QWheelEvent event(w->mapFromGlobal(global), global, QPoint(), QPoint(0, delta), Qt::NoButton,
                          modifiers, Qt::NoScrollPhase, false);
        QApplication::sendEvent(w, &event);
        if (event.isAccepted())
            break;
    }
}

// The window's action whose text (with its & mnemonic) is `text`.
inline QAction* actionNamed(const QWidget* window, const QString& text) {
    for (QAction* action : window->findChildren<QAction*>())
        if (action->text() == text)
            return action;
    return nullptr;
}
