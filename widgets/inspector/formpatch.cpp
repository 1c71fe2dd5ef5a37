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

} // namespace

bool patchForm(QWidget* shown, const QWidget* rebuilt) {
    const QList<QWidget*> old = shown->findChildren<QWidget*>();
    const QList<QWidget*> fresh = rebuilt->findChildren<QWidget*>();
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
