#pragma once

#include "bom/bomgroups.h"

#include <QTableWidget>

// What each rack, or each node configuration, costs (Bom::groups), as a read-only table.
class BomGroupsTable : public QTableWidget {
    Q_OBJECT
public:
    enum class Grouping { Racks, Nodes };
    explicit BomGroupsTable(QWidget* parent = nullptr);

    void setGroups(const BomGroups& groups, Grouping grouping, const QString& currency);

private:
    QString money(double amount) const;
    QString mCurrency;
};
