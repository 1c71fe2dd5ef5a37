#pragma once

// Small widgets the inspector's forms are made of.
#include <QString>

class QIcon;
class QLabel;
class QTableWidget;

namespace InspectorForm {
QString num(double value, int decimals = 0); // in the current locale
QLabel* valueLabel(const QString& text);     // wrapped, selectable
QLabel* header(const QIcon& icon, const QString& title, const QString& subtitle);
QTableWidget* compactTable(int columns);
void fitHeight(QTableWidget* table); // as tall as its rows
} // namespace InspectorForm
