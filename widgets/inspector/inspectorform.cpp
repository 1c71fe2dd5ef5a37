#include "inspector/inspectorform.h"

#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

namespace InspectorForm {

QString num(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QLabel* valueLabel(const QString& text) {
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel* header(const QIcon& icon, const QString& title, const QString& subtitle) {
    auto* label = new QLabel;
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    Q_UNUSED(icon);
    label->setText(QStringLiteral("<div style='font-size:15px; font-weight:600'>%1</div>"
                                  "<div style='color:#5a6470'>%2</div>")
                       .arg(title.toHtmlEscaped(), subtitle.toHtmlEscaped()));
    return label;
}

QTableWidget* compactTable(int columns) {
    auto* table = new QTableWidget(0, columns);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->verticalHeader()->setDefaultSectionSize(22);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setShowGrid(false);
    table->setAlternatingRowColors(true);
    return table;
}

void fitHeight(QTableWidget* table) {
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setFixedHeight(table->horizontalHeader()->sizeHint().height() + table->rowCount() * 22 + 4);
}

} // namespace InspectorForm
