#include "bom/bomgroupstable.h"

#include <QHeaderView>
#include <QLocale>

BomGroupsTable::BomGroupsTable(QWidget* parent) : QTableWidget(parent) {
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setStretchLastSection(true);
    setObjectName(QStringLiteral("bomGroups"));
}

QString BomGroupsTable::money(double amount) const {
    return QLocale().toString(amount, 'f', 2);
}

void BomGroupsTable::setGroups(const BomGroups& groups, Grouping grouping, const QString& currency) {
    mCurrency = currency;
    const bool nodes = grouping == Grouping::Nodes;
    const QList<CostGroup>& list = nodes ? groups.nodes : groups.racks;
    clear();
    const QStringList headers =
        nodes ? QStringList{tr("Node"), tr("Nodes"), tr("Each (%1)").arg(currency),
                            tr("Total (%1)").arg(currency), tr("Configuration")}
              : QStringList{tr("Rack"), tr("Devices"), tr("Cost (%1)").arg(currency), tr("Rack id")};
    setColumnCount(int(headers.size()));
    setHorizontalHeaderLabels(headers);
    setRowCount(int(list.size()));
    const auto cell = [this](int row, int column, const QString& text, bool number, const QString& tip = {}) {
        auto* item = new QTableWidgetItem(text);
        item->setTextAlignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
        if (!tip.isEmpty())
            item->setToolTip(tip);
        setItem(row, column, item);
    };
    const QString incomplete = tr("A part in it has no price: the figure leaves it out.");
    for (int row = 0; row < list.size(); ++row) {
        const CostGroup& g = list[row];
        const QString flag = g.incomplete ? QStringLiteral("⚠ ") : QString();
        cell(row, 0, g.name, false, g.partId);
        if (nodes) {
            cell(row, 1, QString::number(g.members.size()), true, g.members.join(QStringLiteral(", ")));
            cell(row, 2, flag + money(g.each), true, g.incomplete ? incomplete : QString());
            cell(row, 3, flag + money(g.total()), true, g.incomplete ? incomplete : QString());
            cell(row, 4, g.contents, false, g.contents);
        } else {
            cell(row, 1, g.contents, true);
            cell(row, 2, flag + money(g.each), true, g.incomplete ? incomplete : QString());
            cell(row, 3, g.members.value(0), false);
        }
    }
    resizeColumnsToContents();
}
