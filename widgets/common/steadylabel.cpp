#include "common/steadylabel.h"

#include <QEvent>

SteadyLabel::SteadyLabel(QWidget* parent) : QLabel(parent) {}

void SteadyLabel::setSteadyText(const QString& text) {
    if (text == this->text())
        return;
    const QMargins m = contentsMargins();
    const int width = fontMetrics().horizontalAdvance(text) + m.left() + m.right() + 2 * margin() + 2;
    const int height = fontMetrics().height() + m.top() + m.bottom() + 2 * margin();
    if (width > minimumWidth() || height != minimumHeight() || minimumWidth() != maximumWidth())
        setFixedSize(qMax(width, minimumWidth()), height);
    setText(text);
}

void SteadyLabel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange) // a new font needs its own size: measure from scratch
        setMinimumSize(0, 0);
    QLabel::changeEvent(event);
}
