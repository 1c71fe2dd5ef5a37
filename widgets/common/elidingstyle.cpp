#include "common/elidingstyle.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyleOptionButton>
#include <QStyleOptionComboBox>
#include <QTextDocument>
#include <QToolTip>

namespace {

constexpr int kMnemonicFlags = Qt::TextShowMnemonic | Qt::TextHideMnemonic;

bool oneLine(int flags, const QString& text) {
    return !(flags & (Qt::TextWordWrap | Qt::TextWrapAnywhere)) && !text.contains(QLatin1Char('\n'));
}

// The width `text` needs in `widget`'s font, and the width it has.
std::pair<int, int> needAndRoom(const QWidget* widget) {
    const QFontMetrics metrics = widget->fontMetrics();
    if (const auto* label = qobject_cast<const QLabel*>(widget)) {
        if (label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull() ||
            label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
            return {0, 0};
        const int flags = label->buddy() ? Qt::TextShowMnemonic : 0;
        return {metrics.size(flags, label->text()).width(),
                label->contentsRect().width() - 2 * std::max(0, label->indent()) - 2 * label->margin()};
    }
    if (const auto* box = qobject_cast<const QCheckBox*>(widget)) {
        QStyleOptionButton option;
        option.initFrom(box);
        option.text = box->text();
        return {metrics.size(Qt::TextShowMnemonic, box->text()).width(),
                box->style()->subElementRect(QStyle::SE_CheckBoxContents, &option, box).width()};
    }
    if (const auto* radio = qobject_cast<const QRadioButton*>(widget)) {
        QStyleOptionButton option;
        option.initFrom(radio);
        option.text = radio->text();
        return {metrics.size(Qt::TextShowMnemonic, radio->text()).width(),
                radio->style()->subElementRect(QStyle::SE_RadioButtonContents, &option, radio).width()};
    }
    if (const auto* combo = qobject_cast<const QComboBox*>(widget)) {
        if (combo->isEditable())
            return {0, 0};
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = false;
        return {metrics.horizontalAdvance(combo->currentText()),
                combo->style()
                        ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo)
                        .width() -
                    2};
    }
    if (const auto* button = qobject_cast<const QPushButton*>(widget)) {
        if (!button->icon().isNull())
            return {0, 0};
        const int margin = button->style()->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button);
        return {metrics.size(Qt::TextShowMnemonic, button->text()).width(), button->width() - 2 * margin};
    }
    return {0, 0};
}

QString shownText(const QWidget* widget) {
    if (const auto* label = qobject_cast<const QLabel*>(widget))
        return label->text();
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        return QString(button->text()).remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        return combo->currentText();
    return QString();
}

} // namespace

void ElidingStyle::install() {
    static bool installed = false;
    if (installed || !qApp)
        return;
    installed = true;
    QApplication::setStyle(new ElidingStyle); // the application takes it
}

void ElidingStyle::drawItemText(QPainter* painter, const QRect& rect, int flags, const QPalette& palette,
                                bool enabled, const QString& text, QPalette::ColorRole textRole) const {
    if (painter && oneLine(flags, text)) {
        const QFontMetrics metrics = painter->fontMetrics();
        if (metrics.size(flags & kMnemonicFlags, text).width() > rect.width()) {
            QProxyStyle::drawItemText(
                painter, rect, flags, palette, enabled,
                metrics.elidedText(text, Qt::ElideRight, std::max(0, rect.width()), flags & kMnemonicFlags),
                textRole);
            return;
        }
    }
    QProxyStyle::drawItemText(painter, rect, flags, palette, enabled, text, textRole);
}

void ElidingStyle::polish(QWidget* widget) {
    QProxyStyle::polish(widget);
    if (qobject_cast<QLabel*>(widget) || qobject_cast<QAbstractButton*>(widget) ||
        qobject_cast<QComboBox*>(widget))
        widget->installEventFilter(this);
}

void ElidingStyle::unpolish(QWidget* widget) {
    widget->removeEventFilter(this);
    QProxyStyle::unpolish(widget);
}

QString ElidingStyle::elidedText(const QWidget* widget) {
    const auto [need, room] = needAndRoom(widget);
    return need > room && need > 0 ? shownText(widget) : QString();
}

bool ElidingStyle::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip)
        return QProxyStyle::eventFilter(watched, event);
    auto* widget = qobject_cast<QWidget*>(watched);
    const QString whole = widget ? elidedText(widget) : QString();
    if (whole.isEmpty())
        return QProxyStyle::eventFilter(watched, event);
    const QString own = widget->toolTip();
    QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                       own.isEmpty() || own == whole ? whole : whole + QStringLiteral("\n\n") + own, widget);
    return true;
}
