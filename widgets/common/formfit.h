#pragma once

#include <QObject>

class QWidget;

// A form that fits the panel it is in at any width the panel gets (1280 x 720 up), in either language:
// a row whose label and field do not fit side by side puts its label above its field; combo boxes,
// one-line labels and check boxes may be narrower than their text, which then ends in "…" with the whole
// text in the tooltip (ElidingStyle). Installed on a panel's root (the widget a scroll area shows, or a
// dialog), it fits what is under it now and what is added to it later, whoever adds it.
class FormFit : public QObject {
    Q_OBJECT
public:
    static void install(QWidget* root);
    // Fits the forms under `root` now (install() does this whenever the root is laid out anew).
    static void apply(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
    bool mPending = false;
};
