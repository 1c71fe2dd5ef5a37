#pragma once

#include <QProxyStyle>

// Text never runs out of the place it is drawn in: a one-line label, check box, button or combo box text
// wider than its rect ends in "…" instead of being cut mid-letter, and its tooltip then shows it whole
// (ahead of the widget's own tooltip, if any). Installed as the application's style, over the platform's.
class ElidingStyle : public QProxyStyle {
    Q_OBJECT
public:
    // Once per application; later calls do nothing.
    static void install();

    void drawItemText(QPainter* painter, const QRect& rect, int flags, const QPalette& palette, bool enabled,
                      const QString& text, QPalette::ColorRole textRole = QPalette::NoRole) const override;
    void polish(QWidget* widget) override;
    using QProxyStyle::polish;
    void unpolish(QWidget* widget) override;
    using QProxyStyle::unpolish;

    // The text `widget` shows and whether it is elided (does not fit its place), for labels, check boxes,
    // radio buttons, push buttons and combo boxes; empty otherwise.
    static QString elidedText(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};
