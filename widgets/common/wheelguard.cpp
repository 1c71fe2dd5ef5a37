#include "common/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace {

// A field whose value the wheel would change (a scroll bar scrolls, which is what the wheel is for).
bool holdsAValue(const QWidget* widget) {
    return qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget) ||
           (qobject_cast<const QAbstractSlider*>(widget) && !qobject_cast<const QScrollBar*>(widget));
}

} // namespace

void WheelGuard::install() {
    static WheelGuard* guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Polish && event->type() != QEvent::Wheel)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !holdsAValue(widget))
        return false;
    if (event->type() == QEvent::Polish) {
        // Focus from a click or the keyboard only, never from the wheel passing over.
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus())
        return false;
    // Not picked: the panel around it scrolls. The event goes up the parents until one takes it, as the
    // window system's own wheel events travel (a forwarded event does not travel by itself: Qt delivers a
    // synthesized wheel event to its receiver alone).
    auto* wheel = static_cast<QWheelEvent*>(event);
    for (QWidget* parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        QWheelEvent forwarded(parent->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                              wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                              wheel->phase(), wheel->inverted(), wheel->source());
        QApplication::sendEvent(parent, &forwarded);
        if (forwarded.isAccepted() || parent->isWindow() || parent->testAttribute(Qt::WA_NoMousePropagation))
            break;
    }
    return true;
}
