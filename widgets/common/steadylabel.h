#pragma once

#include <QLabel>

// A one-line figure that changes on every edit (a total, the status bar summary) without making the
// window lay itself out again: the label keeps a fixed size that only grows when a text needs more
// room. A plain QLabel asks its parents for a new layout on every setText, and on a large floor the
// main window's layout pass costs more than the edit itself.
class SteadyLabel : public QLabel {
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget* parent = nullptr);
    void setSteadyText(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
};
