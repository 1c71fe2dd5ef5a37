#include "inspector/formpatch.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>

namespace {

// What an editor shows; two editors with the same value need no change.
QString editorValue(const QWidget* w) {
    if (const auto* edit = qobject_cast<const QLineEdit*>(w))
        return edit->text();
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w))
        return spin->text() + QChar(u'\n') + QString::number(spin->isEnabled());
    if (const auto* combo = qobject_cast<const QComboBox*>(w)) {
        QString items = QString::number(combo->currentIndex());
        for (int i = 0; i < combo->count(); ++i)
            items += QChar(u'\n') + combo->itemText(i);
        return items;
    }
    if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        return button->text() + QChar(u'\n') + QString::number(button->isChecked()) +
               QString::number(button->isEnabled());
    if (const auto* table = qobject_cast<const QTableWidget*>(w)) {
        QString cells = QStringLiteral("%1x%2").arg(table->rowCount()).arg(table->columnCount());
        for (int r = 0; r < table->rowCount(); ++r)
            for (int c = 0; c < table->columnCount(); ++c)
                if (const QTableWidgetItem* item = table->item(r, c))
                    cells += QChar(u'\n') + item->text() + QChar(u'\t') + item->toolTip();
        return cells;
    }
    return {};
}

// The form's own widgets. A combo box builds its popup (a list view in a scroll area) the first time it is
// shown or measured, so a form on screen has those and a fresh one not: they are the combo's, not the form's.
QList<QWidget*> formWidgets(const QWidget* root) {
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.removeIf([root](const QWidget* w) {
        for (const QWidget* up = w->parentWidget(); up && up != root; up = up->parentWidget())
            if (qobject_cast<const QComboBox*>(up))
                return true;
        return false;
    });
    return widgets;
}

} // namespace

bool patchForm(QWidget* shown, const QWidget* rebuilt) {
    const QList<QWidget*> old = formWidgets(shown);
    const QList<QWidget*> fresh = formWidgets(rebuilt);
    if (old.size() != fresh.size())
        return false;
    QList<std::pair<QLabel*, const QLabel*>> labels;
    for (qsizetype i = 0; i < old.size(); ++i) {
        const QWidget* a = old[i];
        const QWidget* b = fresh[i];
        if (a->metaObject() != b->metaObject() || a->objectName() != b->objectName())
            return false;
        if (auto* label = qobject_cast<QLabel*>(old[i]))
            labels.append({label, static_cast<const QLabel*>(b)});
        else if (editorValue(a) != editorValue(b))
            return false;
    }
    for (const auto& [to, from] : std::as_const(labels)) {
        if (to->text() != from->text())
            to->setText(from->text());
        if (to->toolTip() != from->toolTip())
            to->setToolTip(from->toolTip());
        if (to->styleSheet() != from->styleSheet())
            to->setStyleSheet(from->styleSheet());
    }
    return true;
}
