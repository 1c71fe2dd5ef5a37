#pragma once

#include "analysis/budgets.h"

#include <QWidget>

class QTableWidgetItem;
class FindingsList;
class LiveAnalysis;
class QGridLayout;
class QLabel;
class SteadyLabel;
class QTableWidget;

// The live budgets: design totals, a gauge row per rack (power, air cooling, space, weight, PDU, feed
// failover, liquid cooling, PCIe lanes, network ports) coloured by threshold, the network port balance, and
// the findings list.
class BudgetPanel : public QWidget {
    Q_OBJECT
public:
    // Rack gauge columns.
    enum Column {
        RackColumn,
        PowerColumn,
        CoolingColumn,
        SpaceColumn,
        WeightColumn,
        PduColumn,
        FailoverColumn, // the worst feed with the other feed lost
        LiquidColumn,   // heat to liquid against the rack's liquid cooling
        PcieColumn,
        PortsColumn,
        ColumnCount
    };

    explicit BudgetPanel(LiveAnalysis* analysis, QWidget* parent = nullptr);

    FindingsList* findingsList() const { return mFindings; }
    QTableWidget* rackTable() const { return mRacks; }
    QTableWidget* networkTable() const { return mNetwork; }
    // The total shown under `key` ("powerW", "typicalPowerW", "heatBtuH", "coolingTons", "airflowCfm",
    // "rackUnitsUsed", "weightKg", "gpus", "cost", "energyCostPerYear"...): the number and its text.
    double totalValue(const QString& key) const;
    QString totalText(const QString& key) const;

signals:
    void findingActivated(const QString& rackId, const QString& deviceId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QList<size_t> mRowDigests; // the rack digest each row of the rack table shows
    void refresh();
    void setTotal(const QString& key, double value, const QString& text, const QString& tooltip = {});
    // The rack table's item at (row, column), made when missing; setGauge() fills it as a gauge.
    QTableWidgetItem* cell(int row, int column);
    void setGauge(int row, int column, double value, double limit, const QString& text);
    void setNone(int row, int column, const QString& tooltip); // nothing to measure against
    void setFailover(int row, const RackBudget& rb);

    LiveAnalysis* mAnalysis;
    QGridLayout* mTotalsGrid;
    QList<std::pair<QString, QLabel*>> mTotalTitles;
    QHash<QString, SteadyLabel*> mTotals;
    QTableWidget* mRacks;
    QTableWidget* mNetwork;
    FindingsList* mFindings;
    QLabel* mFindingsTitle;
    QLabel* mRacksTitle;
    QLabel* mTotalsTitle;
};
