#pragma once

#include <QObject>

// The mouse wheel scrolls; it never changes a value the user did not pick. Installed on the application,
// it keeps combo boxes, spin boxes and sliders from taking focus from the wheel, and hands a wheel event
// over such a field that has no focus (from a click or the keyboard) to the panel around it, which scrolls.
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs one guard on the application (once; later calls do nothing).
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};
